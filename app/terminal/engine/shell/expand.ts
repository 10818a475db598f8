/**
 * Words into arguments, as bash does for the cases a visitor types: `~` to the home directory,
 * `$NAME`/`${NAME}`/`$?` to the variable's value (unset: nothing), `$(…)` to what its command printed
 * (unquoted: split into words at blanks, a word of nothing but an empty substitution gone), then unquoted
 * `*`, `?` and `[abc]` matched against the file system, sorted; a pattern that matches nothing stays as typed.
 * Pure: the variables, the substitutions' output and the directory listing are handed in.
 */
import { LimitExceeded, shown, WORD_MAX_CHARS } from "../limits";
import { wordText, type Word, type WordPart } from "./parse";

export interface ExpandContext {
  /** A variable's value, `?` included; undefined when unset. */
  variable(name: string): string | undefined;
  /** What a command substitution printed (the runner ran it before expanding the word). */
  substituted?(part: Extract<WordPart, { kind: "command" }>): string;
  home: string;
  cwd: string;
  /** The names in a directory (absolute path), or null when it is not one. */
  list(dir: string): string[] | null;
  /** Called for each path a glob visits; throws to stop a walk that grew too wide (limits.ts). */
  visit?(): void;
}

const GLOB_CHARS = /[*?[]/;

/** Blanks that split an unquoted substitution's output into words (bash's default IFS). */
const BLANKS = /[ \t\n]+/;

/**
 * One word into its arguments: one, the words of an unquoted substitution, or the sorted matches of a glob.
 * `whole`: one argument, never split or globbed (an assignment's value, as bash reads `X=$(ls)`).
 */
export function expandWord(word: Word, context: ExpandContext, whole = false): string[] {
  interface Field {
    text: string;
    /** The same text with quoted characters escaped, for the glob. */
    pattern: string;
    globbing: boolean;
    /** Something but an unquoted substitution made it (`""` is an argument; an empty `$(true)` is none). */
    kept: boolean;
  }
  const fields: Field[] = [];
  let field: Field = { text: "", pattern: "", globbing: false, kept: false };
  const literal = (value: string) => value.replace(/[*?[\]\\]/g, "\\$&");
  const grown = () => {
    // `$A$A$A…` doubles with each line: stop before the string outgrows what a line may build.
    if (field.text.length > WORD_MAX_CHARS) throw new LimitExceeded("limitWord", { word: shown(wordText(word)), limit: WORD_MAX_CHARS });
  };
  const split = () => {
    if (field.kept) fields.push(field);
    field = { text: "", pattern: "", globbing: false, kept: false };
  };
  word.parts.forEach((part, index) => {
    if (part.kind === "command" && !part.quoted && !whole) {
      const value = context.substituted?.(part) ?? "";
      const words = value.split(BLANKS).filter((piece) => piece !== "");
      if (/^[ \t\n]/.test(value)) split();
      words.forEach((piece, at) => {
        if (at > 0) split();
        field.text += piece;
        field.pattern += literal(piece);
        field.kept = true;
        grown();
      });
      if (words.length > 0 && /[ \t\n]$/.test(value)) split();
      return;
    }
    field.kept = true;
    let value =
      part.kind === "text" ? part.value : part.kind === "var" ? (context.variable(part.name) ?? "") : (context.substituted?.(part) ?? "");
    if (index === 0 && word.tilde && part.kind === "text") {
      // The home directory is taken as it is; what follows the ~ may glob.
      field.text += context.home;
      field.pattern += literal(context.home);
      value = value.slice(1);
    }
    field.text += value;
    grown();
    if (part.kind === "text" && !part.quoted && !whole) {
      field.pattern += value;
      if (GLOB_CHARS.test(value)) field.globbing = true;
    } else field.pattern += literal(value);
  });
  if (field.kept) fields.push(field);
  return fields.flatMap(({ text, pattern, globbing }) => {
    if (!globbing) return [text];
    const matches = expandGlob(pattern, context);
    return matches.length > 0 ? matches : [text];
  });
}

export function expandWords(words: Word[], context: ExpandContext): string[] {
  return words.flatMap((word) => expandWord(word, context));
}

/** Whether a path segment has an unescaped glob character. */
function hasGlob(segment: string): boolean {
  for (let i = 0; i < segment.length; i++) {
    if (segment[i] === "\\") i += 1;
    else if (GLOB_CHARS.test(segment[i]!)) return true;
  }
  return false;
}

const unescape = (segment: string) => segment.replace(/\\(.)/g, "$1");

type GlobToken =
  { kind: "star" } | { kind: "one" } | { kind: "char"; char: string } | { kind: "class"; negated: boolean; test: (c: string) => boolean };

/** A segment's pattern: `*` any run, `?` one character, `[abc]`/`[a-z]`/`[!a]` a class, escaped characters literal. */
function globTokens(segment: string): GlobToken[] {
  const tokens: GlobToken[] = [];
  const chars = [...segment];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    if (c === "\\" && i + 1 < chars.length) tokens.push({ kind: "char", char: chars[++i]! });
    else if (c === "*") {
      if (tokens.at(-1)?.kind !== "star") tokens.push({ kind: "star" });
    } else if (c === "?") tokens.push({ kind: "one" });
    else if (c === "[") {
      let close = i + 2;
      while (close < chars.length && chars[close] !== "]") close += 1;
      if (close >= chars.length) {
        tokens.push({ kind: "char", char: "[" });
        continue;
      }
      let body = chars.slice(i + 1, close);
      const negated = body[0] === "!" || body[0] === "^";
      if (negated) body = body.slice(1);
      const ranges: Array<[string, string]> = [];
      for (let j = 0; j < body.length; j++) {
        if (body[j + 1] === "-" && j + 2 < body.length) {
          ranges.push([body[j]!, body[j + 2]!]);
          j += 2;
        } else ranges.push([body[j]!, body[j]!]);
      }
      tokens.push({ kind: "class", negated, test: (ch) => ranges.some(([from, to]) => ch >= from && ch <= to) });
      i = close;
    } else tokens.push({ kind: "char", char: c });
  }
  return tokens;
}

