/**
 * The interactive terminal in the hero frame. It
 * renders the pure engine (app/terminal/engine): the engine is loaded and
 * created in the browser only, and its code is a separate chunk. Until it runs
 * (and for good without JavaScript) the terminal shows what the server sent
 * (`serverView`): the banner (the hero's largest paint is in the first paint),
 * the boot lines for a visitor without JavaScript, or their no-JS session; its
 * prompt row is a real form posting each line to the page's action
 * (app/terminal/form), so the terminal works without JavaScript too.
 */
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { useFormAction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Engine, EngineEffect, EngineSnapshot, TerminalLine, Theme, ThemeName } from "~/terminal/engine/types";
import { bootFrames, randomSessionId } from "~/terminal/engine/boot-script";
import type * as EngineModuleType from "~/terminal/engine";
import { useLanguage } from "~/i18n/use-language";
import { useContent } from "~/content/use-content";
import { frameTitle } from "~/terminal/engine/vfs";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "~/terminal/catalog/first-page";
import { bannerLine } from "~/terminal/engine/banner";
import { TERMINAL_INTENT, TERMINAL_LINE_FIELD, type ServerTerminalView } from "~/terminal/form/view";
import { browserStorage, createBrowserApi, type BrowserApi } from "./api.client";
import { gameDisplayName, overlayClosedLine, type OverlayContent } from "./overlay-lines";
import { Overlay } from "./Overlay";
import { lineKey, TerminalLineView } from "./TerminalLineView";

/** Layout effects run in the browser only; on the server (which renders the first screen) they are plain no-ops. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const ContactWizard = lazy(() => import("./ContactWizard"));
const ImageModal = lazy(() => import("./ImageModal"));

/** The input's id: the hero's "Tap to activate terminal" banner focuses it. */
export const TERMINAL_INPUT_ID = "terminal-input";

/** A game or emulator drawn inside the overlay; it calls `close` when the visitor quits it. */
export type ProgramRenderer = (program: ProgramOverlay, close: () => void) => ReactNode;
export type ProgramOverlay = Exclude<OverlayContent, { kind: "contact" }>;

export interface TerminalProps {
  /** The hero frame is fullscreen. */
  expanded: boolean;
  /** Games and emulators drawn in the overlay (app/programs); without it the overlay says they are unavailable. */
  renderProgram?: ProgramRenderer;
  /** The frame's title follows the shell: "guest@clad: ~/.secrets". */
  onTitleChange?: (title: string) => void;
  /** What the server rendered: shown until the engine runs (for good without JavaScript). */
  serverView?: ServerTerminalView;
  /** The page's action could not run the posted line (no-JS): shown under the lines. */
  serverError?: string;
}

type Themes = Record<ThemeName, Theme>;

/** Theme colours as CSS variables on the terminal root. */
function themeStyle(colors: Theme["colors"] | undefined): CSSProperties | undefined {
  if (!colors) return undefined;
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(colors)) style[`--term-${key}`] = value;
  return style as CSSProperties;
}

type EngineModule = typeof EngineModuleType;

/** Keys pressed while the engine's code was still on its way: replayed when it runs. */
/** The first completion of a line that changes it (what Tab puts in the input), if any. */
function firstCompletion(engine: { complete(input: string): string[] }, line: string): string | undefined {
  return engine.complete(line).find((suggestion) => suggestion !== line);
}

type QueuedKey = { key: "Enter"; line: string } | { key: "Tab" | "ArrowUp" | "ArrowDown" };

/** Clicks on these keep their own behaviour (and focus). */
const INTERACTIVE = "a, button, input, textarea, select, label, summary, [role='button'], [tabindex]:not([tabindex='-1'])";

/** Text selected in the input or on the page: Ctrl+C then copies it, as usual. */
function hasSelectedText(input: HTMLInputElement): boolean {
  if (input.type !== "password" && input.selectionStart !== null && input.selectionStart !== input.selectionEnd) return true;
  const selection = window.getSelection?.();
  return !!selection && !selection.isCollapsed && selection.toString() !== "";
}

const mark = (name: string) => {
  try {
    // Keep one mark of each kind (the measures stay for benchmarks to read).
    performance.clearMarks(name);
    performance.mark(name);
  } catch {
    // Performance API unavailable: nothing to measure.
  }
};

