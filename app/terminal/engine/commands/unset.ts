import type { Command } from "../command";
import { NAME } from "../tools/identifier";

export const unset: Command = {
  name: "unset",
  unix: true,
  help: {
    en: { usage: "unset <NAME...>", summary: "Remove environment variables" },
    fr: { usage: "unset <NOM...>", summary: "Supprimer des variables d'environnement" },
  },
  run(ctx) {
    let status = 0;
    for (const name of ctx.args) {
      if (!NAME.test(name)) {
        ctx.print("error", ctx.t("notIdentifier", { cmd: "unset", arg: name }));
        status = 1;
      } else ctx.env.unset(name);
    }
    return status;
  },
};
