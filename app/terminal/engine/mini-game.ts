/** Shared logic of the mini-game commands (snake, hangman, brickbreaker, wordle). */
import type { Command, CommandContext } from "./command";
import type { MiniGame } from "../catalog";
import { message, type Lang, type MessageKey } from "./messages";

const NAME_KEYS: Record<MiniGame, MessageKey> = {
  snake: "gameSnake",
  hangman: "gameHangman",
  brickbreaker: "gameBrickbreaker",
  wordle: "gameWordle",
};

/** A mini-game's name in the terminal's language ("Pendu"), as the overlay's title says it. */
export function miniGameName(ctx: Pick<CommandContext, "t">, game: MiniGame): string {
  return ctx.t(NAME_KEYS[game]);
}

/** The same in a language (the assistant's replies: "Lancement de Pendu", as the overlay then says "Pendu terminé"). */
export const miniGameNameIn = (lang: Lang, game: MiniGame): string => message(lang, NAME_KEYS[game]);

export function miniGameCommand(game: MiniGame, help: Command["help"]): Command {
  return {
    name: game,
    kind: "games",
    help,
    run(ctx) {
      if (ctx.deps.scriptless) {
        ctx.print("error", ctx.t("needsScript", { cmd: game }));
        return;
      }
      ctx.print("system", ctx.t("launching", { name: miniGameName(ctx, game) }));
      ctx.setMode("overlay");
      ctx.effect({ type: "openGame", game });
    },
  };
}
