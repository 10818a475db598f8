/**
 * The GBA player's postMessage protocol between the player (parent page) and
 * its frame document (/emulators/gba/frame.html). Pure, unit-tested.
 *
 * Every message carries `channel: "gba-player"`; anything malformed is
 * rejected by the parsers, and both sides only trust messages from the
 * expected window and this origin (`isTrustedSource`).
 */
import { isLanguage, type Language } from "~/i18n/config";
import { isCoreTimeout } from "../shared/deadline";
import { isByteCount, isRecord, isSameOriginPath, isText, type DistributiveOmit } from "../shared/protocol";
import { GBA_BUTTONS, parseKeyConfig, type GbaButton, type KeyConfig } from "./keys";

export { clipReason, isTrustedSource } from "../shared/protocol";

export const GBA_CHANNEL = "gba-player";

/** Parent → frame. */
export type ParentToFrame =
  /**
   * Fetch this same-origin ROM, load it paused and show `startLabel` ("Click to Start"); `lang` and `title` name the
   * frame's document; a core not started within `coreTimeoutMs` is reported as an init error.
   */
  | {
      channel: typeof GBA_CHANNEL;
      type: "load";
      romUrl: string;
      keys: KeyConfig;
      startLabel: string;
      lang: Language;
      title: string;
      coreTimeoutMs: number;
    }
  /** The visitor saved a new key configuration. */
  | { channel: typeof GBA_CHANNEL; type: "keys"; keys: KeyConfig }
  /** Give the keyboard focus to the frame (its start button or its screen). */
  | { channel: typeof GBA_CHANNEL; type: "focus" }
  /** Pause or resume (the controls dialog pauses the game while it is open). */
  | { channel: typeof GBA_CHANNEL; type: "pause" | "resume" }
  /** The player is closing. */
  | { channel: typeof GBA_CHANNEL; type: "stop" }
  /** An on-screen control pressed or released. */
  | { channel: typeof GBA_CHANNEL; type: "button"; button: GbaButton; pressed: boolean }
  /** The toolbar's Save state / Load state (the game's one slot). */
  | { channel: typeof GBA_CHANNEL; type: "saveState" | "loadState" };

/** Frame → parent. */
export type FrameToParent =
  /** The frame script runs and waits for "load". */
  | { channel: typeof GBA_CHANNEL; type: "ready" }
  /** `step` "core": the emulator is loading; "rom": `loaded` of `total` ROM bytes (total 0 when unknown). */
  | { channel: typeof GBA_CHANNEL; type: "progress"; step: "core" | "rom"; loaded: number; total: number }
  /** The ROM is loaded and paused; the frame shows "Click to Start". */
  | { channel: typeof GBA_CHANNEL; type: "loaded" }
  /** The visitor clicked start: the game runs. */
  | { channel: typeof GBA_CHANNEL; type: "started" }
  /** Frames drawn during the last second. */
  | { channel: typeof GBA_CHANNEL; type: "fps"; fps: number }
  | { channel: typeof GBA_CHANNEL; type: "paused"; paused: boolean }
  /** Volume or speed changed by an emulator key. */
  | { channel: typeof GBA_CHANNEL; type: "settings"; volume: number; speed: number }
  /** The emulator key for fullscreen was pressed. */
  | { channel: typeof GBA_CHANNEL; type: "fullscreen" }
  /**
   * The browser gives no WebGL 2 context (turned off by a privacy setting, a blocked graphics card):
   * the core would run and count frames but draw nothing, so it is not started.
   */
  | { channel: typeof GBA_CHANNEL; type: "noWebgl" }
  /** Loading failed (`phase` "init": shown as "Init failed: <reason>.") or the core crashed ("runtime"). */
  | { channel: typeof GBA_CHANNEL; type: "error"; phase: "init" | "runtime"; reason: string }
  /** Escape pressed inside the frame: the player closes. */
  | { channel: typeof GBA_CHANNEL; type: "escape" }
  /** After "stop": the game is shut down and its saves are written to IndexedDB. */
  | { channel: typeof GBA_CHANNEL; type: "stopped" }
  /** The save-state slot: whether it holds a state, and what just happened to it. */
  | { channel: typeof GBA_CHANNEL; type: "state"; event: StateEvent; available: boolean };

