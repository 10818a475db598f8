/**
 * "Did you mean …?" for a mistyped command: the available command closest to the typed word, by
 * edit distance with a swap of two neighbours counted as one edit (`hepl` → help, `claer` → clear).
 * One edit for short names, two from six letters; nothing when two commands are equally close.
 */

/** Optimal string alignment distance (Damerau–Levenshtein without repeated edits of a substring). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

export function nearestCommand(typed: string, names: Iterable<string>): string | null {
  const word = typed.toLowerCase();
  if (word.length < 2) return null;
  const allowed = word.length >= 6 ? 2 : 1;
  let best: string | null = null;
  let bestDistance = Infinity;
  let tie = false;
  for (const name of names) {
    if (name === word) return null;
    // A length gap larger than the allowed edits cannot be a near miss: skip the table.
    if (Math.abs(name.length - word.length) > allowed) continue;
    const distance = editDistance(word, name);
    if (distance > allowed) continue;
    if (distance < bestDistance) {
      best = name;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return tie ? null : best;
}
