/**
 * Brick Breaker: the view over the pure rules in ./logic
 * (ball and bounce rules are described there). A fixed-step clock driven by
 * requestAnimationFrame runs the frames and the timed get-ready panels; keys
 * are handled on the game's own focused root (Escape bubbles to the overlay).
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { GamePanel } from "../shared/GamePanel";
import { LiveStatus } from "../shared/LiveStatus";
import { Stylesheets } from "../shared/Stylesheet";
import { browserScoreStorage, readBestScore, recordBestScore } from "../shared/best-score";
import gamesCss from "../shared/games.css";
import type { GameProps } from "../shared/types";
import { useFixedStep } from "../shared/use-fixed-step";
import { useSwipe } from "../shared/use-swipe";
import brickCss from "./brickbreaker.css";
import { PADDLE_WIDTH, PADDLE_Y, createBrickGame, movePaddle, restart, step, stepMs, togglePause, type BrickState } from "./logic";
import { BRICK_STRINGS } from "./strings";

export default function BrickBreakerGame(props: GameProps) {
  return (
    <Stylesheets hrefs={[gamesCss, brickCss]}>
      <BrickBreakerView {...props} />
    </Stylesheets>
  );
}

function BrickBreakerView({ lang, onExit }: GameProps) {
  const text = BRICK_STRINGS[lang] ?? BRICK_STRINGS.en;
  const [game, setGame] = useState<BrickState>(() => createBrickGame(Math.random));
  const gameRef = useRef(game);
  const [best, setBest] = useState(() => readBestScore(browserScoreStorage(), "brickbreaker"));
  const [message, setMessage] = useState(text.announceStart);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  const update = useCallback(
    (change: (state: BrickState) => BrickState) => {
      const previous = gameRef.current;
      const next = change(previous);
      if (next === previous) return;
      gameRef.current = next;
      setGame(next);
      if (next.status === "over" && previous.status !== "over") {
        setBest(recordBestScore(browserScoreStorage(), "brickbreaker", next.score));
        setMessage(text.announceOver(next.score));
      } else if (next.level !== previous.level) {
        setMessage(next.level === 1 ? text.announceStart : text.announceLevel(next.level));
      } else if (next.lives < previous.lives) {
        setMessage(text.announceLifeLost(next.lives));
      } else if (next.status === "paused" && previous.status !== "paused") {
        setMessage(text.announcePaused);
      } else if (next.status === "playing" && previous.status === "paused") {
        setMessage(text.announceResumed);
      } else if (next.score !== previous.score) {
        setMessage(text.announceScore(next.score));
      }
    },
    [text],
  );

  const running = game.status === "playing" || game.status === "ready";
  useFixedStep(
    running,
    () => stepMs(gameRef.current),
    () => update((state) => step(state, Math.random)),
  );

  const move = (direction: -1 | 1) => update((state) => movePaddle(state, direction));
  const pause = () => update(togglePause);
  const doRestart = () => {
    update(() => restart(Math.random));
    rootRef.current?.focus({ preventScroll: true });
  };
  const swipe = useSwipe((direction) => {
    if (direction === "left") move(-1);
    else if (direction === "right") move(1);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.key === "Escape") return;
    const key = event.key.toLowerCase();
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
    panel = (
      <GamePanel title={text.gameOver} actions={panelActions}>
        <p className="game-panel-score">
          {text.score} {game.score}
        </p>
      </GamePanel>
    );
  else if (game.status === "ready")
    panel = <GamePanel title={game.readyReason === "level" ? text.levelPanel(game.level) : text.lifeLost} />;

  const ballText = `${game.ball.x},${game.ball.y}`;

  // The game root takes the keyboard (arrows, letters) while focused: a labelled application region by design.
  /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  return (
    <div
      ref={rootRef}
      role="application"
      className="game brick-game"
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
      <div className="game-stage brick-stage">
        <div className="brick-board" role="img" aria-label={text.board(game.bricks.length, ballText, game.paddleX)} {...swipe}>
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
      <div className="brick-touchpad">
        <button type="button" className="game-button" aria-label={text.left} onClick={() => move(-1)}>
          <span aria-hidden="true">←</span>
        </button>
        <button
          type="button"
          className="game-button"
          aria-label={game.status === "paused" ? text.resume : text.pause}
          onClick={pause}
          disabled={game.status === "over" || game.status === "ready"}
        >
          <span aria-hidden="true">{game.status === "paused" ? "▶" : "II"}</span>
        </button>
        <button type="button" className="game-button" aria-label={text.right} onClick={() => move(1)}>
          <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="game-help">{text.help}</p>
      <LiveStatus message={message} />
    </div>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
}
