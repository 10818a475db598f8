import { describe, expect, it } from "vitest";
import {
  DOS_KEY,
  diffHeld,
  dosKeysFromPad,
  gbaButtonsFromPad,
  heldByPads,
  startPadLoop,
  type PadHost,
  type PadState,
} from "~/emulators/shared/gamepad";

/** A standard-mapping pad with these buttons held and these stick axes. */
function pad(held: number[] = [], axes: number[] = [0, 0, 0, 0]): PadState {
  return { buttons: Array.from({ length: 17 }, (_, index) => ({ pressed: held.includes(index) })), axes };
}

describe("gamepad mapping (standard layout)", () => {
  it("maps face, shoulder, Start/Select buttons and the d-pad to GBA buttons", () => {
    expect(gbaButtonsFromPad(pad([0]))).toEqual(new Set(["A"]));
    expect(gbaButtonsFromPad(pad([1, 4, 5]))).toEqual(new Set(["B", "L", "R"]));
    expect(gbaButtonsFromPad(pad([8, 9]))).toEqual(new Set(["Select", "Start"]));
    expect(gbaButtonsFromPad(pad([12, 15]))).toEqual(new Set(["Up", "Right"]));
    expect(gbaButtonsFromPad(pad([13, 14]))).toEqual(new Set(["Down", "Left"]));
    expect(gbaButtonsFromPad(pad([2, 3, 6, 7, 16]))).toEqual(new Set());
  });

  it("reads the left stick past its dead zone only", () => {
    expect(gbaButtonsFromPad(pad([], [0.3, -0.3]))).toEqual(new Set());
    expect(gbaButtonsFromPad(pad([], [0.9, 0]))).toEqual(new Set(["Right"]));
    expect(gbaButtonsFromPad(pad([], [-0.7, 0.8]))).toEqual(new Set(["Left", "Down"]));
    // The right stick (axes 2/3) does nothing.
    expect(gbaButtonsFromPad(pad([], [0, 0, 1, 1]))).toEqual(new Set());
  });

  it("maps the same pad to DOS keys: arrows, Space, Left Ctrl, Enter, and never Escape", () => {
    expect(dosKeysFromPad(pad([0, 1, 9]))).toEqual(new Set([DOS_KEY.space, DOS_KEY.leftCtrl, DOS_KEY.enter]));
    expect(dosKeysFromPad(pad([12], [-1, 0]))).toEqual(new Set([DOS_KEY.up, DOS_KEY.left]));
    expect(dosKeysFromPad(pad([8]))).toEqual(new Set());
    // js-dos's code for Escape (256) is never produced.
    const all = dosKeysFromPad(
      pad(
        Array.from({ length: 17 }, (_, i) => i),
        [1, 1],
      ),
    );
    expect(all.has(256)).toBe(false);
  });

  it("diffs two states into presses and releases, and merges several pads", () => {
    expect(diffHeld(new Set(["A", "Up"]), new Set(["Up", "B"]))).toEqual({ press: ["B"], release: ["A"] });
    expect(diffHeld(new Set(["A"]), new Set(["A"]))).toEqual({ press: [], release: [] });
    expect(heldByPads([pad([0]), null, pad([1])], gbaButtonsFromPad)).toEqual(new Set(["A", "B"]));
  });
});

/** A fake browser: pads are set by the test, frames run when `step()` is called. */
function fakeHost() {
  let pads: (PadState | null)[] = [];
  const frames = new Map<number, () => void>();
  const listeners = new Map<string, Set<() => void>>();
  let next = 1;
  const host: PadHost = {
    getGamepads: () => pads,
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => void frames.delete(handle),
    addEventListener: (type, listener) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type))?.add(listener),
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  return {
    host,
    setPads: (value: (PadState | null)[]) => (pads = value),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    step: () => {
      const pending = [...frames.values()];
      frames.clear();
      pending.forEach((callback) => callback());
    },
    pendingFrames: () => frames.size,
  };
}

describe("the polling loop", () => {
  it("polls only while a pad is connected, reports changes, releases on unplug and on stop", () => {
    const fake = fakeHost();
    const changes: { press: string[]; release: string[] }[] = [];
    const stop = startPadLoop(fake.host, gbaButtonsFromPad, (change) => changes.push(change));
    expect(fake.pendingFrames()).toBe(0);

    fake.setPads([pad()]);
    fake.fire("gamepadconnected");
    expect(fake.pendingFrames()).toBe(1);
    fake.step();
    expect(changes).toEqual([]);

    fake.setPads([pad([0, 15])]);
    fake.step();
    fake.step();
    expect(changes).toEqual([{ press: ["A", "Right"], release: [] }]);

    fake.setPads([pad([15])]);
    fake.step();
    expect(changes.at(-1)).toEqual({ press: [], release: ["A"] });

    // Unplugged while holding Right: released, and the loop stops.
    fake.setPads([null]);
    fake.fire("gamepaddisconnected");
    fake.step();
    expect(changes.at(-1)).toEqual({ press: [], release: ["Right"] });
    expect(fake.pendingFrames()).toBe(0);

    // Plugged in again (hot-plug) and stopped while holding B: B is released.
    fake.setPads([pad([1])]);
    fake.fire("gamepadconnected");
    fake.step();
    expect(changes.at(-1)).toEqual({ press: ["B"], release: [] });
    stop();
    expect(changes.at(-1)).toEqual({ press: [], release: ["B"] });
    expect(fake.pendingFrames()).toBe(0);
    fake.fire("gamepadconnected");
    expect(fake.pendingFrames()).toBe(0);
  });

  it("starts at once when a pad is already listed", () => {
    const fake = fakeHost();
    fake.setPads([pad([9])]);
    const changes: { press: number[]; release: number[] }[] = [];
    startPadLoop(fake.host, dosKeysFromPad, (change) => changes.push(change));
    fake.step();
    expect(changes).toEqual([{ press: [DOS_KEY.enter], release: [] }]);
  });
});
