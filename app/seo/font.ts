/**
 * A tiny 5×7 bitmap font (capitals, digits, common punctuation) for the
 * server-drawn preview image. Each glyph is 7 rows of 5 cells, "#" = ink.
 * Lower case is drawn as capitals; accented letters as their base letter
 * with a mark above (see `glyphsOf`).
 */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

const RAW: Record<string, string> = {
  A: " ### |#   #|#   #|#####|#   #|#   #|#   #",
  B: "#### |#   #|#   #|#### |#   #|#   #|#### ",
  C: " ### |#   #|#    |#    |#    |#   #| ### ",
  D: "#### |#   #|#   #|#   #|#   #|#   #|#### ",
  E: "#####|#    |#    |#### |#    |#    |#####",
  F: "#####|#    |#    |#### |#    |#    |#    ",
  G: " ### |#   #|#    |#  ##|#   #|#   #| ####",
  H: "#   #|#   #|#   #|#####|#   #|#   #|#   #",
  I: " ### |  #  |  #  |  #  |  #  |  #  | ### ",
  J: "  ###|   # |   # |   # |   # |   # |##   ",
  K: "#   #|#  # |# #  |##   |# #  |#  # |#   #",
  L: "#    |#    |#    |#    |#    |#    |#####",
  M: "#   #|## ##|# # #|#   #|#   #|#   #|#   #",
  N: "#   #|##  #|# # #|#  ##|#   #|#   #|#   #",
  O: " ### |#   #|#   #|#   #|#   #|#   #| ### ",
  P: "#### |#   #|#   #|#### |#    |#    |#    ",
  Q: " ### |#   #|#   #|#   #|# # #|#  # | ## #",
  R: "#### |#   #|#   #|#### |# #  |#  # |#   #",
  S: " ### |#   #|#    | ### |    #|#   #| ### ",
  T: "#####|  #  |  #  |  #  |  #  |  #  |  #  ",
  U: "#   #|#   #|#   #|#   #|#   #|#   #| ### ",
  V: "#   #|#   #|#   #|#   #|#   #| # # |  #  ",
  W: "#   #|#   #|#   #|# # #|# # #|# # #| # # ",
  X: "#   #|#   #| # # |  #  | # # |#   #|#   #",
  Y: "#   #|#   #| # # |  #  |  #  |  #  |  #  ",
  Z: "#####|    #|   # |  #  | #   |#    |#####",
  "0": " ### |#   #|#  ##|# # #|##  #|#   #| ### ",
  "1": "  #  | ##  |  #  |  #  |  #  |  #  | ### ",
  "2": " ### |#   #|    #|  ## | #   |#    |#####",
  "3": " ### |#   #|    #|  ## |    #|#   #| ### ",
  "4": "   # |  ## | # # |#  # |#####|   # |   # ",
  "5": "#####|#    |#### |    #|    #|#   #| ### ",
  "6": " ### |#    |#    |#### |#   #|#   #| ### ",
  "7": "#####|    #|   # |  #  | #   | #   | #   ",
  "8": " ### |#   #|#   #| ### |#   #|#   #| ### ",
  "9": " ### |#   #|#   #| ####|    #|    #| ### ",
  " ": "                                   ",
  ".": "     |     |     |     |     |     |##   ",
  ",": "     |     |     |     |     |##   |#  # ",
  ":": "     | ##  | ##  |     | ##  | ##  |     ",
  ";": "     | ##  | ##  |     | ##  |  #  | #   ",
  "-": "     |     |     | ### |     |     |     ",
  _: "     |     |     |     |     |     |#####",
  "/": "    #|    #|   # |  #  | #   |#    |#    ",
  "\\": "     |#    | #   |  #  |   # |    #|     ",
  "&": " ##  |#  # |# #  | #   |# # #|#  # | ## #",
  "(": "   # |  #  | #   | #   | #   |  #  |   # ",
  ")": " #   |  #  |   # |   # |   # |  #  | #   ",
  "[": " ### | #   | #   | #   | #   | #   | ### ",
  "]": " ### |   # |   # |   # |   # |   # | ### ",
  "'": "  #  |  #  | #   |     |     |     |     ",
  '"': " # # | # # |     |     |     |     |     ",
  "!": "  #  |  #  |  #  |  #  |  #  |     |  #  ",
  "?": " ### |#   #|    #|   # |  #  |     |  #  ",
  "@": " ### |#   #|# ###|# # #|# ###|#    | ####",
  "#": " # # | # # |#####| # # |#####| # # | # # ",
  $: "  #  | ####|# #  | ### |  # #|#### |  #  ",
  "%": "##   |##  #|   # |  #  | #   |#  ##|   ##",
  "+": "     |  #  |  #  |#####|  #  |  #  |     ",
  "=": "     |     |#####|     |#####|     |     ",
  ">": " #   |  #  |   # |    #|   # |  #  | #   ",
  "<": "   # |  #  | #   |#    | #   |  #  |   # ",
  "*": "     |# # #| ### |  #  | ### |# # #|     ",
  "~": "     |     | #   |# # #|   # |     |     ",
  "|": "  #  |  #  |  #  |  #  |  #  |  #  |  #  ",
  "·": "     |     |     |  #  |     |     |     ",
};

/** Marks drawn above a letter (rows above the glyph, 5 wide). */
const MARKS: Record<string, string[]> = {
  "\u0301": ["   # ", "  #  "], // acute
  "\u0300": [" #   ", "  #  "], // grave
  "\u0302": ["  #  ", " # # "], // circumflex
  "\u0308": [" # # ", "     "], // diaeresis
};

function rows(pattern: string): boolean[][] {
  const lines = pattern.split("|");
  return Array.from({ length: GLYPH_HEIGHT }, (_, y) => Array.from({ length: GLYPH_WIDTH }, (_, x) => lines[y]?.[x] === "#"));
}

const GLYPHS = new Map(Object.entries(RAW).map(([ch, pattern]) => [ch, rows(pattern)]));
const UNKNOWN = rows(" ### |#   #|   # |  #  |  #  |     |  #  ");

export interface Glyph {
  cells: boolean[][];
  /** Rows drawn above the glyph box (an accent), or none. */
  mark: boolean[][] | null;
}

/** The glyphs of a text: capitals, accents as marks, unknown characters as "?". */
export function glyphsOf(text: string): Glyph[] {
  const out: Glyph[] = [];
  for (const ch of text.normalize("NFD")) {
    const mark = MARKS[ch];
    if (mark) {
      const last = out.at(-1);
      if (last && !last.mark) last.mark = mark.map((row) => [...row].map((c) => c === "#"));
      continue;
    }
    if (/\p{M}/u.test(ch)) continue;
    const upper = ch.toUpperCase();
    out.push({ cells: GLYPHS.get(upper) ?? GLYPHS.get(ch) ?? UNKNOWN, mark: null });
  }
  return out;
}

/** Whether every character of a text has its own glyph (tests and content checks). */
export function hasGlyph(ch: string): boolean {
  return GLYPHS.has(ch.toUpperCase());
}
