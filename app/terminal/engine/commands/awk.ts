import type { Command, CommandContext } from "../command";
import { linesOf, readInputs } from "../tools/text-io";

/**
 * The awk a visitor types first: `{print $1, $3}`. One program shape, `{ print ITEMS [; print ITEMS]… }`,
 * where an item is terms side by side (concatenated): `$N`, `$NF`, `$(NF-N)`, `$0`, `NF`, `NR`, a "string" or
 * a number. Anything else is refused with a line that says what this awk runs.
 */
type Term = { field: number } | { fromEnd: number } | { variable: "NF" | "NR" } | { text: string };
type Item = Term[];
type Statement = Item[];

/** The program's print statements, or undefined when it is not one this awk runs. */
export function parseAwkProgram(program: string): Statement[] | undefined {
  let pos = 0;
  const blanks = () => {
    while (pos < program.length && /\s/.test(program[pos])) pos++;
  };
  const take = (word: string) => {
    blanks();
    if (program.startsWith(word, pos)) {
      pos += word.length;
      return true;
    }
    return false;
  };
  const term = (): Term | undefined => {
    blanks();
    const rest = program.slice(pos);
    let m: RegExpExecArray | null;
    if ((m = /^\$(\d+)/.exec(rest))) {
      pos += m[0].length;
      return { field: Number(m[1]) };
    }
    if ((m = /^\$NF\b/.exec(rest))) {
      pos += m[0].length;
      return { fromEnd: 0 };
    }
    if ((m = /^\$\(\s*NF\s*-\s*(\d+)\s*\)/.exec(rest))) {
      pos += m[0].length;
      return { fromEnd: Number(m[1]) };
    }
    if ((m = /^(NF|NR)\b/.exec(rest))) {
      pos += m[0].length;
      return { variable: m[1] as "NF" | "NR" };
    }
    if ((m = /^"((?:[^"\\]|\\.)*)"/.exec(rest))) {
      pos += m[0].length;
      return { text: m[1].replace(/\\(.)/g, (_all, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c)) };
    }
    if ((m = /^\d+(\.\d+)?/.exec(rest))) {
      pos += m[0].length;
      return { text: String(Number(m[0])) };
    }
    return undefined;
  };
  if (!take("{")) return undefined;
  const statements: Statement[] = [];
  for (;;) {
    if (take("}")) break;
    if (!take("print")) return undefined;
    if (/[A-Za-z0-9_]/.test(program[pos] ?? "")) return undefined;
    const items: Item[] = [];
    let item: Item = [];
    for (;;) {
      const next = term();
      if (next) {
        item.push(next);
        continue;
      }
      blanks();
      if (program[pos] === ",") {
        if (item.length === 0) return undefined;
        items.push(item);
        item = [];
        pos++;
        continue;
      }
      break;
    }
    if (item.length > 0) items.push(item);
    else if (items.length > 0) return undefined;
    statements.push(items);
    blanks();
    if (program[pos] === ";" || program[pos] === "\n") pos++;
    else if (program[pos] !== "}") return undefined;
  }
  blanks();
  return pos === program.length ? statements : undefined;
}

/** A line's fields: runs of blanks separate them (leading ones ignored), or the -F separator. */
function fieldsOf(line: string, separator: string | undefined): string[] {
  if (separator === undefined) {
    const trimmed = line.trim();
    return trimmed === "" ? [] : trimmed.split(/[ \t]+/);
  }
  return line === "" ? [] : line.split(separator);
}

function evaluate(item: Item, line: string, fields: string[], lineNumber: number): string {
  return item
    .map((term) => {
      if ("text" in term) return term.text;
      if ("variable" in term) return String(term.variable === "NF" ? fields.length : lineNumber);
      const index = "field" in term ? term.field : fields.length - term.fromEnd;
      if (index === 0) return line;
      return index > 0 ? (fields[index - 1] ?? "") : "";
    })
    .join("");
}

/** -F's value as awk reads it: `\t` is a tab, a single blank the default splitting. */
function separatorOf(value: string): string | undefined {
  const unescaped = value.replace(/\\t/g, "\t");
  return unescaped === " " ? undefined : unescaped;
}

function refuse(ctx: CommandContext, program: string): number {
  ctx.print("error", ctx.t("awkUnsupported", { program }));
  ctx.print("error", ctx.t("awkSupported"));
  return 2;
}

export const awk: Command = {
  name: "awk",
  unix: true,
  help: {
    en: { usage: "awk [-F sep] '{print $1, $3}' [file...]", summary: "Print chosen fields of each line" },
    fr: { usage: "awk [-F sép] '{print $1, $3}' [fichier...]", summary: "Afficher des champs choisis de chaque ligne" },
  },
  man: {
    en: {
      description:
        "Prints fields of each line of the files (or of standard input). This shell's awk runs one kind of program, { print … }: $1, $2… are the fields (split on blanks, or on -F's separator), $0 the whole line, $NF the last field, NF the number of fields, NR the line number; items separated by commas print with a space between them, side by side they are joined.",
      options: [["-F SEP", "split the fields on SEP (\\t: a tab)"]],
      examples: ["awk -F: '{print $1, $7}' /etc/passwd", "ls -la | awk '{print $NF}'", "awk '{print NR \": \" $0}' notes.txt"],
    },
    fr: {
      description:
        "Affiche des champs de chaque ligne des fichiers (ou de l'entrée standard). Le awk de ce shell exécute un seul genre de programme, { print … }\u00a0: $1, $2… sont les champs (séparés par des blancs, ou par le séparateur de -F), $0 la ligne entière, $NF le dernier champ, NF le nombre de champs, NR le numéro de ligne\u00a0; des éléments séparés par des virgules s'affichent séparés d'une espace, côte à côte ils sont collés.",
      options: [["-F SÉP", "séparer les champs sur SÉP (\\t\u00a0: une tabulation)"]],
      examples: ["awk -F: '{print $1, $7}' /etc/passwd", "ls -la | awk '{print $NF}'", "awk '{print NR \": \" $0}' notes.txt"],
    },
  },
  run(ctx) {
    let separator: string | undefined;
    const operands: string[] = [];
    for (let i = 0; i < ctx.args.length; i++) {
      const arg = ctx.args[i];
      if (operands.length === 0 && arg.startsWith("-F")) {
        const value = arg.length > 2 ? arg.slice(2) : ctx.args[++i];
        if (value === undefined) {
          ctx.print("error", ctx.t("optionNeedsValue", { cmd: "awk", opt: "F" }));
          return 2;
        }
        separator = separatorOf(value);
      } else if (operands.length === 0 && arg === "--") continue;
      else if (operands.length === 0 && arg.startsWith("-") && arg !== "-") return refuse(ctx, arg);
      else operands.push(arg);
    }
    const [program, ...files] = operands;
    if (program === undefined) {
      ctx.print("error", ctx.t("awkUsage"));
      return 2;
    }
    const statements = parseAwkProgram(program);
    if (!statements) return refuse(ctx, program);
    const { inputs, failed } = readInputs(ctx, files);
    let lineNumber = 0;
    for (const input of inputs) {
      for (const line of linesOf(input.text)) {
        lineNumber++;
        const fields = fieldsOf(line, separator);
        for (const items of statements) {
          // `print` alone prints the line; items separated by commas are joined by a space (OFS).
          ctx.print("system", items.length === 0 ? line : items.map((item) => evaluate(item, line, fields, lineNumber)).join(" "));
        }
      }
    }
    return failed ? 2 : 0;
  },
};
