import { describe, expect, it } from "vitest";
import { dpadButtons, saveTouchControlsShown, TOUCH_STORAGE_KEY, touchControlsShown } from "~/emulators/gba/touch";

const pad = { left: 100, top: 200, width: 120, height: 120 };
const at = (dx: number, dy: number) => dpadButtons(160 + dx, 260 + dy, pad);

describe("on-screen D-pad", () => {
  it("holds one direction per side and diagonals between them", () => {
    expect(at(50, 0)).toEqual(["Right"]);
    expect(at(-50, 5)).toEqual(["Left"]);
    expect(at(3, -50)).toEqual(["Up"]);
    expect(at(0, 50)).toEqual(["Down"]);
    expect(at(40, 40)).toEqual(["Down", "Right"]);
    expect(at(-40, -40)).toEqual(["Up", "Left"]);
  });

  it("holds nothing at the centre or off the pad (a thumb resting or slipping off)", () => {
    expect(at(0, 0)).toEqual([]);
    expect(at(8, -8)).toEqual([]);
    expect(at(70, 0)).toEqual([]);
    expect(dpadButtons(160, 260, { ...pad, width: 0 })).toEqual([]);
  });

  it("a thumb sliding from left to right crosses from Left to Right", () => {
    const path = [-50, -30, 0, 30, 50].map((dx) => at(dx, 0));
    expect(path).toEqual([["Left"], ["Left"], [], ["Right"], ["Right"]]);
  });
});

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe("whether the on-screen controls show", () => {
  it("follows the device by default and the visitor's choice once made", () => {
    expect(touchControlsShown(memory(), true)).toBe(true);
    expect(touchControlsShown(memory(), false)).toBe(false);
    const storage = memory();
    saveTouchControlsShown(storage, true);
    expect(storage.data.get(TOUCH_STORAGE_KEY)).toBe("on");
    expect(touchControlsShown(storage, false)).toBe(true);
    saveTouchControlsShown(storage, false);
    expect(touchControlsShown(storage, true)).toBe(false);
  });

  it("survives a storage that throws or is missing", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(touchControlsShown(broken, true)).toBe(true);
    expect(() => saveTouchControlsShown(broken, true)).not.toThrow();
    expect(touchControlsShown(null, false)).toBe(false);
  });
});
