import type { Command } from "../command";
import { unescape } from "../tools/escapes";
import { printText } from "../tools/print-text";

/** bash's echo options: only words made of n, e and E after a dash; anything else is text (`echo -x` prints -x). */
const OPTIONS = /^-[neE]+$/;

export const echo: Command = {
  name: "echo",
  unix: true,
  help: {
    en: { usage: "echo [-neE] <text>", summary: "Print the text (-n: no newline, -e: read \\n, \\t... escapes)" },
    fr: { usage: "echo [-neE] <texte>", summary: "Afficher le texte (-n\u00a0: sans fin de ligne, -e\u00a0: lire \\n, \\t...)" },
  },
  man: {
    en: {
      description: "Prints its arguments separated by spaces. The shell has already expanded $VAR, $(command) and globs.",
      options: [
        ["-n", "no newline at the end"],
        ["-e", "read backslash escapes: \\n, \\t, \\\\, \\xHH, \\0nnn; \\c stops the output (colour codes are dropped)"],
        ["-E", "print backslashes as they are (the default)"],
      ],
      examples: ['echo -e "one\\ttwo\\nthree"', "echo -n no-newline | wc -c", "echo $HOME"],
    },
    fr: {
      description: "Affiche ses arguments séparés par des espaces. Le shell a déjà remplacé $VAR, $(commande) et les motifs.",
      options: [
        ["-n", "pas de fin de ligne"],
        [
          "-e",
          "lire les échappements\u00a0: \\n, \\t, \\\\, \\xHH, \\0nnn\u00a0; \\c arrête la sortie (les codes de couleur sont ignorés)",
        ],
        ["-E", "afficher les barres obliques inverses telles quelles (par défaut)"],
      ],
      examples: ['echo -e "un\\tdeux\\ntrois"', "echo -n sans-fin | wc -c", "echo $HOME"],
    },
  },
  run(ctx) {
    let newline = true;
    let escapes = false;
    let at = 0;
    for (; at < ctx.args.length && OPTIONS.test(ctx.args[at]!); at++) {
      for (const flag of ctx.args[at]!.slice(1)) {
        if (flag === "n") newline = false;
        else escapes = flag === "e";
      }
    }
    const text = ctx.args.slice(at).join(" ");
    if (!escapes) return printText(ctx, newline ? `${text}\n` : text);
    // \c stops the output there, the newline included.
    const read = unescape(text, "echo");
    printText(ctx, newline && !read.stop ? `${read.text}\n` : read.text, true);
  },
};
