/**
 * Typing into DOS from a phone's soft keyboard. A phone opens its keyboard only for a focused text
 * field, and its keyboard sends words through composition and autocorrection rather than one clean
 * keydown per key; so the player keeps a text field under the screen and forwards what changes in
 * it: `typedDiff` turns the field's new value into the characters to add (Backspaces first when a
 * correction replaced some), and the frame presses each character's keys (`keyStrokes`) on a US
 * keyboard, DOSBox's layout. Enter and Backspace travel in the same text ("\n", "\b") so they keep
 * their place among the letters. Pure, unit-tested.
 */

/** The control characters the text carries for keys that are not characters. */
export const ENTER = "\n";
export const BACKSPACE = "\b";
export const TAB = "\t";

/** js-dos's key codes (GLFW's): a letter's is its upper-case code, a digit's its own. */
export const JSDOS_SHIFT = 340;
const SPECIAL: Record<string, number> = { [ENTER]: 257, [BACKSPACE]: 259, [TAB]: 258, " ": 32 };

/** The unshifted punctuation keys, then what the same keys type with Shift (US layout). */
const PLAIN = "',-./;=[\\]`";
const SHIFTED = '"<_>?:+{|}~';
const SHIFTED_DIGITS = ")!@#$%^&*(";

/**
 * The keys to press together for each character of `text` (Shift first when needed); a
 * character no US key types (é, an emoji) is left out.
 */
export function keyStrokes(text: string): number[][] {
  const strokes: number[][] = [];
  for (const char of text) {
    const code = keyOf(char);
    if (code) strokes.push(code);
  }
  return strokes;
}

function keyOf(char: string): number[] | null {
  if (char in SPECIAL) return [SPECIAL[char]];
  if (/^[a-z]$/.test(char)) return [char.toUpperCase().charCodeAt(0)];
  if (/^[A-Z]$/.test(char)) return [JSDOS_SHIFT, char.charCodeAt(0)];
  if (/^[0-9]$/.test(char)) return [char.charCodeAt(0)];
  if (PLAIN.includes(char)) return [char.charCodeAt(0)];
  const shifted = SHIFTED.indexOf(char);
  if (shifted >= 0) return [JSDOS_SHIFT, PLAIN.charCodeAt(shifted)];
  const digit = SHIFTED_DIGITS.indexOf(char);
  if (digit >= 0) return [JSDOS_SHIFT, 48 + digit];
  return null;
}

/**
 * What to send when the field went from `sent` (what was forwarded already) to `value`: a
 * Backspace for each character after their common start, then the new characters.
 */
export function typedDiff(sent: string, value: string): string {
  const a = [...sent];
  const b = [...value];
  let same = 0;
  while (same < a.length && same < b.length && a[same] === b[same]) same += 1;
  return BACKSPACE.repeat(a.length - same) + b.slice(same).join("");
}
