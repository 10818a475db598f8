/**
 * The GBA screen's size (240x160, aspect 1.5): the largest 3:2 box
 * that fits the player's stage, up to 3x normally and unbounded (the stage
 * decides) when the overlay is expanded or the player fullscreen. Pure.
 */
import { fitScreen, type Size } from "../shared/layout";

export const GBA_WIDTH = 240;
export const GBA_HEIGHT = 160;
export const GBA_ASPECT = 1.5;
export const GBA_MAX_WIDTH = GBA_WIDTH * 3;
export const GBA_MIN_WIDTH = 180;

const GBA_FIT = {
  aspect: GBA_ASPECT,
  maxWidth: GBA_MAX_WIDTH,
  maxWidthExpanded: Infinity,
  minWidth: GBA_MIN_WIDTH,
  fallbackWidth: GBA_WIDTH,
};

export function gbaScreenSize(available: Size, expanded: boolean): Size {
  return fitScreen(GBA_FIT, available, expanded);
}
