/**
 * The terminal's catalogue: every name that the engine, the React terminal, the no-JS form, the
 * server's services and the assistant must agree on. Pure data (its one import is the language
 * list), so any side (browser, server, engine chunk) can read it. Change a theme, a game, a
 * storage key or the prompt here and nowhere else.
 *
 * Two files: this one, and ./first-page.ts with the few names the first page's own JavaScript
 * uses (default theme, theme and visitor-key storage keys, window title, mini-game names). The
 * bundler ships a shared module whole, so keeping them apart keeps this one out of the first
 * visit's scripts: import those names from "~/terminal/catalog/first-page".
 */
import { KNOWN_LANGUAGES } from "~/i18n/config";
import type { TerminalUser } from "./first-page";

// ---------- themes (their colours live in engine/themes.ts) ----------

export const THEME_NAMES = ["matrix", "midnight", "retro", "hacker"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const THEME_DISPLAY_NAMES: Record<ThemeName, string> = {
  matrix: "Matrix",
  midnight: "Midnight Blue",
  retro: "Retro Amber",
  hacker: "Hacker",
};

export function isThemeName(value: string): value is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value);
}

// ---------- what the browser keeps (localStorage; the theme and visitor keys are in first-page.ts) ----------

/** The command history (a JSON array). */
export const HISTORY_STORAGE_KEY = "commandHistory";
/** The visitor's writable home: what they wrote over the owner's files (JSON, see engine/home.ts). */
export const HOME_STORAGE_KEY = "terminal_home";
/** A mini-game's best score or streak. */
export const bestScoreKey = (game: MiniGame): string => `game_best_${game}`;
/** A GBA game's key configuration. */
export const gbaKeysStorageKey = (gameId: string): string => `gba_keys_${gameId}`;

// ---------- prompt (the window title is in first-page.ts) ----------

/** The prompt before the input: "guest@clad:~$". */
export function formatPrompt(user: TerminalUser, host: string, path: string): string {
  return `${user}@${host}:${path}$`;
}

// ---------- games ----------

/** The built-in mini-games (their command word is their id), in the order `games` lists them. */
export const MINI_GAMES = ["snake", "hangman", "brickbreaker", "wordle"] as const;
export type MiniGame = (typeof MINI_GAMES)[number];

/** The homebrew demo's id in both emulator catalogues (always installed). */
export const DEMO_GAME_ID = "demo";

/** The DOS prompt's id: js-dos boots to C:\> with the homebrew programs on C:. */
export const DOS_SHELL_ID = "shell";
/** The homebrew DOS game's id (also on the prompt's C: as WORM.COM). */
export const DOS_WORM_ID = "worm";
/** The DOS ids whose bundles are part of this repository (homebrew/dos), always installed. */
export const DOS_HOMEBREW_IDS: readonly string[] = [DOS_SHELL_ID, DOS_WORM_ID, DEMO_GAME_ID];

/** DOS ids to display names (the homebrew prompt, game and demo, and the owner's bundles, DOS_BUNDLES_DIR). */
export const DOS_GAMES: Record<string, string> = {
  [DOS_SHELL_ID]: "DOS prompt",
  [DOS_WORM_ID]: "Worm",
  doom: "Doom",
  duke3d: "Duke Nukem 3D",
  quake: "Quake",
  themehospital: "Theme Hospital",
  win95: "Windows 95",
  win98: "Windows 98",
  [DEMO_GAME_ID]: "DOS Demo",
};

/** DOS ids to their package, served as /jsdos/<package>.jsdos. */
export const DOS_PACKAGES: Record<string, string> = {
  [DOS_SHELL_ID]: "shell",
  [DOS_WORM_ID]: "worm",
  doom: "doom",
  duke3d: "duke3d_320",
  quake: "quakev2.levp",
  themehospital: "themehospital",
  win95: "win95",
  win98: "win98",
  [DEMO_GAME_ID]: "demo",
};

/** The GBA game written in this repository (homebrew/gba/starfall.c; always installed). */
export const STARFALL_GAME_ID = "starfall";

/** GBA ids whose ROM ships with the site (homebrew/gba/<id>.gba), not from GBA_ROMS_DIR. */
export const HOMEBREW_GBA_IDS: readonly string[] = [STARFALL_GAME_ID, DEMO_GAME_ID];

/** GBA ids to display names (owner-provided ROMs in GBA_ROMS_DIR, and the homebrew ROMs). */
export const GBA_GAMES: Record<string, string> = {
  advancewars: "Advance Wars",
  advancewars2: "Advance Wars 2: Black Hole Rising",
  mariokart: "Mario Kart: Super Circuit",
  marioadvance: "Super Mario Advance",
  marioadvance2: "Super Mario World: Super Mario Advance 2",
  marioadvance3: "Yoshi's Island: Super Mario Advance 3",
  marioadvance4: "Super Mario Bros. 3: Super Mario Advance 4",
  marioluigi: "Mario & Luigi: Superstar Saga",
  mariogolf: "Mario Golf: Advance Tour",
  mariotennis: "Mario Tennis: Power Tour",
  pokemonruby: "Pokemon Ruby",
  pokemonsapphire: "Pokemon Sapphire",
  pokemonemerald: "Pokemon Emerald",
  pokemonfirered: "Pokemon FireRed",
  pokemonleafgreen: "Pokemon LeafGreen",
  pacman: "Pac-Man Collection",
  pacmanworld: "Pac-Man World",
  streetfighter2: "Super Street Fighter II Turbo Revival",
  streetfighteralpha3: "Street Fighter Alpha 3",
  tetrisworlds: "Tetris Worlds",
  tmnt: "TMNT",
  tmnt2: "TMNT 2: Battle Nexus",
  [STARFALL_GAME_ID]: "Starfall",
  [DEMO_GAME_ID]: "GBA Homebrew Demo",
};

/** The URL of a DOS id's bundle. */
export function dosBundleUrl(id: string): string {
  return `/jsdos/${DOS_PACKAGES[id] ?? id}.jsdos`;
}

/** The base of GBA files ({base}/binaries/{gameId}.gba, base /gba). */
export const GBA_BASE = "/gba";

export function gbaRomUrl(id: string): string {
  return `${GBA_BASE}/binaries/${id}.gba`;
}

/** GET /api/games: what the server has installed. */
export interface GameCatalogue {
  dos: Array<{ id: string; name: string; available: boolean }>;
  gba: Array<{ id: string; name: string; available: boolean }>;
}

// ---------- what the assistant may run ----------

/**
 * The command lines the server may ask the browser to run (the `command` of /api/sendMessage).
 * Only harmless ones: they change the view, open a game or a form, or print information.
 * Nothing that elevates, fetches, spends money or reveals a secret (sudo, curl, cat, gen_image...).
 */
export const ASSISTANT_COMMANDS: readonly string[] = [
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
  ...MINI_GAMES,
  "challenge",
  "challenge hint",
  "challenge status",
  "dos",
  "gba",
  ...THEME_NAMES.map((t) => `theme ${t}`),
  // Every code with a locale table; `lang` itself refuses one the site does not speak.
  ...KNOWN_LANGUAGES.map((lng) => `lang ${lng}`),
  ...Object.keys(DOS_GAMES).map((g) => `dos ${g}`),
  ...HOMEBREW_GBA_IDS.map((id) => `gba ${id}`),
];
