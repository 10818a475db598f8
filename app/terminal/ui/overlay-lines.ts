/**
 * What covers the terminal (the contact wizard or a program) and the line printed when it
 * closes. Pure: no React, no DOM.
 */
import type { MiniGame } from "~/terminal/catalog";
import { DEFAULT_GBA_NAME, MINI_GAME_NAMES } from "~/terminal/catalog/first-page";

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
 * The system line appended when an overlay closes:
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
