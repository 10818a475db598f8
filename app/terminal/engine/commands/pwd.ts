import type { Command } from "../command";

export const pwd: Command = {
  name: "pwd",
  unix: true,
  help: {
    en: { usage: "pwd", summary: "Print the current directory" },
    fr: { usage: "pwd", summary: "Afficher le répertoire courant" },
  },
  run(ctx) {
    ctx.print("system", ctx.state.cwd);
  },
};
