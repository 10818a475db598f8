import type { Command } from "../command";

export const whoami: Command = {
  name: "whoami",
  unix: true,
  help: {
    en: { usage: "whoami", summary: "Print the current user" },
    fr: { usage: "whoami", summary: "Afficher l'utilisateur courant" },
  },
  run(ctx) {
    ctx.print("system", ctx.state.user);
  },
};
