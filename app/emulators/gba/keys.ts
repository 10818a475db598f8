/**
 * The GBA player's key configuration, saved in the browser: 10 game keys in the GBA's button order and 8 emulator
 * keys, as key codes, saved per game under `gba_keys_{gameId}` as
 * `{ keyZonesGBA, keyZonesControl }`. Pure: storage is passed in, so unit-tested.
 */
import { gbaKeysStorageKey } from "~/terminal/catalog";

/** The GBA's buttons in the order of keyZonesGBA (the hardware's key bits). */
export const GBA_BUTTONS = ["A", "B", "Select", "Start", "Right", "Left", "Up", "Down", "R", "L"] as const;
export type GbaButton = (typeof GBA_BUTTONS)[number];

/** Default game keys: X, Z, Space, Enter, Right, Left, Up, Down, S, A. */
export const DEFAULT_GBA_KEYS: readonly number[] = [88, 90, 32, 13, 39, 37, 38, 40, 83, 65];

/** The emulator's own keys, in the order of keyZonesControl. */
export const CONTROL_ACTIONS = [
  "volumeDown",
  "volumeUp",
  "speedUp",
  "speedDown",
  "resetSpeed",
  "fullscreen",
  "playPause",
  "restart",
] as const;
export type ControlAction = (typeof CONTROL_ACTIONS)[number];

/** Default emulator keys: codes 55, 56, 52, 51, 53, 54, 80, 82 (7, 8, 4, 3, 5, 6, P, R). */
export const DEFAULT_CONTROL_KEYS: readonly number[] = [55, 56, 52, 51, 53, 54, 80, 82];

/** Escape always closes the player, so it can never be bound. */
export const RESERVED_KEY = 27;

export interface KeyConfig {
  keyZonesGBA: number[];
  keyZonesControl: number[];
}

export type KeyZone = "gba" | "control";

export function defaultKeyConfig(): KeyConfig {
  return { keyZonesGBA: [...DEFAULT_GBA_KEYS], keyZonesControl: [...DEFAULT_CONTROL_KEYS] };
}

export const keyStorageKey = gbaKeysStorageKey;

export function isKeyCode(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value > 0 && value < 256 && value !== RESERVED_KEY;
}

function isZone(value: unknown, length: number): value is number[] {
  return Array.isArray(value) && value.length === length && value.every(isKeyCode);
}

/** A stored or received configuration, or null when it is not exactly one. */
export function parseKeyConfig(value: unknown): KeyConfig | null {
  if (typeof value !== "object" || value === null) return null;
  const { keyZonesGBA, keyZonesControl } = value as Record<string, unknown>;
  if (!isZone(keyZonesGBA, GBA_BUTTONS.length) || !isZone(keyZonesControl, CONTROL_ACTIONS.length)) return null;
  return { keyZonesGBA: [...keyZonesGBA], keyZonesControl: [...keyZonesControl] };
}

type KeyStorage = Pick<Storage, "getItem" | "setItem">;
type Log = (message: string, error?: unknown) => void;

/** The saved configuration for a game, or the defaults (a failure to read it is only logged). */
export function loadKeyConfig(storage: KeyStorage | null, gameId: string, log: Log): KeyConfig {
  try {
    const raw = storage?.getItem(keyStorageKey(gameId));
    if (!raw) return defaultKeyConfig();
    const parsed = parseKeyConfig(JSON.parse(raw));
    if (parsed) return parsed;
    log(`Ignoring an invalid GBA key configuration for ${gameId}`);
  } catch (error) {
    log(`Could not load the GBA key configuration for ${gameId}`, error);
  }
  return defaultKeyConfig();
}

/** Saves; returns whether it worked (a failure is only logged). */
export function saveKeyConfig(storage: KeyStorage | null, gameId: string, config: KeyConfig, log: Log): boolean {
  try {
    if (!storage) throw new Error("no storage");
    storage.setItem(keyStorageKey(gameId), JSON.stringify({ keyZonesGBA: config.keyZonesGBA, keyZonesControl: config.keyZonesControl }));
    return true;
  } catch (error) {
    log(`Could not save the GBA key configuration for ${gameId}`, error);
    return false;
  }
}

/**
 * The pressed code replaces the binding. A key does one thing: if it was bound
 * elsewhere, that binding takes the replaced code (a swap), so no key is lost.
 */
export function rebind(config: KeyConfig, zone: KeyZone, index: number, keyCode: number): KeyConfig {
  if (!isKeyCode(keyCode)) return config;
  const next = { keyZonesGBA: [...config.keyZonesGBA], keyZonesControl: [...config.keyZonesControl] };
  const target = zone === "gba" ? next.keyZonesGBA : next.keyZonesControl;
  if (index < 0 || index >= target.length) return config;
  const previous = target[index];
  for (const list of [next.keyZonesGBA, next.keyZonesControl]) {
    const clash = list.indexOf(keyCode);
    if (clash !== -1 && !(list === target && clash === index)) list[clash] = previous;
  }
  target[index] = keyCode;
  return next;
}

export type KeyBinding = { kind: "button"; button: GbaButton } | { kind: "control"; action: ControlAction };

/** What a key code does under a configuration (game keys first), or null. */
export function resolveKey(config: KeyConfig, keyCode: number): KeyBinding | null {
  const button = config.keyZonesGBA.indexOf(keyCode);
  if (button !== -1) return { kind: "button", button: GBA_BUTTONS[button] };
  const action = config.keyZonesControl.indexOf(keyCode);
  if (action !== -1) return { kind: "control", action: CONTROL_ACTIONS[action] };
  return null;
}

const NAMED_KEYS: Record<number, string> = {
  8: "Backspace",
  9: "Tab",
  13: "Enter",
  16: "Shift",
  17: "Ctrl",
  18: "Alt",
  20: "Caps Lock",
  32: "Space",
  33: "Page Up",
  34: "Page Down",
  35: "End",
  36: "Home",
  37: "Left",
  38: "Up",
  39: "Right",
  40: "Down",
  45: "Insert",
  46: "Delete",
  186: ";",
  187: "=",
  188: ",",
  189: "-",
  190: ".",
  191: "/",
  192: "`",
  219: "[",
  220: "\\",
  221: "]",
  222: "'",
};

/** A readable name for a key code (shown in the controls dialog). */
export function keyLabel(keyCode: number): string {
  if (NAMED_KEYS[keyCode]) return NAMED_KEYS[keyCode];
  if ((keyCode >= 48 && keyCode <= 57) || (keyCode >= 65 && keyCode <= 90)) return String.fromCharCode(keyCode);
  if (keyCode >= 96 && keyCode <= 105) return `Num ${keyCode - 96}`;
  if (keyCode >= 112 && keyCode <= 123) return `F${keyCode - 111}`;
  return `Key ${keyCode}`;
}

/** Keys are ignored while a text input has focus (typing in a field never plays). */
export function isTextEntry(element: { tagName?: string; type?: string; isContentEditable?: boolean } | null | undefined): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName?.toUpperCase();
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag !== "INPUT") return false;
  const type = (element.type ?? "text").toLowerCase();
  return !["button", "checkbox", "radio", "range", "color", "file", "image", "reset", "submit"].includes(type);
}
