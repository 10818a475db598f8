import type { Command } from "../command";
import { logout } from "./logout";

/** `exit`: as root it ends the elevated session (like logout); a guest has nowhere to go. */
export const exit: Command = {
  name: "exit",
  help: {
    en: { usage: "exit", summary: "Leave the root session (like logout)" },
    fr: { usage: "exit", summary: "Quitter la session root (comme logout)" },
  },
  run(ctx) {
    if (ctx.state.user === "root") return logout.run(ctx);
    ctx.print(
      "system",
      ctx.lang === "fr"
        ? "Il n'y a pas de sortie : ce terminal est le portfolio. Tapez 'help' pour voir ce qu'il sait faire."
        : "There is no way out: this terminal is the portfolio. Type 'help' to see what it can do.",
    );
  },
};
