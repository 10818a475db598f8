/**
 * The shell's command line, read into a small syntax tree: a list of and-or chains (`;`, `&&`, `||`)
 * of pipelines (`|`) of simple commands, each with its words and redirections (`>`, `>>`, `<`, `2>`,
 * `2>&1`). Words keep what expansion needs to know: which parts were quoted (no globbing, no tilde),
 * where `$VAR`, `${VAR}` and `$?` stand, where a command substitution (`$(…)`, `` `…` ``) stands (its text kept
 * whole: the runner parses it when it runs it), whether an unquoted `~` starts them.
 * Pure: no file system, no variables; expansion is `expand.ts`.
 */
import { LimitExceeded, SUBST_MAX_DEPTH } from "../limits";

export type WordPart =
  | { kind: "text"; value: string; quoted: boolean }
  /** `$NAME`, `${NAME}` or `$?` (name "?"). */
  | { kind: "var"; name: string; quoted: boolean }
  /** `$(script)` or `` `script` ``: replaced by what the script prints, trailing newlines removed. */
  | { kind: "command"; script: string; quoted: boolean; backquoted?: boolean };

export interface Word {
  parts: WordPart[];
  /** An unquoted `~` opens the word (alone or before `/`). */
  tilde: boolean;
}

export type Redirect =
  | { fd: 0 | 1 | 2; op: "<" | ">" | ">>"; target: Word }
  /** `2>&1`: standard error goes where standard output goes. */
  | { fd: 2; op: ">&"; target: 1 };

export interface SimpleCommand {
  words: Word[];
  redirects: Redirect[];
}

export interface Pipeline {
  commands: SimpleCommand[];
}

export interface AndOr {
  first: Pipeline;
  rest: Array<{ op: "&&" | "||"; pipeline: Pipeline }>;
}

export type Script = AndOr[];

export type ParseResult = { ok: true; script: Script } | { ok: false; error: string };

type Token =
  | { type: "word"; word: Word }
  | { type: "op"; op: ";" | "&&" | "||" | "|" }
  | { type: "redirect"; fd: 0 | 1 | 2; op: "<" | ">" | ">>" | ">&" };

const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

class SyntaxError_ extends Error {}

/** bash's words for a quote left open and for an operator where a command should be. */
const unclosed = (quote: string) => `unexpected EOF while looking for matching \`${quote}'`;
const unexpected = (token: string) => `syntax error near unexpected token \`${token}'`;

/**
 * Where the `$(` opened just before `from` closes: the index of its `)`. Quotes, escapes and backquotes inside
 * are skipped; so are nested `$(…)` (counted as parentheses). A double-quoted string inside is scanned for its
 * own substitutions: `depth` counts those levels, capped (SUBST_MAX_DEPTH) so a line of quotes and `$(` cannot
 * nest the scan without end.
 */
function substitutionEnd(line: string, from: number, depth = 1): number {
  if (depth > SUBST_MAX_DEPTH) throw new LimitExceeded("limitSubstDepth", { limit: SUBST_MAX_DEPTH });
  let parens = 1;
  for (let i = from; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\") i += 1;
    else if (c === "'") {
      i = line.indexOf("'", i + 1);
      if (i === -1) throw new SyntaxError_(unclosed("'"));
    } else if (c === "`") i = backquoteEnd(line, i + 1);
    else if (c === '"') i = doubleQuoteEnd(line, i + 1, depth);
    else if (c === "(") parens += 1;
    else if (c === ")" && --parens === 0) return i;
  }
  throw new SyntaxError_(unclosed(")"));
}

/** The index of the `"` closing a double-quoted string opened before `from` (inside a substitution). */
function doubleQuoteEnd(line: string, from: number, depth: number): number {
  for (let i = from; i < line.length; i++) {
    const c = line[i]!;
    if (c === "\\") i += 1;
    else if (c === '"') return i;
    else if (c === "`") i = backquoteEnd(line, i + 1);
    else if (c === "$" && line[i + 1] === "(") i = substitutionEnd(line, i + 2, depth + 1);
  }
  throw new SyntaxError_(unclosed('"'));
}

