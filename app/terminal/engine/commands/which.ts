import type { Command } from "../command";
import { BUILTINS, visible } from "../tools/builtins";

export const which: Command = {
  name: "which",
  unix: true,
  help: {
    en: { usage: "which <command...>", summary: "Locate a command's program" },
    fr: { usage: "which <commande...>", summary: "Trouver le programme d'une commande" },
  },
  run(ctx) {
    let status = ctx.args.length === 0 ? 1 : 0;
    for (const name of ctx.args) {
      if (visible(ctx, name) && !BUILTINS.has(name)) ctx.print("system", `/usr/bin/${name}`);
      else status = 1;
    }
    return status;
  },
};
