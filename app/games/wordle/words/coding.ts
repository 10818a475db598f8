/**
 * Front coding of a sorted word list (upper case A-Z, at most 10 letters): each word is written
 * as how many letters it shares with the one before (one digit), then the rest of it. Sorted
 * French words share long starts, so a list takes about a third of its plain size. Pure.
 */

/** The coded form of `sorted` (sorted, A-Z words of 1 to 10 letters). */
export function encodeWords(sorted: readonly string[]): string {
  let previous = "";
  let coded = "";
  for (const word of sorted) {
    let shared = 0;
    while (shared < 9 && shared < previous.length && previous[shared] === word[shared]) shared += 1;
    coded += String(shared) + word.slice(shared);
    previous = word;
  }
  return coded;
}

/** The words of a coded list. */
export function decodeWords(coded: string): string[] {
  const words: string[] = [];
  let previous = "";
  for (const match of coded.matchAll(/(\d)([A-Z]*)/g)) {
    const word = previous.slice(0, Number(match[1])) + match[2];
    words.push(word);
    previous = word;
  }
  return words;
}
