/**
 * The game catalogue (pure data, shared by the engine, the players and the
 * server's /api/games). Mini-games are built in. DOS bundles and GBA ROMs are
 * the owner's files (DOS_BUNDLES_DIR, GBA_ROMS_DIR), except the homebrew
 * demos (id "demo") written in this repo, which always work.
 */

export const MINI_GAMES = ["snake", "hangman", "brickbreaker", "wordle"] as const;
export type MiniGame = (typeof MINI_GAMES)[number];

export const MINI_GAME_NAMES: Record<MiniGame, string> = {
  snake: "Snake",
  hangman: "Hangman",
  brickbreaker: "Brick Breaker",
  wordle: "Wordle",
};

/** The homebrew demo's id in both emulator catalogues. */
export const DEMO_GAME_ID = "demo";

/** DOS ids to display names. */
export const DOS_GAMES: Record<string, string> = {
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
  doom: "doom",
  duke3d: "duke3d_320",
  quake: "quakev2.levp",
  themehospital: "themehospital",
  win95: "win95",
  win98: "win98",
  [DEMO_GAME_ID]: "demo",
};

/** The URL of a DOS id's bundle. */
export function dosBundleUrl(id: string): string {
  return `/jsdos/${DOS_PACKAGES[id] ?? id}.jsdos`;
}

/** GBA ids to display names (owner-provided ROMs, served as /gba/binaries/<id>.gba). */
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
  [DEMO_GAME_ID]: "GBA Homebrew Demo",
};

export const DEFAULT_GBA_NAME = "GBA Game";

/** A GBA id's display name, "GBA Game" when the catalogue has none. */
export function gbaDisplayName(id: string): string {
  return Object.prototype.hasOwnProperty.call(GBA_GAMES, id) ? GBA_GAMES[id] : DEFAULT_GBA_NAME;
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
