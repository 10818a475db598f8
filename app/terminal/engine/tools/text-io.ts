/** What the text tools share: option parsing, reading files or stdin, printing lines. */
import type { CommandContext } from "../command";

export interface Options {
  flags: Set<string>;
  values: Map<string, string>;
  /** Every value of a valued option given more than once (grep -e a -e b). */
  lists: Map<string, string[]>;
  operands: string[];
}

/**
 * getopt-like parsing: `-in` groups flags, `-n5` and `-n 5` give a value to an
 * option listed in `valued`, `--` ends the options, a lone `-` is an operand.
 * Prints GNU's "invalid option" and returns undefined on an unknown flag.
 */
export function parseOptions(ctx: CommandContext, flags: string, valued = "", args: readonly string[] = ctx.args): Options | undefined {
  const result: Options = { flags: new Set(), values: new Map(), lists: new Map(), operands: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--") {
      result.operands.push(...args.slice(i + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      result.operands.push(arg);
      continue;
    }
    for (let j = 1; j < arg.length; j++) {
      const c = arg[j];
      if (valued.includes(c)) {
        const rest = arg.slice(j + 1);
        const value = rest !== "" ? rest : args[++i];
        if (value === undefined) {
          ctx.print("error", ctx.t("optionNeedsValue", { cmd: ctx.name, opt: c }));
          return undefined;
        }
        result.values.set(c, value);
        result.lists.set(c, [...(result.lists.get(c) ?? []), value]);
        break;
      }
      if (!flags.includes(c)) {
        ctx.print("error", ctx.t("invalidOption", { cmd: ctx.name, opt: c }));
        return undefined;
      }
      result.flags.add(c);
    }
  }
  return result;
}

/** A text's lines; a final newline ends the last line rather than starting an empty one. */
export function linesOf(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

/** A file the visitor may read, or undefined after printing the tool's error. */
export function readFile(ctx: CommandContext, path: string): string | undefined {
  const found = ctx.lookup(path);
  if (!found.ok) {
    ctx.print("error", ctx.t(found.error === "denied" ? "permissionDenied" : "noSuchFile", { cmd: ctx.name, path }));
    return undefined;
  }
  if (found.entry.type === "dir") {
    ctx.print("error", ctx.t("isDirectory", { cmd: ctx.name, path }));
    return undefined;
  }
  return ctx.text(found.entry.content);
}

export interface Input {
  name: string;
  text: string;
}

/**
 * The named files (`-` is standard input), else standard input. At the keyboard
 * with no file there is nothing to read: one line says how to give the tool input.
 * `failed` is true when a file could not be read or there was no input.
 */
export function readInputs(ctx: CommandContext, files: string[]): { inputs: Input[]; failed: boolean } {
  if (files.length === 0) {
    if (ctx.stdin === undefined) {
      ctx.print("error", ctx.t("noInput", { cmd: ctx.name }));
      return { inputs: [], failed: true };
    }
    return { inputs: [{ name: "-", text: ctx.stdin }], failed: false };
  }
  const inputs: Input[] = [];
  let failed = false;
  for (const file of files) {
    const text = file === "-" ? (ctx.stdin ?? "") : readFile(ctx, file);
    if (text === undefined) failed = true;
    else inputs.push({ name: file, text });
  }
  return { inputs, failed };
}

export function printLines(ctx: CommandContext, lines: readonly string[]): void {
  for (const line of lines) ctx.print("system", line);
}

/** A count argument (head -n, tail -n): a non-negative integer, or undefined after the tool's error. */
export function parseCount(ctx: CommandContext, value: string, key: "invalidLines" = "invalidLines"): number | undefined {
  if (!/^\d+$/.test(value)) {
    ctx.print("error", ctx.t(key, { cmd: ctx.name, value }));
    return undefined;
  }
  return Number(value);
}
