/**
 * `help`'s table as text for a terminal of a given width: the usage in a column as wide as the longest
 * usage of its group (capped: a longer usage gets a line of its own, its summary under it), the
 * summary wrapped beside it; on a terminal too narrow for two columns (a phone), each command flows
 * as one paragraph with a hanging indent. The text is the layout (spaces and line breaks), so the page
 * shows it as is, a text browser too; the segments only colour the headings and usages.
 */
import type { LineSegment } from "./types";

export interface HelpRow {
  usage: string;
  summary: string;
}

export interface LaidOutRow {
  text: string;
  segments: LineSegment[];
}

/** The width when the page cannot measure it (the server, tests): a classic terminal's. */
export const DEFAULT_COLUMNS = 80;
/** Wider than this, lines would only get longer to read: the table keeps to it. */
const MAX_COLUMNS = 100;
const MIN_COLUMNS = 20;
const INDENT = "  ";
const GAP = "  ";
/** A usage longer than this gets its own line, so that one long usage does not push a whole group's summaries right. */
export const USAGE_CAP = 24;
/** With less room than this for the summaries, two columns read worse than one paragraph per command. */
const MIN_SUMMARY = 24;
/** A wrapped paragraph's next lines, under the usage's first letter plus two. */
const HANGING = "    ";

/** The width the layout uses for a measured (or unknown) one. */
export function helpColumns(measured: number | undefined): number {
  if (measured === undefined || !Number.isFinite(measured)) return DEFAULT_COLUMNS;
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.floor(measured)));
}

/** The words of a text: split at spaces, never at a no-break space (French keeps "mot\u00a0:" together). */
const wordsOf = (text: string): string[] => text.split(/[ \t\n]+/).filter(Boolean);

/** Greedy word wrap to `width` characters; a word longer than a line stays whole on a line of its own. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of wordsOf(text)) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current || lines.length === 0) lines.push(current);
  return lines;
}

const row = (usage: string, rest: string): LaidOutRow => ({
  text: `${INDENT}${usage}${rest}`,
  segments: [
    { text: INDENT, tone: "help-indent" },
    { text: usage, tone: "help-usage" },
    { text: rest, tone: "help-summary" },
  ],
});

/** Two columns: the usage padded to `column`, the summary wrapped in `summaryWidth` beside it. */
function columnRow({ usage, summary }: HelpRow, column: number, summaryWidth: number): LaidOutRow {
  const pad = " ".repeat(INDENT.length + column + GAP.length);
  const lines = wrapWords(summary, summaryWidth);
  if (usage.length > column) return row(usage, lines.map((line) => `\n${pad}${line}`).join(""));
  const [first, ...next] = lines;
  return row(usage, `${" ".repeat(column - usage.length)}${GAP}${first}${next.map((line) => `\n${pad}${line}`).join("")}`);
}

/** One paragraph: the usage, then the summary, wrapped to `width` with a hanging indent (a narrow terminal). */
function flowRow({ usage, summary }: HelpRow, width: number): LaidOutRow {
  const lines: string[] = [];
  let current = INDENT;
  const add = (word: string, separator: string) => {
    if (current.trim() !== "" && current.length + separator.length + word.length > width) {
      lines.push(current);
      current = HANGING + word;
    } else current = current.trim() === "" ? current + word : current + separator + word;
  };
  for (const word of wordsOf(usage)) add(word, " ");
  const usageEnd = [...lines, current].join("\n").length;
  wordsOf(summary).forEach((word, i) => add(word, i === 0 ? GAP : " "));
  const text = [...lines, current].join("\n");
  return row(text.slice(INDENT.length, usageEnd), text.slice(usageEnd));
}

/** A group's rows laid out for a terminal `width` characters wide (see helpColumns). */
export function layoutGroup(rows: readonly HelpRow[], width: number): LaidOutRow[] {
  const fitting = rows.map((r) => r.usage.length).filter((length) => length <= USAGE_CAP);
  const column = fitting.length > 0 ? Math.max(...fitting) : USAGE_CAP;
  const summaryWidth = width - INDENT.length - column - GAP.length;
  if (summaryWidth < MIN_SUMMARY) return rows.map((r) => flowRow(r, width));
  return rows.map((r) => columnRow(r, column, summaryWidth));
}

/**
 * A group as one block: its heading, then its rows (or `body`, already laid out). One block, not a line per
 * row: a text browser sets a blank line around each <pre>, so a block per group reads as paragraphs.
 */
export function layoutSection(title: string, body: readonly LaidOutRow[] | string, width: number): LaidOutRow {
  const rows: readonly LaidOutRow[] = typeof body === "string" ? [{ text: body, segments: [{ text: body }] }] : body;
  const heading = layoutText(title, width);
  return {
    text: [heading, ...rows.map((r) => r.text)].join("\n"),
    segments: [
      { text: heading, tone: "help-group" },
      ...rows.flatMap((r) => r.segments.map((segment, i) => (i === 0 ? { ...segment, text: `\n${segment.text}` } : segment))),
    ],
  };
}

/** Words on lines of at most `width` characters, indented like the table's rows (the Unix tools' names). */
export function layoutNames(names: readonly string[], width: number): string {
  return wrapWords(names.join(" "), width - INDENT.length)
    .map((line) => `${INDENT}${line}`)
    .join("\n");
}

/** A sentence on lines of at most `width` characters. */
export const layoutText = (text: string, width: number): string => wrapWords(text, width).join("\n");
