/** Hangman (placeholder until the game lands): the overlay's program for `hangman`. */
import type { GameProps } from "../shared/types";

export default function HangmanGame({ onExit }: GameProps) {
  return (
    <div className="game" data-testid="game-hangman">
      <p>Hangman</p>
      <button type="button" className="game-button" onClick={onExit}>
        Exit
      </button>
    </div>
  );
}
