/**
 * Hangman: the overlay's program for `hangman`. The rules live in
 * ./hangman.ts; this view draws the gallows, the masked word, the HUD and
 * the A-Z keypad, and takes letters from its own focused root.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useCoarsePointer } from "~/components/use-coarse-pointer";
import gamesCss from "~/games/shared/games.css";
import { browserScoreStorage, readBestScore, recordBestScore } from "../shared/best-score";
import { GamePanel } from "../shared/GamePanel";
import { LiveStatus } from "../shared/LiveStatus";
import { Stylesheets } from "../shared/Stylesheet";
import type { GameProps } from "../shared/types";
import {
  guess,
  guessesLeft,
  hangmanWords,
  maskedLetters,
  MAX_WRONG_GUESSES,
  newGame,
  toLetter,
  updateStreak,
  type HangmanState,
  type Streak,
} from "./hangman";
import hangmanCss from "./hangman.css";
import { hangmanStrings } from "./strings";

/* The game root is a keyboard surface (role application, tabIndex 0, its own onKeyDown): it takes focus and handles its own keys (Escape bubbles up to the overlay). */
/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */

const ALPHABET = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];

/** The gallows (drawn once) and the 6 body parts, one per wrong guess. */
function Gallows({ wrong }: { wrong: number }) {
  const parts = [
    <circle key="head" cx="70" cy="35" r="10" />,
    <line key="body" x1="70" y1="45" x2="70" y2="80" />,
    <line key="arm-l" x1="70" y1="55" x2="55" y2="68" />,
    <line key="arm-r" x1="70" y1="55" x2="85" y2="68" />,
    <line key="leg-l" x1="70" y1="80" x2="57" y2="100" />,
    <line key="leg-r" x1="70" y1="80" x2="83" y2="100" />,
  ];
  return (
    <svg
      className="hangman-gallows"
      viewBox="0 0 120 120"
      aria-hidden="true"
      focusable="false"
      data-testid="hangman-gallows"
      data-wrong={wrong}
    >
      <g className="hangman-frame">
        <line x1="10" y1="112" x2="110" y2="112" />
        <line x1="30" y1="112" x2="30" y2="8" />
        <line x1="30" y1="8" x2="70" y2="8" />
        <line x1="70" y1="8" x2="70" y2="25" />
      </g>
      <g className="hangman-body">{parts.slice(0, wrong)}</g>
    </svg>
  );
}

