/**
 * The DOS player: its states are loading, running and
 * error. js-dos runs in its own same-origin frame document
 * (/emulators/dos/frame.html) whose CSP allows the eval the core needs, so the
 * page's CSP never does; the two talk over the typed protocol in messages.ts.
 * The keyboard is captured inside the frame; the frame forwards Escape, so Esc
 * closes the player (on the DOS prompt, a second Esc: the first one is DOS's).
 * Touch screens get on-screen keys under the screen (DosButtons). Before the
 * player's own ways out close it, the frame keeps C:'s changes (bounded wait).
 * On unmount the frame is told to stop.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFrameChannel, usePlayerScreen } from "../shared/player-hooks";
import { PlayerShell, PlayerStylesheets } from "../shared/PlayerShell";
import { Stylesheets } from "~/games/shared/Stylesheet";
import type { EmulatorProps } from "~/games/shared/types";
import { dosBundleUrl, DOS_SHELL_ID } from "~/terminal/catalog";
import { DosButtons } from "./DosButtons";
import { useCoarsePointer } from "~/components/use-coarse-pointer";
import buttonsCss from "./dos-buttons.css";
import { dosWindowSize, DOS_MAX_WIDTH } from "./layout";
import { parseFrameMessage, toFrame, type DosButtonKey, type LoadStep } from "./messages";
import { dosStrings, failureText } from "./strings";

export const DOS_FRAME_URL = "/emulators/dos/frame.html";
export const JSDOS_SOURCE_URL = "https://github.com/caiiiycuk/js-dos";

type Phase = "loading" | "running" | "error";

const STOP = toFrame({ type: "stop" });
/** How long closing waits for the frame to keep C:'s changes. */
export const SAVE_WAIT_MS = 1500;

export default function DosPlayer(props: EmulatorProps) {
  return (
    <PlayerStylesheets>
      <Stylesheets hrefs={[buttonsCss]}>
        <DosPlayerView {...props} />
      </Stylesheets>
    </PlayerStylesheets>
  );
}

function DosPlayerView({ lang, onExit, gameId, name: catalogueName }: EmulatorProps) {
  const strings = dosStrings(lang);
  const [phase, setPhase] = useState<Phase>("loading");
  const [step, setStep] = useState<LoadStep | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const layout = usePlayerScreen(dosWindowSize, {
    width: DOS_MAX_WIDTH,
    height: (DOS_MAX_WIDTH * 3) / 4,
  });
  const bundleUrl = dosBundleUrl(gameId);
  const shell = gameId === DOS_SHELL_ID;
  // The prompt's name in the page's language; a game keeps its own.
  const name = shell ? strings.shellName : catalogueName;
  const coarse = useCoarsePointer();
  const [buttonsAsked, setButtonsAsked] = useState<boolean | null>(null);
  const showButtons = buttonsAsked ?? coarse;
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finishExit = useCallback(() => {
    if (closing.current) clearTimeout(closing.current);
    closing.current = null;
    onExit();
  }, [onExit]);
  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
    },
    [],
  );

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
        leave();
        break;
      case "saved":
        if (closing.current) finishExit();
        break;
      case "stopped":
        break;
    }
  });

  const startFrame = useCallback(
    () => send(toFrame({ type: "start", bundleUrl, escape: shell ? "twice" : "close" })),
    [bundleUrl, send, shell],
  );

  /** Closes the player; a running one first asks the frame to keep C:'s changes (answered by "saved"). */
  const leave = () => {
    if (phase !== "running") {
      finishExit();
      return;
    }
    if (closing.current) return;
    send(toFrame({ type: "save" }));
    closing.current = setTimeout(finishExit, SAVE_WAIT_MS);
  };

  const press = useCallback((key: DosButtonKey, down: boolean) => send(toFrame({ type: "key", key, down })), [send]);
  const type = useCallback((text: string) => send(toFrame({ type: "text", text })), [send]);

  const status =
    phase === "running"
      ? (shell ? strings.runningShell : strings.running)(name, coarse)
      : phase === "error"
        ? `${strings.errorTitle(name)}. ${failureText(lang, reason)}`
        : strings.loadingStatus(name);

  return (
    <PlayerShell
      layout={layout}
      kind="dos"
      frameRef={frameRef}
      state={phase}
      onExit={leave}
      tools={
        phase === "running" ? (
          <button type="button" className="game-button" aria-pressed={showButtons} onClick={() => setButtonsAsked(!showButtons)}>
            {strings.buttons.show}
          </button>
        ) : null
      }
      labels={{ exitFullscreen: strings.exitFullscreen, close: strings.close }}
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
    >
      {phase === "running" && showButtons ? <DosButtons strings={strings.buttons} press={press} type={type} /> : null}
    </PlayerShell>
  );
}
