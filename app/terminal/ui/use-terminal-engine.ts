/**
 * The engine, in the browser only. A fresh terminal plays its boot from the
 * page's texts at once, and the engine's code (its commands, file system and
 * texts) is fetched when the visitor turns to the terminal (focus, pointer,
 * key): it stays out of a first visit that never types. The engine then takes
 * the boot's lines over as they are (same ids: nothing is redrawn). The boot
 * gives way to the visitor: `skipBoot` (any key, a tap, a line sent) shows its
 * end at once, and a visitor who has seen it in this browser gets a short one.
 */
import { useEffect, useRef, useState, type MutableRefObject } from "react";
import type { Engine, EngineContent, EngineEffect, EngineSnapshot, TerminalLine, Theme, ThemeName } from "~/terminal/engine/types";
import type * as EngineModuleType from "~/terminal/engine";
import type { PageContent } from "~/content/use-content";
import type { Lang } from "~/i18n/config";
import { bootFrames, randomSessionId, type BootFrame } from "~/terminal/engine/boot-script";
import { DEFAULT_THEME, THEME_STORAGE_KEY } from "~/terminal/catalog/first-page";
import { bannerLine } from "~/terminal/engine/banner";
import type { ServerTerminalView } from "~/terminal/form/view";
import { browserStorage, createBrowserApi, type BrowserApi } from "./api.client";

/** localStorage: this browser has seen the whole boot once (later visits get the short one). */
export const BOOT_SEEN_STORAGE_KEY = "clad_terminal_boot_seen";
/** A returning visitor's boot plays at this fraction of its time (2.5 s → 0.5 s). */
export const SHORT_BOOT_SCALE = 0.2;

/** The boot's frames for this visit: the whole boot, or for a returning visitor the same frames sooner. */
export function bootFramesFor(frames: BootFrame[], returning: boolean): BootFrame[] {
  return returning ? frames.map((frame) => ({ ...frame, at: Math.round(frame.at * SHORT_BOOT_SCALE) })) : frames;
}

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
  /** The visitor's saved theme while the page plays the boot (null: the default), once the theme table is here. */
  bootTheme: ThemeName | null;
  engineRef: MutableRefObject<Engine | null>;
  apiRef: MutableRefObject<BrowserApi | null>;
  /** Fetches and starts the engine (once); the visitor turning to the terminal calls it. */
  start: () => void;
  /** Shows the end of the boot the page plays at once (nothing once it is over). */
  skipBoot: () => void;
}

export interface TerminalEngineOptions {
  serverView: ServerTerminalView | undefined;
  /** The page's content, in its language (the boot's banner before the engine comes). */
  content: PageContent;
  /** The page's language, read when the engine asks. */
  langRef: MutableRefObject<Lang>;
  /** Each effect the engine emits. */
  onEffect: MutableRefObject<(effect: EngineEffect) => void>;
  /** How many characters fit on a line of the terminal now (undefined when it cannot be measured). */
  columns: () => number | undefined;
  /** Called once the engine runs (keys pressed before it are replayed). */
  onReady: MutableRefObject<(engine: Engine) => void>;
}

