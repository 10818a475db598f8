import type { RE2JS } from "re2js";
import type { Command, CommandContext } from "../command";
import { LimitExceeded, PIPE_MAX_CHARS } from "../limits";
import type { MessageKey } from "../messages";
import { basicToExtended, regexEngine } from "../tools/regex";
import { linesOf, parseOptions, readInputs } from "../tools/text-io";
import { reasonText } from "../write-errors";

type Re2Module = Awaited<ReturnType<typeof regexEngine>>;

type Address = { kind: "line"; line: number } | { kind: "last" } | { kind: "regex"; regex: RE2JS };

/** One piece of a replacement: literal text, or a group (0 is `&`, the whole match). */
type Piece = string | number;

interface Substitution {
  regex: RE2JS;
  replacement: Piece[];
  global: boolean;
  /** Replace the Nth match (and the ones after it with `g`). */
  nth: number;
  print: boolean;
}

interface SedCommand {
  from?: Address;
  to?: Address;
  negate: boolean;
  name: "s" | "p" | "d" | "q" | "=";
  substitution?: Substitution;
  /** Inside a range `from,to` (state between lines). */
  inRange: boolean;
}

/** A script error worded as GNU sed words it: "-e expression #1, char 3: …". */
class ScriptError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly char: number,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/** Reads one sed expression (GNU's syntax, the commands s, p, d, q and =) into commands. */
class ScriptParser {
  private pos = 0;
  private lastRegex: RE2JS | undefined;

  constructor(
    private readonly engine: Re2Module,
    private readonly text: string,
    private readonly extended: boolean,
  ) {}

  parse(): SedCommand[] {
    const commands: SedCommand[] = [];
    for (;;) {
      while (this.pos < this.text.length && /[\s;]/.test(this.text[this.pos])) this.pos++;
      if (this.pos >= this.text.length) return commands;
      const from = this.address();
      let to: Address | undefined;
      if (from && this.text[this.pos] === ",") {
        this.pos++;
        to = this.address();
        if (!to) throw new ScriptError("sedUnexpectedComma", this.pos);
      }
      this.skipBlanks();
      const negate = this.text[this.pos] === "!";
      if (negate) {
        this.pos++;
        this.skipBlanks();
      }
      const name = this.text[this.pos];
      if (name === undefined) throw new ScriptError("sedMissingCommand", this.pos);
      this.pos++;
      const command: SedCommand = { from, to, negate, name: "p", inRange: false };
      if (name === "s") {
        command.name = "s";
        command.substitution = this.substitution();
      } else if (name === "p" || name === "d" || name === "=") {
        command.name = name;
      } else if (name === "q") {
        command.name = "q";
        while (/\d/.test(this.text[this.pos] ?? "")) this.pos++; // an exit code: accepted
      } else {
        throw new ScriptError("sedUnknownCommand", this.pos, { command: name });
      }
      this.skipBlanks();
      const next = this.text[this.pos];
      if (next !== undefined && next !== ";" && next !== "\n") throw new ScriptError("sedExtraChars", this.pos + 1);
      commands.push(command);
    }
  }

  private skipBlanks(): void {
    while (this.text[this.pos] === " " || this.text[this.pos] === "\t") this.pos++;
  }

  private address(): Address | undefined {
    const c = this.text[this.pos];
    if (c === "$") {
      this.pos++;
      return { kind: "last" };
    }
    const digits = /^\d+/.exec(this.text.slice(this.pos))?.[0];
    if (digits) {
      this.pos += digits.length;
      if (Number(digits) === 0) throw new ScriptError("sedInvalidLineZero", this.pos);
      return { kind: "line", line: Number(digits) };
    }
    if (c === "/" || c === "\\") {
      let delimiter = "/";
      if (c === "\\") {
        delimiter = this.text[this.pos + 1] ?? "";
        this.pos++;
      }
      this.pos++;
      const source = this.until(delimiter, "sedUnterminatedAddress");
      return { kind: "regex", regex: this.compile(source) };
    }
    return undefined;
  }

