/**
 * The interactive terminal in the hero frame (spec §2 "Terminal view"). It
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
import type { Engine, EngineEffect, EngineSnapshot, Theme, ThemeName } from "~/terminal/engine/types";
import { useLanguage } from "~/i18n/use-language";
import { profile } from "~/content/profile";
import { frameTitle } from "~/terminal/engine/vfs";
import { bannerLine } from "~/terminal/engine/banner";
import { TERMINAL_INTENT, TERMINAL_LINE_FIELD, type ServerTerminalView } from "~/terminal/form/view";
import { browserStorage, createBrowserApi, type BrowserApi } from "./api.client";
import { gameDisplayName, overlayClosedLine, type OverlayContent } from "./lines";
import { Overlay } from "./Overlay";
import { TerminalLineView } from "./TerminalLineView";

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

export function Terminal({ expanded, renderProgram, onTitleChange, serverView, serverError }: TerminalProps) {
  const { t } = useTranslation("terminal");
  const { t: tCommon } = useTranslation("common");
  const { lng, setLanguage } = useLanguage();

  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [themes, setThemes] = useState<Themes | null>(null);
  const [value, setValue] = useState("");
  const [caret, setCaret] = useState(0);
  const [overlay, setOverlay] = useState<OverlayContent | null>(null);
  const [image, setImage] = useState<{ prompt: string; imageBase64: string } | null>(null);
  const [touch, setTouch] = useState(false);
  const [failed, setFailed] = useState(false);

  const engineRef = useRef<Engine | null>(null);
  const apiRef = useRef<BrowserApi | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const submitPending = useRef(false);
  const programsRef = useRef(renderProgram);
  programsRef.current = renderProgram;
  const langRef = useRef(lng);
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

  // Create the engine once, in the browser only.
  useEffect(() => {
    let disposed = false;
    let unsubscribe: (() => void) | undefined;
    const storage = browserStorage();
    const api = createBrowserApi({ fetch: (...args) => window.fetch(...args), storage });
    apiRef.current = api;
    // Spec §7: a visitor key is made on page load when none is stored.
    void api.ensureVisitorKey();

    import("~/terminal/engine").then(
      ({ createEngine, THEMES }) => {
        if (disposed) return;
        const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)");
        const engine = createEngine({
          api,
          fetch: (...args) => window.fetch(...args),
          storage,
          now: () => new Date(),
          random: () => Math.random(),
          setTimeout: (fn, ms) => window.setTimeout(fn, ms),
          clearTimeout: (handle) => window.clearTimeout(handle as number),
          language: () => langRef.current,
          reducedMotion: () => reduced?.matches ?? false,
          pageOrigin: () => window.location.origin,
        });
        engineRef.current = engine;
        setThemes(THEMES as Themes);
        unsubscribe = engine.subscribe((next, effect) => {
          setSnapshot(next);
          if (effect) effectRef.current(effect);
        });
        setSnapshot(engine.snapshot());
        engine.boot();
      },
      (error: unknown) => {
        console.warn("terminal engine failed to load", error);
        if (!disposed) setFailed(true);
      },
    );

    return () => {
      disposed = true;
      unsubscribe?.();
      engineRef.current?.dispose();
      engineRef.current = null;
    };
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

  const title = snapshot ? frameTitle(snapshot.user, profile.handle, snapshot.cwd) : null;
  useEffect(() => {
    if (title) onTitleChange?.(title);
  }, [title, onTitleChange]);

  const mode = snapshot?.mode ?? "booting";
  // Before the engine runs, the input belongs to the server's form (it works without JavaScript).
  const locked = !!snapshot && (mode === "booting" || mode === "processing");
  const overlayOpen = overlay !== null || mode === "overlay";
  const password = snapshot ? mode === "password" : serverView?.mode === "password";

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const engine = engineRef.current;
    if (!engine) return;
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
      case "Enter": {
        event.preventDefault();
        // Empty input renders nothing (outside a password prompt): nothing to measure.
        if (value.trim() !== "" || password) {
          mark("term:submit");
          submitPending.current = true;
        }
        stickToBottom.current = true;
        const submitted = value;
        setInput("");
        void engine.submit(submitted);
        break;
      }
      case "Tab":
        // While a line is being typed Tab completes (or does nothing) and keeps the focus here;
        // on an empty line it moves on as usual, so keyboard users are never trapped.
        if (event.shiftKey || value.trim() === "") break;
        event.preventDefault();
        if (suggestions.length > 0) setInput(suggestions[0]);
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
    if (!engine) return;
    if (mode === "processing") {
      if (key === "Escape") engine.cancel();
      else engine.skipTyping();
    } else if (!locked && !overlayOpen) {
      if (key === "Tab" && suggestions.length > 0) setInput(suggestions[0]);
      if (key === "ArrowUp" && !password) setInput(engine.historyUp(value));
      if (key === "ArrowDown" && !password) setInput(engine.historyDown());
      if (key === "Escape") engine.cancel();
    }
    focusInput();
  };

  /** The form's submit (a tap on Run, a phone's Go key): with the engine running, the line stays in the browser. */
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    const engine = engineRef.current;
    // No engine yet: the browser posts the line and the server runs it.
    if (!engine) return;
    event.preventDefault();
    if (locked || overlayOpen) return;
    if (value.trim() !== "" || password) {
      mark("term:submit");
      submitPending.current = true;
    }
    stickToBottom.current = true;
    const submitted = value;
    setInput("");
    void engine.submit(submitted);
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
  const closeOverlay = useCallback(() => {
    const current = overlayRef.current;
    if (!current) return;
    overlayRef.current = null;
    setOverlay(null);
    stickToBottom.current = true;
    engineRef.current?.overlayClosed(overlayClosedLine(current, t));
    // The input is enabled again once this state commits.
    window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }), 0);
  }, [t]);

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
  // No #fragment: the page comes back with the input focused (autofocus), which a fragment would cancel.
  const formAction = useFormAction();
  // Before the engine runs (the server's HTML, and until its chunk arrives): the no-JS session's
  // lines, or the banner (the same line the engine starts with, so the first paint already shows
  // it) with the rest of the boot shown only without JavaScript (with it, the boot plays).
  const fresh = !snapshot && !serverView?.active;
  const lines = snapshot?.lines ?? (serverView?.active ? serverView.lines : [serverView?.lines[0] ?? bannerLine(lng)]);
  const noScriptLines = fresh && serverView ? serverView.lines.slice(1) : [];
  const serverImage = snapshot ? undefined : serverView?.image;
  const colors = snapshot ? themes?.[snapshot.theme]?.colors : serverView?.themeColors;
  const promptText = snapshot?.prompt ?? serverView?.prompt ?? "";

  return (
    <div
      className="term"
      data-testid="terminal"
      data-mode={snapshot ? mode : "loading"}
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
            aria-busy={locked && snapshot !== null ? true : undefined}
            data-testid="terminal-output"
          >
            {lines.map((line) => (
              <Fragment key={line.id}>
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
          {serverError && !snapshot ? (
            <p className="term-line term-line-error" role="alert" data-testid="terminal-server-error">
              {serverError}
            </p>
          ) : null}

          <form
            className="term-prompt-row"
            data-hidden={locked || !snapshot ? "true" : "false"}
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
              autoFocus={!snapshot && serverView?.active}
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
