/** seq and xargs as coreutils and findutils print them, inside the shell's caps (issue 36, part B). */
import { describe, expect, test } from "vitest";
import { LINE_MAX_COMMANDS, PIPE_MAX_CHARS, SCREEN_MAX_LINES } from "~/terminal/engine/limits";
import { makeHarness } from "../fake-deps";
import { output } from "./line-output";

describe("seq", () => {
  test("seq N, seq A B, seq A STEP B, decimals, negative steps, -s and -w", async () => {
    expect(await output("seq 3")).toEqual(["1", "2", "3"]);
    expect(await output("seq 4 6")).toEqual(["4", "5", "6"]);
    expect(await output("seq 0 5 12")).toEqual(["0", "5", "10"]);
    expect(await output("seq 3 -1 1")).toEqual(["3", "2", "1"]);
    expect(await output("seq -2 -1")).toEqual(["-2", "-1"]);
    expect(await output("seq 0 0.1 0.3")).toEqual(["0.0", "0.1", "0.2", "0.3"]);
    expect(await output("seq 5 1")).toEqual([]);
    expect(await output("seq -s, 4")).toEqual(["1,2,3,4"]);
    expect(await output("seq -w 8 10")).toEqual(["08", "09", "10"]);
  });

  test("pipes and redirections as any command; $? after an error", async () => {
    expect(await output("seq 10 | tail -n 2")).toEqual(["9", "10"]);
    expect(await output("seq 100 | wc -l")).toEqual(["100"]);
    expect(await output("seq 3 > n.txt; cat n.txt")).toEqual(["1", "2", "3"]);
    expect(await output("seq x; echo $?")).toEqual(["seq: invalid floating point argument: 'x'", "1"]);
    expect(await output("seq 1 0 5")).toEqual(["seq: invalid Zero increment value: '0'"]);
    expect(await output("seq")).toEqual(["seq: missing operand"]);
    expect(await output("seq x", "fr")).toEqual(["seq\u00a0: argument à virgule flottante incorrect\u00a0: 'x'"]);
  });

  test("seq 1 1000000000 stops at the output caps, at once", async () => {
    const started = performance.now();
    const screen = await output("seq 1 1000000000");
    // The screen keeps its last 500 lines: the command printed its 1,000 and was stopped.
    expect(screen.at(-2)).toBe(String(SCREEN_MAX_LINES));
    expect(screen.at(-1)).toBe(`bash: seq: output limit exceeded (${SCREEN_MAX_LINES} lines on the screen at most), stopped`);
    const piped = await output("seq 1 1000000000 | wc -l");
    expect(piped[0]).toBe(`bash: seq: output limit exceeded (${PIPE_MAX_CHARS} characters at most), stopped`);
    expect(await output("seq -s ' ' 1 1000000000 | wc -c")).toContain(
      `bash: seq: output limit exceeded (${PIPE_MAX_CHARS} characters at most), stopped`,
    );
    // A generous bound: a billion numbers would take minutes, the caps stop it in a blink.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe("xargs", () => {
  test("echo by default; a command with the words as arguments; -n", async () => {
    expect(await output("seq 3 | xargs")).toEqual(["1 2 3"]);
    expect(await output("seq 5 | xargs echo n:")).toEqual(["n: 1 2 3 4 5"]);
    expect(await output("seq 5 | xargs -n 2")).toEqual(["1 2", "3 4", "5"]);
    expect(await output("seq 3 | xargs -n1 echo line")).toEqual(["line 1", "line 2", "line 3"]);
    expect(await output(`echo "'a b'" '"c d"' 'e\\ f' | xargs -n 1`)).toEqual(["a b", "c d", "e f"]);
    expect(await output("echo notes.txt | xargs cat | head -n 1")).toEqual(["TODO (ops)"]);
    expect(await output("seq 2 | xargs -I{} echo file-{}.txt")).toEqual(["file-1.txt", "file-2.txt"]);
  });

  test("its output goes into pipes and files; empty input runs the command once, -r not at all", async () => {
    expect(await output("seq 4 | xargs -n 1 echo | wc -l")).toEqual(["4"]);
    expect(await output("echo touched.txt | xargs touch; ls touched.txt")).toEqual(["touched.txt"]);
    expect(await output("true | xargs echo ok")).toEqual(["ok"]);
    expect(await output("true | xargs -r echo ok")).toEqual([]);
  });

  test("errors: an unknown command, a builtin, an interactive one, a failing run, a bad quote", async () => {
    expect(await output("echo x | xargs nope; echo $?")).toEqual(["xargs: nope: No such file or directory", "127"]);
    expect(await output("echo x | xargs cd")).toEqual(["xargs: cd: No such file or directory"]);
    expect(await output("echo x | xargs snake")).toEqual(["snake: cannot run inside a pipeline or with its output redirected"]);
    expect(await output("echo missing.txt | xargs cat; echo $?")).toEqual(["cat: missing.txt: No such file or directory", "123"]);
    expect(await output('echo "a | xargs')).toEqual([expect.stringMatching(/^bash: /)]);
    expect(await output('echo "\'a" | xargs')).toEqual([
      "xargs: unmatched single quote; by default quotes are special to xargs unless you use the -0 option",
    ]);
    expect(await output("xargs echo")).toEqual(["xargs: no input: name a file, or pipe text into it (ls -a | xargs)"]);
    expect(await output("seq 3 | xargs -n 0")).toEqual(["xargs: value 0 for -n option should be >= 1"]);
  });

  test("each run counts against the line's commands", async () => {
    const lines = await output("seq 500 | xargs -n 1 echo");
    expect(lines.at(-1)).toBe(`bash: echo: stopped: this line ran its ${LINE_MAX_COMMANDS} commands at most`);
    // seq and xargs are two of the line's commands.
    expect(lines).toHaveLength(LINE_MAX_COMMANDS - 2 + 1);
    expect(await output("seq 500 | xargs -n 1 echo; echo after")).not.toContain("after");
  });
});

describe("help and Tab know the new commands", () => {
  test("help lists them with the Unix tools; Tab completes them", async () => {
    const h = await makeHarness();
    await h.run("help");
    const tools = h.texts().find((line) => line.startsWith("Unix tools")) ?? "";
    for (const name of ["seq", "xargs", "sed", "awk", "diff", "top", "fortune", "sl"]) expect(tools.split(/[\s:,]+/)).toContain(name);
    expect(h.engine.completeTab("xar").line).toBe("xargs");
    expect(h.engine.completeTab("fort").line).toBe("fortune");
    expect(h.engine.completeTab("se").candidates).toEqual(expect.arrayContaining(["sed", "seq"]));
    expect(h.engine.completeTab("man aw").line).toBe("man awk");
  });
});
