import { readBestScore } from "~/games/shared/best-score";
import type { Command } from "../command";
import type { MessageKey } from "../messages";
import { DOS_GAMES, GBA_GAMES, HOMEBREW_GBA_IDS, MINI_GAMES, type MiniGame } from "../../catalog";
import { miniGameName } from "../mini-game";

/** What each mini-game's best counts (Hangman and Wordle keep a win streak). */
const BEST_LABEL: Record<MiniGame, MessageKey> = {
  snake: "gamesBestScore",
  brickbreaker: "gamesBestScore",
  hangman: "gamesBestStreak",
  wordle: "gamesBestStreak",
};

export const games: Command = {
  name: "games",
  kind: "games",
  help: {
    en: { usage: "games", summary: "List the games and emulators" },
    fr: { usage: "games", summary: "Lister les jeux et émulateurs" },
  },
  run(ctx) {
    ctx.print("system", ctx.t("gamesTitle"));
    for (const id of MINI_GAMES) {
      const best = readBestScore(ctx.deps.storage, id);
      const bestText = best > 0 ? ctx.t("gamesBest", { label: ctx.t(BEST_LABEL[id]), best }) : "";
      const name = miniGameName(ctx, id);
      ctx.print("system", `  ${id.padEnd(13)} ${name}${bestText}`, {
        segments: [
          { text: "  " },
          { text: id.padEnd(13), tone: "accent" },
          { text: ` ${name}` },
          ...(bestText ? [{ text: bestText, tone: "muted" }] : []),
        ],
      });
    }
    ctx.print("system", ctx.t("gamesDos"));
    ctx.print("system", `  ${Object.keys(DOS_GAMES).join(", ")}`);
    const count = Object.keys(GBA_GAMES).filter((id) => !HOMEBREW_GBA_IDS.includes(id)).length;
    ctx.print("system", ctx.t("gamesGba"));
    ctx.print("system", ctx.t("gamesStarfall"));
    ctx.print("system", ctx.t("gamesGbaCount", { count }));
    ctx.print("system", ctx.t("gamesTry"));
  },
};
