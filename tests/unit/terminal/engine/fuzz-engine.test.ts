/**
 * Random command lines through the terminal engine (fake deps,
 * manual clock). Whatever a visitor types, the engine never throws, always
 * answers (a line besides the echoed input, or a screen clear; blank input, a
 * `cd`, a file command that succeeded, an alias and a redirected output are the
 * documented silent cases, as in a real shell) and stays usable afterwards.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { commandNames } from "~/terminal/engine";
import { anyStrings, NASTY_PIECES } from "../../../helpers/fuzz";
import { makeHarness, type Harness } from "./fake-deps";
import { sampleContent } from "../../../helpers/content";

const SEED = 13_2026;

/** Commands that say nothing when they succeed, as in a real shell. */

/** Text with the characters visitors (or attackers) can paste: controls, escapes, surrogates, RTL, emoji. */
const nasty = fc.constantFrom(
  ...NASTY_PIECES,
  "\r",
  "\t",
  "é",
  "ﬀ",
  "$(rm -rf /)",
  "`id`",
  "../../etc/passwd",
  '"',
  "'",
  "\\",
  "|",
  ";",
  "&&",
  ">",
  "~",
  "*",
  "-",
  "--",
);
const word = fc.oneof(...anyStrings(12, 8), nasty, fc.integer().map(String));
const args = fc.array(word, { maxLength: 5 }).map((parts) => parts.join(" "));

const commandLine = fc.oneof(
  // A known command (sometimes in upper case) with random arguments: reaches each command's parser.
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.constantFrom(...commandNames(sampleContent().profile.handle)), fc.boolean(), args)
      .map(([c, up, a]) => `${up ? c.toUpperCase() : c} ${a}`),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 80 }) },
  { weight: 1, arbitrary: fc.array(nasty, { maxLength: 10 }).map((p) => p.join("")) },
  // Very long lines.
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom("", "echo ", "cat ", "base64_decode ", "curl "),
        fc.string({ minLength: 1, maxLength: 4 }),
        fc.integer({ min: 500, max: 20_000 }),
      )
      .map(([c, s, n]) => c + s.repeat(Math.ceil(n / s.length))),
  },
);

/** Brings the engine back to its prompt whatever the line started (timers, a password prompt, an overlay). */
async function settle(h: Harness): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await h.clock.advance(120_000);
    const mode = h.engine.snapshot().mode;
    if (mode === "overlay") h.engine.overlayClosed("closed");
    else if (mode === "password" || mode === "processing") h.engine.cancel();
    else break;
  }
  await h.clock.advance(120_000);
}

const SILENT = new Set([
  "cd",
  "touch",
  "mkdir",
  "rm",
  "rmdir",
  "cp",
  "mv",
  "alias",
  "unalias",
  "export",
  "unset",
  "which",
  "grep",
  "find",
  "head",
  "tail",
  "cut",
  "sort",
  "uniq",
  "tr",
  "less",
  "more",
  "tee",
  "type",
  "true",
  "false",
]);

const lastId = (h: Harness) => h.engine.snapshot().lines.at(-1)?.id ?? -1;

describe("terminal engine under random command lines", () => {
  test("never throws, always answers, and `help` still works after", async () => {
    const h = await makeHarness({ seed: SEED });
    const stats = { runs: 0, silent: 0, cleared: 0, cdSilent: 0 };
    await fc.assert(
      fc.asyncProperty(commandLine, async (line) => {
        stats.runs += 1;
        await settle(h);
        expect(h.engine.snapshot().mode).toBe("normal");
        const idBefore = lastId(h);
        const effectsBefore = h.effects.length;
        let thrown: unknown;
        // A throw either synchronously or from the returned promise fails the property.
        const done = h.engine.submit(line).catch((error: unknown) => {
          thrown = error ?? new Error("rejected");
        });
        await settle(h);
        await done;
        expect(thrown).toBeUndefined();
        const cleared = h.effects.slice(effectsBefore).some((e) => e.type === "clear");
        if (line.trim() === "") {
          stats.silent += 1;
          return;
        }
        if (cleared) stats.cleared += 1;
        // An answer: a line other than the echoed input, or a clear of the screen.
        const answered = h.engine.snapshot().lines.filter((l) => l.id > idBefore && l.type !== "user");
        // Documented silent cases besides blank input: the commands a real shell runs silently when they
        // succeed or find nothing (cd, export, which of an unknown name, grep or find with no match...).
        if (!cleared && answered.length === 0) {
          stats.cdSilent += 1;
          const first = line.trim().split(/\s+/)[0].toLowerCase();
          expect(SILENT.has(first) || line.includes(">"), line).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 1000, endOnFailure: true, verbose: 1 },
    );
    await settle(h);
    // Still usable: `help` lists the commands.
    const before = lastId(h);
    await h.run("logout");
    await settle(h);
    await h.run("help");
    expect(lastId(h)).toBeGreaterThan(before);
    expect(h.texts().join("\n")).toContain("whoami");
    console.log(
      `[fuzz-engine] seed ${SEED}: ${stats.runs} lines, ${stats.silent} blank (silent), ${stats.cleared} cleared, ${stats.cdSilent} silent cd`,
    );
  }, 120_000);
});
