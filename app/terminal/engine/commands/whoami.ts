import type { Command } from "../command";

export const whoami: Command = {
  name: "whoami",
  help: {
    en: { usage: "whoami", summary: "Print the current user" },
    fr: { usage: "whoami", summary: "Afficher l'utilisateur courant" },
  },
  run(ctx) {
    ctx.print("system", ctx.state.user);
  },
};
