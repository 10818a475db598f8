/**
 * The DOS window's size (up to 800x600, or up to 1600 px wide when
 * expanded): the largest 4:3 box that fits the space the player has, capped
 * at 800 px wide normally and 1600 px when the overlay is expanded or the
 * player is fullscreen. Pure, so unit-tested.
 */

export const DOS_ASPECT = 4 / 3;
export const DOS_MAX_WIDTH = 800;
export const DOS_MAX_WIDTH_EXPANDED = 1600;
/** Never smaller than this (a 390 px phone still gets a usable window). */
export const DOS_MIN_WIDTH = 160;

export interface Size {
  width: number;
  height: number;
}

export function dosWindowSize(available: Size, expanded: boolean): Size {
  const cap = expanded ? DOS_MAX_WIDTH_EXPANDED : DOS_MAX_WIDTH;
  const fromWidth = Number.isFinite(available.width) && available.width > 0 ? available.width : DOS_MIN_WIDTH;
  const fromHeight = Number.isFinite(available.height) && available.height > 0 ? available.height * DOS_ASPECT : Infinity;
  const width = Math.max(DOS_MIN_WIDTH, Math.floor(Math.min(cap, fromWidth, fromHeight)));
  return { width, height: Math.round(width / DOS_ASPECT) };
}
