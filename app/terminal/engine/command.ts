import type { Localized } from "~/i18n/config";
/** What a command module sees of the engine. */
import type { FileText } from "~/content/filesystem";
import type { Lang, MessageKey } from "./messages";
import type { QuestState } from "./quest";
import type { SessionSecrets } from "./secrets";
import type { EditorFile, EngineDeps, EngineEffect, InputMode, LineSegment, LineType, TerminalLine, ThemeName } from "./types";
import type { User, Vfs, VfsEntry } from "./vfs";

export interface CommandHelp {
  usage: string;
  summary: string;
}

/** A man page's body beyond its help line (NAME and SYNOPSIS come from `help`). */
export interface ManPage {
  description: string;
  /** Each option and what it does, e.g. ["-i", "ignore case"]. */
  options?: Array<[flag: string, meaning: string]>;
  examples?: string[];
}

export type WriteError = "denied" | "readOnly" | "notFound" | "notDir" | "isDir" | "exists" | "notEmpty" | "quota";
export type WriteResult = { ok: true } | { ok: false; error: WriteError; path: string };

/** The writable home as file commands see it; paths as typed (relative, `~` or absolute). */
export interface HomeFiles {
  /** Creates one directory (its parent must exist). */
  mkdir(path: string): WriteResult;
  /** Removes a file, or a directory and everything in it (the command checks -r and emptiness first). */
  remove(path: string): WriteResult;
  /** What the visitor's writes take, against `quota`. */
  usage(): { bytes: number; entries: number };
  readonly quota: { bytes: number; entries: number };
}

/** The shell's variables ($USER, $HOME, exported ones...). */
export interface ShellEnv {
  get(name: string): string | undefined;
  /** `export NAME=value`: an environment variable (listed by `env`). */
  set(name: string, value: string): void;
  /** `NAME=value`: a shell variable (exported stays exported, as bash keeps it). */
  assign(name: string, value: string): void;
  unset(name: string): void;
  /** The environment as `env` lists it. */
  entries(): Array<[string, string]>;
  /** Every variable the visitor set (exported and not), what counts against ENV_MAX_CHARS and what a saved session keeps. */
  stored(): { exported: Array<[string, string]>; shell: Array<[string, string]> };
}

/** What a command is for: `help` lists the commands in these groups, in this order. */
export const COMMAND_KINDS = ["portfolio", "ai", "games", "files", "system"] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

export interface Command {
  name: string;
  /** Its group in `help` ("system" when unset). Unix tools (`unix`) are listed apart, on their own lines. */
  kind?: CommandKind;
  /** Only root sees and may run it (<handle>_info, netstat). */
  rootOnly?: boolean;
  /** A standard Unix tool: `help` names it on one line with the others rather than in a row of its own. */
  unix?: boolean;
  help: Localized<CommandHelp>;
  man?: Localized<ManPage>;
  /**
   * Synchronous commands print at once; async ones run in "processing" mode.
   * The returned number is the exit status ($?); without one it is 1 when the
   * command printed an error line, else 0.
   */
  run(ctx: CommandContext): void | number | Promise<void | number>;
}

export interface SessionState {
  user: User;
  cwd: string;
  theme: ThemeName;
  quest: QuestState;
  secrets: SessionSecrets;
}

export type LineExtra = Partial<Pick<TerminalLine, "segments" | "isLoading" | "prompt" | "typing" | "preformatted">> & {
  /** Into a pipe or a file, the text ends without a newline (`echo -n`, `printf "%s"`); the screen shows it as a line. */
  noNewline?: boolean;
};

/** Result of looking up a path for a command (the error kind; each command words it). */
export type PathLookup = { ok: true; path: string; entry: VfsEntry } | { ok: false; error: "notFound" | "denied"; path: string };

export interface CommandContext {
  readonly deps: EngineDeps;
  readonly lang: Lang;
  /** The command word as run (lowercased). */
  readonly name: string;
  readonly args: string[];
  /** Standard input when the command reads a pipe or a `<` redirection; undefined at the keyboard. */
  readonly stdin?: string;
  /** True when standard output goes to a pipe or a file, not to the screen. */
  readonly piped?: boolean;
  readonly env: ShellEnv;
  readonly state: SessionState;
  readonly vfs: Vfs;
  readonly commands: ReadonlyMap<string, Command>;
  readonly history: readonly string[];
  /** `history -c`: the history is emptied (and what keeps it: the browser's storage, a saved session). */
  clearHistory(): void;
  /** When this session started (uptime counts from it; the log dates in the file system derive from it). */
  readonly startedAt: Date;
  print(type: LineType, text: string, extra?: LineExtra): number;
  update(id: number, patch: Partial<Omit<TerminalLine, "id">>): void;
  remove(id: number): void;
  clearLines(): void;
  effect(effect: EngineEffect): void;
  mode(): InputMode;
  setMode(mode: InputMode): void;
  /** A tracked timer (cleared on dispose); output inside is emitted at once. Returns a canceller. */
  later(ms: number, fn: () => void): () => void;
  /** Escape while this command runs (mode "processing") calls `handler` (ping, curl stop early). */
  onCancel(handler: () => void): void;
  /**
   * The page's editor closed (Engine.editorClosed): `saved` is the text written, or null; `name`, the file name the
   * visitor gave an unnamed buffer. `file` is what it holds (kept in a saved session).
   */
  onEditorClosed(handler: (saved: string | null, name?: string) => void, file: EditorFile): void;
  /** Marks the snapshot changed (after a state change with no new line: cd, logout). */
  refresh(): void;
  /** Groups several changes into one emitted snapshot (useful after an await). */
  batch<T>(fn: () => T): T;
  sleep(ms: number): Promise<void>;
  t(key: MessageKey, params?: Record<string, string | number>): string;
  text(value: FileText): string;
  home(): string;
  resolve(path: string): string;
  lookup(path: string): PathLookup;
  /** Writes (or appends to) a file of the visitor's writable home or /tmp. */
  writeFile(path: string, text: string, options?: { append?: boolean }): WriteResult;
  /** Directories and removals of the writable home (files are written with `writeFile`). */
  readonly fs: HomeFiles;
  /** The shell's aliases (name → command text), for `alias` and `unalias`. */
  readonly aliases: Map<string, string>;
  /** Opens the sudo password prompt; `pending` runs elevated after success. */
  askPassword(pending?: { name: string; args: string[] }): void;
  /**
   * Runs another command inside this one (xargs): its output goes to this command's streams, its standard
   * input is empty; the exit status, 127 for a command the visitor may not run (after bash's line).
   */
  spawn(name: string, args: string[]): number | Promise<number>;
  /** Runs a known command (used after sudo and for AI-returned commands). */
  execute(name: string, args: string[]): Promise<void>;
  /** Moves the quest from `from` to `to` if it is active at `from`; `delayMs` delays the update line. */
  advanceQuest(from: number, to: number, delayMs?: number): boolean;
  promptText(): string;
}

export type { LineSegment };