  /** The text up to the next unescaped `delimiter` (`\delimiter` stands for it), past which the parser moves. */
  private until(delimiter: string, unterminated: MessageKey): string {
    let out = "";
    while (this.pos < this.text.length) {
      const c = this.text[this.pos];
      if (c === "\\" && this.pos + 1 < this.text.length) {
        const next = this.text[this.pos + 1];
        out += next === delimiter ? delimiter : `\\${next}`;
        this.pos += 2;
        continue;
      }
      if (c === delimiter) {
        this.pos++;
        return out;
      }
      if (c === "\n") break;
      out += c;
      this.pos++;
    }
    throw new ScriptError(unterminated, this.pos);
  }

  private compile(source: string, ignoreCase = false): RE2JS {
    if (source === "") {
      if (!this.lastRegex) throw new ScriptError("sedNoPrevious", this.pos);
      return this.lastRegex;
    }
    try {
      const flags = ignoreCase ? this.engine.RE2JS.CASE_INSENSITIVE : 0;
      this.lastRegex = this.engine.RE2JS.compile(this.extended ? source : basicToExtended(source), flags);
      return this.lastRegex;
    } catch (error) {
      throw new ScriptError("sedBadRegex", this.pos, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  private substitution(): Substitution {
    const delimiter = this.text[this.pos];
    if (delimiter === undefined || delimiter === "\n" || delimiter === "\\") throw new ScriptError("sedUnterminatedS", this.pos);
    this.pos++;
    const pattern = this.until(delimiter, "sedUnterminatedS");
    const replacement = replacementPieces(this.until(delimiter, "sedUnterminatedS"));
    let global = false;
    let print = false;
    let ignoreCase = false;
    let nth = 1;
    for (;;) {
      const c = this.text[this.pos];
      if (c === "g") global = true;
      else if (c === "p") print = true;
      else if (c === "i" || c === "I") ignoreCase = true;
      else if (c !== undefined && /\d/.test(c)) {
        const digits = /^\d+/.exec(this.text.slice(this.pos))![0];
        nth = Number(digits);
        if (nth === 0) throw new ScriptError("sedZeroNth", this.pos + 1);
        this.pos += digits.length;
        continue;
      } else if (c === undefined || c === ";" || c === "\n" || c === " " || c === "\t" || c === "}") break;
      else throw new ScriptError("sedUnknownOption", this.pos + 1);
      this.pos++;
    }
    return { regex: this.compile(pattern, ignoreCase), replacement, global, nth, print };
  }
}

/** `&` is the match, `\1`…`\9` its groups, `\n` a newline, `\&` and `\\` themselves. */
function replacementPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let literal = "";
  const flush = () => {
    if (literal !== "") pieces.push(literal);
    literal = "";
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "&") {
      flush();
      pieces.push(0);
    } else if (c === "\\" && i + 1 < text.length) {
      const next = text[++i];
      if (/\d/.test(next)) {
        flush();
        pieces.push(Number(next));
      } else literal += next === "n" ? "\n" : next === "t" ? "\t" : next;
    } else literal += c;
  }
  flush();
  return pieces;
}

/** The line with the substitution applied (null when nothing matched); an empty match right after a match is skipped, as sed does. */
function substitute(line: string, s: Substitution): string | null {
  const matcher = s.regex.matcher(line);
  let out = "";
  let copied = 0;
  let count = 0;
  let previousEnd = -1;
  let replaced = false;
  let from = 0;
  while (from <= line.length && matcher.find(from)) {
    const start = matcher.start();
    const end = matcher.end();
    if (start === end && start === previousEnd) {
      from = start + 1;
      continue;
    }
    count++;
    previousEnd = end;
    if (count >= s.nth) {
      out += line.slice(copied, start);
      for (const piece of s.replacement) out += typeof piece === "string" ? piece : (matcher.group(piece) ?? "");
      copied = end;
      replaced = true;
      // A replacement that grows without end (`s/x*/&&&&/g` on a long line) is stopped as any output is.
      if (out.length > PIPE_MAX_CHARS) throw new LimitExceeded("limitOutput", { cmd: "sed", limit: PIPE_MAX_CHARS });
      if (!s.global) break;
    }
    from = end > start ? end : end + 1;
  }
  return replaced ? out + line.slice(copied) : null;
}

function addressMatches(address: Address, line: string, number: number, last: boolean): boolean {
  if (address.kind === "line") return number === address.line;
  if (address.kind === "last") return last;
  return address.regex.test(line);
}

/** Whether a command applies to this line (ranges keep their state from line to line). */
function selects(command: SedCommand, line: string, number: number, last: boolean): boolean {
  const { from, to } = command;
  let hit: boolean;
  if (!from) hit = true;
  else if (!to) hit = addressMatches(from, line, number, last);
  else if (command.inRange) {
    hit = true;
    if (to.kind === "line" ? number >= to.line : addressMatches(to, line, number, last)) command.inRange = false;
  } else if (addressMatches(from, line, number, last)) {
    hit = true;
    // A second address that is a line number at or before this one makes a one-line range.
    command.inRange = !(to.kind === "line" && to.line <= number) && !(to.kind === "last" && last);
  } else hit = false;
  return hit !== command.negate;
}

/** Runs the script over the lines: what sed prints (`q` stops after its line). */
function runScript(commands: SedCommand[], lines: string[], quiet: boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    const last = i === lines.length - 1;
    let deleted = false;
    let quit = false;
    for (const command of commands) {
      if (!selects(command, line, i + 1, last)) continue;
      if (command.name === "d") {
        deleted = true;
        break;
      }
      if (command.name === "p") out.push(line);
      else if (command.name === "=") out.push(String(i + 1));
      else if (command.name === "q") {
        quit = true;
        break;
      } else if (command.substitution) {
        const result = substitute(line, command.substitution);
        if (result !== null) {
          line = result;
          if (command.substitution.print) out.push(line);
        }
      }
    }
    if (!deleted && !quiet) out.push(line);
    if (quit) break;
  }
  return out;
}

