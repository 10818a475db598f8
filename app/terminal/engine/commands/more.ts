import type { Command } from "../command";
import { page, pagerMan } from "../tools/pager";

export const more: Command = {
  name: "more",
  unix: true,
  help: {
    en: { usage: "more <file>", summary: "Show a file (the terminal scrolls)" },
    fr: { usage: "more <fichier>", summary: "Afficher un fichier (le terminal défile)" },
  },
  man: pagerMan("more"),
  run: page,
};
