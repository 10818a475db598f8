/**
 * The game catalogue. Games and emulators are not installed yet: the commands
 * answer "<cmd>: not installed on this server yet." unless `EngineDeps.gamesEnabled`
 * says otherwise, in which case they emit the open* effects and lock input
 * (mode "overlay") until the UI calls `overlayClosed`.
 */

export const MINI_GAMES = ["snake", "hangman", "brickbreaker", "wordle"] as const;
export type MiniGame = (typeof MINI_GAMES)[number];

export const MINI_GAME_NAMES: Record<MiniGame, string> = {
  snake: "Snake",
  hangman: "Hangman",
  brickbreaker: "Brick Breaker",
  wordle: "Wordle",
};

export const DOS_GAMES: Record<string, string> = {
  doom: "Doom",
  duke3d: "Duke Nukem 3D",
  quake: "Quake",
  themehospital: "Theme Hospital",
  win95: "Windows 95",
  win98: "Windows 98",
};

/** GBA ids to display names (owner-provided ROMs); unknown ids display as "GBA Game". */
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
};

export const DEFAULT_GBA_NAME = "GBA Game";

export function notInstalled(cmd: string): string {
  return `${cmd}: not installed on this server yet.`;
}