/** The board, mounted once the stylesheets apply (so focusing it on mount works). */
function HangmanBoard({ lang, onExit }: GameProps) {
  const t = hangmanStrings(lang);
  const touch = useCoarsePointer();
  const restartHint = touch ? t.restartHintTouch : t.restartHint;
  const words = hangmanWords(lang);
  const [state, setState] = useState<HangmanState>(() => newGame(Math.random, words));
  const [streak, setStreak] = useState<Streak>({ current: 0, best: 0 });
  const [message, setMessage] = useState("");
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setStreak((s) => ({ ...s, best: Math.max(s.best, readBestScore(browserScoreStorage(), "hangman")) }));
  }, []);

  const focusRoot = useCallback(() => rootRef.current?.focus(), []);

  const play = useCallback(
    (key: string) => {
      const next = guess(state, key);
      if (next === state) return;
      setState(next);
      const letter = toLetter(key) ?? "";
      if (next.status === "playing") {
        setMessage(
          `${next.wrong.length > state.wrong.length ? t.wrongGuess(letter) : t.correctGuess(letter)} ${t.guessesLeft(guessesLeft(next))}`,
        );
        return;
      }
      const updated = updateStreak(streak, next.status);
      const best = recordBestScore(browserScoreStorage(), "hangman", updated.current);
      setStreak({ current: updated.current, best: Math.max(updated.best, best) });
      setMessage(next.status === "won" ? `${t.won} ${restartHint}` : `${t.lost} ${t.revealed(next.word)} ${restartHint}`);
    },
    [state, streak, t, restartHint],
  );

  const restart = useCallback(() => {
    setState(newGame(Math.random, words));
    setMessage("");
    focusRoot();
  }, [focusRoot, words]);

  useEffect(() => {
    focusRoot();
  }, [focusRoot]);

  // After the end the panel's buttons mount; keep the keyboard path on the root.
  useEffect(() => {
    if (state.status !== "playing") focusRoot();
  }, [state.status, focusRoot]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter") {
      // Enter on a focused button activates that button instead.
      if (state.status !== "playing" && event.target === event.currentTarget) {
        event.preventDefault();
        restart();
      }
      return;
    }
    if (toLetter(event.key) !== null) {
      event.preventDefault();
      play(event.key);
    }
    // Escape is left to bubble up to the overlay, which closes the program.
  };

  const wrong = state.wrong.length;
  const masked = maskedLetters(state);
  const over = state.status !== "playing";

  return (
    <>
      {/* The focusable game root takes the letters typed while it (or one of its buttons) has focus. */}
      <div
        ref={rootRef}
        className="game hangman"
        data-testid="game-hangman"
        data-status={state.status}
        tabIndex={0}
        role="application"
        aria-label={t.title}
        aria-describedby="hangman-help"
        onKeyDown={onKeyDown}
      >
        <p className="game-hud" data-testid="hangman-hud">
          <span>
            {t.guessesLeft(guessesLeft(state)).replace(/\d+$/, "")}
            <strong data-testid="hangman-left">{guessesLeft(state)}</strong>
          </span>
          <span>
            {t.streak}
            {t.colon}
            <strong data-testid="hangman-streak">{streak.current}</strong>
          </span>
          <span>
            {t.best}
            {t.colon}
            <strong data-testid="hangman-best">{streak.best}</strong>
          </span>
        </p>
        <div className="hangman-board">
          <Gallows wrong={wrong} />
          <div className="hangman-info">
            <p className="hangman-wrong-count" data-testid="hangman-wrong-count">
              {t.wrongCount(wrong, MAX_WRONG_GUESSES)}
            </p>
            <p className="hangman-word">
              <span className="visually-hidden" data-testid="hangman-word">
                {`${t.wordLabel}${t.colon}${masked.map((c) => (c === "_" ? t.blank : c)).join(" ")}`}
              </span>
              {masked.map((c, i) => (
                <span key={i} className={c === "_" ? "hangman-cell hangman-cell-empty" : "hangman-cell"} aria-hidden="true">
                  {c === "_" ? "\u00a0" : c}
                </span>
              ))}
            </p>
            <p className="hangman-incorrect" data-testid="hangman-incorrect">
              {t.incorrect}
              {t.colon}
              {wrong > 0 ? state.wrong.join(" ") : t.none}
            </p>
          </div>
        </div>
        <div className="hangman-keypad" role="group" aria-label={t.keypad}>
          {ALPHABET.map((letter) => (
            <button
              key={letter}
              type="button"
              className="game-button hangman-key"
              aria-label={t.letter(letter)}
              disabled={over || state.guessed.includes(letter)}
              onClick={() => play(letter)}
            >
              {letter}
            </button>
          ))}
        </div>
        <p className="game-help" id="hangman-help">
          {touch ? t.helpTouch : t.help}
        </p>
        <button type="button" className="game-button" onClick={onExit}>
          {t.exit}
        </button>
        {over ? (
          <GamePanel
            title={state.status === "won" ? t.won : t.lost}
            actions={[
              { label: t.playAgain, onClick: restart },
              { label: t.exit, onClick: onExit },
            ]}
          >
            {state.status === "lost" ? (
              <p className="hangman-reveal" data-testid="hangman-reveal">
                {t.revealed(state.word)}
              </p>
            ) : null}
            <p className="game-help">{restartHint}</p>
          </GamePanel>
        ) : null}
        <LiveStatus message={message} />
      </div>
    </>
  );
}

export default function HangmanGame(props: GameProps) {
  return (
    <Stylesheets hrefs={[gamesCss, hangmanCss]}>
      <HangmanBoard {...props} />
    </Stylesheets>
  );
}
