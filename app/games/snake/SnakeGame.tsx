/** Snake (placeholder until the game lands): the overlay's program for `snake`. */
import type { GameProps } from "../shared/types";

export default function SnakeGame({ onExit }: GameProps) {
  return (
    <div className="game" data-testid="game-snake">
      <p>Snake</p>
      <button type="button" className="game-button" onClick={onExit}>
        Exit
      </button>
    </div>
  );
}
