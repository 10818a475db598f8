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
