/**
 * The terminal engine: session state, the routing of a line (shell, "command not found" or the
 * assistant), sudo's prompt, boot and the public API. Pure: every side effect goes through
 * `EngineDeps`, every change is pushed to subscribers as an immutable snapshot (line-store.ts).
 * The shell itself is runner.ts; what commands see is context.ts.
 */
import { buildFileSystem, GUEST_HOME } from "~/content/filesystem";
import { toLang } from "~/i18n/config";
import { askAssistant, WRITING_COMMANDS } from "./ai";
import { playBoot, relocalizeBoot } from "./boot";
import type { Command, SessionState } from "./command";
import { commandsFor } from "./commands";
import { buildContext, createShell, homeOf, shellEnv, type ContextHost } from "./context";
import { attachEditor } from "./editor";
import { completeLine, engineCompletionSource } from "./completion";
import { CommandHistory } from "./history";
import { regexEngine } from "./tools/regex";
import { WritableHome } from "./home";
import { HISTORY_MAX_EVENTS, LINE_MAX_CHARS, shown } from "./limits";
import { LineStore } from "./line-store";
import { nearestCommand } from "./near-miss";
import { message, pickText, type Lang } from "./messages";
import { isConversationWord, isQuestionToAssistant, isSingleWord, parseInput } from "./parser";
import { answerPassword, isThePassword, PASSWORD_MASK, passwordCancelled, passwordPrompt, type PendingSudo } from "./password";
import { portfolioFiles } from "./portfolio";
import { machineFiles } from "./machine";
import { isShellLike } from "./shell-like";
import { newQuest, questObjective } from "./quest";
import { DEFAULT_ALIASES, ShellRunner } from "./runner";
import { createSecrets } from "./secrets";
import { homeKeeper, loadTheme, restoreShell, savedShell, saveSession, storedHome } from "./session";
import { expandHistory, hasHistoryEvent } from "./shell/history-expand";
import { timers } from "./timers";
import { Typewriter } from "./typewriter";
import { formatPrompt } from "../catalog";
import type { EditorFile, Engine, EngineDeps, LineType, SavedSession, TerminalLine } from "./types";
import { displayPath, Vfs } from "./vfs";

