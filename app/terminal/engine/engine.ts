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
import type { Command, CommandContext, LineExtra, PathLookup, SessionState, ShellEnv } from "./command";
import { commandsFor } from "./commands";
import { CommandHistory } from "./history";
import { completeLine, engineCompletionSource } from "./completion";
import { message, pickText, type Lang, type MessageKey } from "./messages";
import { isConversationWord, isSingleWord, parseInput } from "./parser";
import { newQuest, questObjective } from "./quest";
import { createSecrets, phraseMatches } from "./secrets";
import { formatPrompt, isThemeName } from "../catalog";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "../catalog/first-page";
import type { Engine, EngineDeps, EngineEffect, EngineSnapshot, InputMode, LineType, SavedSession, TerminalLine, ThemeName } from "./types";
import { displayPath, HOMES, resolvePath, Vfs } from "./vfs";

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
  let editorHandler: ((saved: string | null) => void) | null = null;
  const PASSWORD_MASK = "********";
  const listeners = new Set<Listener>();
  const timers = new Set<unknown>();

  // ---- emission (batched so one command = one render) ----
  let depth = 0;
  let dirty = false;
  const pendingEffects: EngineEffect[] = [];

  const lang = (): Lang => toLang(deps.language());
  const home = () => HOMES[state.user];

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

  // ---- completion (completion.ts) ----
  const completer = () =>
    engineCompletionSource({
      commands: [...commands.values()].filter(isAvailable).map((c) => c.name),
      languages: deps.content.profile.languages,
      vfs,
      user: state.user,
      cwd: state.cwd,
      home: home(),
    });

  // ---- command running ----
  function lookup(input: string): PathLookup {
    const path = resolvePath(state.cwd, input, home());
    const entry = vfs.get(path);
    if (!entry) return { ok: false, error: "notFound", path };
    if (!vfs.canAccess(path, state.user)) return { ok: false, error: "denied", path };
    return { ok: true, path, entry };
  }

  function context(name: string, args: string[]): CommandContext {
    const l = lang();
    return {
      deps,
      lang: l,
      name,
      args,
      env: shellEnv,
      state,
      vfs,
      commands,
      history: history.list(),
      print: push,
      update,
      remove,
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
      onEditorClosed: (handler) => {
        editorHandler = handler;
      },
      onCancel: (handler) => {
        cancelHandler = handler;
      },
      t: (key: MessageKey, params?: Record<string, string | number>) => message(l, key, params),
      text: (value) => pickText(l, value),
      home,
      resolve: (path) => resolvePath(state.cwd, path, home()),
      lookup,
      // The writable home arrives with the shell; until then every path is read-only.
      writeFile: (path) => ({ ok: false, error: "readOnly", path: resolvePath(state.cwd, path, home()) }),
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

  function isAvailable(cmd: Command | undefined): cmd is Command {
    return !!cmd && (!cmd.rootOnly || state.user === "root");
  }

  async function runCommand(cmd: Command, name: string, args: string[], echo?: string): Promise<void> {
    const ctx = context(name, args);
    let result: Promise<void | number> | undefined;
    batch(() => {
      if (echo !== undefined) pushUserLine(echo);
      try {
        const returned = cmd.run(ctx);
        if (returned instanceof Promise) result = returned;
      } catch (error) {
        push("error", `${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    if (!result) {
      cancelHandler = null;
      return;
    }
    if (mode === "normal") setMode("processing");
    try {
      await result;
    } catch (error) {
      push("error", `${name}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      cancelHandler = null;
      if (!disposed && mode === "processing" && !typing) setMode("normal");
    }
  }

  /** Runs a known command without echo (sudo's pending command, AI-returned commands). */
  async function execute(name: string, args: string[]): Promise<void> {
    const cmd = commands.get(name);
    if (!isAvailable(cmd)) {
      push("error", message(lang(), "commandNotFound", { cmd: name }));
      return;
    }
    await runCommand(cmd, name, args);
  }

  function pushUserLine(raw: string) {
    const p = prompt();
    push("user", `${p} ${raw}`, { prompt: p });
  }

  async function runLine(raw: string): Promise<void> {
    const parsed = parseInput(raw);
    if (parsed.raw === "") return;
    const cmd = commands.get(parsed.name);
    if (isAvailable(cmd)) {
      await runCommand(cmd, parsed.name, parsed.args, parsed.raw);
      return;
    }
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
    if (command) {
      const parsed = parseInput(command);
      if (isAvailable(commands.get(parsed.name))) await runLine(command);
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
        return;
      }
      if (mode !== "normal") return;
      const raw = input.trim();
      if (raw === "") return;
      history.add(raw);
      await runLine(raw);
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
    editorClosed(saved: string | null) {
      const handler = editorHandler;
      if (disposed || mode !== "overlay" || !handler) return;
      editorHandler = null;
      batch(() => {
        handler(saved);
        setMode("normal");
      });
    },
    complete: (input: string) => completeLine(input, completer()).lines,
    completeTab: (input: string) => completeLine(input, completer()),
    showCompletions(input: string) {
      const { candidates } = completeLine(input, completer());
      if (disposed || mode !== "normal" || candidates.length < 2) return;
      batch(() => {
        pushUserLine(input);
        push("system", candidates.join("  "));
      });
    },
    interrupt(input: string) {
      if (disposed || mode !== "normal") return;
      const p = prompt();
      push("user", `${p} ${input}^C`, { prompt: p });
    },
    historyEntries: () => history.list(),
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
