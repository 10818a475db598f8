import type { Command } from "../command";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const env: Command = {
  name: "env",
  help: {
    en: { usage: "env", summary: "Print the environment variables" },
    fr: { usage: "env", summary: "Afficher les variables d'environnement" },
  },
  run(ctx) {
    for (const [name, value] of ctx.env.entries()) ctx.print("system", `${name}=${value}`);
  },
};

export const exportCommand: Command = {
  name: "export",
  help: {
    en: { usage: "export [NAME=value...]", summary: "Set environment variables (alone: list them)" },
    fr: { usage: "export [NOM=valeur...]", summary: "Définir des variables d'environnement (seul : les lister)" },
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
      ctx.env.set(name, eq < 0 ? (ctx.env.get(name) ?? "") : arg.slice(eq + 1));
    }
    return status;
  },
};

export const unset: Command = {
  name: "unset",
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
