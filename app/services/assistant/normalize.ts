/**
 * A light English/French analyser for the built-in assistant: folds case and accents, splits
 * words, drops the commonest function words and strips plural and a few derivational suffixes,
 * so "compétences", "competence" and "Competences" meet on one term.
 */

/** Lowercase, accents and apostrophes gone, anything but letters, digits, + and # as spaces. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim();
}

export function words(text: string): string[] {
  const flat = fold(text);
  return flat === "" ? [] : flat.split(" ");
}

/** Words that carry no topic in either language (questions keep their content words). */
export const STOP_WORDS = new Set(
  (
    "a an the of to in on at for from by with and or but is are was were be been am do does did has have had it its this that these " +
    "those i me my you your yours we our they them he she his her him what which who whom how why when where can could would should " +
    "will shall may might there here about any some just so if as also too very please tell show give me let lets " +
    "le la les l un une des du de d et ou mais est sont etait etre ai as a avez ont ce cet cette ces je j tu te t toi ton ta tes vous " +
    "votre vos il elle ils elles on nous notre nos lui leur leurs son sa ses mon ma mes qui que qu quoi quel quelle quels quelles " +
    "comment pourquoi quand dans sur pour par avec sans en y au aux ne n pas plus se s c ca ici la moi stp svp"
  ).split(" "),
);

const SUFFIXES: Array<[suffix: string, replacement: string, minStem: number]> = [
  ["issements", "", 4],
  ["issement", "", 4],
  ["ements", "", 4],
  ["ement", "", 4],
  ["ations", "", 4],
  ["ation", "", 4],
  ["ities", "", 4],
  ["ity", "", 4],
  ["ments", "", 4],
  ["ment", "", 4],
  ["euses", "", 4],
  ["euse", "", 4],
  ["eurs", "", 4],
  ["eur", "", 4],
  ["iques", "", 4],
  ["ique", "", 4],
  ["ings", "", 4],
  ["ing", "", 4],
  ["ies", "y", 3],
  ["ees", "", 4],
  ["ee", "", 4],
  ["ed", "", 4],
  ["es", "", 4],
  ["er", "", 4],
  ["e", "", 4],
  ["s", "", 3],
  ["x", "", 4],
];

/** Strips one suffix (the longest that leaves a stem of a few letters); digits and short words stay. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  for (const [suffix, replacement, minStem] of SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= minStem) return word.slice(0, -suffix.length) + replacement;
  }
  return word;
}

/** The terms of a text as the index sees them: folded, no function words, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
}

/** Damerau-Levenshtein distance (adjacent swaps count one), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
      rows[i][j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/**
 * Spelling repair against a vocabulary: a word the vocabulary lacks becomes its closest entry
 * (one edit for words of 4-6 letters, two from 7), when exactly one distance wins.
 */
export function correct(text: string, vocabulary: ReadonlySet<string>, byLength: ReadonlyMap<number, string[]>): string {
  return words(text)
    .map((word) => {
      if (word.length < 4 || vocabulary.has(word) || /\d/.test(word)) return word;
      const max = word.length >= 7 ? 2 : 1;
      let best: string | undefined;
      let bestDistance = max + 1;
      for (let len = word.length - max; len <= word.length + max; len++) {
        for (const candidate of byLength.get(len) ?? []) {
          const d = editDistance(word, candidate, max);
          if (d < bestDistance) [best, bestDistance] = [candidate, d];
        }
      }
      return best ?? word;
    })
    .join(" ");
}

/** Splits a long message into its questions (sentences ending in "?", else the longest sentences). */
export function splitQuestions(message: string, max = 3): string[] {
  const sentences = message
    .replace(/\s+/g, " ")
    .split(/(?<=[?!.])\s+|\s*;\s*/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const questions = sentences.filter((s) => s.endsWith("?"));
  // "First, ... and ...?" holds two questions: split on " and " / " et " only when both halves ask.
  const picked = (questions.length ? questions : sentences.filter((s) => s.length > 20)).slice(0, max);
  return picked.length ? picked : [message.trim()];
}
