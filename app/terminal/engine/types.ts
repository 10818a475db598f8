/**
 * The contract between the pure terminal engine (this folder: no React, no DOM)
 * and the React terminal (app/terminal/ui). The engine owns every string and
 * rule of the fake OS; the UI renders lines, reacts to effects and forwards keys.
 */
import type { Language } from "~/i18n/config";
import type { ClientContent } from "~/content/types";
import type { Lang } from "~/i18n/config";
import type { HomeData } from "./home";
import type { GameCatalogue, MiniGame, ThemeName } from "../catalog";
import type { Completion } from "./completion";

export type { Completion };

export type LineType = "user" | "system" | "ai" | "log" | "error" | "success" | "password";

/** Engine-made markup (spec "html" lines) as data, never as an HTML string. */
export interface LineSegment {
  text: string;
  /** http(s) or in-page link, opened in a new tab when external. */
  href?: string;
  /** A hint for styling: "prompt" | "muted" | "accent" | "error" | "success" | "banner"... */
  tone?: string;
}

export interface TerminalLine {
  id: number;
  type: LineType;
  /** Plain text (always set: it is what screen readers and tests read). */
  text: string;
  /** Set when the line is engine-made markup; the UI renders these instead of `text`. */
  segments?: LineSegment[];
  /** A placeholder (e.g. "Loading..." while the AI answers); replaced later. */
  isLoading?: boolean;
  /** Being typed out letter by letter: screen readers get the line once, when it is finished. */
  typing?: boolean;
  /** For user lines: the prompt part before the first "$" (spec: split at the first $). */
  prompt?: string;
  /**
   * The text is laid out in columns (`help`): its spaces and line breaks are its layout. The page keeps
   * them even without CSS (a `<pre>`: text browsers read the columns).
   */
  preformatted?: boolean;
}

export type { ThemeName } from "../catalog";

export interface Theme {
  name: ThemeName;
  displayName: string;
  colors: {
    background: string;
    border: string;
    text: string;
    prompt: string;
    system: string;
    input: string;
    error: string;
    success: string;
  };
}

/** What the UI must do besides showing lines. */
export type EngineEffect =
  | { type: "clear" }
  | { type: "theme"; theme: ThemeName }
  | { type: "language"; lng: Lang }
  | { type: "openContact" }
  | { type: "openGame"; game: MiniGame }
  | { type: "openDos"; gameId: string; name: string }
  | { type: "openGba"; gameId: string; name: string }
  | { type: "showImage"; prompt: string; imageBase64: string }
  /** `nano <file>`: the full-screen editor on `content` (input stays locked until Engine.editorClosed). */
  | ({ type: "openEditor" } & EditorFile)
  /** `resume` / `cv`: the browser's print dialog on the page (its print stylesheet makes the CV). */
  | { type: "print" }
  /** The typed-out AI reply is starting (UI may render it progressively). */
  | { type: "scrollToBottom" };

/**
 * The file an open editor holds: its absolute path, the name as typed, the text it opened with, and whether it is new.
 * `nano` or `vi` alone opens an unnamed buffer: path and name "" (the name is asked for when it is saved).
 */
export interface EditorFile {
  path: string;
  name: string;
  content: string;
  isNew: boolean;
  /** Which editor's keys: nano's (Ctrl+X asks "Save modified buffer?") or vi's (`:q` refused with unsaved changes). Absent: nano. */
  flavor?: "nano" | "vi";
}

/** Input modes: what the prompt shows and how keys are treated. */
export type InputMode = "booting" | "normal" | "password" | "processing" | "overlay";

export interface EngineSnapshot {
  lines: TerminalLine[];
  mode: InputMode;
  /** e.g. "guest@clad:~$" — the prompt text shown before the input. */
  prompt: string;
  user: "guest" | "root";
  cwd: string;
  theme: ThemeName;
  sessionId: string;
}

/** Browser-side calls the engine needs; the UI passes real fetch-based ones, tests pass fakes. */
export interface TerminalApi {
  /** With `onDelta`, the model's reply arrives in pieces as it is written (the built-in assistant's comes whole). */
  sendMessage(
    message: string,
    onDelta?: (text: string) => void,
  ): Promise<{ ok: boolean; reply?: string; command?: string; message?: string; fallback?: boolean }>;
  /** `source`: who drew it, the configured image model ("openai") or the built-in generator ("builtin"). */
  generateImage(prompt: string): Promise<{ ok: boolean; imageBase64?: string; message?: string; source?: ImageSource }>;
  clearHistory(): Promise<void>;
  /** GET /api/projects; `data` values are the projects. */
  projects(): Promise<{ ok: boolean; projects?: unknown[]; message?: string }>;
  /** GET /api/games: the DOS and GBA catalogues with what is installed. */
  games(): Promise<{ ok: boolean; catalogue?: GameCatalogue }>;
  /** Whether a visitor key exists (gen_image errors without one). */
  hasVisitorKey(): boolean;
}

/** Who made a generated picture: the configured image model, or the built-in generator (abstract shapes, no model). */
export type ImageSource = "builtin" | "openai";

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Everything with side effects is injected so unit tests drive time, randomness and I/O. */
/** The owner's content the engine prints from: who they are, their skills, the banner, the files. */
export type EngineContent = Pick<ClientContent, "profile" | "skillCategories" | "terminal" | "files">;