export const STATE_EVENTS = ["available", "saved", "loaded", "failed"] as const;
export type StateEvent = (typeof STATE_EVENTS)[number];

function isGbaButton(value: unknown): value is GbaButton {
  return typeof value === "string" && (GBA_BUTTONS as readonly string[]).includes(value);
}

const MAX_FPS = 1000;

function isUnit(value: unknown, max: number): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 && value <= max;
}

export function parseParentMessage(data: unknown): ParentToFrame | null {
  if (!isRecord(data) || data.channel !== GBA_CHANNEL) return null;
  switch (data.type) {
    case "load": {
      const keys = parseKeyConfig(data.keys);
      if (typeof data.romUrl !== "string" || !isSameOriginPath(data.romUrl) || !keys || !isText(data.startLabel) || !isText(data.title))
        return null;
      if (!isLanguage(data.lang) || !isCoreTimeout(data.coreTimeoutMs)) return null;
      return {
        channel: GBA_CHANNEL,
        type: "load",
        romUrl: data.romUrl,
        keys,
        startLabel: data.startLabel,
        lang: data.lang,
        title: data.title,
        coreTimeoutMs: data.coreTimeoutMs,
      };
    }
    case "keys": {
      const keys = parseKeyConfig(data.keys);
      return keys ? { channel: GBA_CHANNEL, type: "keys", keys } : null;
    }
    case "focus":
    case "pause":
    case "resume":
    case "stop":
    case "saveState":
    case "loadState":
      return { channel: GBA_CHANNEL, type: data.type };
    case "button":
      return isGbaButton(data.button) && typeof data.pressed === "boolean"
        ? { channel: GBA_CHANNEL, type: "button", button: data.button, pressed: data.pressed }
        : null;
    default:
      return null;
  }
}

export function parseFrameMessage(data: unknown): FrameToParent | null {
  if (!isRecord(data) || data.channel !== GBA_CHANNEL) return null;
  switch (data.type) {
    case "ready":
    case "loaded":
    case "started":
    case "fullscreen":
    case "escape":
    case "stopped":
    case "noWebgl":
      return { channel: GBA_CHANNEL, type: data.type };
    case "progress":
      return (data.step === "core" || data.step === "rom") && isByteCount(data.loaded) && isByteCount(data.total)
        ? { channel: GBA_CHANNEL, type: "progress", step: data.step, loaded: data.loaded, total: data.total }
        : null;
    case "fps":
      return isUnit(data.fps, MAX_FPS) ? { channel: GBA_CHANNEL, type: "fps", fps: data.fps } : null;
    case "paused":
      return typeof data.paused === "boolean" ? { channel: GBA_CHANNEL, type: "paused", paused: data.paused } : null;
    case "settings":
      return isUnit(data.volume, 1) && isUnit(data.speed, 10)
        ? { channel: GBA_CHANNEL, type: "settings", volume: data.volume, speed: data.speed }
        : null;
    case "state":
      return (STATE_EVENTS as readonly unknown[]).includes(data.event) && typeof data.available === "boolean"
        ? { channel: GBA_CHANNEL, type: "state", event: data.event as StateEvent, available: data.available }
        : null;
    case "error":
      return (data.phase === "init" || data.phase === "runtime") && isText(data.reason)
        ? { channel: GBA_CHANNEL, type: "error", phase: data.phase, reason: data.reason }
        : null;
    default:
      return null;
  }
}

export function toFrame(message: DistributiveOmit<ParentToFrame, "channel">): ParentToFrame {
  return { channel: GBA_CHANNEL, ...message } as ParentToFrame;
}

export function toParent(message: DistributiveOmit<FrameToParent, "channel">): FrameToParent {
  return { channel: GBA_CHANNEL, ...message } as FrameToParent;
}

/** The ROM download's share done, 0..1 (unknown total: 0 until complete). */
export function progressRatio(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(1, Math.max(0, loaded / total));
}
