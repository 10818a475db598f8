import type { Command } from "../command";

/** `true` and `false`: nothing printed, only an exit status (for `&&`, `||` and `$?`). */
export const trueCommand: Command = {
  name: "true",
  unix: true,
  help: {
    en: { usage: "true", summary: "Do nothing, successfully (exit status 0)" },
    fr: { usage: "true", summary: "Ne rien faire, avec succès (code de sortie 0)" },
  },
  run: () => 0,
};
