/**
 * The terminal engine: state, output lines, modes, boot, password prompt, AI
 * hand-off and the command runner. Pure: every side effect goes through
 * `EngineDeps`, every change is pushed to subscribers as an immutable snapshot.
 */
import { buildFileSystem, GUEST_HOME, ROOT_HOME } from "~/content/filesystem";
import { toLang } from "~/i18n/config";
import { bannerSegments } from "./banner";
import { bootTail, loadingText as barText } from "./boot-script";
import { bootTexts } from "./boot-texts";
import { BOOT_DELAY_MS, BOOT_LOADING_MS, BOOT_STEPS, MAX_LINES, QUEST_UPDATE_DELAY_MS, TYPEWRITER_MS } from "./constants";
import type { Command, CommandContext, HomeFiles, LineExtra, PathLookup, SessionState, ShellEnv } from "./command";
import { commandsFor } from "./commands";
import { CommandHistory } from "./history";
import { message, pickText, type Lang, type MessageKey } from "./messages";
import { HOME_QUOTA, WritableHome } from "./home";
import { isConversationWord, isSingleWord, parseInput } from "./parser";
import { DEFAULT_ALIASES, ShellRunner, type StageIo } from "./runner";
import { expandHistory, hasHistoryEvent } from "./shell/history-expand";
import { newQuest, questObjective } from "./quest";
import { createSecrets, phraseMatches } from "./secrets";
import { formatPrompt, HOME_STORAGE_KEY, isThemeName } from "../catalog";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../catalog/first-page";
import type { Engine, EngineDeps, EngineEffect, EngineSnapshot, InputMode, LineType, SavedSession, TerminalLine, ThemeName } from "./types";
import { displayPath, HOMES, resolvePath, Vfs } from "./vfs";

/** Commands the assistant's returned command may not be: they change the visitor's files or aliases. */
const WRITING_COMMANDS = new Set(["touch", "mkdir", "rm", "rmdir", "cp", "mv", "alias", "unalias"]);

type Listener = (snapshot: EngineSnapshot, effect?: EngineEffect) => void;

interface Typing {
  id: number;
  full: string;
  index: number;
  cancelTimer: () => void;
  resolve: () => void;
}

