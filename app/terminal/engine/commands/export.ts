import type { Command } from "../command";
import { NAME } from "../tools/identifier";
import { storeRefused } from "../tools/env-room";

export const exportCommand: Command = {
  name: "export",
  unix: true,
  help: {
    en: { usage: "export [NAME=value...]", summary: "Set environment variables (alone: list them)" },
    fr: { usage: "export [NOM=valeur...]", summary: "Définir des variables d'environnement (seul\u00a0: les lister)" },
  },
  run(ctx) {
    if (ctx.args.length === 0) {
      for (const [name, value] of ctx.env.entries()) ctx.print("system", `declare -x ${name}="${value}"`);
      return 0;
    }
    let status = 0;
    for (const arg of ctx.args) {
      const eq = arg.indexOf("=");
      const name = eq < 0 ? arg : arg.slice(0, eq);
      if (!NAME.test(name)) {
        ctx.print("error", ctx.t("notIdentifier", { cmd: "export", arg }));
        status = 1;
        continue;
      }
      const value = eq < 0 ? (ctx.env.get(name) ?? "") : arg.slice(eq + 1);
      if (storeRefused(ctx, "export", name, value)) {
        status = 1;
        continue;
      }
      ctx.env.set(name, value);
    }
    return status;
  },
};
