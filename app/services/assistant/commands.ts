/**
 * Commands: the games installed or the catalogue, the picture asked for (gen_image), and which
 * commands run only when asked in so many words.
 */
import type { Language } from "~/content/types";
import {
  DEMO_GAME_ID,
  DOS_GAMES,
  DOS_HOMEBREW_IDS,
  DOS_SHELL_ID,
  GBA_GAMES,
  HOMEBREW_GBA_IDS,
  MINI_GAMES,
  STARFALL_GAME_ID,
  type MiniGame,
} from "~/terminal/catalog";
import { MINI_GAME_NAMES } from "~/terminal/catalog/first-page";
import { miniGameNameIn } from "~/terminal/engine/mini-game";

const isMiniGame = (command: string): command is MiniGame => (MINI_GAMES as readonly string[]).includes(command);
import { firstName, t } from "./grounding";
import type { InstalledGames } from "./types";

/** A game command's display name, from the catalogue ("dos doom" is Doom). */
export const GAME_NAMES: Record<string, string> = {
  ...MINI_GAME_NAMES,
  ...Object.fromEntries(Object.entries(DOS_GAMES).flatMap(([id, name]) => (id === DEMO_GAME_ID ? [] : [[`dos ${id}`, name]]))),
  [`gba ${STARFALL_GAME_ID}`]: GBA_GAMES[STARFALL_GAME_ID],
  gba: "GBA",
  dos: "DOS",
};

export function replyGame(command: string, lang: Language): string {
  // A mini-game under its name in the language, as the terminal and the overlay say it ("Pendu").
  const name = isMiniGame(command) ? miniGameNameIn(lang, command) : (GAME_NAMES[command] ?? command);
  if (command === "gba")
    return t(lang, {
      en: `Here are the Game Boy Advance games: type gba ${STARFALL_GAME_ID} to play Starfall, a game written for this site (dodge the rocks, catch the stars), or gba <game> for one ${firstName} installed.`,
      fr: `Voici les jeux Game Boy Advance\u00a0: tapez gba ${STARFALL_GAME_ID} pour jouer à Starfall, un jeu écrit pour ce site (évitez les rochers, attrapez les étoiles), ou gba <jeu> pour un jeu installé par ${firstName}.`,
    });
  if (command === "dos")
    return t(lang, {
      en: `Here are the DOS games: type dos shell for a DOS prompt with a game written here, or dos <game> for one ${firstName} installed.`,
      fr: `Voici les jeux DOS\u00a0: tapez dos shell pour une invite DOS avec un jeu écrit ici, ou dos <jeu> pour un jeu installé par ${firstName}.`,
    });
  if (command === `dos ${DOS_SHELL_ID}`)
    return t(lang, {
      en: "Opening a DOS prompt: type DIR to see the files, WORM to play the snake game written for this site, TYPE README.TXT for help. Esc twice closes it.",
      fr: "J'ouvre une invite DOS\u00a0: tapez DIR pour voir les fichiers, WORM pour jouer au serpent écrit pour ce site, TYPE README.TXT pour l'aide. Échap deux fois pour fermer.",
    });
  if (DOS_HOMEBREW_IDS.some((id) => command === `dos ${id}`))
    return t(lang, {
      en: `Launching ${name}, written for this site, in the DOS player. Esc quits.`,
      fr: `Lancement de ${name}, écrit pour ce site, dans le lecteur DOS. Échap pour quitter.`,
    });
  if (command.startsWith("dos "))
    return t(lang, {
      en: `Launching ${name} in the DOS player (if ${firstName} installed it). Esc quits.`,
      fr: `Lancement de ${name} dans le lecteur DOS (si ${firstName} l'a installé). Échap pour quitter.`,
    });
  return t(lang, { en: `Launching ${name}. Good luck! Esc quits.`, fr: `Lancement de ${name}. Bonne chance\u00a0! Échap pour quitter.` });
}

export const NO_GAMES: InstalledGames = { dos: [], gba: [] };

/** A DOS or GBA game command only when its game is installed; else the catalogue (`dos`, `gba`). */
export function gameCommand(command: string, installed: InstalledGames): string {
  const dos = /^dos (\w+)$/.exec(command);
  if (dos && !DOS_HOMEBREW_IDS.includes(dos[1]) && !installed.dos.includes(dos[1])) return "dos";
  const gba = /^gba (\w+)$/.exec(command);
  if (gba && !HOMEBREW_GBA_IDS.includes(gba[1]) && !installed.gba.includes(gba[1])) return "gba";
  return command;
}

/** The picture asked for: "gen_image X", "generate an image of X", "draw me X", "dessine-moi X". */
export function imagePrompt(message: string): string | undefined {
  const raw = message.trim().replace(/[.!?]+$/, "");
  const patterns = [
    /^gen_image\s+(.+)$/i,
    /\b(?:image|picture|photo|drawing|illustration)\s+(?:of|showing|with)\s+(.+)$/i,
    /\b(?:draw|paint|sketch)\s+(?:me\s+)?(.+)$/i,
    /\b(?:image|photo|illustration|dessin)\s+(?:d'|d’|de la |du |des |de |avec )\s*(.+)$/i,
    /\b(?:dessine|dessiner|peins|peindre)(?:[- ]moi)?\s+(.+)$/i,
  ];
  for (const re of patterns) {
    const m = re.exec(raw);
    if (m) {
      const prompt = m[1].replace(/\s+please$|\s+(s'il te plaît|s'il vous plaît|stp|svp)$/i, "").trim();
      if (prompt.length >= 2 && prompt.length <= 200) return prompt.toLowerCase();
    }
  }
  return undefined;
}

/**
 * Commands a rule may find from an incidental word: they run only when asked in so many words
 * (the others - a game, a theme, the form - are requests by the rule's own wording).
 */
export const EXPLICIT: Array<[prefix: string, asked: RegExp]> = [
  [
    "projects",
    / (show|list|see|display|browse|montre|montrez|liste|lister|voir|affiche|what have you|what has|qu as tu|qu avez vous)|(projects|projets|portfolio) $/,
  ],
  [
    "lang ",
    / (speak|talk|answer|reply|respond|switch|change|set|use|parle|parles|parlez|passe|passer|mets|repond|reponds|repondre|utilise)|^ (in |en )?(french|english|francais|anglais)/,
  ],
];
export const explicitlyAsked = (command: string, text: string) =>
  EXPLICIT.every(([prefix, asked]) => !command.startsWith(prefix) || asked.test(text));
