/**
 * Themes and games as entities, from the terminal's catalogue: a theme or a game added there is
 * found here with no change. Only the French words a visitor uses for them are listed by hand.
 */
import {
  DEMO_GAME_ID,
  DOS_GAMES,
  DOS_SHELL_ID,
  GBA_GAMES,
  HOMEBREW_GBA_IDS,
  MINI_GAMES,
  STARFALL_GAME_ID,
  THEME_DISPLAY_NAMES,
  THEME_NAMES,
  type ThemeName,
} from "~/terminal/catalog";
import { DEFAULT_THEME, MINI_GAME_NAMES } from "~/terminal/catalog/first-page";
import { normalize } from "./language";

/** Other words visitors use for a theme (its id and display name's words always count). */
const THEME_SYNONYMS: Partial<Record<ThemeName, string[]>> = {
  matrix: ["matrice", "green", "vert"],
  midnight: ["minuit", "bleu", "nuit"],
  retro: ["ambre", "orange"],
  hacker: ["hackeur", "hackers"],
};

/** Other words visitors use for a mini-game (its id and display name always count). */
const GAME_SYNONYMS: Record<string, string[]> = {
  snake: ["serpent"],
  hangman: ["pendu"],
  brickbreaker: ["breakout", "casse brique", "casse briques", "cassebrique", "cassebriques"],
  wordle: ["motus"],
};

/** Words of a GBA title too common to stand for the console on their own. */
const GBA_STOP_WORDS = new Set(["super", "world", "advance"]);

const themeAliases: Array<[aliases: string[], theme: ThemeName]> = THEME_NAMES.map((theme) => [
  [...new Set([theme, ...normalize(THEME_DISPLAY_NAMES[theme]).trim().split(" "), ...(THEME_SYNONYMS[theme] ?? [])])],
  theme,
]);

const named = (id: string, name: string) => [id, normalize(name).trim(), normalize(name).replace(/ /g, "")];

const gameAliases: Array<[aliases: string[], command: string]> = [
  ...MINI_GAMES.map((id): [string[], string] => [[...named(id, MINI_GAME_NAMES[id]), ...(GAME_SYNONYMS[id] ?? [])], id]),
  ...Object.entries(DOS_GAMES)
    .filter(([id]) => id !== DEMO_GAME_ID && id !== DOS_SHELL_ID)
    .map(([id, name]): [string[], string] => [named(id, name), `dos ${id}`]),
  // The GBA game written for the site launches by name; the owner's titles lead to the catalogue.
  [named(STARFALL_GAME_ID, GBA_GAMES[STARFALL_GAME_ID]), `gba ${STARFALL_GAME_ID}`],
  [
    [
      "gba",
      "game boy",
      "gameboy",
      ...Object.entries(GBA_GAMES)
        .filter(([id]) => !HOMEBREW_GBA_IDS.includes(id))
        .flatMap(([id, name]) => [...named(id, name), normalize(name).trim().split(" ")[0]])
        .filter((w) => w.length >= 4 && !GBA_STOP_WORDS.has(w)),
    ],
    "gba",
  ],
  // A DOS game in general: the prompt, whose C: holds the games written here (`dos` lists the rest).
  [
    [
      ...named(DOS_SHELL_ID, DOS_GAMES[DOS_SHELL_ID]).slice(1),
      "dos shell",
      "dos game",
      "dos games",
      "ms dos",
      "msdos",
      "jeu dos",
      "jeux dos",
      "dos jeu",
      "dos jeux",
      "invite dos",
      "ligne de commande dos",
      "dos command line",
    ],
    `dos ${DOS_SHELL_ID}`,
  ],
];

/** Messages that are nothing but the name of DOS ("DOS", "MS-DOS"): the prompt too. */
const DOS_ALONE = new Set(["dos", "ms dos", "msdos"]);

const says = (text: string, alias: string) => text.includes(` ${alias} `);

/** The theme a message names (by id, display name or a usual word), if any. */
export function findTheme(text: string): ThemeName | undefined {
  return themeAliases.find(([aliases]) => aliases.some((a) => says(text, a)))?.[1];
}

/** The game command a message names ("snake", "dos doom", "gba starfall", "gba" for a console title, "dos"), if any. */
export function findGame(text: string): string | undefined {
  if (DOS_ALONE.has(text.trim())) return `dos ${DOS_SHELL_ID}`;
  const compact = text.replace(/ /g, "");
  return gameAliases.find(([aliases]) =>
    aliases.some((a) => says(text, a) || (a.length >= 6 && !a.includes(" ") && compact.includes(a))),
  )?.[1];
}

/** "matrix (default), midnight, retro and hacker": the catalogue's themes, the default marked. */
export function themeList(defaultLabel: string, and: string): string {
  const names = THEME_NAMES.map((theme) => (theme === DEFAULT_THEME ? `${theme} (${defaultLabel})` : theme));
  return `${names.slice(0, -1).join(", ")} ${and} ${names[names.length - 1]}`;
}

/** The mini-games' command words, in the catalogue's order. */
export const MINI_GAME_IDS: readonly string[] = MINI_GAMES;
