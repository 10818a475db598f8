/**
 * Tab completion, as a pure function of the line and what can be named:
 * the first word of a command completes to command names, a known command's
 * first argument to its own words (themes, languages, games, command names),
 * anything else to a path (relative, absolute or from `~`; directories end
 * with `/`; dot-files only once a dot is typed; `cd` only to directories).
 */
import { DOS_GAMES, GBA_GAMES, MINI_GAMES, THEME_NAMES } from "../catalog";
import { resolvePath, type Vfs, type User } from "./vfs";

export interface DirEntry {
  name: string;
  dir: boolean;
}

export interface CompletionSource {
  /** The commands the visitor may run. */
  commands: readonly string[];
  /** The words a command's first argument takes, or null when it takes a path. */
  argumentWords(command: string): readonly string[] | null;
  /** The entries of the directory written `dir` ("" is the current one), or null when it cannot be read. */
  listDir(dir: string, hidden: boolean): DirEntry[] | null;
}

export interface Completion {
  /** The line with its last word completed as far as the candidates agree. */
  line: string;
  /** What the last word may become (a second Tab lists them). */
  candidates: string[];
  /** Each candidate as a whole line (the suggestions under the prompt). */
  lines: string[];
}

/** The first word's suggestions under the prompt are at most this many. */
export const MAX_COMMAND_SUGGESTIONS = 5;

/** Operators after which a command starts again. */
const COMMAND_BREAK = /(?:\|\||&&|[|;&])\s*/g;
const REDIRECTION = /^\d?(?:>>?|<)$/;

/** Commands whose first argument is one of a set of words (read from the catalogue and the content). */
export function argumentWords(command: string, languages: readonly string[], commands: readonly string[]): readonly string[] | null {
  switch (command) {
    case "theme":
      return THEME_NAMES;
    case "lang":
      return languages;
    case "dos":
      return Object.keys(DOS_GAMES);
    case "gba":
      return Object.keys(GBA_GAMES);
    case "play":
      return MINI_GAMES;
    case "man":
    case "which":
    case "type":
    case "help":
      return commands;
    default:
      return null;
  }
}

function commonPrefix(words: readonly string[]): string {
  if (words.length === 0) return "";
  let prefix = words[0];
  for (const word of words) {
    let i = 0;
    while (i < prefix.length && i < word.length && prefix[i] === word[i]) i += 1;
    prefix = prefix.slice(0, i);
  }
  return prefix;
}

function pathCandidates(word: string, source: CompletionSource, dirsOnly: boolean): { words: string[]; shown: string[] } {
  const slash = word.lastIndexOf("/");
  const dirPart = slash >= 0 ? word.slice(0, slash + 1) : word === "~" ? "~/" : "";
  const prefix = slash >= 0 ? word.slice(slash + 1) : word === "~" ? "" : word;
  const entries = source.listDir(dirPart, prefix.startsWith(".")) ?? [];
  const matches = entries.filter((e) => e.name.startsWith(prefix) && (!dirsOnly || e.dir));
  return {
    words: matches.map((e) => `${dirPart}${e.name}${e.dir ? "/" : ""}`),
    shown: matches.map((e) => `${e.name}${e.dir ? "/" : ""}`),
  };
}

/** Completes the last word of `input`. */
export function completeLine(input: string, source: CompletionSource): Completion {
  const none: Completion = { line: input, candidates: [], lines: [] };
  // The command the last word belongs to starts after the last operator.
  let start = 0;
  for (const match of input.matchAll(COMMAND_BREAK)) start = (match.index ?? 0) + match[0].length;
  const head = input.slice(0, start);
  const segment = input.slice(start).replace(/^\s+/, "");
  const lead = input.slice(start, input.length - segment.length);
  const words = segment.split(/\s+/);
  const word = words[words.length - 1];
  const before = input.slice(0, input.length - word.length);

  let candidates: string[];
  let shown: string[];
  if (words.length === 1) {
    if (word === "" || (head === "" && lead === "" && input.trim() === "")) return none;
    const prefix = word.toLowerCase();
    candidates = source.commands.filter((name) => name.startsWith(prefix)).sort();
    shown = candidates;
  } else {
    const command = words[0].toLowerCase();
    const previous = words[words.length - 2];
    const choices = words.length === 2 ? source.argumentWords(command) : null;
    if (choices && !REDIRECTION.test(previous)) {
      const prefix = word.toLowerCase();
      candidates = choices.filter((choice) => choice.startsWith(prefix)).sort();
      shown = candidates;
    } else {
      ({ words: candidates, shown } = pathCandidates(word, source, command === "cd" && !REDIRECTION.test(previous)));
    }
  }
  if (candidates.length === 0) return none;
  const lines = candidates.map((candidate) => `${before}${candidate}`);
  const common = commonPrefix(candidates);
  const line = common.length > word.length ? `${before}${common}` : input;
  return {
    line,
    candidates: shown,
    lines: words.length === 1 && head === "" ? lines.slice(0, MAX_COMMAND_SUGGESTIONS) : lines,
  };
}

/** The engine's source: its commands, the virtual file system as the visitor sees it, the content's languages. */
export function engineCompletionSource(opts: {
  commands: readonly string[];
  languages: readonly string[];
  vfs: Vfs;
  user: User;
  cwd: string;
  home: string;
}): CompletionSource {
  const { vfs, user, cwd, home } = opts;
  const childPath = (dir: string, name: string) => (dir === "/" ? `/${name}` : `${dir}/${name}`);
  return {
    commands: opts.commands,
    argumentWords: (command) => argumentWords(command, opts.languages, opts.commands),
    listDir(dirPart, hidden) {
      const dir = resolvePath(cwd, dirPart === "" ? "." : dirPart, home);
      if (!vfs.canAccess(dir, user) || vfs.get(dir)?.type !== "dir") return null;
      return vfs.list(dir, user, hidden).map((name) => ({ name, dir: vfs.get(childPath(dir, name))?.type === "dir" }));
    },
  };
}
