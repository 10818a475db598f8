/** diff in GNU diff's normal format, its exit status, and a bounded search on big files (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { diffHunks } from "~/terminal/engine/commands/diff";
import { output } from "./line-output";

/** Files written by the visitor (echo lines into the home) before the compared line. */
const files = (name: string, lines: string[]) => [`echo '${lines.join("\n")}' > ${name}`];

describe("diff", () => {
  test("the normal format: c, a, d hunks with < and > lines; status 1", async () => {
    const setup = [...files("d1", ["a", "b", "c", "d", "e"]), ...files("d2", ["a", "B", "c", "d", "X", "Y"])];
    expect(await output("diff d1 d2; echo $?", "en", setup)).toEqual([
      "2c2",
      "< b",
      "---",
      "> B",
      "5c5,6",
      "< e",
      "---",
      "> X",
      "> Y",
      "1",
    ]);
    const grow = [...files("d5", ["x", "y"]), ...files("d6", ["w", "x", "y", "z"])];
    expect(await output("diff d5 d6", "en", grow)).toEqual(["0a1", "> w", "2a4", "> z"]);
    expect(await output("diff d6 d5", "en", grow)).toEqual(["1d0", "< w", "4d2", "< z"]);
  });

  test("the same files: nothing, status 0; -q; standard input as -; a missing newline", async () => {
    expect(await output("diff notes.txt notes.txt; echo $?")).toEqual(["0"]);
    const setup = [...files("d1", ["a", "b"]), ...files("d2", ["a", "c"])];
    expect(await output("diff -q d1 d2; echo $?", "en", setup)).toEqual(["Files d1 and d2 differ", "1"]);
    expect(await output("echo a | diff - d1", "en", setup)).toEqual(["1a2", "> b"]);
    expect(await output("cat /etc/hostname > h; diff /etc/hostname h")).toEqual([
      "1c1",
      expect.stringMatching(/^< /),
      "\\ No newline at end of file",
      "---",
      expect.stringMatching(/^> /),
    ]);
    expect(await output("diff -q d1 d2", "fr", setup)).toEqual(["Les fichiers d1 et d2 sont différents"]);
  });

  test("errors are status 2", async () => {
    expect(await output("diff notes.txt; echo $?")).toEqual(["diff: missing operand after 'notes.txt'", "2"]);
    expect(await output("diff notes.txt nope; echo $?")).toEqual(["diff: nope: No such file or directory", "2"]);
    expect(await output("diff a b c")).toEqual(["diff: extra operand 'c'"]);
  });

  test("two big, very different files: a correct answer in bounded time", () => {
    const a = Array.from({ length: 100_000 }, (_, i) => `a${i}`);
    const b = Array.from({ length: 100_000 }, (_, i) => (i % 3 === 0 ? `a${i}` : `b${i}`));
    const started = performance.now();
    const hunks = diffHunks(a, b);
    // Generous: the unbounded search (an LCS over 10^10 pairs) would take minutes and gigabytes.
    expect(performance.now() - started).toBeLessThan(3_000);
    // Whatever the hunks, applying them to a gives b.
    const result: string[] = [];
    let at = 0;
    for (const h of hunks) {
      result.push(...a.slice(at, h.aStart), ...b.slice(h.bStart, h.bEnd));
      at = h.aEnd;
    }
    result.push(...a.slice(at));
    expect(result).toEqual(b);
  });

  test("a small edit in a big file is found exactly", () => {
    const a = Array.from({ length: 50_000 }, (_, i) => `line ${i}`);
    const b = [...a.slice(0, 20_000), "inserted", ...a.slice(20_000, 40_000), ...a.slice(40_001)];
    expect(diffHunks(a, b)).toEqual([
      { aStart: 20_000, aEnd: 20_000, bStart: 20_000, bEnd: 20_001 },
      { aStart: 40_000, aEnd: 40_001, bStart: 40_001, bEnd: 40_001 },
    ]);
  });
});
