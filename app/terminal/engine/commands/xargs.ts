import type { Command, CommandContext } from "../command";
import { INTERACTIVE_COMMANDS } from "../runner";
import { andThen, loop, type Maybe } from "../shell/maybe";
import { BUILTINS, visible } from "../tools/builtins";
import { parseCount } from "../tools/text-io";

/** Builtins that are also programs in /usr/bin, so xargs can run them (the others exist only inside bash). */
const ALSO_PROGRAMS = new Set(["echo", "pwd", "kill"]);

/** Standard input's words as xargs reads them: blanks separate, quotes and backslashes keep them together. */
export function xargsWords(input: string): { words: string[] } | { unmatched: "single" | "double" } {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | null = null;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quote) {
      if (c === quote) quote = null;
      else if (c === "\n") return { unmatched: quote === "'" ? "single" : "double" };
      else word += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      inWord = true;
    } else if (c === "\\" && i + 1 < input.length) {
      word += input[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (quote) return { unmatched: quote === "'" ? "single" : "double" };
  if (inWord) words.push(word);
  return { words };
}

/** The commands to run: `-n N` words each (all in one without it), or one per input line with `-I R`. */
function invocations(ctx: CommandContext, input: string, base: string[], maxArgs: number, replace?: string): string[][] | undefined {
  if (replace !== undefined) {
    return input
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "")
      .map((line) => base.map((arg) => arg.split(replace).join(line)));
  }
  const read = xargsWords(input);
  if ("unmatched" in read) {
    ctx.print("error", ctx.t(read.unmatched === "single" ? "xargsUnmatchedSingle" : "xargsUnmatchedDouble"));
    return undefined;
  }
  const runs: string[][] = [];
  for (let i = 0; i < read.words.length; i += maxArgs) runs.push([...base, ...read.words.slice(i, i + maxArgs)]);
  return runs;
}

export const xargs: Command = {
  name: "xargs",
  unix: true,
  help: {
    en: { usage: "xargs [-n N] [-I R] [-r] [command [arg...]]", summary: "Run a command with standard input's words as arguments" },
    fr: {
      usage: "xargs [-n N] [-I R] [-r] [commande [arg...]]",
      summary: "Lancer une commande avec les mots de l'entrée standard pour arguments",
    },
  },
  man: {
    en: {
      description:
        "Reads words from standard input (blanks separate them, quotes keep them together) and runs the command (echo by default) with them after its own arguments. Each run counts as a command of the line (100 at most).",
      options: [
        ["-n N", "at most N words per run of the command"],
        ["-I R", "one run per input line, R replaced by the line in the arguments"],
        ["-r", "do not run the command when the input holds no word"],
      ],
      examples: ["ls | xargs", "echo notes.txt todo.md | xargs wc -l", "seq 3 | xargs -n 1 echo line", "ls | xargs -I{} echo file: {}"],
    },
    fr: {
      description:
        "Lit des mots sur l'entrée standard (séparés par des blancs, les guillemets les gardent ensemble) et lance la commande (echo par défaut) avec ces mots après ses propres arguments. Chaque lancement compte comme une commande de la ligne (100 au plus).",
      options: [
        ["-n N", "au plus N mots par lancement de la commande"],
        ["-I R", "un lancement par ligne d'entrée, R remplacé par la ligne dans les arguments"],
        ["-r", "ne pas lancer la commande quand l'entrée ne contient aucun mot"],
      ],
      examples: [
        "ls | xargs",
        "echo notes.txt todo.md | xargs wc -l",
        "seq 3 | xargs -n 1 echo ligne",
        "ls | xargs -I{} echo fichier\u00a0: {}",
      ],
    },
  },
  run(ctx) {
    let maxArgs = Infinity;
    let replace: string | undefined;
    let skipEmpty = false;
    let i = 0;
    // Options come before the command: the command's own options are its business.
    for (; i < ctx.args.length; i++) {
      const arg = ctx.args[i];
      if (arg === "--") {
        i++;
        break;
      }
      if (!arg.startsWith("-") || arg === "-") break;
      const flag = arg[1];
      if (flag === "r" && arg === "-r") skipEmpty = true;
      else if (flag === "n" || flag === "I") {
        const value = arg.length > 2 ? arg.slice(2) : ctx.args[++i];
        if (value === undefined) {
          ctx.print("error", ctx.t("optionNeedsValue", { cmd: "xargs", opt: flag }));
          return 1;
        }
        if (flag === "I") replace = value;
        else {
          const count = parseCount(ctx, value);
          if (count === undefined) return 1;
          if (count < 1) {
            ctx.print("error", ctx.t("xargsBadCount", { value }));
            return 1;
          }
          maxArgs = count;
        }
      } else {
        ctx.print("error", ctx.t("invalidOption", { cmd: "xargs", opt: flag }));
        return 1;
      }
    }
    if (ctx.stdin === undefined) {
      ctx.print("error", ctx.t("noInput", { cmd: "xargs" }));
      return 1;
    }
    const [given, ...base] = ctx.args.slice(i);
    const name = (given ?? "echo").toLowerCase();
    const runs = invocations(ctx, ctx.stdin, base, maxArgs, replace);
    if (!runs) return 1;
    // GNU xargs runs the command once even on empty input, unless -r (or -I, which runs once per line).
    if (runs.length === 0 && !skipEmpty && replace === undefined) runs.push(base);
    if (runs.length === 0) return 0;
    // A shell builtin has no program to run; an interactive command cannot run with its output taken.
    if (!visible(ctx, name) || (BUILTINS.has(name) && !ALSO_PROGRAMS.has(name))) {
      ctx.print("error", ctx.t("xargsNoProgram", { cmd: given ?? name }));
      return 127;
    }
    if (INTERACTIVE_COMMANDS.has(name)) {
      ctx.print("error", ctx.t("shellNotInPipe", { cmd: name }));
      return 1;
    }
    let failed = false;
    const ran: Maybe<void> = loop(runs.length, (index) =>
      andThen(ctx.spawn(name, runs[index]), (status) => {
        if (status !== 0) failed = true;
        return true;
      }),
    );
    // As GNU xargs: 123 when a run of the command failed.
    return andThen(ran, () => (failed ? 123 : 0));
  },
};
