/**
 * The interactive terminal in the hero frame. It
 * renders the pure engine (app/terminal/engine): the engine is loaded and
 * created in the browser only, and its code is a separate chunk
 * (use-terminal-engine.ts). Until it runs (and for good without JavaScript)
 * the terminal shows what the server sent (`serverView`): the banner (the
 * hero's largest paint is in the first paint), the boot lines for a visitor
 * without JavaScript, or their no-JS session; its prompt row is a real form
 * posting each line to the page's action (app/terminal/form), so the terminal
 * works without JavaScript too. Keys: key-action.ts and use-terminal-keys.ts.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useFormAction } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EngineEffect, EngineSnapshot } from "~/terminal/engine/types";
import { useLanguage } from "~/i18n/use-language";
import { useContent } from "~/content/use-content";
import { useHydrated } from "~/components/use-hydrated";
import { frameTitle } from "~/terminal/engine/vfs";
import { bannerLine } from "~/terminal/engine/banner";
import { TERMINAL_RUN_EVENT, type ServerTerminalView } from "~/terminal/form/view";
import { applyEffect, overlayClosedLine, overlayTitle, type EditorFile, type OverlayContent } from "./overlay-lines";
import { Overlay } from "./Overlay";
import { TerminalLog } from "./TerminalLog";
import { TouchKeys } from "./TouchKeys";
import { Suggestions } from "./Suggestions";
import { NoJsEditor } from "./NoJsEditor";
import { PromptRow } from "./PromptRow";
import { useTerminalEngine } from "./use-terminal-engine";
import { useCoarsePointer } from "~/components/use-coarse-pointer";
import { useTerminalKeys } from "./use-terminal-keys";
import { takeEarlyLines } from "./early-input";
import { drawnSessionView } from "./drawn-session";
import {
  INTERACTIVE,
  preBootSnapshot,
  TERMINAL_INPUT_ID,
  terminalColumns,
  themeStyle,
  useBrowserLayoutEffect,
  useEnterToRender,
} from "./terminal-helpers";

const ContactWizard = lazy(() => import("./ContactWizard"));
const ImageModal = lazy(() => import("./ImageModal"));
const Editor = lazy(() => import("./Editor"));

export { TERMINAL_INPUT_ID };

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
/**
 * The view the server drew this terminal from: a no-JS session's, read back from the page (drawn-session.ts)
 * when the data says fresh (the page cache spliced the session's terminal in), else the data's. Read once,
 * during the first render, before hydration changes the page.
 */
function useDrawnView(fromData: ServerTerminalView | undefined): ServerTerminalView | undefined {
  const [fromPage] = useState(() => {
    if (typeof document === "undefined" || !fromData || fromData.active) return undefined;
    // The page holds one terminal (the hero's); no ref is set during the first render.
    return drawnSessionView(document.querySelector<HTMLElement>('[data-testid="terminal"]'), fromData);
  });
  return fromPage ?? fromData;
}

