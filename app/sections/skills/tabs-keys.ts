/** The category a `?skill=` value selects (its index), the first one otherwise. */
export function skillIndexFromParam(value: string | null, ids: readonly string[]): number {
  const index = value ? ids.indexOf(value) : -1;
  return index >= 0 ? index : 0;
}

/** WAI-ARIA tabs: which tab a key moves to (wraps around), or null for other keys. */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowDown":
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowUp":
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Columns of the wide tab grid: at most four, rows as even as can be (6 → 3 + 3, 7 → 4 + 3). */
export function tabColumns(count: number): number {
  const rows = Math.max(1, Math.ceil(count / 4));
  return Math.max(1, Math.ceil(count / rows));
}