export const sed: Command = {
  name: "sed",
  unix: true,
  help: {
    en: { usage: "sed [-n] [-E] [-i] [-e] 's/old/new/[g]' [file...]", summary: "Edit text as it flows: substitute, print, delete lines" },
    fr: {
      usage: "sed [-n] [-E] [-i] [-e] 's/ancien/nouveau/[g]' [fichier...]",
      summary: "Modifier un texte au passage\u00a0: substituer, afficher, supprimer des lignes",
    },
  },
  man: {
    en: {
      description:
        "Applies the script to each line of the files (or of standard input) and prints the result. This sed knows the commands s/REGEX/REPLACEMENT/FLAGS (flags g, p, i, N; any delimiter: s|a|b|), p, d, q and =, each with an optional address (N, $, /REGEX/, or a range A,B, and ! to negate), separated by ; or given with several -e. Patterns are basic regular expressions (-E: extended), matched in linear time; & and \\1…\\9 in the replacement are the match and its groups.",
      options: [
        ["-n", "print only what p (or the p flag of s) prints"],
        ["-e SCRIPT", "add a script (several -e run in order)"],
        ["-E, -r", "extended regular expressions"],
        ["-i", "edit the files in place (your home and /tmp only)"],
      ],
      examples: [
        "echo hello | sed 's/l/L/g'",
        "sed -n '2,3p' notes.txt",
        "sed 's|/home/guest|~|' /etc/passwd",
        "sed -e 's/a/b/' -e '/^$/d' todo.md",
      ],
    },
    fr: {
      description:
        "Applique le script à chaque ligne des fichiers (ou de l'entrée standard) et affiche le résultat. Ce sed connaît les commandes s/REGEX/REMPLACEMENT/OPTIONS (options g, p, i, N\u00a0; tout délimiteur\u00a0: s|a|b|), p, d, q et =, chacune avec une adresse facultative (N, $, /REGEX/, ou un intervalle A,B, et ! pour l'inverser), séparées par ; ou données par plusieurs -e. Les motifs sont des expressions régulières basiques (-E\u00a0: étendues), évaluées en temps linéaire\u00a0; & et \\1…\\9 dans le remplacement sont la correspondance et ses groupes.",
      options: [
        ["-n", "n'afficher que ce qu'affiche p (ou l'option p de s)"],
        ["-e SCRIPT", "ajouter un script (plusieurs -e s'exécutent dans l'ordre)"],
        ["-E, -r", "expressions régulières étendues"],
        ["-i", "modifier les fichiers sur place (dans votre home et /tmp seulement)"],
      ],
      examples: [
        "echo bonjour | sed 's/o/0/g'",
        "sed -n '2,3p' notes.txt",
        "sed 's|/home/guest|~|' /etc/passwd",
        "sed -e 's/a/b/' -e '/^$/d' todo.md",
      ],
    },
  },
  run(ctx) {
    let inPlace = false;
    const args: string[] = [];
    for (const arg of ctx.args) {
      if (arg === "--in-place" || /^-i/.test(arg)) inPlace = true;
      else args.push(arg === "--quiet" || arg === "--silent" ? "-n" : arg);
    }
    const options = parseOptions(ctx, "nEr", "e", args);
    if (!options) return 1;
    const scripts = options.lists.get("e") ?? options.operands.slice(0, 1);
    const files = options.lists.has("e") ? options.operands : options.operands.slice(1);
    if (scripts.length === 0) {
      ctx.print("error", ctx.t("sedUsage"));
      return 1;
    }
    if (inPlace && files.length === 0) {
      ctx.print("error", ctx.t("sedNoInputFiles"));
      return 1;
    }
    const go = (engine: Re2Module): number => {
      const commands: SedCommand[] = [];
      const extended = options.flags.has("E") || options.flags.has("r");
      for (const [index, script] of scripts.entries()) {
        try {
          commands.push(...new ScriptParser(engine, script, extended).parse());
        } catch (error) {
          if (!(error instanceof ScriptError)) throw error;
          const where = ctx.t("sedWhere", { expr: index + 1, char: error.char });
          ctx.print("error", `${where}${ctx.t(error.key, error.params)}`);
          return 1;
        }
      }
      return inPlace ? editInPlace(ctx, commands, files, options.flags.has("n")) : stream(ctx, commands, files, options.flags.has("n"));
    };
    const engine = regexEngine();
    return engine instanceof Promise ? engine.then((loaded) => ctx.batch(() => go(loaded))) : go(engine);
  },
};

