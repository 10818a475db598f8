/**
 * Shared logic of `dos [game]` and `gba [game]`. With a game id from the
 * catalogue it opens the player, or says the game is not installed (and how the
 * owner adds it) when the server's list says so; with no argument it lists
 * the games the server has installed (GET /api/games) and where an owner reads
 * how to add more, or "Cannot access game directory." when that list cannot be read.
 */
import type { Command, CommandContext } from "./command";
import { DOS_GAMES, DOS_PACKAGES, DOS_SHELL_ID, GBA_GAMES, STARFALL_GAME_ID, type GameCatalogue } from "../catalog";

type Kind = "dos" | "gba";

/** A game's name as the terminal says it: the DOS prompt's in the terminal's language, any other as catalogued. */
function shownName(ctx: CommandContext, kind: Kind, id: string, name: string): string {
  return kind === "dos" && id === DOS_SHELL_ID ? ctx.t("dosShellName") : name;
}

/** Both players' catalogues with what is installed (GET /api/games), or null when the list cannot be read. */
export async function readGameCatalogue(ctx: CommandContext): Promise<GameCatalogue | null> {
  try {
    const result = await ctx.deps.api.games();
    return result.ok && result.catalogue ? result.catalogue : null;
  } catch {
    return null;
  }
}

async function readCatalogue(ctx: CommandContext, kind: Kind): Promise<GameCatalogue[Kind] | null> {
  return (await readGameCatalogue(ctx))?.[kind] ?? null;
}

/**
 * One row per game the site serves (`  <id>  <name>`, the id padded to `pad`): the catalogue names
 * more games than an owner ever installs, and a list of what cannot be played is a list of refusals.
 */
export function printInstalledGames(ctx: CommandContext, kind: Kind, entries: GameCatalogue[Kind], pad: number): void {
  for (const { id, name: catalogued, available } of entries) {
    if (!available) continue;
    const name = shownName(ctx, kind, id, catalogued);
    ctx.print("system", `  ${id.padEnd(pad)} ${name}`, {
      segments: [{ text: "  " }, { text: id.padEnd(pad), tone: "accent" }, { text: ` ${name}` }],
    });
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
    printInstalledGames(ctx, kind, entries, 20);
    ctx.print("system", ctx.t("gamesMore"));
  });
}

export function emulatorCommand(kind: Kind, help: Command["help"]): Command {
  const catalogue = kind === "dos" ? DOS_GAMES : GBA_GAMES;
  return {
    name: kind,
    kind: "games",
    help,
    async run(ctx) {
      const arg = ctx.args[0];
      if (arg === undefined) return listGames(ctx, kind);
      const id = arg.toLowerCase();
      const catalogued = Object.prototype.hasOwnProperty.call(catalogue, id) ? catalogue[id] : undefined;
      if (catalogued === undefined) {
        ctx.print("error", ctx.t("emulatorNotFound", { cmd: kind }));
        return;
      }
      const name = shownName(ctx, kind, id, catalogued);
      if (ctx.deps.scriptless) {
        ctx.print("error", ctx.t("needsScript", { cmd: `${kind} ${id}` }));
        return;
      }
      // A game the server does not have is said here, not as a player failing to fetch it; when the
      // list cannot be read the player opens and its own error screen tells what went wrong.
      const installed = (await readCatalogue(ctx, kind))?.find((entry) => entry.id === id)?.available;
      if (installed === false) {
        const file = kind === "dos" ? `${DOS_PACKAGES[id] ?? id}.jsdos` : `${id}.gba`;
        ctx.print("error", ctx.t("gameNotInstalled", { name, file, dir: kind === "dos" ? "DOS_BUNDLES_DIR" : "GBA_ROMS_DIR" }));
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
