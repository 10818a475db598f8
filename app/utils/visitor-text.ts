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
 * Dropped everywhere: the rest of C0 (tab included), DEL, C1, zero-width
 * characters (U+200B-U+200D, U+2060, U+FEFF) and bidi embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069), which can make a line read backwards.
 */
const INVISIBLE = /[\x00-\x08\x0e-\x1f\x7f-\x9f\u200b-\u200d\u2060\ufeff\u202a-\u202e\u2066-\u2069]/g;

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

/**
 * One CSV cell: quoted when needed, and a text a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or CR) gets a leading `'`.
 */
export function csvCell(value: unknown): string {
  let s = value === null || value === undefined ? "" : value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s.startsWith("'") ? `"${s.replace(/"/g, '""')}"` : s;
}
