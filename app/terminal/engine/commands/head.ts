import type { Command } from "../command";
import { headOrTail } from "../tools/head-tail";

export const head: Command = {
  name: "head",
  unix: true,
  help: {
    en: { usage: "head [-n N] [file...]", summary: "Print the first lines (10 by default)" },
    fr: { usage: "head [-n N] [fichier...]", summary: "Afficher les premières lignes (10 par défaut)" },
  },
  man: {
    en: {
      description: "Prints the first 10 lines of each file, or of standard input, with a header per file when there are several.",
      options: [["-n N, -N", "print the first N lines"]],
      examples: ["head -n 3 /etc/passwd", "history | head -5"],
    },
    fr: {
      description:
        "Affiche les 10 premières lignes de chaque fichier, ou de l'entrée standard, avec un en-tête par fichier s'il y en a plusieurs.",
      options: [["-n N, -N", "afficher les N premières lignes"]],
      examples: ["head -n 3 /etc/passwd", "history | head -5"],
    },
  },
  run: (ctx) => headOrTail(ctx, (lines, n) => lines.slice(0, n)),
};
