/**
 * The engine, in the browser only. A fresh terminal plays its boot from the
 * page's texts at once, and the engine's code (its commands, file system and
 * texts) is fetched when the visitor turns to the terminal (focus, pointer,
 * key): it stays out of a first visit that never types. The engine then takes
 * the boot's lines over as they are (same ids: nothing is redrawn).
 */
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import type { Engine, EngineEffect, EngineSnapshot, TerminalLine, Theme, ThemeName } from "~/terminal/engine/types";
import type * as EngineModuleType from "~/terminal/engine";
import type { ClientContent } from "~/content/types";
import type { Lang } from "~/i18n/config";
import { bootFrames, randomSessionId } from "~/terminal/engine/boot-script";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "~/terminal/catalog/first-page";
import { bannerLine } from "~/terminal/engine/banner";
import type { ServerTerminalView } from "~/terminal/form/view";
import { browserStorage, createBrowserApi, type BrowserApi } from "./api.client";

type EngineModule = typeof EngineModuleType;
export type Themes = Record<ThemeName, Theme>;

export interface TerminalEngine {
  /** The engine's state (null until it runs). */
  snapshot: EngineSnapshot | null;
  themes: Themes | null;
  /** The engine's code could not be fetched. */
  failed: boolean;
  /** The boot the page plays before the engine exists (a fresh terminal, with JavaScript). */
  preBoot: { lines: TerminalLine[]; done: boolean } | null;
  engineRef: MutableRefObject<Engine | null>;
  apiRef: MutableRefObject<BrowserApi | null>;
  /** Fetches and starts the engine (once); the visitor turning to the terminal calls it. */
  start: () => void;
}

export interface TerminalEngineOptions {
  serverView: ServerTerminalView | undefined;
  /** The content the page was rendered with (a new one comes with a new page). */
  content: ClientContent;
  /** The page's language, read when the engine asks. */
  langRef: MutableRefObject<Lang>;
  /** Each effect the engine emits. */
  onEffect: MutableRefObject<(effect: EngineEffect) => void>;
  /** Called once the engine runs (keys pressed before it are replayed). */
  onReady: MutableRefObject<(engine: Engine) => void>;
}

export function useTerminalEngine({ serverView, content, langRef, onEffect, onReady }: TerminalEngineOptions): TerminalEngine {
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [themes, setThemes] = useState<Themes | null>(null);
  const [failed, setFailed] = useState(false);
  const [preBoot, setPreBoot] = useState<{ lines: TerminalLine[]; done: boolean } | null>(null);
  const startRef = useRef<() => void>(() => {});
  const engineRef = useRef<Engine | null>(null);
  const apiRef = useRef<BrowserApi | null>(null);
  const contentRef = useRef(content);

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
        if (effect) onEffect.current(effect);
      });
      // The boot played before the engine came may be in a language the visitor has left since.
      if (deferred) engine.languageChanged();
      setSnapshot(engine.snapshot());
      if (!deferred) engine.boot();
      onReady.current(engine);
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
    startRef.current = load;

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

  const start = useRef(() => startRef.current()).current;
  return { snapshot, themes, failed, preBoot, engineRef, apiRef, start };
}
