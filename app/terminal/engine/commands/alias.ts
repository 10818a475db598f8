import type { Command, CommandContext } from "../command";
import { storeRefused } from "../tools/env-room";

const quoted = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const show = (ctx: CommandContext, name: string) => ctx.print("system", `alias ${name}=${quoted(ctx.aliases.get(name) ?? "")}`);

export const alias: Command = {
  name: "alias",
  unix: true,
  help: {
    en: { usage: "alias [name[=value]]...", summary: "Define or list aliases (ll, la and l are there)" },
    fr: { usage: "alias [nom[=valeur]]...", summary: "Définir ou lister des alias (ll, la et l existent)" },
  },
  man: {
    en: {
      description:
        "Without arguments, lists the aliases. name=value makes name stand for value as a command's first word; name alone shows it.",
      examples: ["alias", "alias gs='git status'", "alias ll"],
    },
    fr: {
      description: "Sans argument, liste les alias. nom=valeur fait valoir nom pour valeur en tête de commande\u00a0; nom seul l'affiche.",
      examples: ["alias", "alias gs='git status'", "alias ll"],
    },
  },
  run(ctx) {
    if (ctx.args.length === 0) {
      for (const name of [...ctx.aliases.keys()].sort()) show(ctx, name);
      return 0;
    }
    let status = 0;
    for (const arg of ctx.args) {
      const eq = arg.indexOf("=");
      if (eq > 0) {
        const name = arg.slice(0, eq);
        if (storeRefused(ctx, "alias", name, arg.slice(eq + 1))) status = 1;
        else ctx.aliases.set(name, arg.slice(eq + 1));
      } else if (ctx.aliases.has(arg)) {
        show(ctx, arg);
      } else {
        ctx.print("error", ctx.t("shellAliasNotFound", { name: arg }));
        status = 1;
      }
    }
    return status;
  },
};
