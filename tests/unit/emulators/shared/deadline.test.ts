import { afterEach, describe, expect, it, vi } from "vitest";
import { CORE_START_TIMEOUT_MS, coreTimeoutReason, isCoreTimeout, withDeadline } from "~/emulators/shared/deadline";

afterEach(() => {
  vi.useRealTimers();
});

describe("a core's bounded start", () => {
  it("rejects with the reason when the promise never settles", async () => {
    vi.useFakeTimers();
    const never = new Promise<number>(() => undefined);
    const bounded = withDeadline(never, 5_000, coreTimeoutReason(5_000));
    const outcome = bounded.then(
      () => "resolved",
      (error: Error) => error.message,
    );
    await vi.advanceTimersByTimeAsync(4_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe("the emulator core did not start within 5 s");
  });

  it("passes a value or an error through before the deadline, and clears its timer", async () => {
    vi.useFakeTimers();
    await expect(withDeadline(Promise.resolve(7), 1_000, "late")).resolves.toBe(7);
    await expect(withDeadline(Promise.reject(new Error("no canvas")), 1_000, "late")).rejects.toThrow("no canvas");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("names the default bound in seconds and accepts only sane bounds", () => {
    expect(coreTimeoutReason(CORE_START_TIMEOUT_MS)).toBe(`the emulator core did not start within ${CORE_START_TIMEOUT_MS / 1000} s`);
    expect(isCoreTimeout(CORE_START_TIMEOUT_MS)).toBe(true);
    for (const bad of [0, -1, 999, 120_001, Number.NaN, "20000", null]) expect(isCoreTimeout(bad)).toBe(false);
  });
});
