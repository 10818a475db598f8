/**
 * Command lines generated from the shell's grammar (quotes, globs, variables and export, aliases,
 * ; && || |, history events, redirections; nested and repeated) run through the engine in a home
 * of 12 folders of 5 files each. Whatever the line, with the caps of limits.ts (ADR 046) it
 * settles within the server's per-line deadline, answers (its echo, output or an error line),
 * never throws, and the saved session stays within a size the caps imply.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { MAX_LINES } from "~/terminal/engine/constants";
import { HOME_QUOTA } from "~/terminal/engine/home";
import { HISTORY_MAX_CHARS, LINE_MAX_CHARS, SCROLLBACK_MAX_CHARS } from "~/terminal/engine/limits";
import { message, MESSAGE_KEYS } from "~/terminal/engine/messages";
import { makeHarness, type Harness } from "./fake-deps";
import { timed } from "./timed";

const SEED = 46_2026;
const RUNS = 200;
/** The server runs a posted line in a worker with this deadline (issue 34). */
const DEADLINE_MS = 250;
/**
 * What `engine.save()` may weigh: the screen's characters (each at most six in JSON, `\u0001`), a
 * line's own fields (id, type, prompt) for each kept line, the home as stored twice over (its
 * JSON inside the session's JSON), and the session's fixed fields.
 */
const SAVE_BOUND = 6 * SCROLLBACK_MAX_CHARS + MAX_LINES * 160 + 2 * HOME_QUOTA.bytes + 16 * 1024;

/** A cap's error line (any of the `limit…` messages, whatever its parameters). */
const CAP_LINES = MESSAGE_KEYS.filter((key) => key.startsWith("limit")).map(
  (key) =>
    new RegExp(
      `^${message("en", key)
        .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
        .replace(/\{\w+\}/g, ".*")}$`,
    ),
);
const isCapLine = (text: string) => CAP_LINES.some((pattern) => pattern.test(text));

const FOLDERS = 12;
const FILES = 5;

const pick = <T>(...values: T[]) => fc.constantFrom(...values);
const folder = fc.nat(FOLDERS - 1).map((i) => `d${i}`);
const file = fc.tuple(folder, fc.nat(FILES - 1)).map(([d, i]) => `${d}/f${i}.txt`);
const glob = pick("*", "*/*", "*/..", "*/../*", "*/../*/..", "d?", "d1*", "[a-d]*", "*/f?.txt", "~/*", "/*", ".*", "*/*/../*", "/*/*");
const variable = pick("$A", "${A}", "$B", "${C}", "$?", "$HOME", "$NOPE");
const history = pick("!!", "!1", "!2", "!-1", "!-3");
const plain = pick("x", "hello", "-l", "-la", "-n", "-c", "-r", "-u", "a-z", "A-Z", "3", "out.txt", "t.txt");
/** A command substitution (issue 36), sometimes nested in `$(echo …)` past SUBST_MAX_DEPTH, sometimes backquoted. */
const substitution = fc
  .tuple(
    pick("echo", "cat", "ls", "printf %s", "wc -l", "sort", "history", "env", "a"),
    fc.array(fc.oneof(plain, variable, glob, folder, file), { maxLength: 3 }),
    fc.integer({ min: 0, max: 10 }),
    fc.boolean(),
  )
  .map(([cmd, words, depth, backquoted]) => {
    const inner = [cmd, ...words].join(" ");
    if (backquoted && depth === 0) return `\`${inner}\``;
    return "$(echo ".repeat(depth) + `$(${inner})` + ")".repeat(depth);
  });
