/** Brick Breaker (placeholder until the game lands): the overlay's program for `brickbreaker`. */
import type { GameProps } from "../shared/types";

export default function BrickBreakerGame({ onExit }: GameProps) {
  return (
    <div className="game" data-testid="game-brickbreaker">
      <p>Brick Breaker</p>
      <button type="button" className="game-button" onClick={onExit}>
        Exit
      </button>
    </div>
  );
}
