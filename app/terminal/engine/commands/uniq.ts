import type { Command } from "../command";
import { linesOf, parseOptions, readInputs } from "../tools/text-io";

export const uniq: Command = {
  name: "uniq",
  unix: true,
  help: {
    en: { usage: "uniq [-c -d -u] [file]", summary: "Drop repeated adjacent lines" },
    fr: { usage: "uniq [-c -d -u] [fichier]", summary: "Supprimer les lignes adjacentes répétées" },
  },
  man: {
    en: {
      description: "Writes the file (or standard input) with adjacent equal lines merged into one; sort first to merge all equal lines.",
      options: [
        ["-c", "prefix lines by the number of occurrences"],
        ["-d", "print only repeated lines"],
        ["-u", "print only lines that are not repeated"],
        ["-i", "ignore case when comparing"],
      ],
      examples: ["sort words.txt | uniq -c"],
    },
    fr: {
      description:
        "Écrit le fichier (ou l'entrée standard) en fusionnant les lignes égales adjacentes\u00a0; triez d'abord pour fusionner toutes les lignes égales.",
      options: [
        ["-c", "préfixer les lignes par leur nombre d'occurrences"],
        ["-d", "n'afficher que les lignes répétées"],
        ["-u", "n'afficher que les lignes non répétées"],
        ["-i", "ignorer la casse dans les comparaisons"],
      ],
      examples: ["sort mots.txt | uniq -c"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "cdui");
    if (!options) return 1;
    const { inputs, failed } = readInputs(ctx, options.operands.slice(0, 1));
    if (failed) return 1;
    const f = options.flags;
    const same = (a: string, b: string) => (f.has("i") ? a.toLowerCase() === b.toLowerCase() : a === b);
    const groups: Array<{ line: string; count: number }> = [];
    for (const line of linesOf(inputs[0]?.text ?? "")) {
      const last = groups[groups.length - 1];
      if (last && same(last.line, line)) last.count++;
      else groups.push({ line, count: 1 });
    }
    for (const g of groups) {
      if ((f.has("d") && g.count < 2) || (f.has("u") && g.count > 1)) continue;
      ctx.print("system", f.has("c") ? `${String(g.count).padStart(7)} ${g.line}` : g.line);
    }
    return 0;
  },
};
