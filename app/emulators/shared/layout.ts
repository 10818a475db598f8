/**
 * How both players size their emulator screen: the largest box of the
 * screen's aspect that fits the space the player's stage has, capped in
 * width (a larger cap when the overlay is expanded or the player fullscreen)
 * and never narrower than a minimum. Pure, so unit-tested through each
 * player's layout.ts.
 */

export interface Size {
  width: number;
  height: number;
}

export interface ScreenFit {
  /** Width / height. */
  aspect: number;
  maxWidth: number;
  maxWidthExpanded: number;
  minWidth: number;
  /** The width assumed when the stage's width is unknown (0, NaN, negative). */
  fallbackWidth: number;
}

export function fitScreen(fit: ScreenFit, available: Size, expanded: boolean): Size {
  const cap = expanded ? fit.maxWidthExpanded : fit.maxWidth;
  const fromWidth = Number.isFinite(available.width) && available.width > 0 ? available.width : fit.fallbackWidth;
  const fromHeight = Number.isFinite(available.height) && available.height > 0 ? available.height * fit.aspect : Infinity;
  const width = Math.max(fit.minWidth, Math.floor(Math.min(cap, fromWidth, fromHeight)));
  return { width, height: Math.round(width / fit.aspect) };
}
