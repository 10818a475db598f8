import { describe, expect, it } from "vitest";
import { createQuota } from "~/services/quota.server";

describe("sliding-window quota", () => {
  it("allows `limit` uses per key per window, then refuses without counting", () => {
    const q = createQuota(3, 1000);
    const t = 10_000;
    expect([q.take("a", t), q.take("a", t + 1), q.take("a", t + 2), q.take("a", t + 3)]).toEqual([true, true, true, false]);
    expect(q.take("b", t + 3)).toBe(true);
  });

  it("weights the previous window by its remaining overlap", () => {
    const q = createQuota(4, 1000);
    for (let i = 0; i < 4; i++) expect(q.take("a", 1000 + i)).toBe(true);
    // Just after the boundary the previous window still counts almost fully.
    expect(q.take("a", 2000)).toBe(false);
    // Halfway through the next window about half of it counts: 4 * ~0.5 = ~2 -> two or three more allowed.
    const allowed = Array.from({ length: 10 }, (_, i) => q.take("a", 2500 + i)).filter(Boolean).length;
    expect(allowed).toBeGreaterThanOrEqual(2);
    expect(allowed).toBeLessThanOrEqual(3);
    // Two windows later everything is forgotten.
    for (let i = 0; i < 4; i++) expect(q.take("a", 4000 + i)).toBe(true);
  });

  it("stays O(1) for huge limits", () => {
    const q = createQuota(10_000_000, 60_000);
    const start = performance.now();
    for (let i = 0; i < 200_000; i++) q.take("ip", 1_000_000 + (i % 1000));
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
