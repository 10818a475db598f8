/**
 * Brick Breaker: the view over the pure rules in ./logic
 * (ball and bounce rules are described there). A fixed-step clock driven by
 * requestAnimationFrame runs the frames and the timed get-ready panels; keys
 * are handled on the game's own focused root (Escape bubbles to the overlay).
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
import { PADDLE_WIDTH, PADDLE_Y, createBrickGame, movePaddle, restart, step, stepMs, togglePause, type BrickState } from "./logic";
import { BRICK_STRINGS } from "./strings";

export default function BrickBreakerGame(props: GameProps) {
  return (
    <BoardGameStylesheets>
      <BrickBreakerView {...props} />
    </BoardGameStylesheets>
  );
}

function BrickBreakerView({ lang, onExit }: GameProps) {
  const touch = useCoarsePointer();
  const text = inLanguage(BRICK_STRINGS, lang);
  const { game, best, message, rootRef, update, focusRoot } = useGame<BrickState>({
    id: "brickbreaker",
    create: () => createBrickGame(Math.random),
    running: (state) => state.status === "playing" || state.status === "ready",
    interval: stepMs,
    step: (state) => step(state, Math.random),
    startMessage: text.announceStart,
    overMessage: text.announceOver,
    announce: (next, previous) => {
      if (next.level !== previous.level) return next.level === 1 ? text.announceStart : text.announceLevel(next.level);
      if (next.lives < previous.lives) return text.announceLifeLost(next.lives);
      if (next.status === "paused" && previous.status !== "paused") return text.announcePaused;
      if (next.status === "playing" && previous.status === "paused") return text.announceResumed;
      if (next.score !== previous.score) return text.announceScore(next.score);
      return null;
    },
  });

  const move = (direction: -1 | 1) => update((state) => movePaddle(state, direction));
  const pause = () => update(togglePause);
  const doRestart = () => {
    update(() => restart(Math.random));
    focusRoot();
  };
  const swipe = useSwipe((direction) => {
    if (direction === "left") move(-1);
    else if (direction === "right") move(1);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = gameKey(event);
    if (key === null) return;
    if (key === "arrowleft" || key === "a") {
      event.preventDefault();
      move(-1);
    } else if (key === "arrowright" || key === "d") {
      event.preventDefault();
      move(1);
    } else if (key === "p") {
      event.preventDefault();
      pause();
    } else if (key === "r") {
      event.preventDefault();
      doRestart();
    } else if (key === "q" && (game.status === "paused" || game.status === "over")) {
      event.preventDefault();
      onExit();
    } else if (key === "arrowup" || key === "arrowdown" || key === " ") {
      // Game keys must not scroll the page behind the overlay.
      event.preventDefault();
    }
  };

  const panelActions = [
    { label: text.restart, onClick: doRestart },
    { label: text.quit, onClick: onExit },
  ];
  let panel = null;
  if (game.status === "paused") panel = <GamePanel title={text.paused} actions={panelActions} />;
  else if (game.status === "over")
    panel = <GameOverPanel title={text.gameOver} scoreLabel={text.score} score={game.score} actions={panelActions} />;
  else if (game.status === "ready")
    panel = <GamePanel title={game.readyReason === "level" ? text.levelPanel(game.level) : text.lifeLost} />;

  const ballText = `${game.ball.x},${game.ball.y}`;

  // The game root takes the keyboard (arrows, letters) while focused: a labelled application region by design.
  /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  return (
    <div
      ref={rootRef}
      role="application"
      className="game board-game brick-game"
      tabIndex={0}
      aria-label={text.title}
      onKeyDown={onKeyDown}
      data-testid="game-brickbreaker"
      data-state={game.status}
      data-ball={ballText}
      data-paddle={game.paddleX}
      data-score={game.score}
      data-level={game.level}
      data-lives={game.lives}
      data-bricks={game.bricks.length}
    >
      <p className="game-hud">
        <span>
          {text.score} <strong data-testid="brick-score">{game.score}</strong>
        </span>
        <span>
          {text.level} <strong data-testid="brick-level">{game.level}</strong>
        </span>
        <span>
          {text.lives} <strong data-testid="brick-lives">{game.lives}</strong>
        </span>
        <span>
          {text.best} <strong data-testid="brick-best">{best}</strong>
        </span>
      </p>
      <div className="game-stage">
        <div className="game-board" role="img" aria-label={text.board(game.bricks.length, ballText, game.paddleX)} {...swipe}>
          {game.bricks.map((brick) => (
            <span
              key={`${brick.x},${brick.y}`}
              className={`brick brick-type-${brick.type}`}
              style={{ gridColumn: brick.x + 1, gridRow: brick.y + 1 }}
            />
          ))}
          <span className="brick-paddle" style={{ gridColumn: `${game.paddleX + 1} / span ${PADDLE_WIDTH}`, gridRow: PADDLE_Y + 1 }} />
          <span className="brick-ball" style={{ gridColumn: game.ball.x + 1, gridRow: game.ball.y + 1 }} />
        </div>
        {panel}
      </div>
      <div className="board-game-pad brick-touchpad">
        <button type="button" className="game-button" aria-label={text.left} onClick={() => move(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <PauseButton
          paused={game.status === "paused"}
          label={game.status === "paused" ? text.resume : text.pause}
          onClick={pause}
          disabled={game.status === "over" || game.status === "ready"}
        />
        <button type="button" className="game-button" aria-label={text.right} onClick={() => move(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="game-help">{touch ? text.helpTouch : text.help}</p>
      <LiveStatus message={message} />
    </div>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
}