/** What the terminal takes from the page's router: the language (and how to change it) and its form's action. */
export type TerminalHost = Pick<ReturnType<typeof useLanguage>, "lng" | "setLanguage"> & { formAction: string };

export function Terminal(props: TerminalProps) {
  const { lng, setLanguage } = useLanguage();
  const formAction = useFormAction();
  return <TerminalFrame {...props} host={{ lng, setLanguage, formAction }} />;
}

/**
 * The terminal itself, without the router: the server renders it alone for a no-JS session's page
 * (app/terminal/form/splice.server.tsx), the same markup the page would have.
 */
export function TerminalFrame({
  expanded,
  renderProgram,
  onTitleChange,
  serverView,
  serverError,
  host,
}: TerminalProps & { host: TerminalHost }) {
  const { t } = useTranslation("terminal");
  const { t: tCommon } = useTranslation("common");
  const { lng, setLanguage, formAction } = host;

  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [themes, setThemes] = useState<Themes | null>(null);
  const [value, setValue] = useState("");
  const [caret, setCaret] = useState(0);
  const [overlay, setOverlay] = useState<OverlayContent | null>(null);
  const [image, setImage] = useState<{ prompt: string; imageBase64: string } | null>(null);
  const [touch, setTouch] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The boot the page plays before the engine exists (a fresh terminal, with JavaScript). */
  const [preBoot, setPreBoot] = useState<{ lines: TerminalLine[]; done: boolean } | null>(null);
  /** Fetches and starts the engine (once); the visitor turning to the terminal calls it. */
  const startEngine = useRef<() => void>(() => {});
  const queuedKeys = useRef<QueuedKey[]>([]);
  const replayRef = useRef<(engine: Engine) => void>(() => {});

  const engineRef = useRef<Engine | null>(null);
  const apiRef = useRef<BrowserApi | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const submitPending = useRef(false);
  const programsRef = useRef(renderProgram);
  programsRef.current = renderProgram;
  const langRef = useRef(lng);
  const content = useContent();
  // The engine reads the content the page was rendered with (a new one comes with a new page).
  const contentRef = useRef(content);
  langRef.current = lng;

  const effectRef = useRef<(effect: EngineEffect) => void>(() => {});
  effectRef.current = (effect) => {
    switch (effect.type) {
      case "language":
        if (effect.lng !== langRef.current) setLanguage(effect.lng);
        break;
      case "openContact":
        setOverlay({ kind: "contact" });
        break;
      case "openGame":
        setOverlay({ kind: "game", game: effect.game, name: gameDisplayName(effect.game) });
        break;
      case "openDos":
        setOverlay({ kind: "dos", gameId: effect.gameId, name: effect.name });
        break;
      case "openGba":
        setOverlay({ kind: "gba", gameId: effect.gameId, name: effect.name });
        break;
      case "showImage":
        setImage({ prompt: effect.prompt, imageBase64: effect.imageBase64 });
        break;
      case "clear":
      case "scrollToBottom":
        stickToBottom.current = true;
        break;
      case "theme":
        // The snapshot carries the theme; nothing else to do.
        break;
    }
  };

  // The engine, in the browser only. A fresh terminal plays its boot from the page's texts at
  // once, and the engine's code (its commands, file system and texts) is fetched when the visitor
  // turns to the terminal (focus, pointer, key): it stays out of a first visit that never types.
  // The engine then takes the boot's lines over as they are (same ids: nothing is redrawn).
  useEffect(() => {
    let disposed = false;
    let unsubscribe: (() => void) | undefined;
    const timers: number[] = [];
    const storage = browserStorage();
    const api = createBrowserApi({ fetch: (...args) => window.fetch(...args), storage });
    apiRef.current = api;
    // A visitor key is made on page load when none is stored.
    void api.ensureVisitorKey();
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    const reducedMotion = () => reduced?.matches ?? false;

    let storedTheme: string | null = null;
    try {
      storedTheme = storage.getItem(THEME_STORAGE_KEY);
    } catch {
      // Storage blocked: the default theme.
    }
    const boot = serverView && !serverView.active ? serverView.boot : undefined;
    // A saved theme needs the engine's theme table at once; so does a visitor with a no-JS session.
    const deferred = !!boot && (!storedTheme || storedTheme === DEFAULT_THEME);
    const sessionId = randomSessionId(Math.random);
    let bootLines: TerminalLine[] | null = null;
    let loaded: EngineModule | null = null;
    let requested = false;
    let created = false;

    const create = () => {
      if (disposed || created || !loaded) return;
      if (deferred && !bootLines) return; // created when the boot ends
      created = true;
      const engine = loaded.createEngine(
        {
          content: contentRef.current,
          api,
          fetch: (...args) => window.fetch(...args),
          storage,
          now: () => new Date(),
          random: () => Math.random(),
          setTimeout: (fn, ms) => window.setTimeout(fn, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
          language: () => langRef.current,
          reducedMotion,
          pageOrigin: () => window.location.origin,
        },
        deferred && bootLines ? { preBooted: { lines: bootLines, sessionId } } : undefined,
      );
      engineRef.current = engine;
      setThemes(loaded.THEMES as Themes);
      unsubscribe = engine.subscribe((next, effect) => {
        setSnapshot(next);
        if (effect) effectRef.current(effect);
      });
      setSnapshot(engine.snapshot());
      if (!deferred) engine.boot();
      replayRef.current(engine);
    };

    const load = () => {
      if (requested) return;
      requested = true;
      import("~/terminal/engine").then(
        (module) => {
          loaded = module;
          create();
        },
        (error: unknown) => {
          console.warn("terminal engine failed to load", error);
          if (!disposed) setFailed(true);
        },
      );
    };
    startEngine.current = load;

    if (deferred && boot) {
      const banner = serverView?.lines[0] ?? bannerLine(contentRef.current, langRef.current);
      for (const frame of bootFrames(boot, banner, sessionId, reducedMotion())) {
        timers.push(
          window.setTimeout(() => {
            setPreBoot({ lines: frame.lines, done: frame.done });
            if (frame.done) {
              bootLines = frame.lines;
              create();
            }
          }, frame.at),
        );
      }
    } else {
      load();
    }

    return () => {
      disposed = true;
      for (const timer of timers) window.clearTimeout(timer);
      unsubscribe?.();
      engineRef.current?.dispose();
      engineRef.current = null;
    };
    // The server's view is the first render's: the engine starts once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Touch devices get a row of keys (Tab, ↑, ↓, Esc).
  useEffect(() => {
    const query = window.matchMedia?.("(pointer: coarse)");
    if (!query) return;
    const update = () => setTouch(query.matches);
    update();
    query.addEventListener?.("change", update);
    return () => query.removeEventListener?.("change", update);
  }, []);

  // After every commit (new lines, suggestions, prompt): keep the view at the bottom unless
  // the visitor scrolled up to read.
  useBrowserLayoutEffect(() => {
    const screen = screenRef.current;
    if (screen && stickToBottom.current) screen.scrollTop = screen.scrollHeight;
  });

  // After React committed the lines of a submitted input: close the Enter→render measure.
  useBrowserLayoutEffect(() => {
    if (submitPending.current && snapshot) {
      submitPending.current = false;
      mark("term:rendered");
      try {
        performance.measure("term:enter-to-render", "term:submit", "term:rendered");
      } catch {
        // The submit mark may have been cleared by a benchmark: nothing to measure.
      }
    }
  }, [snapshot]);

  // What the terminal shows: the engine's state, or before it runs the boot the page played.
  const live: EngineSnapshot | null =
    snapshot ??
    (preBoot
      ? {
          lines: preBoot.lines,
          mode: preBoot.done ? "normal" : "booting",
          prompt: serverView?.prompt ?? "",
          user: "guest",
          cwd: "",
          theme: DEFAULT_THEME,
          sessionId: "",
        }
      : null);

  const title = snapshot ? frameTitle(snapshot.user, content.profile.handle, snapshot.cwd) : null;
  useEffect(() => {
    if (title) onTitleChange?.(title);
  }, [title, onTitleChange]);

  const mode = live?.mode ?? "booting";
  // Before anything runs here, the input belongs to the server's form (it works without JavaScript).
  const locked = !!live && (mode === "booting" || mode === "processing");
  const overlayOpen = overlay !== null || mode === "overlay";
  const password = live ? mode === "password" : serverView?.mode === "password";

  // The screen behind an open overlay is out of reach (keyboard, pointer, assistive tech) until it closes.
  useBrowserLayoutEffect(() => {
    if (screenRef.current) screenRef.current.inert = overlayOpen;
  }, [overlayOpen]);

  const focusInput = useCallback(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const suggestions =
    engineRef.current && mode === "normal" && value.trim() !== ""
      ? engineRef.current
          .complete(value)
          .filter((s) => s !== value)
          .slice(0, 5)
      : [];

  const setInput = (next: string) => {
    setValue(next);
    setCaret(next.length);
  };

  const acceptSuggestion = (suggestion: string) => {
    setInput(suggestion);
    focusInput();
  };

  /** Enter (or the form's submit): the line goes to the engine, or waits for it a moment. */
  const submitLine = () => {
    if (locked || overlayOpen || !live) return;
    // Empty input renders nothing (outside a password prompt): nothing to measure.
    if (value.trim() !== "" || password) {
      mark("term:submit");
      submitPending.current = true;
    }
    stickToBottom.current = true;
    const submitted = value;
    setInput("");
    const engine = engineRef.current;
    if (engine) void engine.submit(submitted);
    else {
      queuedKeys.current.push({ key: "Enter", line: submitted });
      startEngine.current();
    }
  };

  // Keys pressed before the engine ran, in order, against the input as it is now.
  const valueRef = useRef(value);
  valueRef.current = value;
  replayRef.current = (engine) => {
    for (const queued of queuedKeys.current.splice(0)) {
      if (queued.key === "Enter") void engine.submit(queued.line);
      else if (queued.key === "Tab") {
        const next = firstCompletion(engine, valueRef.current);
        if (next) setInput(next);
      } else if (queued.key === "ArrowUp") setInput(engine.historyUp(valueRef.current));
      else setInput(engine.historyDown());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const engine = engineRef.current;
    // Once the page runs, Enter never posts the form (that is the path without JavaScript).
    if (event.key === "Enter") event.preventDefault();
    if (!engine) {
      startEngine.current();
      if (event.key === "Enter") submitLine();
      else if ((event.key === "Tab" && !event.shiftKey && value.trim() !== "") || event.key === "ArrowUp" || event.key === "ArrowDown") {
        event.preventDefault();
        if (!locked) queuedKeys.current.push({ key: event.key as "Tab" | "ArrowUp" | "ArrowDown" });
      }
      return;
    }
    const ctrlOnly = event.ctrlKey && !event.altKey && !event.metaKey && !event.shiftKey;
    if (ctrlOnly && event.key.toLowerCase() === "c" && !hasSelectedText(event.currentTarget)) {
      // Ctrl+C (with nothing selected to copy): cancel the line, a prompt or a running command.
      event.preventDefault();
      if (mode === "processing" || password) engine.cancel();
      setInput("");
      return;
    }
    if (ctrlOnly && event.key.toLowerCase() === "l") {
      event.preventDefault();
      stickToBottom.current = true;
      engine.clearScreen();
      return;
    }
    if (mode === "processing") {
      if (event.key === "Escape") {
        // Escape finishes the typed reply; it does not also leave fullscreen.
        event.preventDefault();
        engine.cancel();
      } else if (!["Tab", "Shift", "Control", "Alt", "Meta"].includes(event.key)) engine.skipTyping();
      return;
    }
    if (locked) return;
    switch (event.key) {
      case "Enter":
        submitLine();
        break;
      case "Tab":
        // While a line is being typed Tab completes (or does nothing) and keeps the focus here;
        // on an empty line it moves on as usual, so keyboard users are never trapped.
        if (event.shiftKey || value.trim() === "") break;
        event.preventDefault();
        {
          // Asked now, not read from the last render: the engine may have arrived since.
          const next = firstCompletion(engine, value);
          if (next) setInput(next);
        }
        break;
      case "ArrowUp":
        if (!password) {
          event.preventDefault();
          setInput(engine.historyUp(value));
        }
        break;
      case "ArrowDown":
        if (!password) {
          event.preventDefault();
          setInput(engine.historyDown());
        }
        break;
      case "Escape":
        // Cancelling the password prompt uses the key; otherwise Escape stays free
        // for the page (e.g. leaving the fullscreen terminal).
        if (password) event.preventDefault();
        engine.cancel();
        break;
    }
  };

  const touchKey = (key: "Tab" | "ArrowUp" | "ArrowDown" | "Escape") => {
    const engine = engineRef.current;
    if (!engine) {
      startEngine.current();
      focusInput();
      return;
    }
    if (mode === "processing") {
      if (key === "Escape") engine.cancel();
      else engine.skipTyping();
    } else if (!locked && !overlayOpen) {
      if (key === "Tab" && value.trim() !== "") {
        const next = firstCompletion(engine, value);
        if (next) setInput(next);
      }
      if (key === "ArrowUp" && !password) setInput(engine.historyUp(value));
      if (key === "ArrowDown" && !password) setInput(engine.historyDown());
      if (key === "Escape") engine.cancel();
    }
    focusInput();
  };

  /** The form's submit (a tap on Run, a phone's Go key): with the engine running, the line stays in the browser. */
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Once the page runs, the line stays here (before that, the browser posts it and the server runs it).
    event.preventDefault();
    submitLine();
  };

  const onScreenClick = (event: MouseEvent<HTMLDivElement>) => {
    if (overlayOpen) return;
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE)) return;
    const selection = window.getSelection?.();
    if (selection && !selection.isCollapsed && selection.toString() !== "") return;
    focusInput();
  };

  const overlayRef = useRef(overlay);
  overlayRef.current = overlay;
  const refocusAfterOverlay = useRef(false);
  const closeOverlay = useCallback(() => {
    const current = overlayRef.current;
    if (!current) return;
    overlayRef.current = null;
    setOverlay(null);
    stickToBottom.current = true;
    engineRef.current?.overlayClosed(overlayClosedLine(current, t));
    // The input takes the focus back once it is reachable again (below): a timer could fire before
    // React commits on a busy machine, and focusing an inert input does nothing.
    refocusAfterOverlay.current = true;
  }, [t]);

  useEffect(() => {
    const input = inputRef.current;
    if (!refocusAfterOverlay.current || overlayRef.current || !input || input.disabled || screenRef.current?.inert) return;
    refocusAfterOverlay.current = false;
    input.focus({ preventScroll: true });
  });

  const closeImage = useCallback(() => {
    setImage(null);
    // After a backdrop click the browser's own mousedown focus runs after the modal
    // returned focus: give it back to the input once that is done.
    window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }), 0);
  }, []);

  const sendContact = useCallback(
    async (payload: { name: string; email: string; message: string }) => (await apiRef.current?.contact(payload)) ?? { ok: false as const },
    [],
  );

  const shown = password ? "" : value;
  const caretAt = Math.min(caret, shown.length);
  // No #fragment (formAction): the page comes back with the input focused (autofocus), which a fragment would cancel.
  // Before the engine runs (the server's HTML, and until its chunk arrives): the no-JS session's
  // lines, or the banner (the same line the engine starts with, so the first paint already shows
  // it) with the rest of the boot shown only without JavaScript (with it, the boot plays).
  const fresh = !live && !serverView?.active;
  const lines = live?.lines ?? (serverView?.active ? serverView.lines : [serverView?.lines[0] ?? bannerLine(content, lng)]);
  const noScriptLines = fresh && serverView ? serverView.lines.slice(1) : [];
  const serverImage = live ? undefined : serverView?.image;
  const colors = snapshot ? themes?.[snapshot.theme]?.colors : live ? undefined : serverView?.themeColors;
  const promptText = live?.prompt ?? serverView?.prompt ?? "";

  return (
    <div
      className="term"
      data-testid="terminal"
      data-mode={live ? mode : "loading"}
      onPointerDown={() => startEngine.current()}
      data-theme={snapshot?.theme ?? serverView?.theme}
      data-expanded={expanded ? "true" : "false"}
      style={themeStyle(colors)}
    >
      <div
        ref={screenRef}
        className="term-screen"
        role="presentation"
        onClick={onScreenClick}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
      >
        <div className="term-scroll">
          <noscript>
            <p className="term-noscript" data-testid="hero-noscript">
              {tCommon("hero.noscript")}
            </p>
          </noscript>
          {failed ? <p className="term-line term-line-error">{t("loadFailed")}</p> : null}
          <div
            className="term-log"
            role="log"
            aria-live="polite"
            aria-label={t("outputLabel")}
            aria-busy={locked ? true : undefined}
            data-testid="terminal-output"
          >
            {lines.map((line) => (
              <Fragment key={lineKey(line)}>
                <TerminalLineView line={line} />
                {serverImage?.afterLineId === line.id ? (
                  <figure className="term-image" data-testid="terminal-image">
                    <img src={serverImage.src} alt={t("image.alt", { prompt: serverImage.prompt })} width={256} height={256} />
                    <figcaption>
                      <a href={serverImage.downloadHref} download="generated-image.png">
                        {t("image.download")}
                      </a>
                    </figcaption>
                  </figure>
                ) : null}
              </Fragment>
            ))}
            {noScriptLines.length > 0 ? (
              <noscript>
                {noScriptLines.map((line) => (
                  <TerminalLineView key={line.id} line={line} />
                ))}
              </noscript>
            ) : null}
          </div>
          {serverError && !live ? (
            <p className="term-line term-line-error" role="alert" data-testid="terminal-server-error">
              {serverError}
            </p>
          ) : null}

          <form
            className="term-prompt-row"
            data-hidden={locked || !live ? "true" : "false"}
            method="post"
            action={formAction}
            onSubmit={onFormSubmit}
            data-testid="terminal-form"
          >
            <input type="hidden" name="intent" value={TERMINAL_INTENT} />
            <span className="term-prompt" aria-hidden="true" data-testid="terminal-prompt">
              {promptText}
            </span>
            <span className="term-typed" aria-hidden="true">
              {shown.slice(0, caretAt)}
              <span className="term-cursor" />
              {shown.slice(caretAt)}
            </span>
            <input
              ref={inputRef}
              id={TERMINAL_INPUT_ID}
              className="term-input"
              type={password ? "password" : "text"}
              name={TERMINAL_LINE_FIELD}
              value={value}
              aria-label={password ? t("passwordLabel") : t("inputLabel", { prompt: promptText })}
              aria-describedby={`${TERMINAL_INPUT_ID}-hint`}
              aria-disabled={locked || undefined}
              readOnly={locked}
              disabled={overlayOpen}
              // After a no-JS post the page comes back at the terminal, ready for the next line (the
              // visitor was typing here a moment ago: this returns the focus, it does not steal it).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={!live && serverView?.active}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              enterKeyHint="send"
              data-testid="terminal-input"
              onChange={(event) => {
                setValue(event.target.value);
                setCaret(event.target.selectionStart ?? event.target.value.length);
              }}
              onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? value.length)}
              onKeyDown={onKeyDown}
              // Turning to the terminal fetches its engine (see the engine's effect).
              onFocus={() => startEngine.current()}
            />
            <button type="submit" className="term-run visually-hidden" tabIndex={-1}>
              {t("run")}
            </button>
          </form>

          <p id={`${TERMINAL_INPUT_ID}-hint`} className="visually-hidden">
            {t("inputHint")}
          </p>

          {suggestions.length > 0 ? (
            <ul className="term-suggestions" aria-label={t("suggestionsLabel")}>
              {suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="term-chip"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => acceptSuggestion(suggestion)}
                  >
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      {touch ? (
        <div className="term-touchkeys" role="group" aria-label={t("touchKeys.label")}>
          {(
            [
              ["Tab", "Tab", "touchKeys.tab"],
              ["ArrowUp", "↑", "touchKeys.up"],
              ["ArrowDown", "↓", "touchKeys.down"],
              ["Escape", t("touchKeys.escKey"), "touchKeys.esc"],
            ] as const
          ).map(([key, label, aria]) => (
            <button
              key={key}
              type="button"
              className="term-touchkey"
              aria-label={t(aria)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => touchKey(key)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}

      {overlay ? (
        <Overlay title={overlay.kind === "contact" ? t("contact.title") : overlay.name} onClose={closeOverlay}>
          {overlay.kind === "contact" ? (
            <Suspense fallback={<p>{t("loading")}</p>}>
              <ContactWizard send={sendContact} onClose={closeOverlay} />
            </Suspense>
          ) : (
            (renderProgram?.(overlay, closeOverlay) ?? (
              <p className="term-overlay-unavailable">{t("overlay.unavailable", { name: overlay.name })}</p>
            ))
          )}
        </Overlay>
      ) : null}

      {image ? (
        <Suspense fallback={null}>
          <ImageModal prompt={image.prompt} imageBase64={image.imageBase64} onClose={closeImage} />
        </Suspense>
      ) : null}
    </div>
  );
}
