/**
 * grep's patterns, matched by RE2 (re2js): linear in the input whatever the
 * pattern, so a visitor's regex cannot hang the page or the server. The
 * library loads on the first grep (a chunk of its own, out of the engine's).
 */
import type * as Re2 from "re2js";
import type { RE2JS } from "re2js";

type Re2Module = typeof Re2;
let loaded: Re2Module | undefined;
let loading: Promise<Re2Module> | undefined;

export function regexEngine(): Re2Module | Promise<Re2Module> {
  if (loaded) return loaded;
  loading ??= import("re2js").then(
    (m) => (loaded = m),
    (error: unknown) => {
      loading = undefined; // a failed fetch is tried again by the next grep
      throw error;
    },
  );
  return loading;
}

/** Characters that basic (BRE) syntax reads literally and extended syntax as operators, and back. */
const SWAPPED = new Set(["(", ")", "|", "{", "}", "+", "?"]);

/** A basic (BRE, GNU flavour) pattern as extended syntax: `\(` groups, `(` is a parenthesis. */
export function basicToExtended(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (inClass) {
      out += c;
      if (c === "]" && !/\[\^?$/.test(out.slice(0, -1))) inClass = false;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
    } else if (c === "\\" && i + 1 < pattern.length) {
      const next = pattern[++i];
      out += SWAPPED.has(next) ? next : `\\${next}`;
    } else if (SWAPPED.has(c)) {
      out += `\\${c}`;
    } else if (c === "*" && (out === "" || out === "^")) {
      out += "\\*"; // a leading star is literal in BRE
    } else out += c;
  }
  return out;
}

/** grep's patterns (several with -e) as one extended RE2 source, with -F, -w and -x applied. */
export function grepSource(
  engine: Re2Module,
  patterns: readonly string[],
  options: { fixed: boolean; extended: boolean; word: boolean; line: boolean },
): string {
  const parts = patterns.map((p) => (options.fixed ? engine.RE2JS.quote(p) : options.extended ? p : basicToExtended(p)));
  let source = parts.map((p) => `(?:${p})`).join("|");
  if (options.word) source = `\\b(?:${source})\\b`;
  if (options.line) source = `^(?:${source})$`;
  return source;
}

export type CompiledPattern = { ok: true; regex: RE2JS } | { ok: false; message: string };

export function compilePattern(engine: Re2Module, pattern: string, options: { extended: boolean; ignoreCase: boolean }): CompiledPattern {
  const source = options.extended ? pattern : basicToExtended(pattern);
  try {
    return { ok: true, regex: engine.RE2JS.compile(source, options.ignoreCase ? engine.RE2JS.CASE_INSENSITIVE : 0) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message };
  }
}
