/** Wordle (placeholder until the game lands): the overlay's program for `wordle`. */
import type { GameProps } from "../shared/types";

export default function WordleGame({ onExit }: GameProps) {
  return (
    <div className="game" data-testid="game-wordle">
      <p>Wordle</p>
      <button type="button" className="game-button" onClick={onExit}>
        Exit
      </button>
    </div>
  );
}
