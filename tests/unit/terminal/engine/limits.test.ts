/**
 * The shell's caps (app/terminal/engine/limits.ts, ADR 046): each one reached through the engine
 * as a visitor would, with bash's kind of error line; then the security probe's hostile lines
 * (growth by doubling, glob ladders, history storms, wide pipelines, huge ranges, cat×900, alias
 * growth), each answered well under a second in-process where they used to take seconds or throw.
 */
import { describe, expect, test } from "vitest";
import { HISTORY_STORAGE_KEY } from "~/terminal/catalog";
import {
  ARGS_MAX_CHARS,
  ENV_MAX_CHARS,
  FS_MAX_VISITS,
  FS_MAX_WRITES,
  GLOB_MAX_VISITS,
  HISTORY_MAX_CHARS,
  HISTORY_MAX_EVENTS,
  LimitExceeded,
  LINE_MAX_ARGS,
  LINE_MAX_CHARS,
  LINE_MAX_COMMANDS,
  LINE_MAX_WORK_CHARS,
  LineBudget,
  PIPE_MAX_CHARS,
  PIPELINE_MAX_STAGES,
  READ_MAX_CHARS,
  SCREEN_MAX_CHARS,
  SCREEN_MAX_LINES,
  SCROLLBACK_MAX_CHARS,
  TR_SET_MAX_CHARS,
  VALUE_MAX_CHARS,
  WORD_MAX_CHARS,
} from "~/terminal/engine/limits";
import { message, type Lang, type MessageKey } from "~/terminal/engine/messages";
import { makeHarness, type Harness } from "./fake-deps";
import { timed } from "./timed";

const t = (key: MessageKey, params?: Record<string, string | number>, lang: Lang = "en") => message(lang, key, params);

/** Setup lines, then the line under test: what it printed after its echo, and how long it took. */
async function answer(
  setup: string[],
  line: string,
  h?: Harness,
): Promise<{ h: Harness; out: string[]; time: Awaited<ReturnType<typeof timed>> }> {
  h ??= await makeHarness();
  for (const s of setup) await h.engine.submit(s);
  const before = h.engine.snapshot().lines.at(-1)?.id ?? 0;
  const time = await timed(() => h.engine.submit(line));
  const lines = h.engine.snapshot().lines.filter((l) => l.id > before);
  return { h, out: lines.slice(1).map((l) => l.text), time };
}

const repeat = (piece: string, times: number, glue = " ") => Array<string>(times).fill(piece).join(glue);
/** A value of `n` characters as a word the shell keeps whole. */
const chars = (n: number, c = "x") => c.repeat(n);
/** Ten folders in the home: each `*` of a glob ladder then has ten paths. */
const TEN_FOLDERS = `mkdir ${Array.from({ length: 10 }, (_, i) => `d${i}`).join(" ")}`;
/** A 32 KB file of 16 lines of 2,000 characters (half the home's quota). */
const BIG_FILE = [`echo ${chars(2_000, "y")} > f`, `cat ${repeat("f", 16)} > g`];
/** A 3 KB file of short lines: many lines per kilobyte (sort's and uniq's worst). */
const SHORT_LINES = ["find / > f", "cat f f f f f f f f > g"];

