/**
 * The on-screen controls' pure parts: which D-pad directions a touch point holds
 * (eight ways, so a thumb slides between directions and diagonals), and whether
 * the controls show (remembered per browser; by default only where the primary
 * pointer is coarse, i.e. a phone or tablet). Unit-tested.
 */
import type { GbaButton } from "./keys";

export const TOUCH_STORAGE_KEY = "gba_touch";

/** Within this share of the pad's half-size from its centre nothing is held. */
export const DPAD_DEAD_ZONE = 0.2;
/** tan(22.5°): the eight 45° sectors around the centre. */
const SECTOR = Math.tan(Math.PI / 8);

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The directions a point on the D-pad holds (none at its centre or outside it). */
export function dpadButtons(x: number, y: number, rect: Rect): GbaButton[] {
  if (rect.width <= 0 || rect.height <= 0) return [];
  if (x < rect.left || x > rect.left + rect.width || y < rect.top || y > rect.top + rect.height) return [];
  const dx = (x - (rect.left + rect.width / 2)) / (rect.width / 2);
  const dy = (y - (rect.top + rect.height / 2)) / (rect.height / 2);
  if (Math.hypot(dx, dy) < DPAD_DEAD_ZONE) return [];
  const held: GbaButton[] = [];
  if (Math.abs(dy) > SECTOR * Math.abs(dx)) held.push(dy < 0 ? "Up" : "Down");
  if (Math.abs(dx) > SECTOR * Math.abs(dy)) held.push(dx < 0 ? "Left" : "Right");
  return held;
}

type PreferenceStorage = Pick<Storage, "getItem" | "setItem">;

/** The visitor's choice if they made one, else shown on coarse-pointer devices only. */
export function touchControlsShown(storage: PreferenceStorage | null, coarsePointer: boolean): boolean {
  try {
    const saved = storage?.getItem(TOUCH_STORAGE_KEY);
    if (saved === "on") return true;
    if (saved === "off") return false;
  } catch {
    // Storage refused (private mode): fall back to the device's kind.
  }
  return coarsePointer;
}

export function saveTouchControlsShown(storage: PreferenceStorage | null, shown: boolean): void {
  try {
    storage?.setItem(TOUCH_STORAGE_KEY, shown ? "on" : "off");
  } catch {
    // Not remembered; the toggle still works for this visit.
  }
}
