import type { Command } from "../command";
import { transfer } from "../transfer";

export const cp: Command = {
  name: "cp",
  unix: true,
  help: {
    en: { usage: "cp [-r] <source>... <dest>", summary: "Copy files (-r: directories too)" },
    fr: { usage: "cp [-r] <source>... <cible>", summary: "Copier des fichiers (-r\u00a0: dossiers aussi)" },
  },
  man: {
    en: {
      description: "Copies each source to the destination (a new name, or a directory to copy into). Copies land in your home or /tmp.",
      options: [["-r, -R", "copy directories and their contents"]],
      examples: ["cp notes.txt notes.bak", "cp -r ~/.secrets /tmp/loot"],
    },
    fr: {
      description:
        "Copie chaque source vers la cible (un nouveau nom, ou un dossier où copier). Les copies vont dans votre dossier ou /tmp.",
      options: [["-r, -R", "copier les dossiers et leur contenu"]],
      examples: ["cp notes.txt notes.bak", "cp -r ~/.secrets /tmp/butin"],
    },
  },
  run: (ctx) => transfer(ctx, false),
};