export function useTerminalEngine({ serverView, content, langRef, onEffect, onReady, columns }: TerminalEngineOptions): TerminalEngine {
  const [snapshot, setSnapshot] = useState<EngineSnapshot | null>(null);
  const [themes, setThemes] = useState<Themes | null>(null);
  const [failed, setFailed] = useState(false);
  const [preBoot, setPreBoot] = useState<{ lines: TerminalLine[]; done: boolean } | null>(null);
  const [bootTheme, setBootTheme] = useState<ThemeName | null>(null);
  const startRef = useRef<() => void>(() => {});
  const skipRef = useRef<() => void>(() => {});
  const asked = useRef({ start: false, skip: false });
  const engineRef = useRef<Engine | null>(null);
  const apiRef = useRef<BrowserApi | null>(null);
  const contentRef = useRef(content);
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

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
    let returning = false;
    try {
      storedTheme = storage.getItem(THEME_STORAGE_KEY);
      returning = storage.getItem(BOOT_SEEN_STORAGE_KEY) !== null;
    } catch {
      // Storage blocked: the default theme, the whole boot.
    }
    // A fresh terminal: the page plays the boot from the server's texts. A no-JS session (the visitor posted a
    // line before the page's code ran, or without it): its lines stay on screen and the engine goes on under them.
    const boot = serverView && !serverView.active ? serverView.boot : undefined;
    const shownLines = serverView?.active ? serverView.lines : undefined;
    // A saved theme needs the engine's theme table at once (its colours during the boot); so does a session's
    // page (no boot to play meanwhile).
    const themed = !!storedTheme && storedTheme !== DEFAULT_THEME;
    const sessionId = randomSessionId(Math.random);
    let bootLines: TerminalLine[] | null = null;
    let loaded: EngineModule | null = null;
    /** The engine's content in every language (the page has its own only): fetched beside the engine's code. */
    let engineContent: EngineContent | null = null;
    let requested = false;
    let created = false;

    const create = () => {
      if (disposed || created || !loaded || !engineContent) return;
      if (boot && !bootLines) return; // created when the boot ends
      created = true;
      const taken = bootLines ?? shownLines;
      const engine = loaded.createEngine(
        {
          content: engineContent,
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
          columns: () => columnsRef.current(),
        },
        taken ? { preBooted: { lines: taken, sessionId } } : undefined,
      );
      engineRef.current = engine;
      unsubscribe = engine.subscribe((next, effect) => {
        setSnapshot(next);
        if (effect) onEffect.current(effect);
      });
      // The boot played before the engine came may be in a language the visitor has left since.
      if (bootLines) engine.languageChanged();
      setSnapshot(engine.snapshot());
      if (!taken) engine.boot();
      onReady.current(engine);
    };

    const load = () => {
      if (requested) return;
      requested = true;
      Promise.all([import("~/terminal/engine"), api.engineContent()]).then(
        ([module, fetched]) => {
          loaded = module;
          engineContent = fetched;
          if (disposed) return;
          setThemes(module.THEMES as Themes);
          if (themed && storedTheme && storedTheme in module.THEMES) setBootTheme(storedTheme as ThemeName);
          create();
        },
        (error: unknown) => {
          console.warn("terminal engine failed to load", error);
          if (!disposed) setFailed(true);
        },
      );
    };
    startRef.current = load;

    if (boot) {
      const banner = serverView?.lines[0] ?? bannerLine(contentRef.current, langRef.current);
      const frames = bootFramesFor(bootFrames(boot, banner, sessionId, reducedMotion()), returning);
      const last = frames[frames.length - 1];
      const finish = () => {
        if (bootLines) return;
        for (const timer of timers.splice(0)) window.clearTimeout(timer);
        bootLines = last.lines;
        setPreBoot({ lines: last.lines, done: true });
        try {
          storage.setItem(BOOT_SEEN_STORAGE_KEY, "1");
        } catch {
          // Storage blocked: the whole boot again next time.
        }
        create();
      };
      skipRef.current = finish;
      for (const frame of frames) {
        timers.push(window.setTimeout(() => (frame.done ? finish() : setPreBoot({ lines: frame.lines, done: false })), frame.at));
      }
      if (asked.current.skip) finish();
      if (themed || asked.current.start) load();
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

  // Asked for before the effect above ran (a key in the moment between hydration and effects): done when it runs.
  const start = useRef(() => {
    asked.current.start = true;
    startRef.current();
  }).current;
  const skipBoot = useRef(() => {
    asked.current.skip = true;
    skipRef.current();
  }).current;
  return { snapshot, themes, failed, preBoot, bootTheme, engineRef, apiRef, start, skipBoot };
}
