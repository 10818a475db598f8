/**
 * Gamepads for both players (the browser's "standard" mapping): pure mappings
 * from a pad's state to GBA buttons or DOS keys, the diff between two states
 * (what to press, what to release), and a polling loop on
 * requestAnimationFrame that runs only while a pad is connected (hot-plug).
 *
 * Standard mapping: buttons 0 (bottom) / 1 (right) / 2 / 3, 4 / 5 shoulders,
 * 8 Select/Back, 9 Start, 12–15 d-pad up/down/left/right; axes 0/1 the left stick.
 */
import type { GbaButton } from "../gba/keys";

/** The part of a Gamepad this module reads. */
export interface PadState {
  buttons: readonly { pressed: boolean }[];
  axes: readonly number[];
}

/** Stick travel below this is ignored (worn sticks rest off-centre). */
export const STICK_DEAD_ZONE = 0.5;

type Direction = "up" | "down" | "left" | "right";

const DPAD: Record<Direction, number> = { up: 12, down: 13, left: 14, right: 15 };

function pressed(pad: PadState, index: number): boolean {
  return pad.buttons[index]?.pressed === true;
}

/** The directions held on the d-pad or the left stick. */
export function padDirections(pad: PadState): Set<Direction> {
  const held = new Set<Direction>();
  const x = pad.axes[0] ?? 0;
  const y = pad.axes[1] ?? 0;
  if (pressed(pad, DPAD.up) || y <= -STICK_DEAD_ZONE) held.add("up");
  if (pressed(pad, DPAD.down) || y >= STICK_DEAD_ZONE) held.add("down");
  if (pressed(pad, DPAD.left) || x <= -STICK_DEAD_ZONE) held.add("left");
  if (pressed(pad, DPAD.right) || x >= STICK_DEAD_ZONE) held.add("right");
  return held;
}

/** Standard-mapping button → GBA button (0 A, 1 B, 4 L, 5 R, 8 Select, 9 Start). */
export const GBA_PAD_BUTTONS: readonly (readonly [number, GbaButton])[] = [
  [0, "A"],
  [1, "B"],
  [4, "L"],
  [5, "R"],
  [8, "Select"],
  [9, "Start"],
];

const GBA_DIRECTIONS: Record<Direction, GbaButton> = { up: "Up", down: "Down", left: "Left", right: "Right" };

/** The GBA buttons a pad holds. */
export function gbaButtonsFromPad(pad: PadState): Set<GbaButton> {
  const held = new Set<GbaButton>();
  for (const [index, button] of GBA_PAD_BUTTONS) if (pressed(pad, index)) held.add(button);
  for (const direction of padDirections(pad)) held.add(GBA_DIRECTIONS[direction]);
  return held;
}

/**
 * js-dos key codes (its GLFW-style codes) a pad drives in DOS: arrows, 0 → Space (the usual
 * action key), 1 → Left Ctrl (the classic "fire"), 9 → Enter. Select is left unmapped: Escape
 * closes the player, so no pad button sends it.
 */
export const DOS_KEY = { space: 32, enter: 257, right: 262, left: 263, down: 264, up: 265, leftCtrl: 341 } as const;

export const DOS_PAD_BUTTONS: readonly (readonly [number, number])[] = [
  [0, DOS_KEY.space],
  [1, DOS_KEY.leftCtrl],
  [9, DOS_KEY.enter],
];

/** The DOS keys a pad holds. */
export function dosKeysFromPad(pad: PadState): Set<number> {
  const held = new Set<number>();
  for (const [index, key] of DOS_PAD_BUTTONS) if (pressed(pad, index)) held.add(key);
  for (const direction of padDirections(pad)) held.add(DOS_KEY[direction]);
  return held;
}

/** What changed between two held sets. */
export function diffHeld<T>(before: ReadonlySet<T>, after: ReadonlySet<T>): { press: T[]; release: T[] } {
  return { press: [...after].filter((item) => !before.has(item)), release: [...before].filter((item) => !after.has(item)) };
}

/** The union of what every connected pad holds. */
export function heldByPads<T>(pads: readonly (PadState | null)[], map: (pad: PadState) => Set<T>): Set<T> {
  const held = new Set<T>();
  for (const pad of pads) if (pad) for (const item of map(pad)) held.add(item);
  return held;
}

/** Whether any pad is connected (for the Controls dialog). */
export function anyPadConnected(pads: readonly (PadState | null)[] | null | undefined): boolean {
  return (pads ?? []).some((pad) => pad !== null);
}

/** The browser surface the loop needs (a fake in tests). */
export interface PadHost {
  getGamepads(): readonly (PadState | null)[];
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
  addEventListener(type: "gamepadconnected" | "gamepaddisconnected", listener: () => void): void;
  removeEventListener(type: "gamepadconnected" | "gamepaddisconnected", listener: () => void): void;
}

export function browserPadHost(): PadHost | null {
  if (typeof window === "undefined" || typeof navigator === "undefined" || typeof navigator.getGamepads !== "function") return null;
  return {
    getGamepads: () => navigator.getGamepads(),
    requestAnimationFrame: (callback) => window.requestAnimationFrame(callback),
    cancelAnimationFrame: (handle) => window.cancelAnimationFrame(handle),
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

/**
 * Polls the pads once per animation frame while at least one is connected and
 * reports each change as presses and releases; a pad unplugged releases what it
 * held. Returns a function that stops the loop (releasing everything).
 */
export function startPadLoop<T>(
  host: PadHost,
  map: (pad: PadState) => Set<T>,
  onChange: (change: { press: T[]; release: T[] }) => void,
): () => void {
  let held = new Set<T>();
  let frame: number | null = null;

  const update = (next: Set<T>) => {
    const change = diffHeld(held, next);
    held = next;
    if (change.press.length || change.release.length) onChange(change);
  };
  const tick = () => {
    frame = null;
    const pads = host.getGamepads();
    update(heldByPads(pads, map));
    if (anyPadConnected(pads)) frame = host.requestAnimationFrame(tick);
  };
  const connected = () => {
    if (frame === null) frame = host.requestAnimationFrame(tick);
  };
  const disconnected = () => {
    // The next tick sees the pad gone, releases its buttons and stops if it was the last.
    connected();
  };
  host.addEventListener("gamepadconnected", connected);
  host.addEventListener("gamepaddisconnected", disconnected);
  // A pad plugged in before this document loaded announces itself on its first press, or is already listed.
  if (anyPadConnected(host.getGamepads())) connected();

  return () => {
    host.removeEventListener("gamepadconnected", connected);
    host.removeEventListener("gamepaddisconnected", disconnected);
    if (frame !== null) host.cancelAnimationFrame(frame);
    frame = null;
    update(new Set());
  };
}
