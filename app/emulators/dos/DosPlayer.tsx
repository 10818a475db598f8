/**
 * The DOS player: its states are loading, running and
 * error. js-dos runs in its own same-origin frame document
 * (/emulators/dos/frame.html) whose CSP allows the eval the core needs, so the
 * page's CSP never does; the two talk over the typed protocol in messages.ts.
 * The keyboard is captured inside the frame; the frame forwards Escape, so Esc
 * always closes the player. On unmount the frame is told to stop.
 */
import { useCallback, useState } from "react";
import { useFrameChannel, usePlayerScreen } from "../shared/player-hooks";
import { PlayerShell, PlayerStylesheets } from "../shared/PlayerShell";
import type { EmulatorProps } from "~/games/shared/types";
import { dosBundleUrl } from "~/terminal/catalog";
import { dosWindowSize, DOS_MAX_WIDTH } from "./layout";
import { parseFrameMessage, toFrame, type LoadStep } from "./messages";
import { dosStrings, failureText } from "./strings";

export const DOS_FRAME_URL = "/emulators/dos/frame.html";
export const JSDOS_SOURCE_URL = "https://github.com/caiiiycuk/js-dos";

type Phase = "loading" | "running" | "error";

const STOP = toFrame({ type: "stop" });

export default function DosPlayer(props: EmulatorProps) {
  return (
    <PlayerStylesheets>
      <DosPlayerView {...props} />
    </PlayerStylesheets>
  );
}

function DosPlayerView({ lang, onExit, gameId, name }: EmulatorProps) {
  const strings = dosStrings(lang);
  const [phase, setPhase] = useState<Phase>("loading");
  const [step, setStep] = useState<LoadStep | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const layout = usePlayerScreen(dosWindowSize, {
    width: DOS_MAX_WIDTH,
    height: (DOS_MAX_WIDTH * 3) / 4,
  });
  const bundleUrl = dosBundleUrl(gameId);

  // The frame also stops js-dos on pagehide.
  const { frameRef, send } = useFrameChannel(parseFrameMessage, STOP, (message) => {
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
        onExit();
        break;
      case "stopped":
        break;
    }
  });

  const startFrame = useCallback(() => send(toFrame({ type: "start", bundleUrl })), [bundleUrl, send]);

  const status =
    phase === "running"
      ? strings.running(name)
      : phase === "error"
        ? `${strings.errorTitle(name)}. ${failureText(lang, reason)}`
        : strings.loadingStatus(name);

  return (
    <PlayerShell
      layout={layout}
      kind="dos"
      frameRef={frameRef}
      state={phase}
      onExit={onExit}
      labels={{ fullscreen: strings.fullscreen, exitFullscreen: strings.exitFullscreen, exit: strings.exit, close: strings.close }}
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
      error={phase === "error" ? { title: strings.errorTitle(name), detail: failureText(lang, reason) } : null}
      credit={{ text: strings.credit, source: strings.creditSource, href: JSDOS_SOURCE_URL }}
      status={status}
    />
  );
}
