/**
 * The DOS player's postMessage protocol between the player (parent page) and
 * its frame document (/emulators/dos/frame.html). Pure: no DOM access beyond
 * the shapes of a MessageEvent, so it is unit-tested in node.
 *
 * Every message carries `channel: "dos-player"`; anything else (other
 * windows' messages, malformed data, unknown types, wrong field types) is
 * rejected by the parsers, and a message is only trusted when it comes from
 * the expected window and from this very origin (checked by `isTrustedSource`).
 */

import { isByteCount, isRecord, isSameOriginPath, isText, type DistributiveOmit } from "../shared/protocol";

export { clipReason, isSameOriginPath, isTrustedSource, MAX_TEXT } from "../shared/protocol";

export const DOS_CHANNEL = "dos-player";

/**
 * What Escape typed inside the frame does: "close" closes the player at once (a
 * program started at boot); "twice" leaves a single Escape to DOS (a game quits on
 * it) and closes the player on a second one within ESCAPE_TWICE_MS (the DOS prompt).
 */
export type EscapeMode = "close" | "twice";
export const ESCAPE_MODES: readonly EscapeMode[] = ["close", "twice"];
export const ESCAPE_TWICE_MS = 800;

/** The keys the on-screen buttons press (names as in KeyboardEvent.code). */
export const DOS_BUTTON_KEYS = ["ArrowUp", "ArrowLeft", "ArrowRight", "ArrowDown", "Space", "Enter", "Escape"] as const;
export type DosButtonKey = (typeof DOS_BUTTON_KEYS)[number];

/** Parent → frame. */
export type ParentToFrame =
  /** Start the bundle at this same-origin URL (e.g. /jsdos/demo.jsdos). */
  | { channel: typeof DOS_CHANNEL; type: "start"; bundleUrl: string; escape: EscapeMode }
  /** An on-screen button went down or up: the key goes to DOS. */
  | { channel: typeof DOS_CHANNEL; type: "key"; key: DosButtonKey; down: boolean }
  /** Typed in the player's text field (a phone's keyboard): pressed key by key, "\n" Enter, "\b" Backspace (../typing.ts). */
  | { channel: typeof DOS_CHANNEL; type: "text"; text: string }
  /** Keep what the programs wrote on C: now (the player is about to close); answered by "saved". */
  | { channel: typeof DOS_CHANNEL; type: "save" }
  /** Stop the emulator (the player is closing). */
  | { channel: typeof DOS_CHANNEL; type: "stop" }
  /** Give the keyboard focus to the emulator inside the frame. */
  | { channel: typeof DOS_CHANNEL; type: "focus" };

/** What the frame is doing while it loads (announced, and shown under the bar). */
export type LoadStep = "core" | "bundle" | "emulator";

/** Frame → parent. */
export type FrameToParent =
  /** The frame script runs and waits for "start". */
  | { channel: typeof DOS_CHANNEL; type: "ready" }
  /** Loading moved on to a step; `loaded`/`total` in bytes when known (else 0). */
  | { channel: typeof DOS_CHANNEL; type: "progress"; step: LoadStep; loaded: number; total: number }
  /** The DOS program runs (js-dos's command interface is up). */
  | { channel: typeof DOS_CHANNEL; type: "running" }
  /** Loading or running failed; `reason` is shown after "Failed to initialize the game: ". */
  | { channel: typeof DOS_CHANNEL; type: "error"; reason: string }
  /** The visitor pressed Escape inside the frame: the player closes. */
  | { channel: typeof DOS_CHANNEL; type: "escape" }
  /** The emulator was stopped. */
  | { channel: typeof DOS_CHANNEL; type: "stopped" }
  /** C:'s changes are kept (or there was nothing to keep): the player may close. */
  | { channel: typeof DOS_CHANNEL; type: "saved" };

export type ParentMessageType = ParentToFrame["type"];
export type FrameMessageType = FrameToParent["type"];

const LOAD_STEPS: readonly LoadStep[] = ["core", "bundle", "emulator"];

/** A parent → frame message, or null when `data` is not exactly one. */
export function parseParentMessage(data: unknown): ParentToFrame | null {
  if (!isRecord(data) || data.channel !== DOS_CHANNEL) return null;
  switch (data.type) {
    case "start": {
      // A start without a mode is a program started at boot: Escape closes.
      const escape = data.escape === undefined ? "close" : data.escape;
      return typeof data.bundleUrl === "string" && isSameOriginPath(data.bundleUrl) && ESCAPE_MODES.includes(escape as EscapeMode)
        ? { channel: DOS_CHANNEL, type: "start", bundleUrl: data.bundleUrl, escape: escape as EscapeMode }
        : null;
    }
    case "key":
      return DOS_BUTTON_KEYS.includes(data.key as DosButtonKey) && typeof data.down === "boolean"
        ? { channel: DOS_CHANNEL, type: "key", key: data.key as DosButtonKey, down: data.down }
        : null;
    case "text":
      return isText(data.text) ? { channel: DOS_CHANNEL, type: "text", text: data.text } : null;
    case "stop":
    case "focus":
    case "save":
      return { channel: DOS_CHANNEL, type: data.type };
    default:
      return null;
  }
}

/** A frame → parent message, or null when `data` is not exactly one. */
export function parseFrameMessage(data: unknown): FrameToParent | null {
  if (!isRecord(data) || data.channel !== DOS_CHANNEL) return null;
  switch (data.type) {
    case "ready":
    case "running":
    case "escape":
    case "stopped":
    case "saved":
      return { channel: DOS_CHANNEL, type: data.type };
    case "progress":
      return LOAD_STEPS.includes(data.step as LoadStep) && isByteCount(data.loaded) && isByteCount(data.total)
        ? { channel: DOS_CHANNEL, type: "progress", step: data.step as LoadStep, loaded: data.loaded, total: data.total }
        : null;
    case "error":
      return isText(data.reason) ? { channel: DOS_CHANNEL, type: "error", reason: data.reason } : null;
    default:
      return null;
  }
}

/** Builds a message (adds the channel). */
export function toFrame(message: DistributiveOmit<ParentToFrame, "channel">): ParentToFrame {
  return { channel: DOS_CHANNEL, ...message } as ParentToFrame;
}

export function toParent(message: DistributiveOmit<FrameToParent, "channel">): FrameToParent {
  return { channel: DOS_CHANNEL, ...message } as FrameToParent;
}
