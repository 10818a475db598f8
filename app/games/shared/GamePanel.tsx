/**
 * The panel drawn over a game board: PAUSED, GAME OVER, LIFE LOST, LEVEL n,
 * "You won!"... with optional actions ([R]estart, [Q]uit, Play Again).
 */
import type { ReactNode } from "react";

export interface GamePanelAction {
  label: string;
  onClick: () => void;
  /** Accessible name when the label is terse (e.g. "[R]estart"). */
  ariaLabel?: string;
}

export function GamePanel({ title, children, actions = [] }: { title: string; children?: ReactNode; actions?: GamePanelAction[] }) {
  return (
    <div className="game-panel" role="group" aria-label={title} data-testid="game-panel">
      <p className="game-panel-title">{title}</p>
      {children}
      {actions.length > 0 ? (
        <div className="game-panel-actions">
          {actions.map((action) => (
            <button key={action.label} type="button" className="game-button" aria-label={action.ariaLabel} onClick={action.onClick}>
              {action.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
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

/** The touch pad's pause / resume button (▶ while paused). */
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
      <span aria-hidden="true">{paused ? "▶" : "II"}</span>
    </button>
  );
}
