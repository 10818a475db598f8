import type { Command, CommandContext } from "../command";

/** Commands the shell runs itself: no file in /usr/bin. */
export const BUILTINS = new Set([
  "cd",
  "pwd",
  "echo",
  "history",
  "exit",
  "logout",
  "export",
  "unset",
  "type",
  "alias",
  "unalias",
  "kill",
  "help",
]);

const visible = (ctx: CommandContext, name: string) => {
  const cmd = ctx.commands.get(name);
  return !!cmd && (!cmd.rootOnly || ctx.state.user === "root");
};

export const which: Command = {
  name: "which",
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

export const type: Command = {
  name: "type",
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
