import type { Command } from "../command";

export const falseCommand: Command = {
  name: "false",
  unix: true,
  help: {
    en: { usage: "false", summary: "Do nothing, unsuccessfully (exit status 1)" },
    fr: { usage: "false", summary: "Ne rien faire, sans succès (code de sortie 1)" },
  },
  run: () => 1,
};
