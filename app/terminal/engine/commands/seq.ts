import type { Command, CommandContext } from "../command";
import { LimitExceeded, PIPE_MAX_CHARS, SCREEN_MAX_CHARS } from "../limits";

/** A number as seq reads it, and how many digits follow its point (the output keeps the most of FIRST and INCREMENT, as GNU does). */
function operand(ctx: CommandContext, text: string): { value: number; decimals: number } | undefined {
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) || !Number.isFinite(Number(text))) {
    ctx.print("error", ctx.t("seqBadNumber", { arg: text }));
    return undefined;
  }
  const fraction = /\.(\d*)/.exec(text)?.[1] ?? "";
  return { value: Number(text), decimals: /e/i.test(text) ? 0 : fraction.length };
}

/** `-5` and `-.5` are numbers, not options (GNU seq reads negative operands). */
const isNumberLike = (arg: string) => /^-(\d|\.\d)/.test(arg);

export const seq: Command = {
  name: "seq",
  unix: true,
  help: {
    en: { usage: "seq [-s SEP] [-w] [first [step]] last", summary: "Print a sequence of numbers" },
    fr: { usage: "seq [-s SÉP] [-w] [début [pas]] fin", summary: "Afficher une suite de nombres" },
  },
  man: {
    en: {
      description:
        "Prints the numbers from FIRST (default 1) to LAST, by STEP (default 1), one per line. Output is capped like every command's (at most 1,000 lines on the screen).",
      options: [
        ["-s SEP", "separate the numbers with SEP instead of a newline"],
        ["-w", "pad with leading zeros to equal width"],
      ],
      examples: ["seq 5", "seq 0 5 100", "seq -s, 10 | tr , ' '"],
    },
    fr: {
      description:
        "Affiche les nombres de DÉBUT (1 par défaut) à FIN, de PAS en PAS (1 par défaut), un par ligne. La sortie est plafonnée comme celle de toute commande (1\u00a0000 lignes à l'écran au plus).",
      options: [
        ["-s SÉP", "séparer les nombres par SÉP au lieu d'un saut de ligne"],
        ["-w", "compléter par des zéros à gauche pour une largeur égale"],
      ],
      examples: ["seq 5", "seq 0 5 100", "seq -s, 10 | tr , ' '"],
    },
  },
  run(ctx) {
    let separator = "\n";
    let equalWidth = false;
    const operands: string[] = [];
    for (let i = 0; i < ctx.args.length; i++) {
      const arg = ctx.args[i];
      if (arg === "--") operands.push(...ctx.args.slice(i + 1));
      else if (arg.startsWith("-") && arg !== "-" && !isNumberLike(arg)) {
        if (arg === "-w" || arg === "--equal-width") equalWidth = true;
        else if (arg.startsWith("-s")) {
          const value = arg.length > 2 ? arg.slice(2) : ctx.args[++i];
          if (value === undefined) {
            ctx.print("error", ctx.t("optionNeedsValue", { cmd: "seq", opt: "s" }));
            return 1;
          }
          separator = value;
        } else {
          ctx.print("error", ctx.t("invalidOption", { cmd: "seq", opt: arg.slice(1, 2) }));
          return 1;
        }
      } else operands.push(arg);
      if (arg === "--") break;
    }
    if (operands.length === 0) {
      ctx.print("error", ctx.t("missingOperand", { cmd: "seq" }));
      return 1;
    }
    if (operands.length > 3) {
      ctx.print("error", ctx.t("extraOperand", { cmd: "seq", arg: operands[3] }));
      return 1;
    }
    const parsed = operands.map((text) => operand(ctx, text));
    if (parsed.some((p) => p === undefined)) return 1;
    const numbers = parsed as Array<{ value: number; decimals: number }>;
    const first = numbers.length > 1 ? numbers[0] : { value: 1, decimals: 0 };
    const step = numbers.length === 3 ? numbers[1] : { value: 1, decimals: 0 };
    const last = numbers[numbers.length - 1];
    if (step.value === 0) {
      ctx.print("error", ctx.t("seqZeroStep", { arg: operands[1] }));
      return 1;
    }
    const decimals = Math.max(first.decimals, step.decimals);
    const count = Math.floor((last.value - first.value) / step.value + 1e-9) + 1;
    if (count <= 0) return 0;
    const format = (index: number) => (first.value + index * step.value).toFixed(decimals);
    const width = equalWidth ? Math.max(format(0).length, format(count - 1).length) : 0;
    const padded = (index: number) => {
      const text = format(index);
      return text.startsWith("-") ? `-${text.slice(1).padStart(width - 1, "0")}` : text.padStart(width, "0");
    };
    // Past what one command may print (limits.ts) the runner stops it: `seq 1 1000000000` is never
    // built. The loop bound only keeps a context without those caps (a test's) from running for long.
    const limit = Math.min(count, PIPE_MAX_CHARS);
    if (separator === "\n") {
      for (let i = 0; i < limit; i++) ctx.print("system", padded(i));
      return 0;
    }
    // One line: built up to what the command may write, then printed and stopped as the runner stops any command.
    const cap = ctx.piped ? PIPE_MAX_CHARS : SCREEN_MAX_CHARS;
    let line = "";
    for (let i = 0; i < limit && line.length < cap; i++) line += (i > 0 ? separator : "") + padded(i);
    if (line.length < cap) {
      ctx.print("system", line);
      return 0;
    }
    ctx.print("system", line.slice(0, cap - 1));
    throw new LimitExceeded("limitOutput", { cmd: "seq", limit: cap });
  },
};
