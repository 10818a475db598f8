import type { CommandContext } from "../command";
import { linesOf, parseCount, parseOptions, printLines, readInputs } from "./text-io";

/** head and tail: the first or last N lines (10 by default) of each file or of standard input. */
export function headOrTail(ctx: CommandContext, pick: (lines: string[], n: number) => string[]): number {
  const tail = ctx.name === "tail";
  // `-5` is the old spelling of `-n 5`.
  const args = ctx.args.map((arg) => (/^-\d+$/.test(arg) ? `-n${arg.slice(1)}` : arg));
  const options = parseOptions(ctx, "qv", "n", args);
  if (!options) return 1;
  const raw = options.values.get("n");
  // tail -n +N starts at line N instead of counting from the end.
  const fromLine = tail && raw?.startsWith("+");
  const n = raw === undefined ? 10 : parseCount(ctx, fromLine ? raw.slice(1) : raw);
  if (n === undefined) return 1;
  const { inputs, failed } = readInputs(ctx, options.operands);
  inputs.forEach((input, i) => {
    if (inputs.length > 1 || options.operands.length > 1) {
      if (i > 0) ctx.print("system", "");
      ctx.print("system", `==> ${input.name === "-" ? "standard input" : input.name} <==`);
    }
    const lines = linesOf(input.text);
    printLines(ctx, fromLine ? lines.slice(Math.max(0, n - 1)) : pick(lines, n));
  });
  return failed ? 1 : 0;
}
