/**
 * Visitor text made safe to store and to print: what a visitor types ends up in
 * the owner's terminal (`npm run inbox`), in a spreadsheet (CSV export) and in
 * e-mails. Pure: no I/O, used on input (contact, chat) and again on display
 * (for rows stored before this cleaning existed).
 */

/* eslint-disable no-control-regex -- matching control characters is the point of this module */

/**
 * Whole terminal sequences, so no half ("[2J", "]0;title") is left behind:
 * OSC/DCS/SOS/PM/APC strings up to their terminator (BEL, ESC \ or ST), CSI
 * (7-bit `ESC [` or 8-bit U+009B) and the other two-character ESC sequences.
 */
const TERMINAL_SEQUENCES = new RegExp(
  [
    "(?:\\x1b[\\]PX^_]|[\\x90\\x98\\x9d\\x9e\\x9f])[^\\x07\\x1b\\x9c]*(?:\\x07|\\x1b\\\\|\\x9c)",
    "(?:\\x1b\\[|\\x9b)[\\x30-\\x3f]*[\\x20-\\x2f]*[\\x40-\\x7e]",
    "\\x1b[\\x20-\\x2f]*[\\x30-\\x7e]",
  ].join("|"),
  "g",
);

/** Line breaks of every kind: kept as `\n` where a text may have lines. */
const LINE_BREAKS = /\r\n|[\r\n\v\f\u0085\u2028\u2029]/g;

/**
 * Dropped everywhere: the rest of C0 (tab included), DEL, C1 and every
 * invisible format character (Unicode Cf: zero-width characters, soft hyphen,
 * bidi embeddings, overrides and isolates, which can make a line read
 * backwards, tag characters, interlinear annotations…).
 */
const INVISIBLE = /[\x00-\x08\x0e-\x1f\x7f-\x9f\p{Cf}]/gu;

/** Longest run of combining marks on one character that real writing needs (Vietnamese, Thai and Tibetan stay far below). */
export const MAX_COMBINING_RUN = 8;
const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_RUN + 1},}`, "u");

/**
 * True when a character carries an absurd stack of combining marks ("Zalgo" text that paints over its neighbours):
 * input to reject. Counted on the text as it would be stored: an invisible character between two marks (U+200B
 * every 8 marks let 3,999 onto one letter) is dropped by the cleaning, so it does not split a run.
 */
export function hasCombiningFlood(text: string): boolean {
  return combiningFlood(cleanVisitorText(text));
}

/** On cleaned text, decomposed: a stack counts the same whether its first accent came precomposed ("é") or not. */
const combiningFlood = (cleaned: string) => COMBINING_RUN.test(cleaned.normalize("NFD"));

/**
 * What shows nothing on screen: white space and separators, control and format characters, combining marks
 * (with no letter to sit on), and the "letters" and symbols drawn as blanks that trimming and the Cf rule keep —
 * the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the braille blank (U+2800), the musical null notehead
 * (U+1D159). Variation selectors, the combining grapheme joiner and Khmer's inherent vowels are marks already.
 */
const BLANK = /[\s\p{Z}\p{Cc}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800\u{1d159}]/gu;

/** True when the text has at least one character that shows: a name of Hangul fillers or braille blanks has none. */
export function hasVisibleText(text: string): boolean {
  return text.replace(BLANK, "") !== "";
}

/** A UTF-16 code unit of a surrogate pair with no partner (not valid Unicode, not storable as UTF-8). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface CleanOptions {
  /** Keep line breaks as `\n` (a message); otherwise they become spaces (a name, an e-mail). */
  multiline?: boolean;
}

/** True when the text holds a lone surrogate: input to reject, not to repair. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * NFC, no terminal sequences, no control, zero-width or bidi characters; a tab
 * becomes a space; line breaks become `\n` (multiline) or a space. Lone
 * surrogates become U+FFFD (callers that store text reject them first).
 * Does not trim: that is the validator's business.
 */
export function cleanVisitorText(text: string, options: CleanOptions = {}): string {
  const lineBreak = options.multiline ? "\n" : " ";
  return (
    text
      .replace(new RegExp(LONE_SURROGATE.source, "g"), "\ufffd")
      .replace(TERMINAL_SEQUENCES, "")
      .replace(LINE_BREAKS, lineBreak)
      .replace(/\t/g, " ")
      .replace(INVISIBLE, "")
      // Last: a dropped character may have stood between a letter and its accent.
      .normalize("NFC")
  );
}

export interface CheckOptions extends CleanOptions {
  /** A lone surrogate becomes U+FFFD instead of refusing the text (a chat line cut inside an emoji). */
  repairSurrogates?: boolean;
}

/** A visitor's text as it is stored, or why it is refused: nothing visible in it, or characters no one writes. */
export type CheckedText = { ok: true; text: string } | { ok: false; problem: "empty" | "invalidText" };

/**
 * The one check of a visitor's text, whatever path it came by (a contact field from the form, the API or the
 * terminal's wizard; a chat line from the API or the no-JS terminal): cleaned (cleanVisitorText) and trimmed,
 * then refused when it holds a lone surrogate, a flood of combining marks (counted after the cleaning), or
 * nothing that shows.
 */
export function checkVisitorText(raw: string, options: CheckOptions = {}): CheckedText {
  if (!options.repairSurrogates && hasLoneSurrogate(raw)) return { ok: false, problem: "invalidText" };
  const text = cleanVisitorText(raw, options).trim();
  if (combiningFlood(text)) return { ok: false, problem: "invalidText" };
  if (!hasVisibleText(text)) return { ok: false, problem: "empty" };
  return { ok: true, text };
}

/** Characters a spreadsheet may take as a field (or row) separator: its locale or import settings choose. */
const SEPARATORS = ",;\t|\r\n";
/** What starts a formula (or a cell a spreadsheet moves the cursor with). */
const FORMULA_START = "=+\\-@\t\r";
const FORMULA_AFTER_SEPARATOR = new RegExp(`([${SEPARATORS}][ ]*)(?=[${FORMULA_START}])`, "g");
const FORMULA_AT_START = new RegExp(`^[ ]*[${FORMULA_START}]`);

/**
 * One CSV cell, safe whatever separator the spreadsheet uses: a text a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or CR,
 * spaces before allowed) gets a leading `'`, and so does every such start
 * right after a character that may be a separator (`Bob;=2+5` with `;`);
 * quoted when it holds a separator, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string") {
    s = s.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_AT_START.test(s)) s = `'${s}`;
  }
  return /[",;\t|\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}
