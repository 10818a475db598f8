/**
 * The owner's signature colour (profile.yaml's `accent`): the hero's name, command chips and teaser.
 * The site is dark, so the colour must read on its lightest dark surface (the panels) with at least
 * the contrast WCAG asks of normal text; the content check refuses one that does not.
 */

/** The site's own accent: an owner without `accent` keeps it. */
export const DEFAULT_ACCENT = "#3ddc84";
/** The lightest background the accent is drawn on (global.css `--panel`); the page's `--bg` is darker. */
export const ACCENT_BACKGROUND = "#101a1f";
/** WCAG AA for normal text. */
export const MIN_ACCENT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb`. */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Relative luminance (WCAG 2) of a `#rgb`/`#rrggbb` colour. */
function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = parseInt(digits.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1 to 21) of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