export interface EngineDeps {
  /** The owner's content (the root loader's in the browser, the server's on the no-JS path). */
  content: EngineContent;
  api: TerminalApi;
  /** Real cross-origin GET for curl (window.fetch in the browser). */
  fetch: typeof fetch;
  storage: KeyValueStorage;
  now(): Date;
  random(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  /** Current UI language; help texts and engine messages follow it. */
  language(): Language;
  /** The page's origin (curl may fetch plain http:// only there); absent in tests means none. */
  pageOrigin?(): string;
  /** When true, typed-out replies and boot animations complete at once. */
  reducedMotion(): boolean;
  /**
   * How many characters fit on one line of the terminal, when the page can measure it (a phone's is ~40).
   * Absent (the server, tests): 80, a terminal's classic width. `help` lays its table out for it.
   */
  columns?(): number | undefined;
  /**
   * The engine runs on the server for a visitor without JavaScript (the hero's form):
   * commands that need the browser (games, players, the contact wizard, a real curl)
   * answer one line saying so instead of starting.
   */
  scriptless?: boolean;
}

/**
 * A session as plain JSON data: the no-JavaScript terminal keeps it server-side
 * between two posts and restores the engine from it (`createEngine(deps, saved)`).
 */
export interface SavedSession {
  version: 1;
  user: "guest" | "root";
  cwd: string;
  theme: ThemeName;
  quest: { active: boolean; level: number; completedAt: Partial<Record<number, string>> };
  secrets: { sessionId: string; apiToken: string; recoveryPhrase: string; completionKey: string };
  /** When the file system was built (log dates in it derive from it). */
  startedAt: string;
  lines: TerminalLine[];
  nextId: number;
  /** "password" while sudo waits for its password (with the command to run after it). */
  mode: "normal" | "password";
  pendingSudo: { name: string; args: string[] } | null;
  /** What the visitor wrote in their home and /tmp (absent when nothing). */
  home?: HomeData;
  /**
   * The editor `nano <file>` opened without JavaScript, waiting for the next post (save or exit);
   * `mode` is then "normal" and the restored engine is in the editor's state ("overlay").
   */
  editor?: EditorFile;
  /** The session already showed the "Type 'help'…" hint after a "command not found" (shown once). */
  notFoundHinted?: boolean;
  /** The shell's variables and aliases, when the visitor changed them (absent: none set, the default aliases). */
  shell?: SavedShell;
}

/** What a shell keeps between two posts without JavaScript: `export X=1`, `X=1`, `alias ll='ls -l'`, `unalias l`. */
export interface SavedShell {
  exported: Array<[string, string]>;
  variables: Array<[string, string]>;
  /** Every alias (the defaults included, as the visitor left them). */
  aliases: Array<[string, string]>;
}

export interface Engine {
  snapshot(): EngineSnapshot;
  /** Listener called after every change (lines, mode, prompt...) and with each effect. */
  subscribe(listener: (snapshot: EngineSnapshot, effect?: EngineEffect) => void): () => void;
  /** Runs the boot sequence (500 ms, "Booting AI Interface v2.1...", ~2 s loading, banner, greeting). */
  boot(): void;
  /** The page's language changed: the boot's lines still on screen follow it. */
  languageChanged(): void;
  /** Enter: runs a command, answers a password prompt, or sends free text to the AI. */
  submit(input: string): Promise<void>;
  /**
   * Enter in a password field (the input the visitor typed it in was one): the prompt's answer if it is still
   * open; otherwise the line is dropped with a note, never run, sent to the assistant or kept in the history.
   */
  submitPassword(input: string): Promise<void>;
  /** Escape: cancels a password prompt ("sudo" cancelled message), finishes a typed-out reply, or stops a running ping/curl ("^C"). */
  cancel(): void;
  /** Ctrl+L: clears the screen only (the AI conversation stays, unlike `clear`). */
  clearScreen(): void;
  /** A key press while a reply is being typed shows it at once. */
  skipTyping(): void;
  /** Called by the UI when an overlay closes, to append its closing line and unlock input. */
  overlayClosed(line: string): void;
  /**
   * The editor closed: `saved` is the text the visitor saved last (null: left without saving); `name`, the file
   * name given when saving an unnamed buffer (nano's "File Name to Write", vi's `:w name`).
   */
  editorClosed(saved: string | null, name?: string): void;
  /** Whole-line completions of the last word of `input` (at most 5 for a first word). */
  complete(input: string): string[];
  /** Tab: the line completed as far as the candidates agree, and the candidates. */
  completeTab(input: string): Completion;
  /** A second Tab: the line, then its candidates, printed (as bash lists them). */
  showCompletions(input: string): void;
  /** Ctrl+C on a typed line: printed with `^C` after it, like a shell. */
  interrupt(input: string): void;
  /** The history, oldest first (Ctrl+R searches it). */
  historyEntries(): readonly string[];
  /** The line being typed: fetches what running it will need (RE2 for grep) before Enter. */
  warm(input: string): void;
  /** Command history navigation (arrow up/down); returns the text to show. */
  historyUp(current: string): string;
  historyDown(): string;
  /** The session as JSON data, when the engine is idle ("normal" or "password"); null while busy. */
  save(): SavedSession | null;
  dispose(): void;
}
