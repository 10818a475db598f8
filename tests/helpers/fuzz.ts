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
