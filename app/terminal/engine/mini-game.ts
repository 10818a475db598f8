/** Shared logic of the mini-game commands (snake, hangman, brickbreaker, wordle). */
import type { Command } from "./command";
import type { MiniGame } from "../catalog";
import { MINI_GAME_NAMES } from "../catalog/first-page";

export function miniGameCommand(game: MiniGame, help: Command["help"]): Command {
  return {
    name: game,
    help,
    run(ctx) {
      if (ctx.deps.scriptless) {
        ctx.print("error", ctx.t("needsScript", { cmd: game }));
        return;
      }
      ctx.print("system", ctx.t("launching", { name: MINI_GAME_NAMES[game] }));
      ctx.setMode("overlay");
      ctx.effect({ type: "openGame", game });
    },
  };
}
