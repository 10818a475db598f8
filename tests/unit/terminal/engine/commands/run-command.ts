/**
 * Runs one command with a CommandContext built here: standard input as a pipe
 * would give it, a fixture file system, the shell's variables in a map. The
 * printed lines come back split as stdout and stderr, with the exit status.
 */
import type { FileSystemSpecEntry } from "~/content/filesystem";
import type { Language } from "~/i18n/config";
import type { Command, CommandContext, ShellEnv, WriteResult } from "~/terminal/engine/command";
import { commandsFor } from "~/terminal/engine/commands";
import { message, pickText, type MessageKey } from "~/terminal/engine/messages";
import type { EngineContent, EngineDeps } from "~/terminal/engine/types";
import { HOMES, resolvePath, Vfs, type User } from "~/terminal/engine/vfs";
import { testContent } from "../../../../helpers/content";
import { seeded } from "../fake-deps";

export const FIXTURE_FILES: Record<string, FileSystemSpecEntry> = {
  "/home/guest/fruits.txt": { type: "file", content: "banana\napple\ncherry\napple\nBanana\n10 kiwis\n9 figs\n" },
  "/home/guest/notes.txt": { type: "file", content: "alpha beta\ngamma\n" },
  "/home/guest/.hidden": { type: "file", content: "secret key here\n" },
  "/home/guest/docs/a.md": { type: "file", content: "# A\nkey: value\n" },
  "/home/guest/docs/b.log": { type: "file", content: "nothing\n" },
  "/etc/passwd": { type: "file", content: "root:x:0:0:root:/root:/bin/bash\nguest:x:1000:1000:Guest:/home/guest:/bin/bash\n" },
  "/root": { type: "dir", requiresAuth: true },
  "/root/key.txt": { type: "file", content: "key of root\n" },
  "/var/log/auth.log": { type: "file", content: "Failed password\nAccepted key\nfailed again\n" },
};

export interface RunOptions {
  stdin?: string;
  lang?: Language;
  user?: User;
  cwd?: string;
  files?: Record<string, FileSystemSpecEntry>;
  content?: EngineContent;
  env?: Record<string, string>;
  now?: Date;
  /** When the session started (default: `now`). */
  startedAt?: Date;
  writes?: Array<{ path: string; text: string; append: boolean }>;
  writeResult?: (path: string) => WriteResult;
}

export interface RunResult {
  status: number;
  out: string[];
  err: string[];
  /** Every printed line in order (errors too). */
  lines: string[];
  ctx: CommandContext;
}

export function fixtureVfs(files: Record<string, FileSystemSpecEntry> = FIXTURE_FILES): Vfs {
  return new Vfs(files);
}

export async function runCommand(name: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
  const content = options.content ?? testContent();
  const commands = new Map<string, Command>(commandsFor(content.profile.handle).map((c) => [c.name, c]));
  const cmd = commands.get(name);
  if (!cmd) throw new Error(`no command ${name}`);
  const lang = options.lang ?? "en";
  const user = options.user ?? "guest";
  const vfs = fixtureVfs(options.files);
  const state = {
    user,
    cwd: options.cwd ?? HOMES[user],
    theme: "matrix",
    quest: { active: false, level: 0, completedAt: {} },
    secrets: {},
  };
  const vars = new Map(Object.entries({ USER: user, HOME: HOMES[user], HOSTNAME: content.profile.handle, ...options.env }));
  const env: ShellEnv = {
    get: (k) => vars.get(k),
    set: (k, v) => void vars.set(k, v),
    assign: (k, v) => void vars.set(k, v),
    unset: (k) => void vars.delete(k),
    entries: () => [...vars],
    stored: () => ({ exported: [...vars], shell: [] }),
  };
  const now = options.now ?? new Date(Date.UTC(2026, 10, 22, 1, 35, 35));
  const deps = {
    content,
    now: () => now,
    random: seeded(1),
    language: () => lang,
  } as unknown as EngineDeps;
  const printed: Array<{ type: string; text: string }> = [];
  const home = () => HOMES[state.user];
  const resolve = (path: string) => resolvePath(state.cwd, path, home());
  const ctx = {
    deps,
    lang,
    name,
    args,
    stdin: options.stdin,
    piped: false,
    env,
    state,
    vfs,
    commands,
    history: [],
    clearHistory: () => undefined,
    aliases: new Map<string, string>(),
    startedAt: options.startedAt ?? now,
    print: (type: string, text: string) => printed.push({ type, text }),
    t: (key: MessageKey, params?: Record<string, string | number>) => message(lang, key, params),
    text: (value: Parameters<typeof pickText>[1]) => pickText(lang, value),
    home,
    resolve,
    lookup: (input: string) => {
      const path = resolve(input);
      const entry = vfs.get(path);
      if (!entry) return { ok: false, error: "notFound", path };
      if (!vfs.canAccess(path, state.user)) return { ok: false, error: "denied", path };
      return { ok: true, path, entry };
    },
    writeFile: (path: string, text: string, opts?: { append?: boolean }) => {
      options.writes?.push({ path: resolve(path), text, append: !!opts?.append });
      return options.writeResult?.(resolve(path)) ?? { ok: true };
    },
    batch: <T>(fn: () => T) => fn(),
  } as unknown as CommandContext;
  const returned = await cmd.run(ctx);
  const errors = printed.some((p) => p.type === "error");
  return {
    status: typeof returned === "number" ? returned : errors ? 1 : 0,
    out: printed.filter((p) => p.type !== "error").map((p) => p.text),
    err: printed.filter((p) => p.type === "error").map((p) => p.text),
    lines: printed.map((p) => p.text),
    ctx,
  };
}
