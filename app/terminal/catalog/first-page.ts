/**
 * The part of the catalogue (./index.ts) that the first page's own JavaScript uses: the hero
 * terminal before its engine loads. Kept to that on purpose: the bundler ships a module shared
 * with later chunks whole, so anything added here weighs on every first visit. Everything else is
 * in ./index.ts ("~/terminal/catalog").
 */
import type { MiniGame, ThemeName } from "./index";

export const DEFAULT_THEME: ThemeName = "matrix";

/** localStorage: the chosen theme. */
export const THEME_STORAGE_KEY = "clad_terminal_theme";
/** localStorage: the visitor key sent as a bearer token. */
export const VISITOR_KEY_STORAGE = "visitorKey";

export type TerminalUser = "guest" | "root";

/** The terminal window's title: "guest@clad: ~/.secrets". */
export function formatTitle(user: TerminalUser, host: string, path: string): string {
  return `${user}@${host}: ${path}`;
}

/** The display name of each mini-game of MINI_GAMES. */
export const MINI_GAME_NAMES: Record<MiniGame, string> = {
  snake: "Snake",
  hangman: "Hangman",
  brickbreaker: "Brick Breaker",
  wordle: "Wordle",
};

/** The name of a GBA game the catalogue does not know. */
export const DEFAULT_GBA_NAME = "GBA Game";