export { unescapeReply } from "./ai";

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
    buildFileSystem(
      deps.content.files,
      profile,
      { apiToken: secrets.apiToken, sessionId: secrets.sessionId, now: startedAt },
      { ...portfolioFiles(deps.content), ...machineFiles(deps, profile.handle) },
    ),
  );
  const history = new CommandHistory(deps.storage);
  const state: SessionState = {
    user: saved?.user ?? "guest",
    cwd: saved?.cwd ?? (vfs.get(GUEST_HOME)?.type === "dir" ? GUEST_HOME : "/"),
    theme: saved?.theme ?? loadTheme(deps),
    quest: saved ? structuredClone(saved.quest) : newQuest(),
    secrets,
  };
  const lang = (): Lang => toLang(deps.language());

  const store = new LineStore(
    {
      lines: saved?.lines ?? preBooted?.lines ?? [],
      mode: saved?.mode ?? (preBooted ? "normal" : "booting"),
      nextId: saved?.nextId ?? (preBooted ? Math.max(0, ...preBooted.lines.map((l) => l.id)) + 1 : 1),
    },
    () => ({ prompt: prompt(), user: state.user, cwd: state.cwd, theme: state.theme, sessionId: secrets.sessionId }),
  );
  const push = (type: LineType, text: string, extra?: Parameters<LineStore["push"]>[2]) => store.push(type, text, extra);
  let booted = !!restore;
  let pendingSudo: PendingSudo | undefined = saved?.mode === "password" ? saved.pendingSudo : undefined;
  /** Escape handler of the running async command, if it registered one. */
  let cancelHandler: (() => void) | null = null;
  /** The open editor (editor.ts): the file it holds, and what its command does with the text when it closes. */
  let editor: { file: EditorFile; close: (saved: string | null, name?: string) => void } | null = null;
  /** "Type 'help'…" follows the session's first "command not found" only (a hint, not a nag). */
  let notFoundHinted = saved?.notFoundHinted === true;

  // The visitor's writable home: restored now, saved after each line.
  const files = new WritableHome(vfs, (content) => pickText(lang(), content));
  files.restore(storedHome(deps, saved));
  const persistHome = homeKeeper(deps, files);

  function prompt(): string {
    if (store.mode === "password") return passwordPrompt(lang(), state.user, pendingSudo);
    return formatPrompt(state.user, profile.handle, displayPath(state.cwd, homeOf(state)));
  }

  const { later, sleep, clearAll: clearTimers } = timers(deps, store);
  const typewriter = new Typewriter(store, () => deps.reducedMotion(), later);

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
      home: homeOf(state),
    });

  // ---- commands and the shell ----
  const aliases = new Map<string, string>(DEFAULT_ALIASES);
  const env = shellEnv(state, profile.handle, () => deps.random());
  // Without JavaScript each post is a new engine: the variables and aliases come back with the session.
  restoreShell(saved?.shell, env, aliases);
  const contextHost: ContextHost = {
    deps,
    store,
    state,
    vfs,
    files,
    commands,
    aliases,
    env,
    history: () => history.list(),
    clearHistory: () => history.clear(),
    lang,
    later,
    sleep,
    onCancel: (handler) => {
      cancelHandler = handler;
    },
    onEditorClosed: (close, file) => {
      editor = { file, close };
    },
    askPassword: (pending) => {
      pendingSudo = pending ?? null;
      store.setMode("password");
    },
    execute: (name, args) => execute(name, args),
    advanceQuest,
    prompt,
    startedAt,
  };

  // A session saved with its editor open (no JavaScript) comes back in the editor's state.
  if (saved?.editor) {
    attachEditor(buildContext(contextHost, saved.editor.name, [saved.editor.name]), { ...saved.editor });
    store.setMode("overlay");
  }

  const shell = createShell(contextHost, {
    isAvailable,
    settled: () => {
      cancelHandler = null;
      if (!store.disposed && store.mode === "processing" && !typewriter.active) store.setMode("normal");
    },
  });

  function isAvailable(cmd: Command | undefined): cmd is Command {
    return !!cmd && (!cmd.rootOnly || state.user === "root");
  }

  /** The names a visitor can run now (root-only ones for root) and the aliases. */
  function availableNames(): string[] {
    return [...[...commands.values()].filter(isAvailable).map((c) => c.name), ...aliases.keys()];
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

  /**
   * Whether a line is for the shell: its first word, as typed, is an available command or an alias, a variable
   * assignment (`X=1`, `X=1 env`) or a command substitution (`$(echo ls)`).
   */
  function isShellLine(raw: string): boolean {
    if (isQuestionToAssistant(raw)) return false;
    if (ShellRunner.startsWithShellSyntax(raw)) return true;
    const first = ShellRunner.firstWord(raw);
    return aliases.has(first) || isAvailable(commands.get(first));
  }

  /**
   * Where a line goes, decided on the raw line before parsing: a command or an alias runs in the
   * shell; a line that names no command but was typed as one (a root-only command for a guest, a
   * single unknown word that is not conversation, a shell-like line: shell-like.ts) also goes to the
   * shell, which answers `{cmd}: command not found`; anything else is a sentence for the assistant.
   */
  function routeOf(raw: string): "command" | "notFound" | "assistant" {
    if (isShellLine(raw)) return "command";
    if (isQuestionToAssistant(raw)) return "assistant";
    if (commands.has(ShellRunner.firstWord(raw))) return "notFound";
    if (isSingleWord(raw)) return isConversationWord(raw) ? "assistant" : "notFound";
    return isShellLike(raw) ? "notFound" : "assistant";
  }

  /** After "command not found": the available command it is close to, else the hint, once a session. */
  function pushNotFoundHint(name: string) {
    const near = commands.has(name) ? null : nearestCommand(name, availableNames());
    if (near) push("system", message(lang(), "didYouMean", { cmd: near }));
    else if (!notFoundHinted) {
      push("system", message(lang(), "notFoundHint"));
      notFoundHinted = true;
    }
  }

  /**
   * Runs a line where its route sends it (routeOf). `typed`: the line as typed when history
   * expansion changed it (bash shows the expanded one).
   */
  async function runLine(raw: string, typed?: string): Promise<void> {
    const parsed = parseInput(raw);
    if (parsed.raw === "") return;
    const route = routeOf(parsed.raw);
    if (route !== "assistant") {
      // A line that names no command renders with its hint in one batch, unless a later command is async.
      const release = route === "notFound" ? store.hold() : () => undefined;
      try {
        const done = shell.run(parsed.raw, () => {
          pushUserLine(typed ?? parsed.raw);
          if (typed !== undefined) push("system", parsed.raw);
        });
        if (store.mode === "processing") release();
        await done;
        if (route === "notFound") pushNotFoundHint(ShellRunner.firstWord(parsed.raw));
      } finally {
        release();
      }
      return;
    }
    await askAssistant(
      {
        deps,
        store,
        typewriter,
        lang,
        pushUserLine,
        cancelHandler: { get: () => cancelHandler, set: (handler) => (cancelHandler = handler) },
        runReturned: async (command) => {
          // The assistant may run a command for the visitor, never one that writes, nor a shell line.
          if (/[|;&<>`$]/.test(command)) return;
          const name = parseInput(command).name;
          if (isAvailable(commands.get(name)) && !WRITING_COMMANDS.has(name)) await runLine(command);
        },
      },
      parsed.raw,
    );
  }

  /** Enter at the password prompt: its answer, and sudo's command when the password was right. */
  async function answerPrompt(input: string): Promise<void> {
    const pending = pendingSudo;
    // The answer's echo shows the prompt it answered (su's or sudo's).
    const asked = prompt();
    pendingSudo = undefined;
    const runAfter = answerPassword(input, pending, { store, state, vfs, lang, prompt: () => asked, advanceQuest });
    if (runAfter) await execute(runAfter.name, runAfter.args);
    persistHome();
  }

  // ---- public API ----
  return {
    snapshot: () => store.handOut(),
    subscribe: (listener) => store.subscribe(listener),
    boot() {
      if (booted || store.disposed) return;
      booted = true;
      playBoot(deps, store, lang, secrets.sessionId, later);
    },
    languageChanged() {
      if (!store.disposed) relocalizeBoot(deps, store, lang(), secrets.sessionId, deps.content.profile.languages);
    },
    async submit(input: string) {
      if (store.disposed) return;
      history.resetCursor();
      if (store.mode === "password") return answerPrompt(input);
      if (store.mode !== "normal") return;
      const typed = input.trim();
      if (typed === "") return;
      // The password retyped at the normal prompt (after a wrong attempt, a cancelled prompt): never sent to the
      // assistant, never kept in the history, never shown.
      if (isThePassword(typed, state)) {
        store.batch(() => {
          pushUserLine(PASSWORD_MASK);
          push("system", message(lang(), "passwordNotSent"));
        });
        return;
      }
      // A pasted wall of text: refused whole, before it is parsed, expanded or kept in the history.
      if (typed.length > LINE_MAX_CHARS) {
        store.batch(() => {
          pushUserLine(shown(typed, LINE_MAX_CHARS));
          push("error", message(lang(), "limitLine", { limit: LINE_MAX_CHARS }));
        });
        return;
      }
      let raw = typed;
      // History expansion for shell lines and lines that start with it ("!!"), never inside a sentence.
      if (hasHistoryEvent(typed) && (typed.startsWith("!") || routeOf(typed) !== "assistant")) {
        const expanded = expandHistory(typed, history.list());
        if (!expanded.ok) {
          const { event, limit } = expanded;
          store.batch(() => {
            pushUserLine(typed);
            if (limit === "events") push("error", message(lang(), "limitHistoryEvents", { event, limit: HISTORY_MAX_EVENTS }));
            else if (limit === "length") push("error", message(lang(), "limitHistoryLength", { event, limit: LINE_MAX_CHARS }));
            else push("error", message(lang(), "shellEventNotFound", { event }));
          });
          return;
        }
        raw = expanded.line;
      }
      history.add(raw);
      await runLine(raw, raw === typed ? undefined : typed);
      persistHome();
    },
    async submitPassword(input: string) {
      if (store.disposed) return;
      history.resetCursor();
      if (store.mode === "password") return answerPrompt(input);
      // The prompt it was typed at is gone (cancelled meanwhile, or drawn by the server before this engine ran):
      // the line is dropped, not run, not sent to the assistant, not kept in the history.
      if (store.mode === "normal") push("system", message(lang(), "passwordDropped"));
    },
    cancel() {
      if (store.disposed) return;
      if (store.mode === "password") {
        const cancelled = passwordCancelled(lang(), pendingSudo);
        pendingSudo = undefined;
        store.batch(() => {
          push("system", cancelled);
          store.setMode("normal");
        });
        return;
      }
      if (typewriter.active) {
        typewriter.finish();
        return;
      }
      if (store.mode === "processing" && cancelHandler) {
        const handler = cancelHandler;
        cancelHandler = null;
        handler();
      }
    },
    clearScreen() {
      if (store.disposed || store.mode !== "normal") return;
      store.clear();
      store.effect({ type: "clear" });
    },
    skipTyping: () => typewriter.finish(),
    overlayClosed(line: string) {
      if (store.disposed || store.mode !== "overlay") return;
      store.batch(() => {
        if (line) push("system", line);
        store.setMode("normal");
      });
    },
    editorClosed(saved: string | null, name?: string) {
      const open = editor;
      if (store.disposed || store.mode !== "overlay" || !open) return;
      editor = null;
      store.batch(() => {
        open.close(saved, name);
        store.setMode("normal");
      });
      persistHome();
    },
    complete: (input: string) => completeLine(input, completer()).lines,
    completeTab: (input: string) => completeLine(input, completer()),
    showCompletions(input: string) {
      const { candidates } = completeLine(input, completer());
      if (store.disposed || store.mode !== "normal" || candidates.length < 2) return;
      store.batch(() => {
        pushUserLine(input);
        push("system", candidates.join("  "));
      });
    },
    interrupt(input: string) {
      if (store.disposed || store.mode !== "normal") return;
      const p = prompt();
      push("user", `${p} ${input}^C`, { prompt: p });
    },
    historyEntries: () => history.list(),
    warm(input: string) {
      if (/\b(grep|sed)\b/.test(input)) void Promise.resolve(regexEngine()).catch(() => undefined);
    },
    save: () => saveSession(store, state, startedAt, pendingSudo, files, editor?.file ?? null, notFoundHinted, savedShell(env, aliases)),
    historyUp: (current: string) => history.up(current),
    historyDown: () => history.down(),
    dispose() {
      store.dispose();
      clearTimers();
      typewriter.drop();
    },
  };
}
