/** What a command sees of the engine (command.ts's `CommandContext`), built for one run. */
import type { Command, CommandContext, HomeFiles, PathLookup, SessionState, ShellEnv } from "./command";
import { HOME_QUOTA, type WritableHome } from "./home";
import type { LineStore } from "./line-store";
import { message, pickText, type Lang, type MessageKey } from "./messages";
import { ShellRunner, type StageIo } from "./runner";
import type { EditorFile, EngineDeps } from "./types";
import { HOMES, resolvePath, type Vfs } from "./vfs";

export interface ContextHost {
  deps: EngineDeps;
  store: LineStore;
  state: SessionState;
  vfs: Vfs;
  files: WritableHome;
  commands: ReadonlyMap<string, Command>;
  aliases: Map<string, string>;
  env: ShellEnv;
  history(): readonly string[];
  clearHistory(): void;
  lang(): Lang;
  later(ms: number, fn: () => void): () => void;
  sleep(ms: number): Promise<void>;
  onCancel(handler: () => void): void;
  onEditorClosed(handler: (saved: string | null, name?: string) => void, file: EditorFile): void;
  askPassword(pending?: { name: string; args: string[] }): void;
  execute(name: string, args: string[]): Promise<void>;
  advanceQuest(from: number, to: number, delayMs?: number): boolean;
  prompt(): string;
  startedAt: Date;
}

export const homeOf = (state: SessionState) => HOMES[state.user];

export function lookupPath(host: Pick<ContextHost, "state" | "vfs">, input: string): PathLookup {
  const { state, vfs } = host;
  const path = resolvePath(state.cwd, input, homeOf(state));
  const entry = vfs.get(path);
  if (!entry) return { ok: false, error: "notFound", path };
  if (!vfs.canAccess(path, state.user)) return { ok: false, error: "denied", path };
  return { ok: true, path, entry };
}

/**
 * `$PATH` as Debian sets it: the commands live in /usr/bin (`which`, `type`), the administrator's in the sbin
 * folders too.
 */
export const SHELL_PATH = {
  guest: "/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games",
  root: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
} as const;

/** `$RANDOM`'s range: 0 to 32767, as bash. */
const RANDOM_RANGE = 32_768;

/**
 * The shell's variables: the session's own ($USER, $HOME, $PWD, $RANDOM...) over those the visitor set
 * (exported or not), over defaults the visitor may replace ($PATH).
 */
export function shellEnv(state: SessionState, hostname: string, random: () => number): ShellEnv {
  const exported = new Map<string, string>();
  const shell = new Map<string, string>();
  const base = (): Record<string, string> => ({
    USER: state.user,
    HOME: homeOf(state),
    PWD: state.cwd,
    SHELL: "/bin/bash",
    HOSTNAME: hostname,
  });
  const defaults = (): Record<string, string> => ({ PATH: SHELL_PATH[state.user] });
  return {
    get: (name) => {
      const own = base();
      if (Object.hasOwn(own, name)) return own[name];
      // A new number at each expansion, never listed by `env` (bash does not export it).
      if (name === "RANDOM") return String(Math.min(RANDOM_RANGE - 1, Math.floor(random() * RANDOM_RANGE)));
      const fallback = defaults();
      return exported.get(name) ?? shell.get(name) ?? (Object.hasOwn(fallback, name) ? fallback[name] : undefined);
    },
    set: (name, value) => {
      shell.delete(name);
      exported.set(name, value);
    },
    assign: (name, value) => void (exported.has(name) ? exported : shell).set(name, value),
    unset: (name) => {
      exported.delete(name);
      shell.delete(name);
    },
    entries: () => {
      const own = base();
      return [
        ...Object.entries(own),
        ...Object.entries(defaults()).filter(([name]) => !exported.has(name)),
        ...[...exported].filter(([name]) => !Object.hasOwn(own, name)),
      ];
    },
    stored: () => ({ exported: [...exported], shell: [...shell] }),
  };
}

/** The file system as a command sees it: each entry it looks up counts against the line's caps (limits.ts). */
function countedVfs(vfs: Vfs, io: StageIo): Vfs {
  const view = Object.create(vfs) as Vfs;
  view.get = (path) => {
    io.lookup();
    return vfs.get(path);
  };
  return view;
}

