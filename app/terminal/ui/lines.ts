/**
 * Pure helpers for rendering engine output: user-line splitting, link safety,
 * overlay closing lines and the image download name. No React, no DOM.
 */
import { DEFAULT_GBA_NAME, MINI_GAME_NAMES, type MiniGame } from "~/terminal/catalog";
import type { TerminalLine } from "~/terminal/engine/types";

/** Spec §2: user lines are split at the first "$" into prompt and command. */
export function splitUserLine(line: Pick<TerminalLine, "text" | "prompt">): { prompt: string; command: string } {
  const { text } = line;
  if (line.prompt && text.startsWith(line.prompt)) {
    return { prompt: line.prompt, command: text.slice(line.prompt.length) };
  }
  const at = text.indexOf("$");
  if (at < 0) return { prompt: "", command: text };
  return { prompt: text.slice(0, at + 1), command: text.slice(at + 1) };
}

export type LinkKind = "external" | "internal" | "unsafe";

/** External http(s) links open in a new tab; in-page and relative links stay; anything else is text. */
export function linkKind(href: string): LinkKind {
  const value = href.trim();
  if (/^https?:\/\//i.test(value)) return "external";
  if (/^mailto:/i.test(value)) return "external";
  if (value.startsWith("#") || (value.startsWith("/") && !value.startsWith("//"))) return "internal";
  return "unsafe";
}

/** Spec §9: the download name is the prompt with spaces → "_", cut to 30 characters, + ".png". */
export function imageDownloadName(prompt: string): string {
  const base = prompt.trim().replace(/\s/g, "_").slice(0, 30);
  return base ? `${base}.png` : "generated_image.png";
}

/** The image as a data: URL (the server sends bare base64; a full data URL is kept). */
export function imageDataUrl(imageBase64: string): string {
  return imageBase64.startsWith("data:") ? imageBase64 : `data:image/png;base64,${imageBase64}`;
}

export type GameId = MiniGame;

export function gameDisplayName(game: GameId): string {
  return MINI_GAME_NAMES[game];
}

/** What covers the terminal: the contact wizard or a program (game, DOS, GBA). */
export type OverlayContent =
  | { kind: "contact" }
  | { kind: "game"; game: GameId; name: string }
  | { kind: "dos"; gameId: string; name: string }
  | { kind: "gba"; gameId: string; name: string };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Spec §2 "Overlay container": the system line appended when an overlay closes:
 * "Contact form closed.", "<Name> terminated.", "GBA Emulator: <Name> terminated.".
 */
export function overlayClosedLine(overlay: OverlayContent, t: Translate): string {
  switch (overlay.kind) {
    case "contact":
      return t("overlay.contactClosed");
    case "gba":
      return t("overlay.gbaTerminated", { name: overlay.name || DEFAULT_GBA_NAME });
    default:
      return t("overlay.gameTerminated", { name: overlay.name });
  }
}
