/**
 * What both emulator players draw around their frame document: the root (its
 * state and fullscreen flags drive CSS and tests), the toolbar, the screen
 * holding the frame, the loading overlay with its progress bar, the error
 * panel, the credit line and the live status. Styled by ./player.css; each
 * player keeps its own state machine and passes what to show.
 *
 * The terminal's overlay around the player already has Expand and × (close):
 * the toolbar repeats neither. It shows "Exit fullscreen" only while the player
 * is fullscreen (a GBA key turns it on), when that bar is out of sight. Escape
 * typed on the page (the frame forwards its own) and the overlay's × leave
 * through the player's `onExit`, which lets the frame keep the game's saves first.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import gamesCss from "~/games/shared/games.css";
import { GamePanel } from "~/games/shared/GamePanel";
import { LiveStatus } from "~/games/shared/LiveStatus";
import { Stylesheets } from "~/games/shared/Stylesheet";
import { takeOverlayCloseRequests } from "~/terminal/ui/overlay-close";
import type { PlayerLayout } from "./player-hooks";
import playerCss from "./player.css";

/** A player's stylesheets load first, so its view's refs exist when its effects run. */
export function PlayerStylesheets({ children }: { children: ReactNode }) {
  return <Stylesheets hrefs={[gamesCss, playerCss]}>{children}</Stylesheets>;
}

export interface PlayerLoading {
  /** The headline over the bar. */
  text: string;
  /** The progress bar's accessible name and value. */
  label: string;
  valueText: string;
  /** The small line under the bar (a no-break space keeps its height when empty). */
  step: string;
  /** Percent done, null while unknown; left out when the emulator never reports it (no range then). */
  percent?: number | null;
}

export interface PlayerError {
  title: string;
  detail: ReactNode;
}

export interface PlayerLabels {
  exitFullscreen: string;
  /** The error panel's button. */
  close: string;
}

interface PlayerShellProps {
  /** Names the test ids (`player-<kind>`, `<kind>-frame`...) and the kind's CSS class. */
  kind: "dos" | "gba";
  /** What usePlayerScreen returned: the root and stage refs, fullscreen and the screen's size. */
  layout: PlayerLayout;
  frameRef: RefObject<HTMLIFrameElement>;
  state: string;
  onExit: () => void;
  labels: PlayerLabels;
  /** What the toolbar shows (before "Exit fullscreen" while fullscreen). */
  tools?: ReactNode;
  frame: { src: string; title: string; onLoad: () => void };
  loading: PlayerLoading | null;
  error: PlayerError | null;
  credit: { text: string; source: string; href: string };
  status: string;
  /** Drawn last, inside the root (the GBA controls dialog). */
  children?: ReactNode;
}

export function PlayerShell(props: PlayerShellProps) {
  const { kind, layout, loading, error, credit, labels } = props;
  const onExitRef = useRef(props.onExit);
  onExitRef.current = props.onExit;
  // Natively, before the overlay's own listener (on an ancestor) closes it at once.
  useEffect(() => {
    const root = layout.rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onExitRef.current();
    };
    root.addEventListener("keydown", onKeyDown);
    // The overlay's × (and Escape on its bar) go through the same way out.
    const stopTaking = takeOverlayCloseRequests(root, () => onExitRef.current());
    return () => {
      root.removeEventListener("keydown", onKeyDown);
      stopTaking();
    };
  }, [layout.rootRef]);
  const tools = props.tools || layout.fullscreen;
  return (
    <div
      ref={layout.rootRef}
      className={`game emulator-player ${kind}-player`}
      data-testid={`player-${kind}`}
      data-state={props.state}
      data-fullscreen={layout.fullscreen ? "true" : "false"}
      data-fallback-fullscreen={layout.fallback ? "true" : "false"}
    >
      {tools ? (
        <div className="emulator-toolbar">
          {props.tools}
          {layout.fullscreen ? (
            <button type="button" className="game-button" onClick={layout.toggle}>
              {labels.exitFullscreen}
            </button>
          ) : null}
        </div>
      ) : null}
      <div ref={layout.stageRef} className="emulator-stage">
        <div className="emulator-screen" style={{ width: layout.screen.width, height: layout.screen.height }}>
          <iframe
            ref={props.frameRef}
            className="emulator-frame"
            src={props.frame.src}
            title={props.frame.title}
            allow="fullscreen; autoplay"
            data-testid={`${kind}-frame`}
            hidden={error !== null}
            onLoad={props.frame.onLoad}
          />
          {loading ? <LoadingOverlay kind={kind} loading={loading} /> : null}
          {error ? (
            <GamePanel title={error.title} actions={[{ label: labels.close, onClick: props.onExit }]}>
              <p className="emulator-error-detail" data-testid={`${kind}-error`}>
                {error.detail}
              </p>
            </GamePanel>
          ) : null}
        </div>
      </div>
      <p className="emulator-credit">
        {credit.text}{" "}
        <a href={credit.href} target="_blank" rel="noopener noreferrer">
          {credit.source}
        </a>
      </p>
      <LiveStatus message={props.status} />
      {props.children}
    </div>
  );
}

function LoadingOverlay({ kind, loading }: { kind: string; loading: PlayerLoading }) {
  const { percent } = loading;
  const measured = percent !== undefined;
  return (
    <div className="emulator-loading" data-testid={`${kind}-loading`}>
      <p className="emulator-loading-text">{loading.text}</p>
      <div
        className="emulator-progress"
        role="progressbar"
        aria-label={loading.label}
        aria-valuemin={measured ? 0 : undefined}
        aria-valuemax={measured ? 100 : undefined}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={loading.valueText}
      >
        <span
          className="emulator-progress-bar"
          data-indeterminate={percent == null ? "true" : "false"}
          style={percent == null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="emulator-loading-step" aria-hidden="true">
        {loading.step}
      </p>
    </div>
  );
}
