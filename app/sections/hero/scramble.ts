/** The hero name's hover effect: letters settle left to right out of random glyphs. */
export const SCRAMBLE_GLYPHS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!<>-_\\/[]{}=+*^?#";

/**
 * The text at `progress` (0..1): characters before the settled point are the
 * real ones, the rest random glyphs; spaces stay spaces so the layout holds.
 */
export function scrambleFrame(text: string, progress: number, random: () => number = Math.random): string {
  const settled = Math.floor(Math.max(0, Math.min(1, progress)) * text.length);
  let out = "";
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (i < settled || ch === " ") out += ch;
    else out += SCRAMBLE_GLYPHS[Math.floor(random() * SCRAMBLE_GLYPHS.length) % SCRAMBLE_GLYPHS.length];
  }
  return out;
}
