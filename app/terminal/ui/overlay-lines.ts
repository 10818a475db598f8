/**
 * What covers the terminal (the contact wizard or a program) and the line printed when it
 * closes. Pure: no React, no DOM.
 */
import type { MiniGame } from "~/terminal/catalog";
import { DEFAULT_GBA_NAME, MINI_GAME_NAMES } from "~/terminal/catalog/first-page";
import type { EngineEffect } from "~/terminal/engine/types";
import type { Lang } from "~/i18n/config";

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

/** The overlay's title in the page's language: a mini-game's translated name ("Pendu"), else the program's name. */
export function overlayTitle(overlay: OverlayContent, t: Translate): string {
  switch (overlay.kind) {
    case "contact":
      return t("contact.title");
    case "game":
      return t(`overlay.games.${overlay.game}`, { defaultValue: overlay.name });
    default:
      return overlay.name;
  }
}

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
      return t("overlay.gameTerminated", { name: overlayTitle(overlay, t) });
  }
}

/** The file `nano` opened. */
export type EditorFile = Omit<Extract<EngineEffect, { type: "openEditor" }>, "type">;

export interface EffectHandlers {
  setLanguage: (lng: Lang) => void;
  setOverlay: (overlay: OverlayContent) => void;
  setImage: (image: { prompt: string; imageBase64: string }) => void;
  setEditor: (file: EditorFile) => void;
  stickToBottom: { current: boolean };
}

/** What the page does with each effect the engine emits. */
export function applyEffect(effect: EngineEffect, on: EffectHandlers): void {
  switch (effect.type) {
    case "language":
      on.setLanguage(effect.lng);
      break;
    case "openContact":
      on.setOverlay({ kind: "contact" });
      break;
    case "openGame":
      on.setOverlay({ kind: "game", game: effect.game, name: gameDisplayName(effect.game) });
      break;
    case "openDos":
    case "openGba":
      on.setOverlay({ kind: effect.type === "openDos" ? "dos" : "gba", gameId: effect.gameId, name: effect.name });
      break;
    case "openEditor":
      on.setEditor({ path: effect.path, name: effect.name, content: effect.content, isNew: effect.isNew, flavor: effect.flavor });
      break;
    case "print":
      // After the line saying so is on screen: the dialog blocks the page while it is open.
      window.setTimeout(() => window.print(), 0);
      break;
    case "showImage":
      on.setImage({ prompt: effect.prompt, imageBase64: effect.imageBase64 });
      break;
    case "clear":
    case "scrollToBottom":
      on.stickToBottom.current = true;
      break;
    case "theme":
      // The snapshot carries the theme; nothing else to do.
      break;
  }
}