function loadTheme(deps: EngineDeps): ThemeName {
  try {
    const stored = deps.storage.getItem(THEME_STORAGE_KEY)?.toLowerCase();
    return stored && isThemeName(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Turns the escape sequences an AI reply may carry (`\n`, `\t`) into real characters. */
export function unescapeReply(reply: string): string {
  return reply.replace(/\\r\\n|\\n/g, "\n").replace(/\\t/g, "\t");
}

/** A boot the browser already played (boot-script.ts) before the engine's code arrived. */
export interface PreBooted {
  preBooted: { lines: TerminalLine[]; sessionId: string };
}

/**
 * `restore`: a session kept as data (the no-JavaScript terminal, between two posts),
 * or the lines of a boot already shown; the engine then starts booted.
 */
export function createEngine(deps: EngineDeps, restore?: SavedSession | PreBooted): Engine {
  const commands: ReadonlyMap<string, Command> = new Map(commandsFor(deps.content.profile.handle).map((c) => [c.name, c]));
  const saved = restore && "version" in restore ? restore : undefined;
  const preBooted = restore && "preBooted" in restore ? restore.preBooted : undefined;
  const { profile } = deps.content;
  const secrets = saved ? { ...saved.secrets } : createSecrets(() => deps.random(), profile.handle);
  if (preBooted) secrets.sessionId = preBooted.sessionId;
  const startedAt = saved ? new Date(saved.startedAt) : deps.now();
  const vfs = new Vfs(
    buildFileSystem(deps.content.files, profile, { apiToken: secrets.apiToken, sessionId: secrets.sessionId, now: startedAt }),
  );
  const history = new CommandHistory(deps.storage);
  const state: SessionState = {
    user: saved?.user ?? "guest",
    cwd: saved?.cwd ?? (vfs.get(GUEST_HOME)?.type === "dir" ? GUEST_HOME : "/"),
    theme: saved?.theme ?? loadTheme(deps),
    quest: saved ? structuredClone(saved.quest) : newQuest(),
    secrets,
  };

  let lines: TerminalLine[] = (saved?.lines ?? preBooted?.lines ?? []).slice();
  let mode: InputMode = saved?.mode ?? (preBooted ? "normal" : "booting");
  let nextId = saved?.nextId ?? (preBooted ? Math.max(0, ...preBooted.lines.map((l) => l.id)) + 1 : 1);
  let booted = !!restore;
  let disposed = false;
  let pendingSudo: { name: string; args: string[] } | null | undefined = saved?.mode === "password" ? saved.pendingSudo : undefined;
  let typing: Typing | null = null;
  /** Escape handler of the running async command, if it registered one. */
  let cancelHandler: (() => void) | null = null;
  const PASSWORD_MASK = "********";
  const listeners = new Set<Listener>();
  const timers = new Set<unknown>();

  // ---- emission (batched so one command = one render) ----
  let depth = 0;
  let dirty = false;
  const pendingEffects: EngineEffect[] = [];

  const lang = (): Lang => toLang(deps.language());
  const home = () => HOMES[state.user];

  // ---- the writable home: kept in the session without JavaScript, in the browser's storage with it ----
  const files = new WritableHome(vfs, (content) => pickText(lang(), content));
  files.restore(saved ? saved.home : loadHome());
  let savedHomeVersion = files.version;

  function loadHome(): unknown {
    if (deps.scriptless) return undefined;
    try {
      const raw = deps.storage.getItem(HOME_STORAGE_KEY);
      return raw ? JSON.parse(raw) : undefined;
    } catch {
      return undefined;
    }
  }

  function persistHome() {
    if (deps.scriptless || files.version === savedHomeVersion) return;
    savedHomeVersion = files.version;
    try {
      const data = files.data();
      if (data) deps.storage.setItem(HOME_STORAGE_KEY, JSON.stringify(data));
      else deps.storage.removeItem(HOME_STORAGE_KEY);
    } catch {
      // Storage full or blocked: the files last for this page.
    }
  }

  const homeFiles: HomeFiles = {
    mkdir: (path) => files.mkdir(resolvePath(state.cwd, path, home()), state.user),
    remove: (path) => files.remove(resolvePath(state.cwd, path, home()), state.user),
    usage: () => files.usage(),
    quota: HOME_QUOTA,
  };

  function prompt(): string {
    if (mode === "password") return message(lang(), "passwordPrompt", { user: state.user });
    return formatPrompt(state.user, profile.handle, displayPath(state.cwd, home()));
  }

  function snapshot(): EngineSnapshot {
    return {
      lines,
      mode,
      prompt: prompt(),
      user: state.user,
      cwd: state.cwd,
      theme: state.theme,
      sessionId: secrets.sessionId,
    };
  }

  function flush() {
    if (disposed || (!dirty && pendingEffects.length === 0)) return;
    dirty = false;
    linesOwned = false;
    const snap = snapshot();
    const effects = pendingEffects.splice(0);
    for (const listener of [...listeners]) {
      if (effects.length === 0) listener(snap);
      else for (const effect of effects) listener(snap, effect);
    }
  }

  function batch<T>(fn: () => T): T {
    depth++;
    try {
      return fn();
    } finally {
      depth--;
      if (depth === 0) flush();
    }
  }

  function changed() {
    dirty = true;
    if (depth === 0) flush();
  }

  // ---- lines ----
  /**
   * Copy-on-write: the array handed out in a snapshot is never mutated; the
   * first change after an emit copies it once, later changes in the same batch
   * mutate that copy.
   */
  let linesOwned = false;
  function ownLines(): TerminalLine[] {
    if (!linesOwned) {
      lines = lines.slice();
      linesOwned = true;
    }
    return lines;
  }

  function push(type: LineType, text: string, extra: LineExtra = {}): number {
    const line: TerminalLine = { id: nextId++, type, text, ...extra };
    const own = ownLines();
    own.push(line);
    if (own.length > MAX_LINES) own.splice(0, own.length - MAX_LINES);
    changed();
    return line.id;
  }

  function update(id: number, patch: Partial<Omit<TerminalLine, "id">>) {
    const index = lines.findIndex((line) => line.id === id);
    if (index === -1) return;
    const next: TerminalLine = { ...lines[index], ...patch };
    if (patch.isLoading === false) delete next.isLoading;
    if (patch.typing === false) delete next.typing;
    ownLines()[index] = next;
    changed();
  }

  function remove(id: number) {
    const index = lines.findIndex((line) => line.id === id);
    if (index === -1) return;
    ownLines().splice(index, 1);
    changed();
  }

  function setMode(next: InputMode) {
    if (mode === next) return;
    mode = next;
    changed();
  }

  function effect(e: EngineEffect) {
    pendingEffects.push(e);
    if (depth === 0) flush();
  }

  // ---- time ----
  function later(ms: number, fn: () => void): () => void {
    let done = false;
    const handle = deps.setTimeout(() => {
      timers.delete(handle);
      if (done || disposed) return;
      done = true;
      batch(fn);
    }, ms);
    timers.add(handle);
    return () => {
      if (done) return;
      done = true;
      timers.delete(handle);
      deps.clearTimeout(handle);
    };
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));

  // ---- quest ----
  function advanceQuest(from: number, to: number, delayMs = 0): boolean {
    const quest = state.quest;
    if (!quest.active || quest.level !== from) return false;
    quest.level = to;
    quest.completedAt[to] = deps.now().toISOString();
    const show = () => push("success", message(lang(), "questUpdate", { level: to, objective: questObjective(lang(), to) }));
    if (delayMs > 0) later(delayMs, show);
    else show();
    return true;
  }

  // ---- completion ----
  /** Commands whose last argument is a path, and the words that may stand before it. */
  const PATH_COMMANDS: Record<string, RegExp> = {
    cd: /^$/,
    cat: /^$/,
    ls: /^(-a\s+)?$/,
    base64_encode: /^-f\s+$/,
    base64_decode: /^-f\s+$/,
  };

  /** Completes the path after `cd`, `cat`, `ls [-a]`, `base64_* -f`: the whole line for each match. */
  function completePath(line: string): string[] {
    const match = /^(\S+)(\s+)(.*)$/.exec(line);
    if (!match) return [];
    const [, word, gap, rest] = match;
    const name = word.toLowerCase();
    const before = PATH_COMMANDS[name];
    if (!before || !isAvailable(commands.get(name))) return [];
    const partial = /(?:^|\s)(\S*)$/.exec(rest)?.[1] ?? "";
    const flags = rest.slice(0, rest.length - partial.length);
    if (!before.test(flags)) return [];
    const slash = partial.lastIndexOf("/");
    const dirPart = slash >= 0 ? partial.slice(0, slash + 1) : "";
    const prefix = partial.slice(slash + 1);
    const dir = resolvePath(state.cwd, dirPart === "" ? "." : dirPart, home());
    if (!vfs.canAccess(dir, state.user)) return [];
    return vfs
      .list(dir, state.user, prefix.startsWith("."))
      .filter(
        (child) => child.startsWith(prefix) && (name !== "cd" || vfs.get(dir === "/" ? `/${child}` : `${dir}/${child}`)?.type === "dir"),
      )
      .slice(0, 5)
      .map((child) => {
        const isDir = vfs.get(dir === "/" ? `/${child}` : `${dir}/${child}`)?.type === "dir";
        return `${word}${gap}${flags}${dirPart}${child}${isDir ? "/" : ""}`;
      });
  }

  // ---- command running ----
  function lookup(input: string): PathLookup {
    const path = resolvePath(state.cwd, input, home());
    const entry = vfs.get(path);
    if (!entry) return { ok: false, error: "notFound", path };
    if (!vfs.canAccess(path, state.user)) return { ok: false, error: "denied", path };
    return { ok: true, path, entry };
  }

  function context(name: string, args: string[], io?: StageIo): CommandContext {
    const l = lang();
    return {
      deps,
      lang: l,
      name,
      args,
      stdin: io?.stdin,
      piped: io?.piped ?? false,
      env: shellEnv,
      state,
      vfs,
      commands,
      history: history.list(),
      print: io?.print ?? push,
      update: io?.update ?? update,
      remove: io?.remove ?? remove,
      clearLines: () => {
        lines = [];
        linesOwned = true;
        changed();
      },
      effect,
      mode: () => mode,
      setMode,
      later,
      sleep,
      batch,
      refresh: changed,
      onCancel: (handler) => {
        cancelHandler = handler;
      },
      t: (key: MessageKey, params?: Record<string, string | number>) => message(l, key, params),
      text: (value) => pickText(l, value),
      home,
      resolve: (path) => resolvePath(state.cwd, path, home()),
      lookup,
      writeFile: (path, text, options) => files.writeFile(resolvePath(state.cwd, path, home()), text, state.user, options?.append),
      fs: homeFiles,
      aliases,
      askPassword: (pending) => {
        pendingSudo = pending ?? null;
        setMode("password");
      },
      execute: (cmdName, cmdArgs) => execute(cmdName, cmdArgs),
      advanceQuest,
      promptText: prompt,
    };
  }

  const exported = new Map<string, string>();
  const shellEnv: ShellEnv = {
    get: (name) => {
      const base = baseEnv();
      return Object.hasOwn(base, name) ? base[name] : exported.get(name);
    },
    set: (name, value) => void exported.set(name, value),
    unset: (name) => void exported.delete(name),
    entries: () => [...Object.entries(baseEnv()), ...exported],
  };
  function baseEnv(): Record<string, string> {
    return { USER: state.user, HOME: home(), PWD: state.cwd, SHELL: "/bin/bash", HOSTNAME: deps.content.profile.handle };
  }

  const aliases = new Map<string, string>(DEFAULT_ALIASES);
  const shell: ShellRunner = new ShellRunner({
    commands,
    aliases,
    isAvailable,
    context,
    push,
    update,
    remove,
    hold: () => {
      depth++;
      return () => {
        depth--;
        if (depth === 0) flush();
      };
    },
    mode: () => mode,
    setMode,
    settled: () => {
      cancelHandler = null;
      if (!disposed && mode === "processing" && !typing) setMode("normal");
    },
    t: (key, params) => message(lang(), key, params),
    variable: (name): string | undefined => (name === "?" ? String(shell.status) : shellEnv.get(name)),
    expandContext: () => ({
      home: home(),
      cwd: state.cwd,
      list: (dir) => (vfs.get(dir)?.type === "dir" && vfs.canAccess(dir, state.user) ? vfs.list(dir, state.user, true) : null),
    }),
    home: files,
    user: () => state.user,
    resolve: (path) => resolvePath(state.cwd, path, home()),
    readFile: (path) => {
      const found = lookup(path);
      if (!found.ok) return { ok: false, error: found.error === "denied" ? "denied" : "notFound", path: found.path };
      if (found.entry.type === "dir") return { ok: false, error: "isDir", path: found.path };
      return { ok: true, text: pickText(lang(), found.entry.content) };
    },
  });

  function isAvailable(cmd: Command | undefined): cmd is Command {
    return !!cmd && (!cmd.rootOnly || state.user === "root");
  }

  /** Runs a known command without echo (sudo's pending command, AI-returned commands). */
  async function execute(name: string, args: string[]): Promise<void> {
    const cmd = commands.get(name);
    if (!isAvailable(cmd)) {
      push("error", message(lang(), "commandNotFound", { cmd: name }));
      return;
    }
    await shell.execute(cmd, name, args);
  }

  function pushUserLine(raw: string) {
    const p = prompt();
    push("user", `${p} ${raw}`, { prompt: p });
  }

  /** Whether a line is for the shell: its first word, as typed, is an available command or an alias. */
  function isShellLine(raw: string): boolean {
    const first = ShellRunner.firstWord(raw);
    return aliases.has(first) || isAvailable(commands.get(first));
  }

  /**
   * A line whose first word is a command runs in the shell; a single unknown word is "command not
   * found"; anything else is a sentence for the assistant. Decided on the raw line, before parsing.
   * `typed`: the line as typed when history expansion changed it (bash shows the expanded one).
   */
  async function runLine(raw: string, typed?: string): Promise<void> {
    const parsed = parseInput(raw);
    if (parsed.raw === "") return;
    if (isShellLine(parsed.raw)) {
      await shell.run(parsed.raw, () => {
        pushUserLine(typed ?? parsed.raw);
        if (typed !== undefined) push("system", parsed.raw);
      });
      return;
    }
    const cmd = commands.get(parsed.name);
    if (cmd || (isSingleWord(parsed.raw) && !isConversationWord(parsed.raw))) {
      batch(() => {
        pushUserLine(parsed.raw);
        push("error", message(lang(), "commandNotFound", { cmd: parsed.name }));
        push("system", message(lang(), "notFoundHint"));
      });
      return;
    }
    await askAi(parsed.raw);
  }

  // ---- AI ----
  function typeOut(id: number, text: string): Promise<void> {
    if (deps.reducedMotion() || text.length === 0) {
      update(id, { type: "ai", text, isLoading: false });
      return Promise.resolve();
    }
    batch(() => {
      update(id, { type: "ai", text: "", isLoading: false, typing: true });
      effect({ type: "scrollToBottom" });
    });
    return new Promise<void>((resolve) => {
      const current: Typing = { id, full: text, index: 0, cancelTimer: () => {}, resolve };
      typing = current;
      const step = () => {
        current.index += 1;
        update(id, { text: text.slice(0, current.index) });
        if (current.index >= text.length) finishTyping();
        else current.cancelTimer = later(TYPEWRITER_MS, step);
      };
      current.cancelTimer = later(TYPEWRITER_MS, step);
    });
  }

  function finishTyping() {
    const current = typing;
    if (!current) return;
    typing = null;
    current.cancelTimer();
    update(current.id, { text: current.full, typing: false });
    current.resolve();
  }

  async function askAi(raw: string): Promise<void> {
    let loadingId = 0;
    batch(() => {
      pushUserLine(raw);
      setMode("processing");
      loadingId = push("ai", message(lang(), "thinking"), { isLoading: true });
    });
    // Escape (or Ctrl+C) while "Thinking...": the question is dropped, and so is its late answer.
    let abandoned = false;
    const abandon = () => {
      abandoned = true;
      batch(() => {
        update(loadingId, { type: "system", text: "^C", isLoading: false });
        setMode("normal");
      });
    };
    cancelHandler = abandon;
    let response: Awaited<ReturnType<EngineDeps["api"]["sendMessage"]>>;
    // The model's reply shows as it is written (a settling line: screen readers get it once, finished).
    let streamed = "";
    const onDelta = (text: string) => {
      if (disposed || abandoned) return;
      const first = streamed === "";
      streamed += text;
      batch(() => {
        update(loadingId, { type: "ai", text: unescapeReply(streamed), isLoading: false, typing: true });
        if (first) effect({ type: "scrollToBottom" });
      });
    };
    try {
      response = await deps.api.sendMessage(raw, onDelta);
    } catch {
      if (cancelHandler === abandon) cancelHandler = null;
      if (disposed || abandoned) return;
      batch(() => {
        update(loadingId, { type: "error", text: message(lang(), "aiNetwork"), isLoading: false });
        setMode("normal");
      });
      return;
    }
    if (cancelHandler === abandon) cancelHandler = null;
    if (disposed || abandoned) return;
    if (!response.ok) {
      batch(() => {
        update(loadingId, {
          type: "error",
          text: message(lang(), "aiError", { message: response.message || "Unknown error" }),
          isLoading: false,
        });
        setMode("normal");
      });
      return;
    }
    const reply = unescapeReply(response.reply ?? "");
    // Streamed text is already on screen: the final reply replaces it (the built-in assistant's, when
    // the model failed mid-way); a reply that came whole is typed out.
    if (streamed !== "") update(loadingId, { type: "ai", text: reply, isLoading: false, typing: false });
    else await typeOut(loadingId, reply);
    if (disposed) return;
    // Said discreetly when the model failed and the built-in assistant answered instead.
    if (response.fallback) push("system", message(lang(), "aiFallback"));
    setMode("normal");
    const command = response.command?.trim();
    // The assistant may run a command for the visitor, never one that writes or a shell line.
    if (command && !/[|;&<>`$]/.test(command)) {
      const parsed = parseInput(command);
      if (isAvailable(commands.get(parsed.name)) && !WRITING_COMMANDS.has(parsed.name)) await runLine(command);
    }
  }

  // ---- password ----
  function answerPassword(input: string) {
    const pending = pendingSudo;
    pendingSudo = undefined;
    let runAfter: { name: string; args: string[] } | null = null;
    batch(() => {
      const p = prompt();
      // A fixed mask: the echo must not tell how long the password is.
      push("password", `${p} ${PASSWORD_MASK}`, { prompt: p });
      setMode("normal");
      if (phraseMatches(input, secrets.recoveryPhrase)) {
        state.user = "root";
        state.cwd = vfs.get(ROOT_HOME)?.type === "dir" ? ROOT_HOME : "/";
        push("success", message(lang(), "authSuccess"));
        advanceQuest(2, 3, QUEST_UPDATE_DELAY_MS);
        runAfter = pending ?? null;
      } else {
        push("error", message(lang(), "sudoIncorrect"));
      }
    });
    return runAfter as { name: string; args: string[] } | null;
  }

  // ---- boot ----
  /** The banner is the first line (already in the server's HTML), the boot plays under it. */
  function pushBanner() {
    const banner = bannerSegments(deps.content, lang());
    push("system", banner.text, { segments: banner.segments });
  }

  function bootLines() {
    for (const line of bootTail(bootTexts(lang(), profile.name), secrets.sessionId, nextId)) push(line.type, line.text);
    setMode("normal");
  }

  const loadingText = (step: number) => barText(message(lang(), "loading"), step);

  function boot() {
    if (booted || disposed) return;
    booted = true;
    setMode("booting");
    pushBanner();
    if (deps.reducedMotion()) {
      batch(() => {
        push("system", message(lang(), "booting"));
        push("system", loadingText(BOOT_STEPS));
        bootLines();
      });
      return;
    }
    later(BOOT_DELAY_MS, () => {
      push("system", message(lang(), "booting"));
      const loadingId = push("system", loadingText(0), { isLoading: true });
      let step = 0;
      const tick = () => {
        step += 1;
        if (step < BOOT_STEPS) {
          update(loadingId, { text: loadingText(step) });
          later(BOOT_LOADING_MS / BOOT_STEPS, tick);
        } else {
          update(loadingId, { text: loadingText(BOOT_STEPS), isLoading: false });
          bootLines();
        }
      };
      later(BOOT_LOADING_MS / BOOT_STEPS, tick);
    });
  }

  // ---- public API ----
  return {
    snapshot() {
      // The caller may keep this array: the next change must copy it.
      linesOwned = false;
      return snapshot();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    boot,
    async submit(input: string) {
      if (disposed) return;
      history.resetCursor();
      if (mode === "password") {
        const runAfter = answerPassword(input);
        if (runAfter) await execute(runAfter.name, runAfter.args);
        persistHome();
        return;
      }
      if (mode !== "normal") return;
      const typed = input.trim();
      if (typed === "") return;
      let raw = typed;
      // History expansion for shell lines and lines that start with it ("!!"), never inside a sentence.
      if (hasHistoryEvent(typed) && (typed.startsWith("!") || isShellLine(typed))) {
        const expanded = expandHistory(typed, history.list());
        if (!expanded.ok) {
          batch(() => {
            pushUserLine(typed);
            push("error", message(lang(), "shellEventNotFound", { event: expanded.event }));
          });
          return;
        }
        raw = expanded.line;
      }
      history.add(raw);
      await runLine(raw, raw === typed ? undefined : typed);
      persistHome();
    },
    cancel() {
      if (disposed) return;
      if (mode === "password") {
        pendingSudo = undefined;
        batch(() => {
          push("system", message(lang(), "sudoCancelled"));
          setMode("normal");
        });
        return;
      }
      if (typing) {
        finishTyping();
        return;
      }
      if (mode === "processing" && cancelHandler) {
        const handler = cancelHandler;
        cancelHandler = null;
        handler();
      }
    },
    clearScreen() {
      if (disposed || mode !== "normal") return;
      lines = [];
      linesOwned = true;
      changed();
      effect({ type: "clear" });
    },
    skipTyping() {
      if (typing) finishTyping();
    },
    overlayClosed(line: string) {
      if (disposed || mode !== "overlay") return;
      batch(() => {
        if (line) push("system", line);
        setMode("normal");
      });
    },
    complete(input: string) {
      const word = input.replace(/^\s+/, "");
      if (/\s/.test(word)) return completePath(word);
      if (word === "") return [];
      const prefix = word.toLowerCase();
      return [...commands.values()]
        .filter((c) => isAvailable(c) && c.name.startsWith(prefix))
        .map((c) => c.name)
        .sort()
        .slice(0, 5);
    },
    save() {
      if (mode !== "normal" && mode !== "password") return null;
      return {
        version: 1,
        user: state.user,
        cwd: state.cwd,
        theme: state.theme,
        quest: structuredClone(state.quest),
        secrets: { ...secrets },
        startedAt: startedAt.toISOString(),
        lines: lines.slice(),
        nextId,
        mode,
        pendingSudo: mode === "password" ? (pendingSudo ?? null) : null,
        ...(files.data() ? { home: files.data() ?? undefined } : {}),
      };
    },
    historyUp: (current: string) => history.up(current),
    historyDown: () => history.down(),
    dispose() {
      disposed = true;
      for (const handle of timers) deps.clearTimeout(handle);
      timers.clear();
      listeners.clear();
      if (typing) {
        const t = typing;
        typing = null;
        t.resolve();
      }
    },
  };
}