describe("each cap, reached through the engine", () => {
  test.each<[string, string[], string, string]>([
    ["a line's length", [], `echo ${chars(LINE_MAX_CHARS)}`, t("limitLine", { limit: LINE_MAX_CHARS })],
    [
      "history events in one line",
      ["echo a"],
      `echo ${repeat("!!", HISTORY_MAX_EVENTS + 1)}`,
      t("limitHistoryEvents", { event: "!!", limit: HISTORY_MAX_EVENTS }),
    ],
    [
      "history expansion's result",
      [`echo ${chars(LINE_MAX_CHARS / 4)}`],
      "echo !! !! !! !!",
      t("limitHistoryLength", { event: "!!", limit: LINE_MAX_CHARS }),
    ],
    ["commands in one line", [], repeat("true", LINE_MAX_COMMANDS + 1, "; "), t("limitCommands", { limit: LINE_MAX_COMMANDS })],
    ["pipeline stages", [], `echo a | ${repeat("cat", PIPELINE_MAX_STAGES, " | ")}`, t("limitStages", { limit: PIPELINE_MAX_STAGES })],
    [
      "a word after expansion",
      [`export A=${chars(VALUE_MAX_CHARS)}`],
      "echo $A$A$A",
      t("limitWord", { word: "$A$A$A", limit: WORD_MAX_CHARS }),
    ],
    [
      "a variable's value",
      [`export B=${chars(VALUE_MAX_CHARS / 2 + 1)}`],
      "export A=$B$B",
      t("limitValue", { cmd: "export", name: "A", limit: VALUE_MAX_CHARS }),
    ],
    [
      "an alias's value",
      [`export B=${chars(VALUE_MAX_CHARS / 2 + 1)}`],
      "alias a=$B$B",
      t("limitValue", { cmd: "alias", name: "a", limit: VALUE_MAX_CHARS }),
    ],
    [
      "the environment, variables and aliases together",
      ["A B C".split(" ").map((name) => `export ${name}=${chars(VALUE_MAX_CHARS)}`)].flat(),
      `alias d=${chars(VALUE_MAX_CHARS)}`,
      t("limitEnv", { cmd: "alias", name: "d", limit: ENV_MAX_CHARS }),
    ],
    [
      "one command's arguments",
      [`export A=${chars(VALUE_MAX_CHARS)}`],
      `echo ${repeat("$A", ARGS_MAX_CHARS / VALUE_MAX_CHARS)}`,
      t("limitArgs", { cmd: "echo" }),
    ],
    ["a line's arguments", [], `true ${repeat("x", LINE_MAX_ARGS)}`, t("limitLineArgs", { cmd: "true", limit: LINE_MAX_ARGS })],
    [
      "paths a glob visits",
      [TEN_FOLDERS],
      "echo */../*/../*/../*/..",
      t("limitGlob", { pattern: "*/../*/../*/../*/..", limit: GLOB_MAX_VISITS }),
    ],
    [
      "files and folders a line looks up",
      [],
      `find ${repeat("/", LINE_MAX_ARGS - 3)} -name none`,
      t("limitFsVisits", { cmd: "find", limit: FS_MAX_VISITS }),
    ],
    [
      "files and folders a line writes",
      [],
      `touch ${Array.from({ length: FS_MAX_WRITES + 1 }, (_, i) => `n${i}`).join(" ")}`,
      t("limitFsWrites", { cmd: "touch", limit: FS_MAX_WRITES }),
    ],
    [
      "lines one command prints on the screen",
      SHORT_LINES,
      "cat g g g g g",
      t("limitScreenLines", { cmd: "cat", limit: SCREEN_MAX_LINES }),
    ],
    [
      "characters one command prints on the screen",
      BIG_FILE,
      `cat ${repeat("g", 9)}`,
      t("limitOutput", { cmd: "cat", limit: SCREEN_MAX_CHARS }),
    ],
    ["what one command reads", BIG_FILE, `sort ${repeat("g", 33)}`, t("limitInput", { cmd: "sort", limit: READ_MAX_CHARS })],
    [
      "what one line reads and writes",
      BIG_FILE,
      `cat ${repeat("g", 30)} | cat | cat`,
      t("limitLineWork", { cmd: "cat", limit: LINE_MAX_WORK_CHARS }),
    ],
    ["a tr set", [], `echo a | tr '\u0001-\uffff\u0001-\uffff' x`, t("limitTrSet", { limit: TR_SET_MAX_CHARS })],
  ])("%s", async (_name, setup, line, expected) => {
    const { h, out } = await answer(setup, line);
    expect(out.at(-1)).toBe(expected);
    expect(h.engine.snapshot().mode).toBe("normal");
  });

  test("a refused line is not kept in the history, and the shell goes on", async () => {
    const { h } = await answer([], `echo ${chars(LINE_MAX_CHARS)}`);
    expect(h.engine.historyEntries()).toEqual([]);
    expect((await answer([], "echo still here", h)).out).toEqual(["still here"]);
  });

  test("a stopped command's output so far goes down the pipe, and the rest of the line runs", async () => {
    const { out } = await answer(SHORT_LINES, "cat g g g g g | wc -l; echo next");
    // On the screen, cat's 1,000 lines would have been too many; into a pipe they are not.
    expect(out).toEqual([String(5 * 336), "next"]);
    const stopped = await answer(BIG_FILE, `cat ${repeat("g", 33)} | wc -l; echo $?; echo next`);
    expect(stopped.out).toEqual([t("limitInput", { cmd: "cat", limit: READ_MAX_CHARS }), String(32 * 16), "0", "next"]);
  });

  test("a cap of the whole line drops the rest of the line: one message, status 1", async () => {
    const { h, out } = await answer(SHORT_LINES, `cat ${repeat("g", 140)} | sort | sort -n | sort -r | sort; echo not run`);
    expect(out).toEqual([t("limitLineWork", { cmd: "sort", limit: LINE_MAX_WORK_CHARS })]);
    expect((await answer([], "echo $? next", h)).out).toEqual(["1 next"]);
  });

  test("the limit's line is the shell's: on the screen even when the command's errors are redirected", async () => {
    const { out } = await answer(BIG_FILE, `sort ${repeat("g", 33)} 2> /dev/null; echo "$?"`);
    expect(out).toEqual([t("limitInput", { cmd: "sort", limit: READ_MAX_CHARS }), "1"]);
  });

  test("a line of exactly LINE_MAX_COMMANDS commands runs every one (each counted once)", async () => {
    const { out } = await answer([], `${repeat("true", LINE_MAX_COMMANDS - 1, ";")}; echo done`);
    expect(out).toEqual(["done"]);
  });

  test("the messages follow the language", async () => {
    for (const language of ["fr", "es"] as const) {
      const h = await makeHarness({ language });
      const { out } = await answer([], repeat("true", LINE_MAX_COMMANDS + 1, ";"), h);
      expect(out).toEqual([t("limitCommands", { limit: LINE_MAX_COMMANDS }, language)]);
      expect(out[0]).not.toBe(t("limitCommands", { limit: LINE_MAX_COMMANDS }));
    }
  });

  test("the history keeps at most HISTORY_MAX_CHARS (saved after every line), the oldest entries going first", async () => {
    const h = await makeHarness();
    const long = chars(LINE_MAX_CHARS / 2);
    const lines = Math.ceil((1.5 * HISTORY_MAX_CHARS) / long.length);
    for (let i = 0; i < lines; i++) await h.engine.submit(`echo ${i}${long}`);
    const entries = h.engine.historyEntries();
    expect(entries.join("").length).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
    expect(entries.at(-1)).toBe(`echo ${lines - 1}${long}`);
    expect(entries.length).toBeLessThan(lines);
    expect(h.storage.getItem(HISTORY_STORAGE_KEY)!.length).toBeLessThan(HISTORY_MAX_CHARS + 1_000);
  });

  test("the screen keeps at most SCROLLBACK_MAX_CHARS, the oldest lines going first", async () => {
    const h = await makeHarness();
    await h.engine.submit(`export A=${chars(VALUE_MAX_CHARS)}`);
    const lines = Math.ceil((2 * SCROLLBACK_MAX_CHARS) / VALUE_MAX_CHARS);
    for (let i = 0; i < lines; i++) await h.engine.submit(`echo ${i}$A`);
    const kept = h.engine.snapshot().lines;
    expect(kept.reduce((n, line) => n + line.text.length, 0)).toBeLessThanOrEqual(SCROLLBACK_MAX_CHARS);
    expect(kept.at(-1)!.text).toBe(`${lines - 1}${chars(VALUE_MAX_CHARS)}`);
    expect(kept.length).toBeLessThan(2 * lines);
  });
});

