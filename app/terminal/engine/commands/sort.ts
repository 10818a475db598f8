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
    // Keys computed once per line, not at each of the n·log n comparisons (a regular expression for -n).
    const rows = inputs
      .flatMap((input) => linesOf(input.text))
      .map((line) => ({ line, key: f.has("f") ? line.toLowerCase() : line, number: f.has("n") ? numberOf(line) : 0 }));
    type Row = (typeof rows)[number];
    const textual = (a: Row, b: Row) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    const compareKey = (a: Row, b: Row) => (f.has("n") ? a.number - b.number : textual(a, b));
    rows.sort(f.has("n") ? (a, b) => a.number - b.number || textual(a, b) : textual);
    if (f.has("r")) rows.reverse();
    const unique = f.has("u") ? rows.filter((row, i) => i === 0 || compareKey(rows[i - 1], row) !== 0) : rows;
    printLines(
      ctx,
      unique.map((row) => row.line),
    );
    return 0;
  },
};
