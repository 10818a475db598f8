import { describe, expect, it } from "vitest";
import { BACKSPACE, ENTER, JSDOS_SHIFT, keyStrokes, typedDiff } from "~/emulators/dos/typing";

describe("keyStrokes: a character's keys on DOSBox's US keyboard (js-dos key codes)", () => {
  it("types lower-case letters, digits and a space with one key each", () => {
    expect(keyStrokes("dir a1")).toEqual([[68], [73], [82], [32], [65], [49]]);
  });

  it("holds Shift for capitals and the shifted punctuation a DOS line needs", () => {
    expect(keyStrokes("W")).toEqual([[JSDOS_SHIFT, 87]]);
    // "echo hi > a.txt", "c:", "*.*", "?", "_", quotes and the pipe.
    expect(keyStrokes('>:*?_"|')).toEqual([
      [JSDOS_SHIFT, 46],
      [JSDOS_SHIFT, 59],
      [JSDOS_SHIFT, 56],
      [JSDOS_SHIFT, 47],
      [JSDOS_SHIFT, 45],
      [JSDOS_SHIFT, 39],
      [JSDOS_SHIFT, 92],
    ]);
    expect(keyStrokes(".\\/-")).toEqual([[46], [92], [47], [45]]);
  });

  it("sends Enter and Backspace where they stand in the text, and leaves out what no US key types", () => {
    expect(keyStrokes(`ab${BACKSPACE}c${ENTER}`)).toEqual([[65], [66], [259], [67], [257]]);
    expect(keyStrokes("é😀")).toEqual([]);
  });
});

describe("typedDiff: what the text field's change sends", () => {
  it("sends what was added at the end", () => {
    expect(typedDiff("di", "dir")).toBe("r");
    expect(typedDiff("", "type")).toBe("type");
  });

  it("erases what a correction replaced, then types the new ending", () => {
    expect(typedDiff("dor", "dir")).toBe(`${BACKSPACE}${BACKSPACE}ir`);
    expect(typedDiff("dir", "di")).toBe(BACKSPACE);
    expect(typedDiff("dir", "dir")).toBe("");
  });

  it("counts characters, not UTF-16 units", () => {
    expect(typedDiff("a😀", "a")).toBe(BACKSPACE);
  });
});
