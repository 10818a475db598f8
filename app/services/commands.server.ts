/**
 * The terminal commands the server may ask the browser to run (the `command`
 * of /api/sendMessage). Only harmless ones: they change the view, open a game
 * or a form, or print information. Nothing that elevates, fetches, spends
 * money or reveals a secret (sudo, curl, cat, gen_image...).
 */

import { DOS_GAMES as DOS_CATALOGUE } from "~/terminal/engine/games";

export const THEMES = ["matrix", "midnight", "retro", "hacker"] as const;
/** Every DOS id of the catalogue (the owner's games and the homebrew demo). */
export const DOS_GAMES: readonly string[] = Object.keys(DOS_CATALOGUE);

const EXACT = [
  "help",
  "ls",
  "ls -a",
  "pwd",
  "whoami",
  "date",
  "history",
  "clear",
  "theme",
  "projects",
  "contact",
  "games",
  "snake",
  "hangman",
  "brickbreaker",
  "wordle",
  "challenge",
  "challenge hint",
  "challenge status",
  "dos",
  "gba",
] as const;

/** Every allowed command line, for the model's tool schema (an enum). */
export const ALLOWED_COMMANDS: readonly string[] = [
  ...EXACT,
  ...THEMES.map((t) => `theme ${t}`),
  "lang en",
  "lang fr",
  ...DOS_GAMES.map((g) => `dos ${g}`),
  "gba demo",
];

const ALLOWED = new Set(ALLOWED_COMMANDS);

/** Collapses spaces and lowercases; returns the command if allowed, otherwise undefined. */
export function sanitizeCommand(input: unknown): string | undefined {
  if (typeof input !== "string") return undefined;
  const cleaned = input.trim().replace(/\s+/g, " ").toLowerCase();
  return ALLOWED.has(cleaned) ? cleaned : undefined;
}

export function isAllowedCommand(command: string): boolean {
  return ALLOWED.has(command);
}