/** The index of the backquote closing one opened before `from` (a backslash escapes the next character). */
function backquoteEnd(line: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    if (line[i] === "\\") i += 1;
    else if (line[i] === "`") return i;
  }
  throw new SyntaxError_(unclosed("`"));
}

/** The script a backquoted substitution runs: `\``, `\\` and `\$` stand for the character (bash's rule). */
const backquoted = (text: string) => text.replace(/\\([`\\$])/g, "$1");

function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let parts: WordPart[] | null = null;
  let tilde = false;

  const text = (value: string, quoted: boolean) => {
    parts ??= [];
    const last = parts.at(-1);
    if (last && last.kind === "text" && last.quoted === quoted) last.value += value;
    else parts.push({ kind: "text", value, quoted });
  };
  const endWord = () => {
    if (parts) tokens.push({ type: "word", word: { parts, tilde } });
    parts = null;
    tilde = false;
  };
  /** `` `…` `` at line[i]: a command substitution. */
  const backquote = (quoted: boolean): void => {
    const close = backquoteEnd(line, i + 1);
    (parts ??= []).push({ kind: "command", script: backquoted(line.slice(i + 1, close)), quoted, backquoted: true });
    i = close + 1;
  };
  /** `$…` at line[i]; returns the index after it. */
  const variable = (quoted: boolean): void => {
    const next = line[i + 1];
    if (next === "(") {
      const close = substitutionEnd(line, i + 2);
      (parts ??= []).push({ kind: "command", script: line.slice(i + 2, close), quoted });
      i = close + 1;
    } else if (next === "?") {
      (parts ??= []).push({ kind: "var", name: "?", quoted });
      i += 2;
    } else if (next === "{") {
      const close = line.indexOf("}", i + 2);
      if (close === -1) throw new SyntaxError_(unclosed("}"));
      const name = line.slice(i + 2, close);
      if (!/^(?:[A-Za-z_][A-Za-z0-9_]*|\?)$/.test(name)) throw new SyntaxError_(`\${${name}}: bad substitution`);
      (parts ??= []).push({ kind: "var", name, quoted });
      i = close + 1;
    } else if (next !== undefined && NAME_START.test(next)) {
      let end = i + 1;
      while (end < line.length && NAME_CHAR.test(line[end]!)) end += 1;
      (parts ??= []).push({ kind: "var", name: line.slice(i + 1, end), quoted });
      i = end;
    } else {
      text("$", quoted);
      i += 1;
    }
  };

  while (i < line.length) {
    const c = line[i]!;
    if (c === " " || c === "\t" || c === "\n") {
      endWord();
      i += 1;
    } else if (c === "'") {
      const close = line.indexOf("'", i + 1);
      if (close === -1) throw new SyntaxError_(unclosed("'"));
      text(line.slice(i + 1, close), true);
      i = close + 1;
    } else if (c === '"') {
      i += 1;
      text("", true);
      for (;;) {
        if (i >= line.length) throw new SyntaxError_(unclosed('"'));
        const d = line[i]!;
        if (d === '"') {
          i += 1;
          break;
        }
        if (d === "\\" && i + 1 < line.length && '$"\\`'.includes(line[i + 1]!)) {
          text(line[i + 1]!, true);
          i += 2;
        } else if (d === "$") variable(true);
        else if (d === "`") backquote(true);
        else {
          text(d, true);
          i += 1;
        }
      }
    } else if (c === "\\") {
      // A backslash quotes the next character (at the very end it stands for itself).
      if (i + 1 < line.length) text(line[i + 1]!, true);
      else text("\\", false);
      i += 2;
    } else if (c === "$") {
      variable(false);
    } else if (c === "`") {
      backquote(false);
    } else if (c === ";" || c === "|" || c === "&" || c === "<" || c === ">") {
      // A lone digit just before > or < names the file descriptor ("2>").
      let fd: 0 | 1 | 2 | undefined;
      const single = parts as WordPart[] | null;
      if (
        (c === ">" || c === "<") &&
        single?.length === 1 &&
        single[0]!.kind === "text" &&
        !single[0]!.quoted &&
        /^[012]$/.test(single[0]!.value)
      ) {
        fd = Number(single[0]!.value) as 0 | 1 | 2;
        parts = null;
      }
      endWord();
      const two = line.slice(i, i + 2);
      if (two === "&&" || two === "||") {
        tokens.push({ type: "op", op: two });
        i += 2;
      } else if (c === ";" || c === "|") {
        tokens.push({ type: "op", op: c });
        i += 1;
      } else if (c === "&") {
        throw new SyntaxError_(line[i + 1] === undefined ? "background jobs (&) are not supported here" : unexpected("&"));
      } else if (line.slice(i, i + 3) === ">&1" || line.slice(i, i + 3) === ">&2") {
        if (fd !== 2 || line[i + 2] !== "1") throw new SyntaxError_(unexpected(line.slice(i, i + 3)));
        tokens.push({ type: "redirect", fd: 2, op: ">&" });
        i += 3;
      } else if (two === ">>") {
        tokens.push({ type: "redirect", fd: fd ?? 1, op: ">>" });
        i += 2;
      } else {
        tokens.push({ type: "redirect", fd: fd ?? (c === "<" ? 0 : 1), op: c as "<" | ">" });
        i += 1;
      }
    } else {
      if (c === "~" && parts === null && (i + 1 === line.length || " \t\n/;|&<>".includes(line[i + 1]!))) tilde = true;
      text(c, false);
      i += 1;
    }
  }
  endWord();
  return tokens;
}

