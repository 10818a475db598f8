import type { Command } from "../command";

export const echo: Command = {
  name: "echo",
  unix: true,
  help: {
    en: { usage: "echo <text>", summary: "Print the text ($USER, $HOME, $PWD are expanded)" },
    fr: { usage: "echo <texte>", summary: "Afficher le texte ($USER, $HOME, $PWD sont remplacés)" },
  },
  run(ctx) {
    // The shell has already expanded the variables (and left quoted '$HOME' alone).
    ctx.print("system", ctx.args.join(" "));
  },
};