/** Every input as one stream of lines (line numbers and `$` run across the files, as GNU sed does). */
function stream(ctx: CommandContext, commands: SedCommand[], files: string[], quiet: boolean): number {
  const { inputs, failed } = readInputs(ctx, files);
  const lines = inputs.flatMap((input) => linesOf(input.text));
  for (const line of runScript(commands, lines, quiet)) ctx.print("system", line);
  return failed ? 2 : 0;
}

/** `sed -i`: each file on its own, written back (through the home's write rules). */
function editInPlace(ctx: CommandContext, commands: SedCommand[], files: string[], quiet: boolean): number {
  let status = 0;
  for (const file of files) {
    const { inputs, failed } = readInputs(ctx, [file]);
    if (failed || inputs.length === 0) {
      status = 2;
      continue;
    }
    for (const command of commands) command.inRange = false;
    const text = inputs[0].text;
    const lines = runScript(commands, linesOf(text), quiet);
    const written = ctx.writeFile(file, lines.length === 0 ? "" : lines.join("\n") + (text.endsWith("\n") || text === "" ? "\n" : ""));
    if (!written.ok) {
      ctx.print("error", ctx.t("sedCannotWrite", { path: file, reason: reasonText(ctx.t, written.error) }));
      status = 4;
    }
  }
  return status;
}
