/**
 * The GBA player (states: loading, ready (waiting for a click),
 * playing or paused, error; Esc closes it). mGBA runs in its own same-origin
 * frame document (/emulators/gba/frame.html) whose CSP allows the wasm
 * compilation and workers it needs, so the page's CSP never does; the two talk
 * over the typed protocol in messages.ts. "Click to Start" is a button inside
 * the frame: the click there is the gesture that lets the frame's audio play.
 * The key configuration lives here (localStorage `gba_keys_{gameId}`) and is
 * sent to the frame, which drives the core's buttons. The on-screen controls
 * (phones) send their presses the same way; the toolbar saves and loads the
 * game's one save state; closing lets the frame write the saves first.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { EmulatorProps } from "~/games/shared/types";
import { gbaRomUrl } from "~/terminal/catalog";
import { CORE_START_TIMEOUT_MS } from "../shared/deadline";
import { useFrameChannel, usePlayerScreen } from "../shared/player-hooks";
import { PlayerShell, PlayerStylesheets } from "../shared/PlayerShell";
import { ControlsDialog } from "./ControlsDialog";
import { loadKeyConfig, saveKeyConfig, type GbaButton, type KeyConfig } from "./keys";
import { gbaScreenSize, GBA_MAX_WIDTH } from "./layout";
import { parseFrameMessage, progressRatio, toFrame } from "./messages";
import { gbaStrings, type GbaStrings } from "./strings";
import { saveTouchControlsShown, touchControlsShown } from "./touch";
import { TouchControls } from "./TouchControls";

export const GBA_FRAME_URL = "/emulators/gba/frame.html";
export const MGBA_SOURCE_URL = "https://github.com/thenick775/mgba";

type Phase = "loading" | "ready" | "playing" | "paused" | "error";
/** Why the player stopped at its error panel. */
type Failure = { kind: "init"; reason: string } | { kind: "runtime" } | { kind: "noWebgl" };

const STOP = toFrame({ type: "stop" });
/** How long closing waits for the frame to write the game's saves to IndexedDB. */
const CLOSE_FLUSH_MS = 2000;

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Phones and tablets: the primary pointer is a finger. */
function coarsePointer(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(pointer: coarse)").matches;
}

/** The error panel's title and detail for a failure. */
function failureText(strings: GbaStrings, failure: Failure): { title: string; detail: string } {
  switch (failure.kind) {
    case "noWebgl":
      return { title: strings.noWebglTitle, detail: strings.noWebgl };
    case "runtime":
      return { title: strings.failedTitle, detail: strings.runtimeError };
    default:
      return { title: strings.failedTitle, detail: strings.initFailed(failure.reason) };
  }
}

function logKeyProblem(message: string, error?: unknown) {
  console.warn(`[gba] ${message}`, error ?? "");
}

export default function GbaPlayer(props: EmulatorProps) {
  return (
    <PlayerStylesheets>
      <GbaPlayerView {...props} />
    </PlayerStylesheets>
  );
}

