/** Shared logic of `dos [game]` and `gba [game]`. */
import type { Command } from "./command";
import { DOS_GAMES, GBA_GAMES } from "./games";

export function emulatorCommand(kind: "dos" | "gba", help: Command["help"]): Command {
  const catalogue = kind === "dos" ? DOS_GAMES : GBA_GAMES;
  return {
    name: kind,
    help,
    run(ctx) {
      const fr = ctx.lang === "fr";
      const arg = ctx.args[0];
      if (arg === undefined) {
        ctx.print("system", fr ? `Usage : ${kind} <jeu>. Jeux :` : `Usage: ${kind} <game>. Games:`);
        for (const [id, name] of Object.entries(catalogue)) {
          ctx.print("system", `  ${id.padEnd(20)} ${name}`, {
            segments: [{ text: "  " }, { text: id.padEnd(20), tone: "accent" }, { text: ` ${name}` }],
          });
        }
        return;
      }
      const id = arg.toLowerCase();
      const name = Object.prototype.hasOwnProperty.call(catalogue, id) ? catalogue[id] : undefined;
      if (name === undefined) {
        ctx.print("error", `${kind}: emulator or game not found`);
        return;
      }
      ctx.print("system", fr ? `Lancement de ${name}...` : `Launching ${name}...`);
      ctx.setMode("overlay");
      ctx.effect(kind === "dos" ? { type: "openDos", gameId: id, name } : { type: "openGba", gameId: id, name });
    },
  };
}