export function TerminalFrame({
  expanded,
  renderProgram,
  onTitleChange,
  serverView: dataView,
  serverError,
  host,
}: TerminalProps & { host: TerminalHost }) {
  const serverView = useDrawnView(dataView);
  const { t } = useTranslation("terminal");
  const { t: tCommon } = useTranslation("common");
  const hydrated = useHydrated();
  const { lng, setLanguage, formAction } = host;

  const [overlay, setOverlay] = useState<OverlayContent | null>(null);
  const [image, setImage] = useState<{ prompt: string; imageBase64: string } | null>(null);
  const [editor, setEditor] = useState<EditorFile | null>(null);
  // Touch devices get a row of keys (Tab, ↑, ↓, Esc, Ctrl).
  const touch = useCoarsePointer();
  const inputRef = useRef<HTMLInputElement>(null);
  const screenRef = useRef<HTMLDivElement>(null);
  const stickToBottom = useRef(true);
  const langRef = useRef(lng);
  langRef.current = lng;
  const content = useContent();

  const effectRef = useRef<(effect: EngineEffect) => void>(() => {});
  effectRef.current = (effect) =>
    applyEffect(effect, {
      setLanguage: (next) => next !== langRef.current && setLanguage(next),
      setOverlay,
      setImage,
      setEditor,
      stickToBottom,
    });
  const readyRef = useRef<Parameters<typeof useTerminalEngine>[0]["onReady"]["current"]>(() => {});
  const { snapshot, themes, failed, preBoot, bootTheme, engineRef, apiRef, start, skipBoot } = useTerminalEngine({
    serverView,
    content,
    langRef,
    onEffect: effectRef,
    onReady: readyRef,
    columns: () => terminalColumns(screenRef.current),
  });
  const measure = useEnterToRender(snapshot);

  // A language switch: the boot's lines on screen follow it (the engine loads for that if it has not yet).
  const shownLang = useRef(lng);
  useEffect(() => {
    if (shownLang.current === lng) return;
    shownLang.current = lng;
    if (engineRef.current) engineRef.current.languageChanged();
    else start();
  }, [lng, engineRef, start]);

  // After every commit (new lines, suggestions, prompt): keep the view at the bottom unless
  // the visitor scrolled up to read.
  useBrowserLayoutEffect(() => {
    const screen = screenRef.current;
    if (screen && stickToBottom.current) screen.scrollTop = screen.scrollHeight;
  });

  // What the terminal shows: the engine's state, or before it runs the boot the page played.
  const live: EngineSnapshot | null = snapshot ?? preBootSnapshot(preBoot, serverView?.prompt ?? "");

  const title = snapshot ? frameTitle(snapshot.user, content.profile.handle, snapshot.cwd) : null;
  useEffect(() => {
    if (title) onTitleChange?.(title);
  }, [title, onTitleChange]);

  const mode = live?.mode ?? "booting";
  // Before anything runs here, the input belongs to the server's form (it works without JavaScript).
  const locked = !!live && (mode === "booting" || mode === "processing");
  // Keys wait only for an answer: during the boot they end it and are kept.
  const answering = !!live && mode === "processing";
  /** The visitor turned to the terminal (a key, a tap, focus, a line sent): the boot ends now, the engine comes. */
  const engage = useCallback(() => {
    skipBoot();
    start();
  }, [skipBoot, start]);
  const overlayOpen = overlay !== null || mode === "overlay";
  const password = live ? mode === "password" : serverView?.mode === "password";

  const keys = useTerminalKeys({
    engineRef,
    startEngine: engage,
    inputRef,
    mode: live ? mode : null,
    password: !!password,
    locked: answering,
    overlayOpen,
    stickToBottom,
    // Empty input renders nothing (outside a password prompt): nothing to measure.
    onSubmit: (line) => (line.trim() !== "" || password) && measure(),
  });
  readyRef.current = keys.replay;
  const { value, search } = keys;

  // Lines from outside the prompt: the hero's chips, and lines sent before the terminal ran (early-input.ts). Each
  // runs as if typed, in order, once the terminal can take a line; the input keeps the focus.
  const requested = useRef<string[]>([]);
  const [, setRequests] = useState(0);
  const request = useCallback(
    (lines: string[]) => {
      if (lines.length === 0) return;
      requested.current.push(...lines);
      engage();
      setRequests((n) => n + 1);
    },
    [engage],
  );
  useEffect(() => {
    const onRun = (event: Event) => {
      const line = (event as CustomEvent<unknown>).detail;
      if (typeof line !== "string") return;
      event.preventDefault();
      request([line]);
    };
    window.addEventListener(TERMINAL_RUN_EVENT, onRun);
    return () => window.removeEventListener(TERMINAL_RUN_EVENT, onRun);
  }, [request]);
  // Before any event reaches this terminal's handlers: what was sent, or typed, before it ran is taken over
  // (the lines run once the boot's effect is in place, below).
  const early = useRef<string[]>([]);
  useBrowserLayoutEffect(() => {
    const typed = inputRef.current?.value ?? "";
    if (typed !== "") keys.setInput(typed);
    early.current = takeEarlyLines();
  }, []);
  useEffect(() => request(early.current.splice(0)), [request]);
  useEffect(() => {
    if (requested.current.length === 0 || locked || !live) return;
    // A game or form covers the terminal: a line is not run behind it.
    if (overlayOpen || editor) {
      requested.current = [];
      return;
    }
    // With the engine, a line at a time (the next once this one is answered: a render); before it, all join its queue.
    do keys.submitLine(requested.current.shift() ?? "", true);
    while (!engineRef.current && requested.current.length > 0);
    inputRef.current?.focus({ preventScroll: true });
  });

  // The boot ends with the focus in the input when the visitor had put it on the terminal (a click on its
  // frame, the skip link, a tap) while it played or before the page's code ran; elsewhere it stays.
  const bootEnded = useRef(false);
  useEffect(() => {
    if (bootEnded.current || !live || mode === "booting") return;
    bootEnded.current = true;
    const input = inputRef.current;
    const active = document.activeElement;
    const frame = input?.closest("#terminal") ?? screenRef.current;
    if (input && active && active !== input && frame?.contains(active)) input.focus({ preventScroll: true });
  });

  // The screen behind an open overlay is out of reach (keyboard, pointer, assistive tech) until it closes.
  useBrowserLayoutEffect(() => {
    if (screenRef.current) screenRef.current.inert = overlayOpen;
  }, [overlayOpen]);

  const focusInput = useCallback(() => {
    inputRef.current?.focus({ preventScroll: true });
  }, []);

  const suggestions =
    engineRef.current && mode === "normal" && !search && value.trim() !== ""
      ? engineRef.current
          .complete(value)
          .filter((s) => s !== value)
          .slice(0, 5)
      : [];

  /** The form's submit (a tap on Run, a phone's Go key): with the engine running, the line stays in the browser. */
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Once the page runs, the line stays here (before that, the browser posts it and the server runs it).
    event.preventDefault();
    keys.formSubmit();
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
  }, [t, engineRef]);

  useEffect(() => {
    const input = inputRef.current;
    if (!refocusAfterOverlay.current || overlayRef.current || !input || input.disabled || screenRef.current?.inert) return;
    refocusAfterOverlay.current = false;
    input.focus({ preventScroll: true });
  });

  const closeEditor = useCallback(
    (saved: string | null, name?: string) => {
      setEditor(null);
      stickToBottom.current = true;
      engineRef.current?.editorClosed(saved, name);
      refocusAfterOverlay.current = true;
    },
    [engineRef],
  );

  const closeImage = useCallback(() => {
    setImage(null);
    // After a backdrop click the browser's own mousedown focus runs after the modal
    // returned focus: give it back to the input once that is done.
    window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }), 0);
  }, []);

  const sendContact = useCallback(
    async (payload: { name: string; email: string; message: string }) => (await apiRef.current?.contact(payload)) ?? { ok: false as const },
    [apiRef],
  );

  // During a reverse search the input holds the query and the line shows what it found.
  const shown = password ? "" : search ? keys.match : value;
  const caretAt = search ? shown.length : Math.min(keys.caret, shown.length);
  // Before the engine runs (the server's HTML, and until its chunk arrives): the no-JS session's
  // lines, or the banner (the same line the engine starts with, so the first paint already shows
  // it) with the rest of the boot shown only without JavaScript (with it, the boot plays).
  const fresh = !live && !serverView?.active;
  const lines = live?.lines ?? (serverView?.active ? serverView.lines : [serverView?.lines[0] ?? bannerLine(content, lng)]);
  const colors = snapshot
    ? themes?.[snapshot.theme]?.colors
    : live
      ? bootTheme
        ? themes?.[bootTheme]?.colors
        : undefined
      : serverView?.themeColors;
  const promptText = live?.prompt ?? serverView?.prompt ?? "";
  const searchFailed = !!search && search.query !== "" && search.index < 0;
  const promptShown = search ? t(searchFailed ? "search.failedPrompt" : "search.prompt", { query: search.query }) : promptText;

  return (
    <div
      className="term"
      data-testid="terminal"
      // A session's terminal says so: the browser reads it back when the data is a fresh one's (drawn-session.ts).
      data-session={serverView?.active ? "true" : undefined}
      data-mode={live ? (keys.waiting && !failed ? "processing" : mode) : "loading"}
      onPointerDown={engage}
      data-theme={snapshot?.theme ?? bootTheme ?? serverView?.theme}
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
          <TerminalLog
            lines={lines}
            noScriptLines={fresh && serverView ? serverView.lines.slice(1) : []}
            serverImage={live ? undefined : serverView?.image}
            busy={locked}
            asText={!live && !!serverView?.active}
          />
          {serverError && !live ? (
            <p className="term-line term-line-error" role="alert" data-testid="terminal-server-error">
              {serverError}
            </p>
          ) : null}

          {!live && serverView?.editor ? (
            <NoJsEditor file={serverView.editor} formAction={formAction} />
          ) : (
            <PromptRow
              formAction={formAction}
              hidden={locked || !live}
              searching={!!search}
              onSubmit={onFormSubmit}
              prompt={promptShown}
              shown={shown}
              caretAt={caretAt}
              inputRef={inputRef}
              password={!!password}
              value={value}
              label={
                password
                  ? t("passwordLabel")
                  : search
                    ? t("search.label", { query: search.query, match: keys.match })
                    : t("inputLabel", { prompt: promptText })
              }
              locked={answering}
              disabled={overlayOpen}
              focusOnLoad={!live && !!serverView?.active}
              keys={keys}
              onFocus={engage}
            />
          )}

          {/* The keys (Tab, arrows, Ctrl+L...) only work with JavaScript: without it, only what does. */}
          <p id={`${TERMINAL_INPUT_ID}-hint`} className="visually-hidden">
            {hydrated ? t("inputHint") : t("inputHintNoJs")}
          </p>
          <p className="visually-hidden" role="status" data-testid="terminal-search-status">
            {search && search.query !== "" ? (searchFailed ? t("search.none") : t("search.found", { match: keys.match })) : ""}
          </p>

          <Suggestions
            suggestions={suggestions}
            onPick={(suggestion) => {
              keys.setInput(suggestion);
              focusInput();
            }}
          />
        </div>
      </div>

      {touch ? <TouchKeys onKey={keys.touchKey} ctrlLatched={keys.ctrlLatched} /> : null}

      {overlay ? (
        <Overlay title={overlayTitle(overlay, t)} onClose={closeOverlay}>
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

      {editor ? (
        <Suspense fallback={null}>
          <Editor name={editor.name} content={editor.content} isNew={editor.isNew} flavor={editor.flavor} onClose={closeEditor} />
        </Suspense>
      ) : null}

      {image ? (
        <Suspense fallback={null}>
          <ImageModal prompt={image.prompt} imageBase64={image.imageBase64} onClose={closeImage} />
        </Suspense>
      ) : null}
    </div>
  );
}
