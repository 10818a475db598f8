/** The gba player (placeholder until it lands): runs `gameId` inside a sandboxed frame. */
import type { EmulatorProps } from "~/games/shared/types";

export default function GbaPlayer({ name, onExit }: EmulatorProps) {
  return (
    <div className="game" data-testid="player-gba">
      <p>{name}</p>
      <button type="button" className="game-button" onClick={onExit}>
        Exit
      </button>
    </div>
  );
}