/**
 * Whether a name matches a segment's pattern. Greedy with one backtrack point (the last `*`), as
 * shells do: at most pattern × name steps, whatever the pattern (no regular expression to blow up).
 */
export function matchSegment(segment: string, name: string): boolean {
  return segmentMatcher(segment)(name);
}

/** A segment's pattern compiled once, for the many names of a walk. */
function segmentMatcher(segment: string): (name: string) => boolean {
  const pattern = globTokens(segment);
  return (name) => matchTokens(pattern, name);
}

function matchTokens(pattern: GlobToken[], name: string): boolean {
  const text = [...name];
  let p = 0;
  let t = 0;
  let starAt = -1;
  let starText = 0;
  const fits = (token: GlobToken, c: string) =>
    token.kind === "one" || (token.kind === "char" && token.char === c) || (token.kind === "class" && token.test(c) !== token.negated);
  while (t < text.length) {
    const token = pattern[p];
    if (token && token.kind === "star") {
      starAt = p++;
      starText = t;
    } else if (token && fits(token, text[t]!)) {
      p += 1;
      t += 1;
    } else if (starAt >= 0) {
      p = starAt + 1;
      t = ++starText;
    } else return false;
  }
  while (pattern[p]?.kind === "star") p += 1;
  return p === pattern.length;
}

function joinPath(dir: string, name: string): string {
  return dir.endsWith("/") ? `${dir}${name}` : `${dir}/${name}`;
}

/** Every path matching the pattern, as typed (relative stays relative), sorted. */
export function expandGlob(pattern: string, context: Pick<ExpandContext, "cwd" | "list" | "visit">): string[] {
  // `*/../*/..` lists the same few folders again and again: each is listed once per pattern.
  const listed = new Map<string, string[] | null>();
  const list = (dir: string) => {
    if (!listed.has(dir)) listed.set(dir, context.list(dir));
    return listed.get(dir)!;
  };
  const absolute = pattern.startsWith("/");
  const segments = pattern.split("/").filter((s, i) => s !== "" || i === 0);
  if (absolute) segments.shift();
  // Each candidate: the absolute directory reached, and the path as the visitor will see it.
  let candidates: Array<{ at: string; shown: string }> = [{ at: absolute ? "/" : context.cwd, shown: absolute ? "/" : "" }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    const matches = hasGlob(segment) ? segmentMatcher(segment) : null;
    const next: typeof candidates = [];
    for (const { at, shown } of candidates) {
      const show = (name: string) => (shown === "" ? name : shown === "/" ? `/${name}` : `${shown}/${name}`);
      if (!matches) {
        // `*/../*/..`: each step multiplies the paths; every one counts against the line's walk.
        context.visit?.();
        const name = unescape(segment);
        const target = name === ".." ? at.replace(/\/[^/]*$/, "") || "/" : name === "." ? at : joinPath(at, name);
        const exists = name === "." || name === ".." ? true : (list(at) ?? []).includes(name);
        if (last ? exists : list(target) !== null) next.push({ at: target, shown: show(name) });
        continue;
      }

      const hiddenAllowed = segment.startsWith(".");
      for (const name of list(at) ?? []) {
        context.visit?.();
        if (name.startsWith(".") && !hiddenAllowed) continue;
        if (!matches(name)) continue;
        const target = joinPath(at, name);
        if (last || list(target) !== null) next.push({ at: target, shown: show(name) });
      }
    }
    candidates = next;
  });
  if (!hasGlob(pattern)) return [];
  return candidates.map((c) => c.shown).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
