import type { Command } from "../command";
import { parseOptions, readInputs } from "../tools/text-io";

export const wc: Command = {
  name: "wc",
  unix: true,
  help: {
    en: { usage: "wc [-l -w -c] [file...]", summary: "Count lines, words and bytes" },
    fr: { usage: "wc [-l -w -c] [fichier...]", summary: "Compter les lignes, les mots et les octets" },
  },
  man: {
    en: {
      description:
        "Prints the newline, word and byte counts of each file (or of standard input), and a total line when there are several files.",
      options: [
        ["-l", "print the newline count"],
        ["-w", "print the word count"],
        ["-c", "print the byte count"],
      ],
      examples: ["wc -l /etc/passwd", "cat notes.txt | wc -w"],
    },
    fr: {
      description:
        "Affiche le nombre de sauts de ligne, de mots et d'octets de chaque fichier (ou de l'entrée standard), et une ligne de total s'il y a plusieurs fichiers.",
      options: [
        ["-l", "afficher le nombre de sauts de ligne"],
        ["-w", "afficher le nombre de mots"],
        ["-c", "afficher le nombre d'octets"],
      ],
      examples: ["wc -l /etc/passwd", "cat notes.txt | wc -w"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "lwcm");
    if (!options) return 1;
    const f = options.flags;
    const shown = f.size === 0 ? ["l", "w", "c"] : ["l", "w", "c"].filter((k) => f.has(k) || (k === "c" && f.has("m")));
    const { inputs, failed } = readInputs(ctx, options.operands);
    const rows = inputs.map((input) => {
      // Stored files count as newline-terminated, as a real file would be; a pipe counts what came (`echo -n hi | wc -c` is 2).
      const text = input.name === "-" || input.text === "" || input.text.endsWith("\n") ? input.text : `${input.text}\n`;
      return {
        name: input.name === "-" ? "" : input.name,
        l: (text.match(/\n/g) ?? []).length,
        w: text.split(/\s+/).filter(Boolean).length,
        c: new TextEncoder().encode(text).length,
      };
    });
    if (rows.length > 1)
      rows.push({
        name: "total",
        ...(["l", "w", "c"] as const).reduce((acc, k) => ({ ...acc, [k]: rows.reduce((s, r) => s + r[k], 0) }), { l: 0, w: 0, c: 0 }),
      });
    // GNU's column width: the digits of the largest byte count, at least 7 when standard input is read.
    const single = rows.length === 1 && shown.length === 1;
    const widest = String(Math.max(0, ...rows.map((r) => r.c))).length;
    const width = single ? 0 : inputs.some((input) => input.name === "-") ? Math.max(7, widest) : widest;
    for (const row of rows) {
      const cells = shown.map((k) => String(row[k as "l"]).padStart(width));
      ctx.print("system", [...cells, ...(row.name ? [row.name] : [])].join(" "));
    }
    return failed ? 1 : 0;
  },
};