describe("the budgets' own counts", () => {
  const stopped = (fn: () => void) => {
    try {
      fn();
    } catch (error) {
      if (error instanceof LimitExceeded) return { key: error.key, params: error.params };
      throw error;
    }
    return undefined;
  };

  test("a command writing into a pipe is stopped past PIPE_MAX_CHARS", () => {
    const stage = new LineBudget().stage("tr");
    const line = chars(1023);
    let written = 0;
    const result = stopped(() => {
      for (;;) {
        stage.wrote(false, line);
        written += line.length + 1;
      }
    });
    expect(result).toEqual({ key: "limitOutput", params: { cmd: "tr", limit: PIPE_MAX_CHARS } });
    expect(written).toBe(PIPE_MAX_CHARS);
  });

  test("a line's commands share LINE_MAX_WORK_CHARS", () => {
    const budget = new LineBudget();
    const half = chars(PIPE_MAX_CHARS - 1);
    budget.stage("a").wrote(false, half);
    budget.stage("b").wrote(false, half);
    expect(stopped(() => budget.stage("c").wrote(false, ""))).toEqual({
      key: "limitLineWork",
      params: { cmd: "c", limit: LINE_MAX_WORK_CHARS },
    });
  });
});

describe("the probe's hostile lines", () => {
  test.each<[string, string[], string, string]>([
    [
      "growth by doubling (the 336 bytes that threw out of submit)",
      [],
      `export A=xxxxxxxx${repeat("; export A=$A$A$A$A$A$A$A$A", 11, "")}`,
      t("limitWord", { word: "A=$A$A$A$A$A$A$A$A", limit: WORD_MAX_CHARS }),
    ],
    [
      "a glob ladder five steps high",
      [TEN_FOLDERS],
      "echo */../*/../*/../*/../*/..",
      t("limitGlob", { pattern: "*/../*/../*/../*/../*/..", limit: GLOB_MAX_VISITS }),
    ],
    [
      "a glob ladder six steps high",
      [TEN_FOLDERS],
      "echo */../*/../*/../*/../*/../*/..",
      t("limitGlob", { pattern: "*/../*/../*/../*/../*/../*/..", limit: GLOB_MAX_VISITS }),
    ],
    [
      "a history storm (!! 600 times)",
      ["echo hello world"],
      repeat("!!", 600),
      t("limitHistoryEvents", { event: "!!", limit: HISTORY_MAX_EVENTS }),
    ],
    [
      "a history storm within the event count, the second time",
      ["echo hello world", `echo ${repeat("!!", 90)}`],
      `echo ${repeat("!!", 90)}`,
      t("limitHistoryLength", { event: "!!", limit: LINE_MAX_CHARS }),
    ],
    ["a wide pipeline", [], `echo a | ${repeat("sort", 40, " | ")}`, t("limitStages", { limit: PIPELINE_MAX_STAGES })],
    [
      "long sort chains over a big input",
      SHORT_LINES,
      `cat ${repeat("g", 200)} | sort | sort -n | sort -r | sort | uniq -c | sort -n`,
      t("limitLineWork", { cmd: "sort", limit: LINE_MAX_WORK_CHARS }),
    ],
    ["sort over 900 files", SHORT_LINES, `sort -n ${repeat("g", 900)} | uniq -c`, t("limitInput", { cmd: "sort", limit: READ_MAX_CHARS })],
    ["cat of a file 900 times", BIG_FILE, `cat ${repeat("g", 900)}`, t("limitOutput", { cmd: "cat", limit: SCREEN_MAX_CHARS })],
    [
      "cat of a file 900 times into a pipe",
      // Seven listings of / (not eight): cat's read cap is reached before the line's 2 MiB of work.
      ["find / > f", "cat f f f f f f f > g"],
      `cat ${repeat("g", 900)} | wc -l`,
      t("limitInput", { cmd: "cat", limit: READ_MAX_CHARS }),
    ],
    [
      "tr over the whole Unicode range",
      [],
      `echo abc | tr '${repeat("\u0001-\uffff", 300, "")}' x`,
      t("limitTrSet", { limit: TR_SET_MAX_CHARS }),
    ],
    [
      "an alias whose expansion grows",
      ["export A=xxxxxxxxxxxxxxxx", `alias e='echo ${repeat("$A", 16, "")}'`],
      `${repeat("export A=$A$A$A$A$A$A$A$A; ", 4, "")}e`,
      t("limitWord", { word: repeat("$A", 16, ""), limit: WORD_MAX_CHARS }),
    ],
    ["an alias that names itself", ["alias ls='ls ls ls ls'"], "ls", t("lsNoSuchFile", { path: "ls" })],
    ["1,500 commands joined by ;", [], repeat("ls -la /", 1_500, ";"), t("limitCommands", { limit: LINE_MAX_COMMANDS })],
    ["&& and || chains", [], repeat("true && false || true", 40, " && "), t("limitCommands", { limit: LINE_MAX_COMMANDS })],
    ["a pasted 5 MB line", [], `echo ${chars(5_000_000)}`, t("limitLine", { limit: LINE_MAX_CHARS })],
    [
      "writes into a full home (tee to 4,000 files)",
      [...Array.from({ length: 30 }, (_, i) => `echo ${chars(2_000)} > f${i}`), "echo a > t"],
      `tee ${repeat("u", 4_000)} < t`,
      t("limitFsWrites", { cmd: "tee", limit: FS_MAX_WRITES }),
    ],
    ["the file system walked once per operand", [], `du ${repeat("/", 30_000)}`, t("limitLineArgs", { cmd: "du", limit: LINE_MAX_ARGS })],
    // Issue 36, part B: a billion numbers, a command per word.
    ["seq to a billion into a pipe", [], "seq 1 1000000000 | wc -l", t("limitOutput", { cmd: "seq", limit: PIPE_MAX_CHARS })],
    [
      "xargs running a command per word",
      [],
      "seq 1000 | xargs -n 1 echo",
      t("limitLineCommands", { cmd: "echo", limit: LINE_MAX_COMMANDS }),
    ],
  ])("%s", async (_name, setup, line, expected) => {
    const { h, out, time } = await answer(setup, line);
    expect(out).toContain(expected);
    expect(time.within(1_000), `${time.ms.toFixed(0)} ms`).toBe(true);
    expect(h.engine.snapshot().mode).toBe("normal");
    expect((await answer([], "echo ok", h)).out).toEqual(["ok"]);
  });
});
