import type { Command, CommandContext } from "../command";
import { linesOf, parseCount, parseOptions, printLines, readInputs } from "./text-io";

/** head and tail: the first or last N lines (10 by default) of each file or of standard input. */
function headOrTail(ctx: CommandContext, pick: (lines: string[], n: number) => string[]): number {
  // `-5` is the old spelling of `-n 5`.
  const args = ctx.args.map((arg) => (/^-\d+$/.test(arg) ? `-n${arg.slice(1)}` : arg));
  const options = parseOptions({ ...ctx, args }, "qv", "n");
  if (!options) return 1;
  const raw = options.values.get("n");
  const n = raw === undefined ? 10 : parseCount(ctx, raw);
  if (n === undefined) return 1;
  const { inputs, failed } = readInputs(ctx, options.operands);
  inputs.forEach((input, i) => {
    if (inputs.length > 1 || options.operands.length > 1) {
      if (i > 0) ctx.print("system", "");
      ctx.print("system", `==> ${input.name === "-" ? "standard input" : input.name} <==`);
    }
    printLines(ctx, pick(linesOf(input.text), n));
  });
  return failed ? 1 : 0;
}

export const head: Command = {
  name: "head",
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

export const tail: Command = {
  name: "tail",
  help: {
    en: { usage: "tail [-n N] [file...]", summary: "Print the last lines (10 by default)" },
    fr: { usage: "tail [-n N] [fichier...]", summary: "Afficher les dernières lignes (10 par défaut)" },
  },
  man: {
    en: {
      description: "Prints the last 10 lines of each file, or of standard input, with a header per file when there are several.",
      options: [["-n N, -N", "print the last N lines"]],
      examples: ["tail -n 2 /var/log/auth.log", "history | tail"],
    },
    fr: {
      description:
        "Affiche les 10 dernières lignes de chaque fichier, ou de l'entrée standard, avec un en-tête par fichier s'il y en a plusieurs.",
      options: [["-n N, -N", "afficher les N dernières lignes"]],
      examples: ["tail -n 2 /var/log/auth.log", "history | tail"],
    },
  },
  run: (ctx) => headOrTail(ctx, (lines, n) => (n === 0 ? [] : lines.slice(-n))),
};
