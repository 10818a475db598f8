/**
 * Snake: the view over the pure rules in ./logic. A fixed-step
 * clock driven by requestAnimationFrame runs the ticks; keys are handled on the
 * game's own focused root (Escape bubbles up to the overlay, which closes it).
 */
import { useCoarsePointer } from "~/components/use-coarse-pointer";
import { inLanguage } from "~/i18n/config";
import type { KeyboardEvent } from "react";
import { BoardGameStylesheets, GameOverPanel, PauseButton } from "../shared/BoardGame";
import { GamePanel } from "../shared/GamePanel";
import { LiveStatus } from "../shared/LiveStatus";
import type { GameProps } from "../shared/types";
import { gameKey, useGame } from "../shared/use-game";
import { useSwipe } from "../shared/use-swipe";
import { createSnakeGame, restart, speedPercent, step, tickMs, togglePause, turn, type Direction, type SnakeState } from "./logic";
import { SNAKE_STRINGS } from "./strings";

const KEY_DIRECTIONS: Record<string, Direction> = {
  arrowup: "up",
  arrowdown: "down",
  arrowleft: "left",
  arrowright: "right",
  w: "up",
  s: "down",
  a: "left",
  d: "right",
};

export default function SnakeGame(props: GameProps) {
  return (
    <BoardGameStylesheets>
      <SnakeView {...props} />
    </BoardGameStylesheets>
  );
}

function SnakeView({ lang, onExit }: GameProps) {
  const touch = useCoarsePointer();
  const text = inLanguage(SNAKE_STRINGS, lang);
  const { game, best, message, rootRef, update, focusRoot } = useGame<SnakeState>({
    id: "snake",
    create: () => createSnakeGame(Math.random),
    running: (state) => state.status === "playing",
    interval: tickMs,
    step: (state) => step(state, Math.random),
    startMessage: text.announceStart,
    overMessage: text.announceOver,
    announce: (next, previous) => {
      if (next.status === "paused" && previous.status !== "paused") return text.announcePaused;
      if (next.status === "playing" && previous.status !== "playing")
        return next.score === 0 && previous.status === "over" ? text.announceStart : text.announceResumed;
      if (next.score !== previous.score) return text.announceScore(next.score);
      return null;
    },
  });

  const move = (direction: Direction) => update((state) => turn(state, direction));
  const pause = () => update(togglePause);
  const doRestart = () => {
    update((state) => (state.status === "playing" ? state : restart(Math.random)));
    focusRoot();
  };
  const swipe = useSwipe(move);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = gameKey(event);
    if (key === null) return;
    const direction = KEY_DIRECTIONS[key];
    if (direction) {
      event.preventDefault();
      move(direction);
    } else if (key === "p") {
      event.preventDefault();
      pause();
    } else if (key === "r") {
      event.preventDefault();
      doRestart();
    } else if (key === "q") {
      event.preventDefault();
      onExit();
    }
  };

  const head = game.snake[0];
  const headText = `${head.x},${head.y}`;
  const foodText = game.food ? `${game.food.x},${game.food.y}` : "-";
  const panelActions = [
    { label: text.restart, onClick: doRestart },
    { label: text.quit, onClick: onExit },
  ];

  // The game root takes the keyboard (arrows, letters) while focused: a labelled application region by design.
  /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  return (
    <div
      ref={rootRef}
      role="application"
      className="game board-game snake-game"
      tabIndex={0}
      aria-label={text.title}
      onKeyDown={onKeyDown}
      data-testid="game-snake"
      data-state={game.status}
      data-head={headText}
      data-score={game.score}
      data-length={game.snake.length}
    >
      <p className="game-hud">
        <span>
          {text.score} <strong data-testid="snake-score">{game.score}</strong>
        </span>
        <span>
          {text.speed} <strong data-testid="snake-speed">{speedPercent(game)}%</strong>
        </span>
        <span>
          {text.best} <strong data-testid="snake-best">{best}</strong>
        </span>
      </p>
      <div className="game-stage">
        <div className="game-board" role="img" aria-label={text.board(headText, foodText, game.snake.length)} {...swipe}>
          {game.food ? <span className="snake-food" style={{ gridColumn: game.food.x + 1, gridRow: game.food.y + 1 }} /> : null}
          {game.snake.map((cell, index) => (
            <span
              key={index}
              className={index === 0 ? "snake-segment snake-head" : "snake-segment"}
              style={{ gridColumn: cell.x + 1, gridRow: cell.y + 1 }}
            />
          ))}
        </div>
        {game.status === "paused" ? <GamePanel title={text.paused} actions={panelActions} /> : null}
        {game.status === "over" ? (
          <GameOverPanel title={text.gameOver} scoreLabel={text.score} score={game.score} actions={panelActions} />
        ) : null}
      </div>
      <div className="game-touchpad board-game-pad snake-touchpad">
        <button type="button" className="game-button snake-up" aria-label={text.up} onClick={() => move("up")}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className="game-button snake-left" aria-label={text.left} onClick={() => move("left")}>
          <span aria-hidden="true">←</span>
        </button>
        <PauseButton
          className="snake-pause"
          paused={game.status === "paused"}
          label={game.status === "paused" ? text.resume : text.pause}
          onClick={pause}
          disabled={game.status === "over"}
        />
        <button type="button" className="game-button snake-right" aria-label={text.right} onClick={() => move("right")}>
          <span aria-hidden="true">→</span>
        </button>
        <button type="button" className="game-button snake-down" aria-label={text.down} onClick={() => move("down")}>
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      <p className="game-help">{touch ? text.helpTouch : text.help}</p>
      <LiveStatus message={message} />
    </div>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
}
