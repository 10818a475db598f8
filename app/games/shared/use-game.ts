/**
 * The loop of a real-time game (Snake, Brick Breaker) around its pure rules:
 * the state (mirrored in a ref, so the clock and key handlers always read the
 * latest), the fixed-step clock while the state says it runs, the visitor's
 * best score (recorded when a game ends: GAME OVER, a restart, or the visitor
 * quitting mid-game), the live region's message and the
 * game's root, focused on mount so the keys go to the game.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { browserScoreStorage, endedScore, readBestScore, recordBestScore, type BestScoreGame } from "./best-score";
import { useFixedStep } from "./use-fixed-step";

export interface GameStatus {
  status: string;
  score: number;
}

export interface GameLoop<S extends GameStatus> {
  /** The best-score key. */
  id: BestScoreGame;
  create: () => S;
  /** Whether the clock runs in this state. */
  running: (state: S) => boolean;
  /** Milliseconds per step in this state (read before every step). */
  interval: (state: S) => number;
  step: (state: S) => S;
  /** The live region's first message. */
  startMessage: string;
  /** Said when a game ends (status becomes "over"). */
  overMessage: (score: number) => string;
  /** Said after any other change; null says nothing new. */
  announce: (next: S, previous: S) => string | null;
}

export function useGame<S extends GameStatus>(loop: GameLoop<S>) {
  const [game, setGame] = useState<S>(loop.create);
  const gameRef = useRef(game);
  const [best, setBest] = useState(() => readBestScore(browserScoreStorage(), loop.id));
  const [message, setMessage] = useState(loop.startMessage);
  const rootRef = useRef<HTMLDivElement>(null);
  // The latest texts and rules, without re-creating `update` when the language changes.
  const loopRef = useRef(loop);
  loopRef.current = loop;

  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
    // Quitting mid-game (Q, Esc, closing the overlay) ends it too: keep its score if it is a best.
    return () => {
      const score = endedScore(gameRef.current, null);
      if (score !== null) recordBestScore(browserScoreStorage(), loopRef.current.id, score);
    };
  }, []);

  const update = useCallback((change: (state: S) => S) => {
    const previous = gameRef.current;
    const next = change(previous);
    if (next === previous) return;
    gameRef.current = next;
    setGame(next);
    const { id, overMessage, announce } = loopRef.current;
    const ended = endedScore(previous, next);
    if (ended !== null) setBest(recordBestScore(browserScoreStorage(), id, ended));
    if (next.status === "over" && previous.status !== "over") {
      setMessage(overMessage(next.score));
    } else {
      const said = announce(next, previous);
      if (said !== null) setMessage(said);
    }
  }, []);

  useFixedStep(
    loop.running(game),
    () => loopRef.current.interval(gameRef.current),
    () => update(loopRef.current.step),
  );

  const focusRoot = useCallback(() => rootRef.current?.focus({ preventScroll: true }), []);

  return { game, best, message, rootRef, update, focusRoot };
}

/** The key a game handles, lower-cased; null for shortcuts (Alt, Ctrl, Meta) and Escape, which closes the overlay. */
export function gameKey(event: KeyboardEvent): string | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.key === "Escape") return null;
  return event.key.toLowerCase();
}
