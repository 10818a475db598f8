/**
 * The input line and its keys: what `keyAction` decides, carried out with the
 * engine (or queued until its code runs). Holds the line, the caret, the
 * reverse search and the touch row's sticky Ctrl.
 */
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type MutableRefObject, type RefObject } from "react";
import type { Engine, InputMode } from "~/terminal/engine/types";
import { keyAction, searchFor, searchMatch, searchOlder, type KeyAction, type KeyInput, type SearchState } from "./key-action";
import { useBrowserLayoutEffect } from "./terminal-helpers";

/**
 * Keys pressed before the engine's code ran: carried out, in order, once it runs. `secret`: the line was typed in
 * a password field (a prompt the server drew): it answers a password prompt or nothing (Engine.submitPassword).
 */
type QueuedKey =
  | { key: "Enter"; line: string; secret: boolean }
  | { key: "Interrupt"; line: string }
  | { key: "Tab" | "ArrowUp" | "ArrowDown" | "ClearScreen" };

/** Resolves with the engine's mode once it waits for the visitor again (at its prompt, a password, or a game). */
function settled(engine: Engine): Promise<InputMode> {
  const idle = (mode: InputMode) => mode !== "processing" && mode !== "booting";
  const now = engine.snapshot().mode;
  if (idle(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    const unsubscribe = engine.subscribe((next) => {
      if (!idle(next.mode)) return;
      unsubscribe();
      resolve(next.mode);
    });
  });
}

/** Text selected in the input or on the page: Ctrl+C then copies it, as usual. */
function hasSelectedText(input: HTMLInputElement | null): boolean {
  if (input && input.type !== "password" && input.selectionStart !== null && input.selectionStart !== input.selectionEnd) return true;
  const selection = window.getSelection?.();
  return !!selection && !selection.isCollapsed && selection.toString() !== "";
}

/** The first completion of a line that changes it (what Tab puts in the input), if any. */
function tabLine(engine: Engine, line: string): { line: string; ambiguous: boolean } {
  const { line: next, candidates } = engine.completeTab(line);
  return { line: next, ambiguous: candidates.length > 1 };
}

export interface TerminalKeysOptions {
  engineRef: MutableRefObject<Engine | null>;
  /** The visitor turned to the terminal: the boot, if it plays, ends now, and the engine is fetched. */
  startEngine: () => void;
  inputRef: RefObject<HTMLInputElement>;
  /** The engine's mode; null until its code runs. */
  mode: InputMode | null;
  /** The input is a password field (sudo's or su's prompt, the engine's or one the server drew before it ran). */
  password: boolean;
  /** A line is being answered: keys wait (the boot does not lock: a key ends it). */
  locked: boolean;
  overlayOpen: boolean;
  /** Scroll to the bottom on the next render. */
  stickToBottom: MutableRefObject<boolean>;
  /** A line goes to the engine (the Enter→render measure starts). */
  onSubmit: (line: string) => void;
}