export function buildContext(host: ContextHost, name: string, args: string[], io?: StageIo): CommandContext {
  const { store, state, files } = host;
  const l = host.lang();
  const resolve = (path: string) => resolvePath(state.cwd, path, homeOf(state));
  const fs: HomeFiles = {
    mkdir: (path) => {
      io?.write();
      return files.mkdir(resolve(path), state.user);
    },
    remove: (path) => {
      io?.write();
      return files.remove(resolve(path), state.user);
    },
    usage: () => files.usage(),
    quota: HOME_QUOTA,
  };
  return {
    deps: host.deps,
    lang: l,
    name,
    args,
    stdin: io?.stdin,
    piped: io?.piped ?? false,
    env: host.env,
    state,
    vfs: io ? countedVfs(host.vfs, io) : host.vfs,
    commands: host.commands,
    history: host.history(),
    clearHistory: host.clearHistory,
    startedAt: host.startedAt,
    print: io?.print ?? ((type, text, extra) => store.push(type, text, extra)),
    update: io?.update ?? ((id, patch) => store.update(id, patch)),
    remove: io?.remove ?? ((id) => store.remove(id)),
    clearLines: () => store.clear(),
    effect: (effect) => store.effect(effect),
    mode: () => store.mode,
    setMode: (mode) => store.setMode(mode),
    later: host.later,
    sleep: host.sleep,
    batch: (fn) => store.batch(fn),
    refresh: () => store.changed(),
    onCancel: host.onCancel,
    onEditorClosed: host.onEditorClosed,
    t: (key: MessageKey, params?: Record<string, string | number>) => message(l, key, params),
    text: (value) => {
      // What a command reads of a file counts against its caps (limits.ts): `sort f f f …` stops early.
      const text = pickText(l, value);
      io?.read(text.length);
      return text;
    },
    home: () => homeOf(state),
    resolve,
    lookup: (path) => {
      io?.lookup();
      return lookupPath(host, path);
    },
    writeFile: (path, text, options) => {
      io?.write();
      return files.writeFile(resolve(path), text, state.user, options?.append);
    },
    fs,
    // Outside a line (a restored editor's context) there is no shell to run a command in.
    spawn: io?.spawn ?? (() => 127),
    aliases: host.aliases,
    askPassword: host.askPassword,
    execute: host.execute,
    advanceQuest: host.advanceQuest,
    promptText: host.prompt,
  };
}

/** The shell over this engine: commands get their context from `host`, files go through its home. */
export function createShell(
  host: ContextHost,
  own: { isAvailable(cmd: Command | undefined): cmd is Command; settled(): void },
): ShellRunner {
  const { store, state, vfs } = host;
  const shell: ShellRunner = new ShellRunner({
    commands: host.commands,
    aliases: host.aliases,
    env: host.env,
    isAvailable: own.isAvailable,
    context: (name, args, io) => buildContext(host, name, args, io),
    push: (type, text, extra) => store.push(type, text, extra),
    update: (id, patch) => store.update(id, patch),
    remove: (id) => store.remove(id),
    hold: () => store.hold(),
    mode: () => store.mode,
    setMode: (mode) => store.setMode(mode),
    settled: own.settled,
    t: (key, params) => message(host.lang(), key, params),
    variable: (name): string | undefined => (name === "?" ? String(shell.status) : host.env.get(name)),
    expandContext: () => ({
      home: homeOf(state),
      cwd: state.cwd,
      list: (dir) => (vfs.get(dir)?.type === "dir" && vfs.canAccess(dir, state.user) ? vfs.list(dir, state.user, true) : null),
    }),
    home: host.files,
    user: () => state.user,
    resolve: (path) => resolvePath(state.cwd, path, homeOf(state)),
    readFile: (path) => {
      const found = lookupPath(host, path);
      if (!found.ok) return { ok: false, error: found.error, path: found.path };
      if (found.entry.type === "dir") return { ok: false, error: "isDir", path: found.path };
      return { ok: true, text: pickText(host.lang(), found.entry.content) };
    },
  });
  return shell;
}
