import { readBestScore } from "~/games/shared/best-score";
import type { Command } from "../command";
import type { MessageKey } from "../messages";
import { MINI_GAMES, type MiniGame } from "../../catalog";
import { printInstalledGames, readGameCatalogue } from "../emulator-command";
import { miniGameName } from "../mini-game";

/** The id column's width (the longest mini-game id, brickbreaker, and a space). */
const PAD = 13;

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
  async run(ctx) {
    ctx.print("system", ctx.t("gamesTitle"));
    for (const id of MINI_GAMES) {
      const best = readBestScore(ctx.deps.storage, id);
      const bestText = best > 0 ? ctx.t("gamesBest", { label: ctx.t(BEST_LABEL[id]), best }) : "";
      const name = miniGameName(ctx, id);
      ctx.print("system", `  ${id.padEnd(PAD)} ${name}${bestText}`, {
        segments: [
          { text: "  " },
          { text: id.padEnd(PAD), tone: "accent" },
          { text: ` ${name}` },
          ...(bestText ? [{ text: bestText, tone: "muted" }] : []),
        ],
      });
    }
    // The players' games: only what this site serves (the catalogue names far more than an owner installs).
    const loadingId = ctx.print("system", ctx.t("gameDirectoryReading"), { isLoading: true });
    const catalogue = await readGameCatalogue(ctx);
    ctx.batch(() => {
      ctx.remove(loadingId);
      if (!catalogue) {
        ctx.print("error", ctx.t("gameDirectory"));
        return;
      }
      const installed = [...catalogue.dos, ...catalogue.gba].filter((g) => g.available);
      const pad = Math.max(PAD, ...installed.map((g) => g.id.length));
      for (const kind of ["dos", "gba"] as const) {
        if (!catalogue[kind].some((g) => g.available)) continue;
        ctx.print("system", ctx.t(kind === "dos" ? "gamesDos" : "gamesGba"));
        printInstalledGames(ctx, kind, catalogue[kind], pad);
      }
      ctx.print("system", ctx.t("gamesMore"));
    });
  },
};
