import type { Command } from "../command";
import { headOrTail } from "../tools/head-tail";

export const tail: Command = {
  name: "tail",
  unix: true,
  help: {
    en: { usage: "tail [-n N] [file...]", summary: "Print the last lines (10 by default)" },
    fr: { usage: "tail [-n N] [fichier...]", summary: "Afficher les dernières lignes (10 par défaut)" },
  },
  man: {
    en: {
      description: "Prints the last 10 lines of each file, or of standard input, with a header per file when there are several.",
      options: [["-n N, -N", "print the last N lines (-n +N: from line N on)"]],
      examples: ["tail -n 2 /var/log/auth.log", "history | tail"],
    },
    fr: {
      description:
        "Affiche les 10 dernières lignes de chaque fichier, ou de l'entrée standard, avec un en-tête par fichier s'il y en a plusieurs.",
      options: [["-n N, -N", "afficher les N dernières lignes (-n +N\u00a0: à partir de la ligne N)"]],
      examples: ["tail -n 2 /var/log/auth.log", "history | tail"],
    },
  },
  run: (ctx) => headOrTail(ctx, (lines, n) => (n === 0 ? [] : lines.slice(-n))),
};
