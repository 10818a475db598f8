import type { Command } from "../command";
import { BUILTINS, visible } from "../tools/builtins";

export const type: Command = {
  name: "type",
  unix: true,
  help: {
    en: { usage: "type <command...>", summary: "Tell how a command name would be run" },
    fr: { usage: "type <commande...>", summary: "Dire comment un nom de commande serait exécuté" },
  },
  run(ctx) {
    let status = 0;
    for (const name of ctx.args) {
      if (!visible(ctx, name)) {
        ctx.print("error", `bash: type: ${name}: not found`);
        status = 1;
      } else
        ctx.print(
          "system",
          BUILTINS.has(name) ? ctx.t("typeBuiltin", { cmd: name }) : ctx.t("typeFile", { cmd: name, path: `/usr/bin/${name}` }),
        );
    }
    return status;
  },
};
