import type { Localized } from "~/i18n/config";
/** What a command module sees of the engine. */
import type { FileText } from "~/content/filesystem";
import type { Lang, MessageKey } from "./messages";
import type { QuestState } from "./quest";
import type { SessionSecrets } from "./secrets";
import type { EngineDeps, EngineEffect, InputMode, LineSegment, LineType, TerminalLine, ThemeName } from "./types";
import type { User, Vfs, VfsEntry } from "./vfs";

export interface CommandHelp {
  usage: string;
  summary: string;
}

export interface Command {
  name: string;
  /** Only root sees and may run it (<handle>_info, netstat). */
  rootOnly?: boolean;
  help: Localized<CommandHelp>;
  /** Synchronous commands print at once; async ones run in "processing" mode. */
  run(ctx: CommandContext): void | Promise<void>;
}

export interface SessionState {
  user: User;
  cwd: string;
  theme: ThemeName;
  quest: QuestState;
  secrets: SessionSecrets;
}

export type LineExtra = Partial<Pick<TerminalLine, "segments" | "isLoading" | "prompt">>;

/** Result of looking up a path for a command (the error kind; each command words it). */
export type PathLookup = { ok: true; path: string; entry: VfsEntry } | { ok: false; error: "notFound" | "denied"; path: string };

export interface CommandContext {
  readonly deps: EngineDeps;
  readonly lang: Lang;
  /** The command word as run (lowercased). */
  readonly name: string;
  readonly args: string[];
  readonly state: SessionState;
  readonly vfs: Vfs;
  readonly commands: ReadonlyMap<string, Command>;
  readonly history: readonly string[];
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
  /** Opens the sudo password prompt; `pending` runs elevated after success. */
  askPassword(pending?: { name: string; args: string[] }): void;
  /** Runs a known command (used after sudo and for AI-returned commands). */
  execute(name: string, args: string[]): Promise<void>;
  /** Moves the quest from `from` to `to` if it is active at `from`; `delayMs` delays the update line. */
  advanceQuest(from: number, to: number, delayMs?: number): boolean;
  promptText(): string;
}

export type { LineSegment };
