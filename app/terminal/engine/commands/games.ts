import type { Command } from "../command";
import { DOS_GAMES, GBA_GAMES, MINI_GAME_NAMES, MINI_GAMES } from "../games";

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
      ctx.print("system", `  ${id.padEnd(13)} ${MINI_GAME_NAMES[id]}`, {
        segments: [{ text: "  " }, { text: id.padEnd(13), tone: "accent" }, { text: ` ${MINI_GAME_NAMES[id]}` }],
      });
    }
    ctx.print("system", fr ? "Jeux DOS (dos <jeu>) :" : "DOS games (dos <game>):");
    ctx.print("system", `  ${Object.keys(DOS_GAMES).join(", ")}`);
    const count = Object.keys(GBA_GAMES).length;
    ctx.print("system", fr ? "Game Boy Advance (gba <jeu>) :" : "Game Boy Advance (gba <game>):");
    ctx.print(
      "system",
      fr
        ? `  ${count} titres (Advance Wars, Mario, Pokemon, Tetris Worlds...) : tapez 'gba' pour la liste`
        : `  ${count} titles (Advance Wars, Mario, Pokemon, Tetris Worlds...): type 'gba' for the list`,
    );
  },
};
