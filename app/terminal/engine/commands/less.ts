import type { Command } from "../command";
import { page, pagerMan } from "../tools/pager";

export const less: Command = {
  name: "less",
  unix: true,
  help: {
    en: { usage: "less <file>", summary: "Show a file (the terminal scrolls)" },
    fr: { usage: "less <fichier>", summary: "Afficher un fichier (le terminal défile)" },
  },
  man: pagerMan("less"),
  run: page,
};
