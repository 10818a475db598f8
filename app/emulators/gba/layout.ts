/**
 * The GBA screen's size (240x160, aspect 1.5): the largest 3:2 box
 * that fits the player's stage, up to 3x normally and unbounded (the stage
 * decides) when the overlay is expanded or the player fullscreen. Pure.
 */
import type { Size } from "../shared/player-hooks";

export const GBA_WIDTH = 240;
export const GBA_HEIGHT = 160;
export const GBA_ASPECT = 1.5;
export const GBA_MAX_WIDTH = GBA_WIDTH * 3;
export const GBA_MIN_WIDTH = 180;

export function gbaScreenSize(available: Size, expanded: boolean): Size {
  const cap = expanded ? Infinity : GBA_MAX_WIDTH;
  const fromWidth = Number.isFinite(available.width) && available.width > 0 ? available.width : GBA_WIDTH;
  const fromHeight = Number.isFinite(available.height) && available.height > 0 ? available.height * GBA_ASPECT : Infinity;
  const width = Math.max(GBA_MIN_WIDTH, Math.floor(Math.min(cap, fromWidth, fromHeight)));
  return { width, height: Math.round(width / GBA_ASPECT) };
}
