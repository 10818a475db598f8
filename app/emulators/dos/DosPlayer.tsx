/**
 * The DOS player (spec §3 "DOS game player", §4 states loading / running /
 * error). js-dos runs in its own same-origin frame document
 * (/emulators/dos/frame.html) whose CSP allows the eval the core needs, so the
 * page's CSP never does; the two talk over the typed protocol in messages.ts.
 * The keyboard is captured inside the frame; the frame forwards Escape, so Esc
 * always closes the player. On unmount the frame is told to stop.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useAvailableSize, useFullscreen, useOverlayExpanded } from "../shared/player-hooks";
import playerCss from "../shared/player.css";
import { PlayerShell } from "../shared/PlayerShell";
import gamesCss from "~/games/shared/games.css";
import { Stylesheets } from "~/games/shared/Stylesheet";
import type { EmulatorProps } from "~/games/shared/types";
import { dosBundleUrl } from "~/terminal/engine/games";
import { dosWindowSize, DOS_MAX_WIDTH } from "./layout";
import { isTrustedSource, parseFrameMessage, toFrame, type LoadStep, type ParentToFrame } from "./messages";
import { dosStrings, failureText } from "./strings";

export const DOS_FRAME_URL = "/emulators/dos/frame.html";
export const JSDOS_SOURCE_URL = "https://github.com/caiiiycuk/js-dos";

type Phase = "loading" | "running" | "error";

/** The player's stylesheets load first, so the view's refs exist when its effects run. */
export default function DosPlayer(props: EmulatorProps) {
  return (
    <Stylesheets hrefs={[gamesCss, playerCss]}>
      <DosPlayerView {...props} />
    </Stylesheets>
  );
}

function DosPlayerView({ lang, onExit, gameId, name }: EmulatorProps) {
  const strings = dosStrings(lang);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [phase, setPhase] = useState<Phase>("loading");
  const [step, setStep] = useState<LoadStep | null>(null);
  const [reason, setReason] = useState<string | null>(null);

  const { fullscreen, fallback, toggle } = useFullscreen(rootRef);
  const expanded = useOverlayExpanded(rootRef);
  const available = useAvailableSize(stageRef, { width: DOS_MAX_WIDTH, height: (DOS_MAX_WIDTH * 3) / 4 });
  const screen = dosWindowSize(available, expanded || fullscreen);

  const onExitRef = useRef(onExit);
  onExitRef.current = onExit;
  const bundleUrl = dosBundleUrl(gameId);

  const send = useCallback((message: ParentToFrame) => {
    frameRef.current?.contentWindow?.postMessage(message, location.origin);
  }, []);

  const startFrame = useCallback(() => send(toFrame({ type: "start", bundleUrl })), [bundleUrl, send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedSource(event, frameRef.current?.contentWindow, location.origin)) return;
      const message = parseFrameMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case "ready":
          startFrame();
          break;
        case "progress":
          setStep(message.step);
          break;
        case "running":
          setPhase("running");
          // Keys go to DOS from now on (the frame focuses its canvas too).
          frameRef.current?.focus({ preventScroll: true });
          send(toFrame({ type: "focus" }));
          break;
        case "error":
          setReason(message.reason);
          setPhase("error");
          break;
        case "escape":
          onExitRef.current();
          break;
        case "stopped":
          break;
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [send, startFrame]);

  // Runs before React detaches the frame, so the message still has a window to go to
  // (the frame also stops js-dos on pagehide).
  useLayoutEffect(() => () => send(toFrame({ type: "stop" })), [send]);

  const status =
    phase === "running"
      ? strings.running(name)
      : phase === "error"
        ? `${strings.errorTitle(name)}. ${failureText(lang, reason)}`
        : strings.loadingStatus(name);

  return (
    <PlayerShell
      kind="dos"
      rootRef={rootRef}
      stageRef={stageRef}
      frameRef={frameRef}
      state={phase}
      fullscreen={fullscreen}
      fallback={fallback}
      toolbar={
        <>
          <button type="button" className="game-button" aria-pressed={fullscreen} onClick={toggle}>
            {fullscreen ? strings.exitFullscreen : strings.fullscreen}
          </button>
          <button type="button" className="game-button" onClick={onExit}>
            {strings.exit}
          </button>
        </>
      }
      screen={screen}
      frame={{ src: DOS_FRAME_URL, title: strings.frameTitle(name), onLoad: startFrame }}
      loading={
        phase === "loading"
          ? {
              text: strings.loading,
              label: strings.loading,
              valueText: step ? strings.steps[step] : strings.loadingStatus(name),
              step: step ? strings.steps[step] : "\u00a0",
            }
          : null
      }
      error={
        phase === "error"
          ? { title: strings.errorTitle(name), detail: failureText(lang, reason), closeLabel: strings.close, onClose: onExit }
          : null
      }
      credit={{ text: strings.credit, source: strings.creditSource, href: JSDOS_SOURCE_URL }}
      status={status}
    />
  );
}
