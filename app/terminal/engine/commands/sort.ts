import type { Command } from "../command";
import { linesOf, parseOptions, printLines, readInputs } from "../tools/text-io";

/** The leading number of a line as sort -n reads it (none counts as 0). */
const numberOf = (line: string): number => Number(/^\s*(-?\d+(?:\.\d+)?)/.exec(line)?.[1] ?? 0);

export const sort: Command = {
  name: "sort",
  unix: true,
  help: {
    en: { usage: "sort [-r -n -u] [file...]", summary: "Sort lines" },
    fr: { usage: "sort [-r -n -u] [fichier...]", summary: "Trier les lignes" },
  },
  man: {
    en: {
      description: "Writes the sorted concatenation of the files (or of standard input).",
      options: [
        ["-r", "reverse the result"],
        ["-n", "compare by leading number"],
        ["-u", "output only the first of equal lines"],
      ],
      examples: ["sort -r todo.md", "cat /etc/passwd | sort -u"],
    },
    fr: {
      description: "Écrit la concaténation triée des fichiers (ou de l'entrée standard).",
      options: [
        ["-r", "inverser le résultat"],
        ["-n", "comparer selon le nombre en tête de ligne"],
        ["-u", "n'écrire que la première de lignes égales"],
      ],
      examples: ["sort -r todo.md", "cat /etc/passwd | sort -u"],
    },
  },
  run(ctx) {
    const options = parseOptions(ctx, "rnuf");
    if (!options) return 2;
    const { inputs, failed } = readInputs(ctx, options.operands);
    if (failed) return 2;
    const f = options.flags;
    const key = (line: string) => (f.has("f") ? line.toLowerCase() : line);
    const textual = (a: string, b: string) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
    const compare = f.has("n") ? (a: string, b: string) => numberOf(a) - numberOf(b) || textual(a, b) : textual;
    const lines = inputs.flatMap((input) => linesOf(input.text)).sort(compare);
    if (f.has("r")) lines.reverse();
    const unique = f.has("u") ? lines.filter((line, i) => i === 0 || compareKey(lines[i - 1], line) !== 0) : lines;
    printLines(ctx, unique);
    return 0;

    function compareKey(a: string, b: string): number {
      return f.has("n") ? numberOf(a) - numberOf(b) : textual(a, b);
    }
  },
};
