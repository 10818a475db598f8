/**
 * Shared logic of `dos [game]` and `gba [game]`. With a game id from the
 * catalogue it opens the player (a game the owner has not installed fails
 * inside the player with the spec's error screen); with no argument it lists
 * the catalogue with what the server has installed (GET /api/games), or
 * "Cannot access game directory." when that list cannot be read.
 */
import type { Command, CommandContext } from "./command";
import { DOS_GAMES, GBA_GAMES, STARFALL_GAME_ID, type GameCatalogue } from "../catalog";

type Kind = "dos" | "gba";

async function readCatalogue(ctx: CommandContext, kind: Kind): Promise<GameCatalogue[Kind] | null> {
  try {
    const result = await ctx.deps.api.games();
    return result.ok && result.catalogue ? result.catalogue[kind] : null;
  } catch {
    return null;
  }
}

async function listGames(ctx: CommandContext, kind: Kind): Promise<void> {
  const loadingId = ctx.print("system", ctx.t("gameDirectoryReading"), { isLoading: true });
  const entries = await readCatalogue(ctx, kind);
  ctx.batch(() => {
    ctx.remove(loadingId);
    if (!entries) {
      ctx.print("error", ctx.t("gameDirectory"));
      return;
    }
    ctx.print("system", ctx.t("emulatorUsage", { kind }));
    for (const { id, name, available } of entries) {
      const status = available ? "" : ctx.t("notInstalled");
      ctx.print("system", `  ${id.padEnd(20)} ${name}${status}`, {
        segments: [
          { text: "  " },
          { text: id.padEnd(20), tone: "accent" },
          { text: ` ${name}` },
          ...(status ? [{ text: status, tone: "muted" }] : []),
        ],
      });
    }
  });
}

export function emulatorCommand(kind: Kind, help: Command["help"]): Command {
  const catalogue = kind === "dos" ? DOS_GAMES : GBA_GAMES;
  return {
    name: kind,
    help,
    run(ctx) {
      const arg = ctx.args[0];
      if (arg === undefined) return listGames(ctx, kind);
      const id = arg.toLowerCase();
      const name = Object.prototype.hasOwnProperty.call(catalogue, id) ? catalogue[id] : undefined;
      if (name === undefined) {
        ctx.print("error", ctx.t("emulatorNotFound", { cmd: kind }));
        return;
      }
      if (ctx.deps.scriptless) {
        ctx.print("error", ctx.t("needsScript", { cmd: `${kind} ${id}` }));
        return;
      }
      ctx.print("system", ctx.t("launching", { name }));
      // The game says PRESS START; the visitor needs to know which key that is.
      if (kind === "gba" && id === STARFALL_GAME_ID) ctx.print("system", ctx.t("starfallKeys"));
      ctx.setMode("overlay");
      ctx.effect(kind === "dos" ? { type: "openDos", gameId: id, name } : { type: "openGba", gameId: id, name });
    },
  };
}