function GbaPlayerView({ lang, onExit, gameId, name }: EmulatorProps) {
  const strings = gbaStrings(lang);
  const configureRef = useRef<HTMLButtonElement>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [progress, setProgress] = useState<{ step: "core" | "rom"; ratio: number | null }>({ step: "core", ratio: null });
  const [fps, setFps] = useState<number | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [keys, setKeys] = useState<KeyConfig>(() => loadKeyConfig(browserStorage(), gameId, logKeyProblem));
  const [configuring, setConfiguring] = useState(false);
  const [touch, setTouch] = useState(false);
  /** A finger is the main pointer: the texts say tap, not click or Escape. */
  const [finger, setFinger] = useState(false);
  const [stateAvailable, setStateAvailable] = useState(false);
  // Read after mount: the server knows neither the device nor the visitor's choice.
  useEffect(() => {
    setFinger(coarsePointer());
    setTouch(touchControlsShown(browserStorage(), coarsePointer()));
  }, []);
  const startLabel = finger ? strings.tapToStart : strings.clickToStart;

  const layout = usePlayerScreen(gbaScreenSize, {
    width: GBA_MAX_WIDTH,
    height: GBA_MAX_WIDTH / 1.5,
  });
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const loadSent = useRef(false);
  const romUrl = gbaRomUrl(gameId);

  const { frameRef, send } = useFrameChannel(parseFrameMessage, STOP, (message) => {
    switch (message.type) {
      case "ready":
        loadFrame();
        break;
      case "progress":
        setProgress({
          step: message.step,
          ratio: message.step === "rom" && message.total > 0 ? progressRatio(message.loaded, message.total) : null,
        });
        break;
      case "loaded":
        setPhase("ready");
        // The frame's "Click to Start" button takes the focus, so Enter starts too.
        frameRef.current?.focus({ preventScroll: true });
        send(toFrame({ type: "focus" }));
        break;
      case "started":
        setPhase("playing");
        setAnnouncement(null);
        break;
      case "fps":
        setFps(message.fps);
        break;
      case "paused":
        setPhase(message.paused ? "paused" : "playing");
        if (message.paused) setFps(null);
        break;
      case "settings":
        setAnnouncement(strings.settings(message.volume, message.speed));
        break;
      case "fullscreen":
        layout.toggle();
        break;
      case "error":
        setFailure(message.phase === "runtime" ? { kind: "runtime" } : { kind: "init", reason: message.reason });
        setPhase("error");
        break;
      case "noWebgl":
        setFailure({ kind: "noWebgl" });
        setPhase("error");
        break;
      case "escape":
        exit();
        break;
      case "stopped":
        flushed.current?.();
        break;
      case "state":
        setStateAvailable(message.available);
        if (message.event !== "available")
          setAnnouncement(
            message.event === "saved" ? strings.stateSaved : message.event === "loaded" ? strings.stateLoaded : strings.stateFailed,
          );
        break;
    }
  });

  /**
   * Closing: a running game is stopped first and its saves written to IndexedDB (the frame
   * answers "stopped"); the player goes when it answers or after CLOSE_FLUSH_MS.
   */
  const exiting = useRef(false);
  const flushed = useRef<(() => void) | null>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const exit = () => {
    if (exiting.current) return;
    exiting.current = true;
    const current = phaseRef.current;
    if (current === "loading" || current === "error") {
      onExit();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      flushed.current = null;
      onExit();
    };
    const timer = setTimeout(done, CLOSE_FLUSH_MS);
    flushed.current = done;
    send(STOP);
  };

  const loadFrame = useCallback(() => {
    if (loadSent.current) return;
    loadSent.current = true;
    send(
      toFrame({
        type: "load",
        romUrl,
        keys: keysRef.current,
        startLabel,
        lang,
        title: strings.frameTitle(name),
        coreTimeoutMs: CORE_START_TIMEOUT_MS,
      }),
    );
  }, [lang, name, romUrl, send, startLabel, strings]);

  const wasPlaying = useRef(false);
  const openControls = () => {
    wasPlaying.current = phase === "playing";
    if (wasPlaying.current) send(toFrame({ type: "pause" }));
    setConfiguring(true);
  };
  const closeControls = (saved: KeyConfig | null) => {
    setConfiguring(false);
    if (saved) {
      setKeys(saved);
      saveKeyConfig(browserStorage(), gameId, saved, logKeyProblem);
      send(toFrame({ type: "keys", keys: saved }));
    }
    if (wasPlaying.current) {
      send(toFrame({ type: "resume" }));
      frameRef.current?.focus({ preventScroll: true });
      send(toFrame({ type: "focus" }));
    } else {
      configureRef.current?.focus({ preventScroll: true });
    }
  };

  const toggleTouch = () => {
    const next = !touch;
    setTouch(next);
    saveTouchControlsShown(browserStorage(), next);
  };
  const onTouchButton = useCallback((button: GbaButton, pressed: boolean) => send(toFrame({ type: "button", button, pressed })), [send]);
  /** Save or load the game's one state, then hand the keyboard back to the game. */
  const stateAction = (type: "saveState" | "loadState") => {
    send(toFrame({ type }));
    if (!touch) {
      frameRef.current?.focus({ preventScroll: true });
      send(toFrame({ type: "focus" }));
    }
  };
  const running = phase === "playing" || phase === "paused";

  const indicator = phase === "paused" ? strings.paused : phase === "playing" ? (fps === null ? strings.starting : strings.fps(fps)) : null;
  const percent = progress.ratio === null ? null : Math.round(progress.ratio * 100);
  const error = failure === null ? null : failureText(strings, failure);
  const status =
    phase === "error" && error
      ? `${error.title}. ${error.detail}`
      : phase === "ready"
        ? startLabel
        : phase === "playing"
          ? (announcement ?? strings.started(name, finger))
          : phase === "paused"
            ? strings.paused
            : strings.loading(name);

  const progressText = progress.step === "core" && percent === null ? strings.loadingCore : strings.downloading(percent);

  return (
    <PlayerShell
      layout={layout}
      kind="gba"
      frameRef={frameRef}
      state={phase}
      tools={
        <>
          <span className="gba-indicator" data-testid="gba-indicator" aria-hidden={indicator === null}>
            {indicator ?? "\u00a0"}
          </span>
          <button type="button" className="game-button" onClick={() => stateAction("saveState")} disabled={!running}>
            {strings.saveState}
          </button>
          <button type="button" className="game-button" onClick={() => stateAction("loadState")} disabled={!running || !stateAvailable}>
            {strings.loadState}
          </button>
          <button type="button" className="game-button" aria-pressed={touch} onClick={toggleTouch} disabled={phase === "error"}>
            {strings.touchControls}
          </button>
          <button ref={configureRef} type="button" className="game-button" onClick={openControls} disabled={phase === "error"}>
            {strings.configure}
          </button>
        </>
      }
      onExit={exit}
      labels={{ exitFullscreen: strings.restore, close: strings.close }}
      frame={{ src: GBA_FRAME_URL, title: strings.frameTitle(name), onLoad: loadFrame }}
      loading={
        phase === "loading"
          ? { text: strings.loading(name), label: strings.loading(name), valueText: progressText, step: progressText, percent }
          : null
      }
      error={phase === "error" ? (error ?? { title: strings.failedTitle, detail: null }) : null}
      credit={{ text: strings.credit, source: strings.creditSource, href: MGBA_SOURCE_URL }}
      status={status}
    >
      {touch && phase !== "error" ? <TouchControls strings={strings} onButton={onTouchButton} /> : null}
      {configuring ? (
        <ControlsDialog strings={strings} initial={keys} onSave={(config) => closeControls(config)} onCancel={() => closeControls(null)} />
      ) : null}
    </PlayerShell>
  );
}
