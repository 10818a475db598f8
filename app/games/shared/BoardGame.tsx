/**
 * What the grid-board games (Snake, Brick Breaker) share on screen: their
 * stylesheets, the GAME OVER panel with the score and the touch pad's pause
 * button. Their loop is ./use-game.ts.
 */
import type { ReactNode } from "react";
import boardGamesCss from "./board-games.css";
import { GamePanel, type GamePanelAction } from "./GamePanel";
import gamesCss from "./games.css";
import { Stylesheets } from "./Stylesheet";

/** The game shows once its stylesheets apply. */
export function BoardGameStylesheets({ children }: { children: ReactNode }) {
  return <Stylesheets hrefs={[gamesCss, boardGamesCss]}>{children}</Stylesheets>;
}

/** GAME OVER with the final score. */
export function GameOverPanel({
  title,
  scoreLabel,
  score,
  actions,
}: {
  title: string;
  scoreLabel: string;
  score: number;
  actions: GamePanelAction[];
}) {
  return (
    <GamePanel title={title} actions={actions}>
      <p className="game-panel-score">
        {scoreLabel} {score}
      </p>
    </GamePanel>
  );
}

/**
 * The touch pad's pause / resume button: two bars drawn in CSS while it pauses, ▶ while it
 * resumes. Not the letters "II": read as text, they would contradict the button's name "Pause"
 * (axe's label-content-name-mismatch).
 */
export function PauseButton({
  paused,
  label,
  onClick,
  disabled,
  className,
}: {
  paused: boolean;
  label: string;
  onClick: () => void;
  disabled: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className ? `game-button ${className}` : "game-button"}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      {paused ? <span aria-hidden="true">▶</span> : <span aria-hidden="true" className="game-pause-icon" />}
    </button>
  );
}
