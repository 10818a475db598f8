import type { Command } from "../command";

export const echo: Command = {
  name: "echo",
  help: {
    en: { usage: "echo <text>", summary: "Print the text" },
    fr: { usage: "echo <texte>", summary: "Afficher le texte" },
  },
  run(ctx) {
    ctx.print("system", ctx.args.join(" "));
  },
};