const atom = fc.oneof(
  { weight: 3, arbitrary: plain },
  folder,
  file,
  glob,
  { weight: 2, arbitrary: variable },
  { weight: 1, arbitrary: substitution },
);
/** A word: atoms side by side, sometimes quoted, sometimes one atom repeated (`$A$A$A…`, a glob ladder). */
const word = fc.oneof(
  { weight: 4, arbitrary: fc.array(atom, { minLength: 1, maxLength: 4 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.array(atom, { minLength: 1, maxLength: 3 }).map((parts) => `"${parts.join("")}"`) },
  { weight: 1, arbitrary: fc.array(atom, { minLength: 1, maxLength: 3 }).map((parts) => `'${parts.join("")}'`) },
  { weight: 1, arbitrary: fc.tuple(atom, fc.integer({ min: 2, max: 40 })).map(([part, n]) => part.repeat(n)) },
  { weight: 1, arbitrary: history },
);
const command = pick(
  "echo",
  "echo -e",
  "printf %s%s\\n",
  "cat",
  "ls",
  "ls -la",
  "sort",
  "sort -n",
  "uniq -c",
  "wc -l",
  "tr a-z A-Z",
  "tr -d x",
  "grep d",
  "head -n 3",
  "tail",
  "cut -c 1-3",
  "find",
  "tree",
  "du",
  "true",
  "false",
  "base64_encode",
  "history",
  "env",
  "export",
  "alias",
  "touch",
  "tee t.txt",
  "a",
  "b",
  "ll",
);
const redirect = pick("", "", "", " > out.txt", " >> out.txt", " < d0/f0.txt", " 2>&1", " 2> /dev/null", " > /dev/null");
const simple = fc.tuple(command, fc.array(word, { maxLength: 4 }), redirect).map(([name, words, to]) => [name, ...words].join(" ") + to);
const pipeline = fc.array(simple, { minLength: 1, maxLength: 20 }).map((stages) => stages.join(" | "));
const list = fc
  .tuple(pipeline, fc.array(fc.tuple(pick(" ; ", " && ", " || "), pipeline), { maxLength: 4 }))
  .map(([first, rest]) => first + rest.map(([op, p]) => op + p).join(""));
const assignment = fc
  .tuple(pick("A", "B", "C"), fc.array(word, { minLength: 1, maxLength: 2 }))
  .chain(([name, words]) => pick(`export ${name}=${words.join("")}`, `${name}=${words.join("")}`));
/** An alias to a simple command (its words unquoted, so it fits between single quotes). */
const alias = fc
  .tuple(pick("a", "b", "ll"), command, fc.array(fc.oneof(plain, variable, glob), { maxLength: 20 }))
  .map(([name, cmd, words]) => `alias ${name}='${[cmd, ...words].join(" ")}'`);
const line = fc.oneof(
  { weight: 6, arbitrary: list },
  { weight: 2, arbitrary: assignment },
  { weight: 1, arbitrary: alias },
  // The same piece again and again: `export A=$A$A; export A=$A$A; …`, `cat x | …` 150 times.
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.oneof(list, assignment), fc.integer({ min: 2, max: 150 }), pick("; ", " && ", " | "))
      .map(([piece, n, glue]) => Array<string>(n).fill(piece).join(glue)),
  },
  // History storms: events alone, or after a command.
  {
    weight: 1,
    arbitrary: fc
      .tuple(pick("", "echo ", "wc -c <<< ", "cat "), history, fc.integer({ min: 1, max: 300 }))
      .map(([before, event, n]) => before + Array<string>(n).fill(event).join(" ")),
  },
);

/** The visitor's home: 12 folders of 5 files (listings of the file system, a few hundred bytes each). */
async function homeWithFolders(): Promise<Harness> {
  const h = await makeHarness();
  await h.engine.submit(`mkdir ${Array.from({ length: FOLDERS }, (_, i) => `d${i}`).join(" ")}`);
  for (let d = 0; d < FOLDERS; d++)
    for (let f = 0; f < FILES; f++)
      await h.engine.submit(f === 0 ? `ls -a / > d${d}/f${f}.txt` : `echo d${d} f${f} $RANDOM > d${d}/f${f}.txt`);
  expect(h.engine.snapshot().lines.filter((l) => l.type === "error")).toEqual([]);
  // grep's RE2 module loads on first use (a lazy chunk in the browser): loaded before the clock starts.
  await h.engine.submit("echo warm | grep warm");
  expect(h.last()).toEqual(["warm"]);
  return h;
}

test("generated command lines settle in time, answer, never throw, and keep the session bounded", async () => {
  const h = await homeWithFolders();
  const stats = { lines: 0, slowest: 0, slowestLine: "", slowestCpu: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 4 }), async (lines) => {
      for (const input of lines) {
        const before = h.engine.snapshot().lines.at(-1)?.id ?? 0;
        // A throw, synchronous or from the promise, fails the property.
        const time = await timed(() => h.engine.submit(input));
        stats.lines += 1;
        if (time.ms > stats.slowest) Object.assign(stats, { slowest: time.ms, slowestLine: input, slowestCpu: time.cpuMs });
        expect(time.within(DEADLINE_MS), `${time.ms.toFixed(0)} ms: ${input.slice(0, 200)}`).toBe(true);
        const answered = h.engine.snapshot().lines.filter((l) => l.id > before);
        expect(answered.length, input.slice(0, 200)).toBeGreaterThan(0);
        if (answered.some((l) => l.type === "error" && isCapLine(l.text))) stats.refused += 1;
        expect(h.engine.snapshot().mode).toBe("normal");
      }
      expect(JSON.stringify(h.engine.save()).length).toBeLessThan(SAVE_BOUND);
      const history = h.engine.historyEntries();
      expect(Math.max(...history.map((entry) => entry.length))).toBeLessThanOrEqual(LINE_MAX_CHARS);
      expect(history.join("").length).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
    }),
    { seed: SEED, numRuns: RUNS, endOnFailure: true },
  );
  console.log(
    `[limits-fuzz] seed ${SEED}: ${RUNS} runs, ${stats.lines} lines, ${stats.refused} answered with a cap's message, ` +
      `slowest ${stats.slowest.toFixed(1)} ms on the clock, ${stats.slowestCpu.toFixed(1)} ms of processor (${stats.slowestLine.length} characters: ${stats.slowestLine.slice(0, 80)}…)`,
  );
}, 60_000);
