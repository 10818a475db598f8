/**
 * `help`'s table (issue 36): grouped by kind, each group's descriptions in one column as wide as its
 * usages (capped: a longer usage on its own line), no blank line, within 80 columns (or the terminal's
 * measured width), laid out in spaces the page keeps (a <pre>), and a footer that promises no key
 * the page without JavaScript lacks.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { COMMAND_KINDS } from "~/terminal/engine/command";
import { commandsFor } from "~/terminal/engine/commands";
import { USAGE_CAP } from "~/terminal/engine/help-layout";
import { message, type MessageKey } from "~/terminal/engine/messages";
import type { TerminalLine } from "~/terminal/engine/types";
import { TerminalLineView } from "~/terminal/ui/TerminalLineView";
import { sampleContent } from "../../../helpers/content";
import { makeHarness, type HarnessOptions } from "./fake-deps";

const GROUP_KEYS: Record<(typeof COMMAND_KINDS)[number], MessageKey> = {
  portfolio: "helpGroupPortfolio",
  ai: "helpGroupAi",
  games: "helpGroupGames",
  files: "helpGroupFiles",
  system: "helpGroupSystem",
};

/** The lines `help` printed (after its echo). */
async function helpLines(options: HarnessOptions = {}): Promise<TerminalLine[]> {
  const h = await makeHarness(options);
  const before = h.engine.snapshot().lines.length;
  await h.run("help");
  return h.engine.snapshot().lines.slice(before + 1);
}

const rowsOf = (lines: TerminalLine[]) => lines.flatMap((line) => line.text.split("\n"));

/** The guest's commands as help lists them (in the language), with their kind. */
const guestCommands = (lang: "en" | "fr") =>
  commandsFor(sampleContent().profile.handle)
    .filter((c) => !c.rootOnly && !c.unix)
    .map((c) => ({
      name: c.name,
      kind: c.kind ?? "system",
      usage: c.help[lang].usage.replace("{codes}", "en|fr"),
      summary: c.help[lang].summary,
    }));

describe("help's table", () => {
  for (const lang of ["en", "fr"] as const) {
    test(`groups the commands by kind, one description column per group, no blank line, within 80 columns (${lang})`, async () => {
      const lines = await helpLines({ language: lang });
      const rows = rowsOf(lines);
      for (const row of rows) expect(row.length, row).toBeLessThanOrEqual(80);
      expect(rows.filter((row) => row.trim() === "")).toEqual([]);
      // Wrapping never breaks (or drops) a no-break space: French keeps "chacun\u00a0:".
      if (lang === "fr") expect(rows).toContain("Outils Unix ('man <outil>' explique chacun)\u00a0:");
      // One block per group, headed by its name, in the kinds' order.
      const headings = COMMAND_KINDS.map((kind) => message(lang, GROUP_KEYS[kind]));
      const blocks = lines.filter((line) => headings.includes(line.text.split("\n")[0]!));
      expect(blocks.map((line) => line.text.split("\n")[0])).toEqual(headings);
      for (const [index, kind] of COMMAND_KINDS.entries()) {
        const block = blocks[index]!.text.split("\n");
        const columns = new Set<number>();
        for (const { name, usage, summary } of guestCommands(lang).filter((c) => c.kind === kind)) {
          const at = block.findIndex((row) => row.startsWith(`  ${usage}`));
          expect(at, `${name} in ${kind}`).toBeGreaterThan(0);
          const firstWord = summary.split(" ")[0]!;
          if (block[at] === `  ${usage}`) {
            // A usage too long for the column: its description starts the next row, in the column.
            expect(usage.length).toBeGreaterThan(USAGE_CAP);
            columns.add(block[at + 1]!.indexOf(firstWord));
            expect(block[at + 1]!.slice(0, block[at + 1]!.indexOf(firstWord)).trim()).toBe("");
          } else {
            columns.add(block[at]!.indexOf(firstWord, usage.length + 2));
          }
        }
        // One column per group, no wider than the cap allows.
        expect([...columns], kind).toHaveLength(1);
        expect([...columns][0]!).toBeLessThanOrEqual(2 + USAGE_CAP + 2);
      }
    });
  }

  test("a narrow terminal (a phone's 38 columns) gets every row within its width, each command starting a row", async () => {
    const lines = await helpLines({ columns: 38 });
    const rows = rowsOf(lines);
    for (const row of rows) expect(row.length, row).toBeLessThanOrEqual(38);
    for (const { name } of guestCommands("en"))
      expect(
        rows.some((row) => row.startsWith(`  ${name}`)),
        name,
      ).toBe(true);
    expect(rows.filter((row) => row.trim() === "")).toEqual([]);
  });

  test("the table's lines keep their spaces: preformatted, rendered in a <pre>", async () => {
    const lines = await helpLines();
    const table = lines.filter((line) => line.text.includes("\n  "));
    expect(table.length).toBeGreaterThanOrEqual(COMMAND_KINDS.length);
    for (const line of table) expect(line.preformatted, line.text.split("\n")[0]).toBe(true);
    const html = renderToStaticMarkup(<TerminalLineView line={table[0]!} />);
    expect(html).toMatch(/^<pre class="term-line term-line-system">/);
    // The usage is coloured, the text keeps its spaces and line breaks.
    expect(html).toContain('<span class="term-tone-help-usage">about</span>');
    expect(html.replace(/<[^>]+>/g, "")).toBe(table[0]!.text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
  });

  for (const lang of ["en", "fr"] as const) {
    test(`without JavaScript, the footer promises no Tab nor arrow key and says what works (${lang})`, async () => {
      const withScript = (await helpLines({ language: lang })).at(-1)!.text;
      const lines = await helpLines({ language: lang, scriptless: true });
      const footer = lines.at(-1)!.text.replace(/\n/g, " ");
      expect(withScript).toContain("Tab");
      expect(footer).not.toMatch(/Tab|arrow|flèche/i);
      expect(footer).toContain("'history'");
      expect(footer).toContain("'!!'");
      // The rest of the table is the same.
      expect(lines.slice(0, -1).map((l) => l.text)).toEqual((await helpLines({ language: lang })).slice(0, -1).map((l) => l.text));
    });
  }
});
