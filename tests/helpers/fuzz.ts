/** Shared fast-check pieces for the fuzz tests (the engine's command lines, the API's payloads). */
import fc from "fast-check";

/**
 * Strings of every kind a visitor can send: plain, whole graphemes (emoji, combining marks) and
 * any UTF-16 code units (lone surrogates too). Spread into `fc.oneof` beside a test's own pieces.
 */
export function anyStrings(plainMaxLength: number, unitMaxLength: number): fc.Arbitrary<string>[] {
  return [
    fc.string({ maxLength: plainMaxLength }),
    fc.string({ unit: "grapheme", maxLength: unitMaxLength }),
    fc.string({ unit: "binary", maxLength: unitMaxLength }),
  ];
}

/** Pieces visitors (or attackers) paste anywhere: controls, terminal escapes, surrogates, RTL, emoji, markup. */
export const NASTY_PIECES = [
  "\u0000",
  "\u0007",
  "\u001b[2J",
  "\u001b]0;pwned\u0007",
  "\u009b31m",
  "\u200b",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\udfff",
  "😀",
  "<script>alert(1)</script>",
] as const;
