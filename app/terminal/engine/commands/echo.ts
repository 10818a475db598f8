import type { Command } from "../command";

export const echo: Command = {
  name: "echo",
  help: {
    en: { usage: "echo <text>", summary: "Print the text ($USER, $HOME, $PWD are expanded)" },
    fr: { usage: "echo <texte>", summary: "Afficher le texte ($USER, $HOME, $PWD sont remplacés)" },
  },
  run(ctx) {
    const vars: Record<string, string> = {
      USER: ctx.state.user,
      HOME: ctx.home(),
      PWD: ctx.state.cwd,
      SHELL: "/bin/bash",
      HOSTNAME: ctx.deps.content.profile.handle,
    };
    const text = ctx.args.join(" ").replace(/\$(\w+)|\$\{(\w+)\}/g, (_match, a?: string, b?: string) => {
      const name = a ?? b ?? "";
      return Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : "";
    });
    ctx.print("system", text);
  },
};
