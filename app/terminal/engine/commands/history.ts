import type { Command } from "../command";

export const history: Command = {
  name: "history",
  unix: true,
  help: {
    en: { usage: "history", summary: "Show the command history" },
    fr: { usage: "history", summary: "Afficher l'historique des commandes" },
  },
  run(ctx) {
    const width = String(ctx.history.length).length;
    ctx.history.forEach((entry, i) => ctx.print("system", `  ${String(i + 1).padStart(width)}  ${entry}`));
  },
};
