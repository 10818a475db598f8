import { readBestScore } from "~/games/shared/best-score";
import type { Command } from "../command";
import { DEMO_GAME_ID, DOS_GAMES, GBA_GAMES, MINI_GAME_NAMES, MINI_GAMES, type MiniGame } from "../games";

/** What each mini-game's best counts (Hangman and Wordle keep a win streak). */
const BEST_LABEL: Record<MiniGame, { en: string; fr: string }> = {
  snake: { en: "best score", fr: "meilleur score" },
  brickbreaker: { en: "best score", fr: "meilleur score" },
  hangman: { en: "best streak", fr: "meilleure série" },
  wordle: { en: "best streak", fr: "meilleure série" },
};

export const games: Command = {
  name: "games",
  help: {
    en: { usage: "games", summary: "List the games and emulators" },
    fr: { usage: "games", summary: "Lister les jeux et émulateurs" },
  },
  run(ctx) {
    const fr = ctx.lang === "fr";
    ctx.print("system", fr ? "Jeux disponibles :" : "Available games:");
    for (const id of MINI_GAMES) {
      const best = readBestScore(ctx.deps.storage, id);
      const bestText = best > 0 ? ` (${BEST_LABEL[id][ctx.lang]}: ${best})` : "";
      ctx.print("system", `  ${id.padEnd(13)} ${MINI_GAME_NAMES[id]}${bestText}`, {
        segments: [
          { text: "  " },
          { text: id.padEnd(13), tone: "accent" },
          { text: ` ${MINI_GAME_NAMES[id]}` },
          ...(bestText ? [{ text: bestText, tone: "muted" }] : []),
        ],
      });
    }
    ctx.print("system", fr ? "Jeux DOS (dos <jeu>) :" : "DOS games (dos <game>):");
    ctx.print("system", `  ${Object.keys(DOS_GAMES).join(", ")}`);
    const count = Object.keys(GBA_GAMES).filter((id) => id !== DEMO_GAME_ID).length;
    ctx.print("system", fr ? "Game Boy Advance (gba <jeu>) :" : "Game Boy Advance (gba <game>):");
    ctx.print(
      "system",
      fr
        ? `  ${count} titres (Advance Wars, Mario, Pokemon, Tetris Worlds...) et la démo maison : tapez 'gba' pour la liste`
        : `  ${count} titles (Advance Wars, Mario, Pokemon, Tetris Worlds...) and the homebrew demo: type 'gba' for the list`,
    );
    ctx.print(
      "system",
      fr ? "  Essayez 'dos demo' et 'gba demo' : elles marchent toujours." : "  Try 'dos demo' and 'gba demo': they always work.",
    );
  },
};
