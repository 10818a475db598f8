/**
 * The DOS window's size (up to 800x600, or up to 1600 px wide when
 * expanded): the largest 4:3 box that fits the space the player has, capped
 * at 800 px wide normally and 1600 px when the overlay is expanded or the
 * player is fullscreen. Pure, so unit-tested.
 */
import { fitScreen, type Size } from "../shared/layout";

export const DOS_ASPECT = 4 / 3;
export const DOS_MAX_WIDTH = 800;
export const DOS_MAX_WIDTH_EXPANDED = 1600;
/** Never smaller than this (a 390 px phone still gets a usable window). */
export const DOS_MIN_WIDTH = 160;

const DOS_FIT = {
  aspect: DOS_ASPECT,
  maxWidth: DOS_MAX_WIDTH,
  maxWidthExpanded: DOS_MAX_WIDTH_EXPANDED,
  minWidth: DOS_MIN_WIDTH,
  fallbackWidth: DOS_MIN_WIDTH,
};

export function dosWindowSize(available: Size, expanded: boolean): Size {
  return fitScreen(DOS_FIT, available, expanded);
}
