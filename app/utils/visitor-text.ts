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

/** True when a character carries an absurd stack of combining marks ("Zalgo" text that paints over its neighbours): input to reject. */
export function hasCombiningFlood(text: string): boolean {
  return COMBINING_RUN.test(text);
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
