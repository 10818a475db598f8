import type { Command } from "../command";

export const sudo: Command = {
  name: "sudo",
  help: {
    en: { usage: "sudo [command]", summary: "Gain root privileges (asks for the password)" },
    fr: { usage: "sudo [commande]", summary: "Obtenir les privilèges root (demande le mot de passe)" },
  },
  run(ctx) {
    const [first, ...rest] = ctx.args;
    if (first === undefined) {
      if (ctx.state.user === "root") ctx.print("system", ctx.t("sudoAlreadyRoot"));
      else ctx.askPassword();
      return;
    }
    const name = first.toLowerCase();
    if (!ctx.commands.has(name)) {
      ctx.print("error", ctx.t("sudoCommandNotFound", { cmd: first }));
      return;
    }
    if (ctx.state.user === "root") return ctx.execute(name, rest);
    ctx.askPassword({ name, args: rest });
  },
};
