import type { Command } from "../command";

export const unalias: Command = {
  name: "unalias",
  unix: true,
  help: {
    en: { usage: "unalias [-a] <name>...", summary: "Remove aliases (-a: all of them)" },
    fr: { usage: "unalias [-a] <nom>...", summary: "Supprimer des alias (-a\u00a0: tous)" },
  },
  man: {
    en: {
      description: "Removes each named alias; -a removes them all.",
      options: [["-a", "remove every alias"]],
      examples: ["unalias ll"],
    },
    fr: {
      description: "Supprime chaque alias nommé\u00a0; -a les supprime tous.",
      options: [["-a", "supprimer tous les alias"]],
      examples: ["unalias ll"],
    },
  },
  run(ctx) {
    if (ctx.args.includes("-a")) {
      ctx.aliases.clear();
      return 0;
    }
    let status = 0;
    for (const name of ctx.args) {
      if (!ctx.aliases.delete(name)) {
        ctx.print("error", ctx.t("shellUnaliasNotFound", { name }));
        status = 1;
      }
    }
    return status;
  },
};
