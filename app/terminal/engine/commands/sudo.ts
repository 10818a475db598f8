import type { Command } from "../command";

/**
 * What asks sudo for a root shell rather than one command: `sudo -i`, `sudo -s`, `sudo su` (`su -`, `su root`),
 * `sudo bash`. The same prompt as `sudo` alone; once the password is right, the visitor is root (ADR 056).
 */
function asksForRootShell(args: readonly string[]): boolean {
  const [first, ...rest] = args;
  if (first === "-i" || first === "-s" || first === "--login" || first === "--shell") return rest.length === 0;
  if (first === "bash" || first === "sh") return rest.length === 0;
  return first === "su" && rest.every((arg) => ["-", "-l", "--login", "root"].includes(arg));
}

export const sudo: Command = {
  name: "sudo",
  help: {
    en: { usage: "sudo [command | -i | su]", summary: "Gain root privileges (asks for the password)" },
    fr: { usage: "sudo [commande | -i | su]", summary: "Obtenir les privilèges root (demande le mot de passe)" },
  },
  run(ctx) {
    const [first, ...rest] = ctx.args;
    if (first === undefined || asksForRootShell(ctx.args)) {
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
