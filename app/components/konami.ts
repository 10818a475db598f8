/** The Easter egg's key sequence: up, up, down, down, left, right, left, right, b, a. */
export const KONAMI_SEQUENCE = [
  "ArrowUp",
  "ArrowUp",
  "ArrowDown",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "ArrowLeft",
  "ArrowRight",
  "b",
  "a",
] as const;

/** The matrix mode lasts 5000 ms. */
export const MATRIX_MODE_MS = 5000;

/**
 * Feeds one key into the matcher. Returns the new progress (how many keys of
 * the sequence are matched) and whether the sequence just completed.
 */
export function konamiStep(progress: number, key: string): { progress: number; done: boolean } {
  const normalized = key.length === 1 ? key.toLowerCase() : key;
  if (normalized === KONAMI_SEQUENCE[progress]) {
    const next = progress + 1;
    if (next === KONAMI_SEQUENCE.length) return { progress: 0, done: true };
    return { progress: next, done: false };
  }
  // A wrong key may still start a new attempt ("up" after "up up" keeps two).
  if (normalized === KONAMI_SEQUENCE[0]) return { progress: progress === 2 ? 2 : 1, done: false };
  return { progress: 0, done: false };
}

/** Keys typed into a text field (or played in a terminal game overlay) never count. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === "input" || tag === "textarea" || tag === "select" || el.isContentEditable === true) return true;
  return typeof el.closest === "function" && el.closest("[data-terminal-overlay]") !== null;
}
