import type { Command } from "../command";

export const echo: Command = {
  name: "echo",
  unix: true,
  help: {
    en: { usage: "echo <text>", summary: "Print the text ($USER, $HOME, $PWD are expanded)" },
    fr: { usage: "echo <texte>", summary: "Afficher le texte ($USER, $HOME, $PWD sont remplacés)" },
  },
  run(ctx) {
    const text = ctx.args.join(" ").replace(/\$(\w+)|\$\{(\w+)\}/g, (_match, a?: string, b?: string) => ctx.env.get(a ?? b ?? "") ?? "");
    ctx.print("system", text);
  },
};