function parseTokens(tokens: Token[]): Script {
  let at = 0;
  const peek = () => tokens[at];
  const describe = (token: Token | undefined) =>
    token === undefined
      ? "newline"
      : token.type === "op"
        ? token.op
        : token.type === "redirect"
          ? token.op === ">&"
            ? ">&"
            : token.op
          : "word";

  const command = (): SimpleCommand => {
    const words: Word[] = [];
    const redirects: Redirect[] = [];
    for (;;) {
      const token = peek();
      if (token?.type === "word") {
        words.push(token.word);
        at += 1;
      } else if (token?.type === "redirect") {
        at += 1;
        if (token.op === ">&") {
          redirects.push({ fd: 2, op: ">&", target: 1 });
          continue;
        }
        const target = peek();
        if (target?.type !== "word") throw new SyntaxError_(unexpected(describe(target)));
        at += 1;
        redirects.push({ fd: token.fd, op: token.op, target: target.word });
      } else break;
    }
    if (words.length === 0 && redirects.length === 0) throw new SyntaxError_(unexpected(describe(peek())));
    return { words, redirects };
  };
  const pipeline = (): Pipeline => {
    const commands = [command()];
    while (peek()?.type === "op" && (peek() as { op: string }).op === "|") {
      at += 1;
      commands.push(command());
    }
    return { commands };
  };
  const andOr = (): AndOr => {
    const chain: AndOr = { first: pipeline(), rest: [] };
    for (;;) {
      const token = peek();
      if (token?.type !== "op" || (token.op !== "&&" && token.op !== "||")) return chain;
      at += 1;
      chain.rest.push({ op: token.op, pipeline: pipeline() });
    }
  };

  const script: Script = [];
  while (at < tokens.length) {
    if (peek()?.type === "op" && (peek() as { op: string }).op === ";") throw new SyntaxError_(unexpected(";"));
    script.push(andOr());
    const token = peek();
    if (token === undefined) break;
    if (token.type === "op" && token.op === ";") at += 1;
    else throw new SyntaxError_(unexpected(describe(token)));
  }
  return script;
}

/** Reads a command line; an empty line is an empty script. Throws LimitExceeded past SUBST_MAX_DEPTH nested quotes and substitutions. */
export function parseCommandLine(line: string): ParseResult {
  try {
    return { ok: true, script: parseTokens(tokenize(line)) };
  } catch (error) {
    if (error instanceof SyntaxError_) return { ok: false, error: error.message };
    throw error;
  }
}

/** The literal text of a word as typed, quotes removed, variables left as `$NAME` (for messages). */
export function wordText(word: Word): string {
  return word.parts
    .map((part) =>
      part.kind === "text"
        ? part.value
        : part.kind === "command"
          ? part.backquoted
            ? `\`${part.script}\``
            : `$(${part.script})`
          : part.name === "?"
            ? "$?"
            : `$${part.name}`,
    )
    .join("");
}
