/**
 * What outlives the engine: the theme read back from storage, the session saved as data (the
 * no-JavaScript terminal between two posts) and the visitor's writable home — in the saved session
 * without JavaScript, in the browser's storage (HOME_STORAGE_KEY) with it.
 */
import { HOME_STORAGE_KEY, isThemeName } from "../catalog";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../catalog/first-page";
import type { SessionState, ShellEnv } from "./command";
import type { WritableHome } from "./home";
import type { LineStore } from "./line-store";
import type { PendingSudo } from "./password";
import { DEFAULT_ALIASES } from "./runner";
import { noRoomFor } from "./tools/env-room";
import { NAME } from "./tools/identifier";
import type { EditorFile, EngineDeps, SavedSession, SavedShell, ThemeName } from "./types";

export function loadTheme(deps: EngineDeps): ThemeName {
  try {
    const stored = deps.storage.getItem(THEME_STORAGE_KEY)?.toLowerCase();
    return stored && isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The home's saved data: the session's when restoring one, else the browser's (never a crash). */
export function storedHome(deps: EngineDeps, saved: SavedSession | undefined): unknown {
  if (saved) return saved.home;
  if (deps.scriptless) return undefined;
  try {
    const raw = deps.storage.getItem(HOME_STORAGE_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the home to the browser's storage when it changed (with JavaScript only). */
export function homeKeeper(deps: EngineDeps, home: WritableHome): () => void {
  let version = home.version;
  return () => {
    if (deps.scriptless || home.version === version) return;
    version = home.version;
    try {
      const data = home.data();
      if (data) deps.storage.setItem(HOME_STORAGE_KEY, JSON.stringify(data));
      else deps.storage.removeItem(HOME_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the files last for this page.
    }
  };
}

/** The shell's variables and aliases as a saved session keeps them; undefined when nothing differs from a new shell. */
export function savedShell(env: ShellEnv, aliases: ReadonlyMap<string, string>): SavedShell | undefined {
  const { exported, shell } = env.stored();
  const defaults = new Map(DEFAULT_ALIASES);
  const sameAliases = aliases.size === defaults.size && [...aliases].every(([name, value]) => defaults.get(name) === value);
  if (exported.length === 0 && shell.length === 0 && sameAliases) return undefined;
  return { exported, variables: shell, aliases: [...aliases] };
}

const isPair = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === "string" && typeof value[1] === "string";
const pairs = (value: unknown): Array<[string, string]> => (Array.isArray(value) ? value.filter(isPair) : []);

/**
 * A saved shell put back (a stored session is data from the database: anything malformed is skipped, and what
 * would not fit the environment's caps, limits.ts, is left out as `export` would refuse it).
 */
export function restoreShell(saved: unknown, env: ShellEnv, aliases: Map<string, string>): void {
  if (typeof saved !== "object" || saved === null) return;
  const data = saved as Partial<Record<keyof SavedShell, unknown>>;
  if (Array.isArray(data.aliases)) {
    aliases.clear();
    for (const [name, value] of pairs(data.aliases))
      if (name !== "" && !noRoomFor(env, aliases, "alias", name, value)) aliases.set(name, value);
  }
  for (const [name, value] of pairs(data.exported))
    if (NAME.test(name) && !noRoomFor(env, aliases, "export", name, value)) env.set(name, value);
  for (const [name, value] of pairs(data.variables))
    if (NAME.test(name) && !noRoomFor(env, aliases, "bash", name, value)) env.assign(name, value);
}

export function saveSession(
  store: LineStore,
  state: SessionState,
  startedAt: Date,
  pendingSudo: PendingSudo | undefined,
  home: WritableHome,
  editor: EditorFile | null = null,
  notFoundHinted = false,
  shell?: SavedShell,
): SavedSession | null {
  // An open editor is a state the next post resumes (save or exit); any other overlay is not.
  const mode = store.mode === "overlay" && editor ? "normal" : store.mode;
  if (mode !== "normal" && mode !== "password") return null;
  const data = home.data();
  return {
    version: 1,
    user: state.user,
    cwd: state.cwd,
    theme: state.theme,
    quest: structuredClone(state.quest),
    secrets: { ...state.secrets },
    startedAt: startedAt.toISOString(),
    lines: store.lines.slice(),
    nextId: store.nextId,
    mode,
    pendingSudo: mode === "password" ? (pendingSudo ?? null) : null,
    ...(data ? { home: data } : {}),
    ...(editor && store.mode === "overlay" ? { editor: { ...editor } } : {}),
    ...(notFoundHinted ? { notFoundHinted } : {}),
    ...(shell ? { shell } : {}),
  };
}
