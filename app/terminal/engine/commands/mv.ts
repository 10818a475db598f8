import type { Command } from "../command";
import { transfer } from "../transfer";

export const mv: Command = {
  name: "mv",
  unix: true,
  help: {
    en: { usage: "mv <source>... <dest>", summary: "Move or rename files" },
    fr: { usage: "mv <source>... <cible>", summary: "Déplacer ou renommer des fichiers" },
  },
  man: {
    en: {
      description: "Moves each source to the destination (a new name, or a directory to move into). Both ends must be writable by you.",
      examples: ["mv notes.txt ideas.txt", "mv /tmp/a.txt ~"],
    },
    fr: {
      description:
        "Déplace chaque source vers la cible (un nouveau nom, ou un dossier où la mettre). Les deux côtés doivent vous être accessibles en écriture.",
      examples: ["mv notes.txt idees.txt", "mv /tmp/a.txt ~"],
    },
  },
  run: (ctx) => transfer(ctx, true),
};