export function useTerminalKeys(opts: TerminalKeysOptions) {
  const { engineRef, startEngine, inputRef, mode, locked, overlayOpen, stickToBottom } = opts;
  const [value, setValue] = useState("");
  const [caret, setCaret] = useState(0);
  const [search, setSearch] = useState<SearchState | null>(null);
  const [ctrlLatched, setCtrlLatched] = useState(false);
  const afterTab = useRef(false);
  const queued = useRef<QueuedKey[]>([]);
  // Keys are waiting for the engine: the terminal is busy with them (data-mode "processing").
  const [waiting, setWaiting] = useState(false);
  const queue = (key: QueuedKey) => {
    queued.current.push(key);
    setWaiting(true);
  };
  const pendingCaret = useRef<number | null>(null);
  const { password } = opts;

  // A line edit moved the caret: the input follows once React has put the new value in.
  useBrowserLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const setInput = (next: string, at = next.length) => {
    setValue(next);
    setCaret(at);
    const input = inputRef.current;
    // The same text renders nothing new: the caret moves now; else once React has put the new value in.
    if (input && input.value === next) {
      input.setSelectionRange(at, at);
      pendingCaret.current = null;
    } else pendingCaret.current = at;
  };

  // A password field that turns back into a text field (the prompt closed, or the engine took over a prompt the
  // server drew) never shows what was typed in it.
  const wasPassword = useRef(password);
  useBrowserLayoutEffect(() => {
    if (wasPassword.current && !password) setInput("");
    wasPassword.current = password;
  });

  const history = () => engineRef.current?.historyEntries() ?? [];
  const match = search ? searchMatch(history(), search) : "";

  /** Runs a line: the input's (it empties), or one from outside the prompt (`fromOutside`: what is typed stays). */
  const submitLine = (line = value, fromOutside = false) => {
    // Before the terminal shows anything of its own (its code has just run), a line waits like any key.
    if (locked || overlayOpen) return;
    stickToBottom.current = true;
    if (!fromOutside) setInput("");
    // Typed in a password field: for the prompt only, whatever the engine's mode is by now (ADR 056).
    const secret = password && !fromOutside;
    const engine = engineRef.current;
    if (engine) {
      opts.onSubmit(line);
      void (secret ? engine.submitPassword(line) : engine.submit(line));
    } else {
      queue({ key: "Enter", line, secret });
      startEngine();
    }
  };

  /**
   * Keys pressed before the engine ran, in order, against the input as it is then. Each line waits for the one
   * before it to be answered (the engine takes a line only at its prompt); a line that opens a game or an editor
   * ends the replay (a line is never run behind one).
   */
  const valueRef = useRef(value);
  valueRef.current = value;
  const replay = async (engine: Engine) => {
    // Busy until the last key is carried out (a spec, or a person, waiting for the prompt waits for the answers).
    try {
      for (const key of queued.current.splice(0)) {
        const mode = await settled(engine);
        if (mode === "overlay") return;
        if (key.key === "Enter") {
          // The Enter→render measure starts when the engine takes the line (the keypress only queued it).
          opts.onSubmit(key.line);
          void (key.secret ? engine.submitPassword(key.line) : engine.submit(key.line));
        } else if (key.key === "Interrupt") engine.interrupt(key.line);
        else if (key.key === "ClearScreen") engine.clearScreen();
        else if (key.key === "Tab") setInput(tabLine(engine, valueRef.current).line);
        else if (key.key === "ArrowUp") setInput(engine.historyUp(valueRef.current));
        else setInput(engine.historyDown());
      }
    } finally {
      setWaiting(false);
    }
  };

  const run = (action: KeyAction, event: { preventDefault(): void } | null, input: KeyInput) => {
    const engine = engineRef.current;
    const prevent = () => event?.preventDefault();
    const wasAfterTab = afterTab.current;
    afterTab.current = false;
    switch (action.type) {
      case "default":
        return;
      case "ignore":
        return prevent();
      case "submit":
        prevent();
        return submitLine();
      case "edit":
        prevent();
        return setInput(action.value, action.caret);
      case "interrupt":
        prevent();
        stickToBottom.current = true;
        if (engine) engine.interrupt(search ? match : value);
        else if (!locked) {
          // Ctrl+C before the engine runs still prints the line with ^C (once it runs).
          queue({ key: "Interrupt", line: value });
          startEngine();
        }
        setSearch(null);
        return setInput("");
      case "cancel":
        if (!action.keepDefault) prevent();
        if (password || input.ctrl) setInput("");
        return engine?.cancel();
      case "clearScreen":
        prevent();
        stickToBottom.current = true;
        if (engine) return engine.clearScreen();
        queue({ key: "ClearScreen" });
        return startEngine();
      case "complete":
        prevent();
        if (!engine) {
          if (!locked) queue({ key: "Tab" });
          return startEngine();
        }
        {
          const next = tabLine(engine, value);
          if (next.line !== value) setInput(next.line);
          afterTab.current = next.ambiguous;
        }
        return;
      case "listCompletions":
        prevent();
        stickToBottom.current = true;
        afterTab.current = wasAfterTab;
        return engine?.showCompletions(value);
      case "historyUp":
      case "historyDown":
        prevent();
        if (!engine) {
          if (!locked) queue({ key: action.type === "historyUp" ? "ArrowUp" : "ArrowDown" });
          return startEngine();
        }
        return setInput(action.type === "historyUp" ? engine.historyUp(value) : engine.historyDown());
      case "skipTyping":
        return engine?.skipTyping();
      case "searchStart":
        prevent();
        setSearch({ query: "", index: -1, original: value });
        return setInput("");
      case "searchOlder":
        prevent();
        return setSearch(search && searchOlder(history(), search));
      case "searchRun":
        prevent();
        setSearch(null);
        return submitLine(match);
      case "searchKeep":
        prevent();
        setSearch(null);
        return setInput(search && search.index >= 0 ? match : (search?.original ?? ""));
      case "searchAbort":
        prevent();
        setSearch(null);
        return setInput(search?.original ?? "");
    }
  };

  const act = (input: KeyInput, event: { preventDefault(): void } | null) => {
    const input0 = inputRef.current;
    const action = keyAction(
      {
        value,
        caret: input0?.selectionStart ?? value.length,
        selectionEnd: input0?.selectionEnd ?? value.length,
        // Before the engine runs, a password field the server drew still takes keys as a password prompt (Ctrl+C empties it).
        mode: engineRef.current ? mode : password ? "password" : null,
        locked,
        search,
        afterTab: afterTab.current,
        hasSelection: input.ctrl && input.key.toLowerCase() === "c" && hasSelectedText(input0),
      },
      input,
    );
    run(action, event, input);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Once the page runs, Enter never posts the form (that is the path without JavaScript).
    if (event.key === "Enter") event.preventDefault();
    // A key during the boot ends it, and is kept: it is carried out at the prompt.
    if (!engineRef.current || mode === "booting") startEngine();
    // The touch row's Ctrl applies to the next key typed.
    const latched = ctrlLatched && event.key.length === 1 && !event.ctrlKey;
    if (latched) {
      setCtrlLatched(false);
      event.preventDefault();
    }
    act({ key: event.key, ctrl: event.ctrlKey || latched, alt: event.altKey, meta: event.metaKey, shift: event.shiftKey }, event);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    // Phone keyboards often send no key to keydown: the sticky Ctrl takes the typed character here.
    if (ctrlLatched && next.length === value.length + 1) {
      const at = event.target.selectionStart ?? next.length;
      setCtrlLatched(false);
      pendingCaret.current = at - 1;
      act({ key: next.charAt(at - 1), ctrl: true }, null);
      return;
    }
    afterTab.current = false;
    pendingCaret.current = null;
    setValue(next);
    setCaret(event.target.selectionStart ?? next.length);
    if (search) setSearch(searchFor(history(), search, next));
    engineRef.current?.warm(next);
  };

  /** The form's submit (a tap on Run, a phone's Go key): Enter, without its key event. */
  const formSubmit = () => act({ key: "Enter", ctrl: false }, null);

  const onSelect = (position: number | null) => setCaret(position ?? value.length);

  /** A key of the touch row. */
  const touchKey = (key: "Tab" | "ArrowUp" | "ArrowDown" | "Escape" | "Control") => {
    if (key === "Control") setCtrlLatched((on) => !on);
    else if (!engineRef.current) startEngine();
    else if (!overlayOpen) act({ key, ctrl: false }, null);
    inputRef.current?.focus({ preventScroll: true });
  };

  return {
    value,
    waiting,
    caret,
    search,
    match,
    ctrlLatched,
    password,
    setInput,
    submitLine,
    replay,
    onKeyDown,
    onChange,
    onSelect,
    touchKey,
    formSubmit,
  };
}
