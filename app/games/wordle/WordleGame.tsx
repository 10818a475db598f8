/**
 * The French Wordle (its UI is French whatever the interface language, as the
 * spec says): difficulty selection, the board with its on-screen QWERTY
 * keyboard, then an end screen with "Rejouer". Rules in ./logic.ts.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import gamesCss from "~/games/shared/games.css";
import { browserScoreStorage, readBestScore, recordBestScore } from "../shared/best-score";
import { GamePanel } from "../shared/GamePanel";
import { LiveStatus } from "../shared/LiveStatus";
import { Stylesheets } from "../shared/Stylesheet";
import type { GameProps } from "../shared/types";
import {
  DIFFICULTIES,
  erase,
  initialState,
  letterMarks,
  MAX_ATTEMPTS,
  start,
  submit,
  typeLetter,
  type Difficulty,
  type Mark,
  type WordleState,
} from "./logic";
import { loadDictionary } from "./dictionary";
import wordleCss from "./wordle.css";

/* The game root is a keyboard surface (role application, tabIndex 0, its own onKeyDown). */
/* eslint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */

const KEY_ROWS = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"];
const MARK_LABEL: Record<Mark, string> = { correct: "bien placée", present: "mal placée", absent: "absente" };

export default function WordleGame(props: GameProps) {
  return (
    <Stylesheets hrefs={[gamesCss, wordleCss]}>
      <WordleView {...props} />
    </Stylesheets>
  );
}

function WordleView({ onExit }: GameProps) {
  const [game, setGame] = useState<WordleState>(initialState);
  /** The state as last set (a guess is played once its dictionary has loaded, maybe after a render). */
  const gameRef = useRef(game);
  const [streak, setStreak] = useState(0);
  const [best, setBest] = useState(() => readBestScore(browserScoreStorage(), "wordle"));
  const [announce, setAnnounce] = useState("Choisissez une difficulté.");
  const [shaking, setShaking] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    rootRef.current?.focus({ preventScroll: true });
  }, []);

  // The row shakes for 0.5 s on a guess that does not fill every cell.
  useEffect(() => {
    if (game.shakes === 0) return;
    setShaking(true);
    const timer = window.setTimeout(() => setShaking(false), 500);
    return () => window.clearTimeout(timer);
  }, [game.shakes]);

  const apply = (next: WordleState) => {
    const game = gameRef.current;
    if (next === game) return;
    gameRef.current = next;
    setGame(next);
    if (next.message && (next.message !== game.message || next.shakes !== game.shakes)) setAnnounce(next.message);
    if (next.rows.length > game.rows.length) {
      const row = next.rows[next.rows.length - 1];
      const said = [...row.guess].map((letter, i) => `${letter} ${MARK_LABEL[row.marks[i]]}`).join(", ");
      if (next.phase === "won") {
        const won = streak + 1;
        setStreak(won);
        setBest(recordBestScore(browserScoreStorage(), "wordle", won));
        setAnnounce(`Gagné\u00a0! Le mot était ${next.answer}. Série\u00a0: ${won}.`);
      } else if (next.phase === "lost") {
        setStreak(0);
        setAnnounce(`Perdu. Le mot était ${next.answer}.`);
      } else setAnnounce(`${said}. Essai ${next.rows.length + 1} sur ${MAX_ATTEMPTS}.`);
    }
  };

  const choose = (difficulty: Difficulty) => {
    const next = start(difficulty, Math.random);
    gameRef.current = next;
    setGame(next);
    void loadDictionary(difficulty);
    setAnnounce(
      next.phase === "error"
        ? (next.message ?? "")
        : `${DIFFICULTIES[difficulty].label}\u00a0: ${next.answer.length} lettres, première lettre ${next.answer[0]}.`,
    );
    rootRef.current?.focus({ preventScroll: true });
  };

  const replay = () => {
    gameRef.current = initialState;
    setGame(initialState);
    setAnnounce("Choisissez une difficulté.");
    rootRef.current?.focus({ preventScroll: true });
  };

  /** Plays the row once the difficulty's dictionary is there (at once, but for the first guess on a slow network). */
  const play = () => {
    const difficulty = gameRef.current.difficulty;
    if (!difficulty) return;
    void loadDictionary(difficulty).then((words) => {
      const current = gameRef.current;
      if (current.difficulty !== difficulty) return;
      apply(submit(current, words ? (guess) => words.has(guess) : undefined));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || game.phase !== "playing") return;
    if (event.key === "Enter") {
      event.preventDefault();
      play();
    } else if (event.key === "Backspace") {
      event.preventDefault();
      apply(erase(gameRef.current));
    } else if (event.key.length === 1) {
      event.preventDefault();
      apply(typeLetter(gameRef.current, event.key));
    }
  };

  const keys = letterMarks(game.rows);
  const length = game.answer.length || DIFFICULTIES[game.difficulty ?? "facile"].length;
  const board: Array<{ letters: string[]; marks: Mark[]; current: boolean }> = [];
  if (game.phase !== "select" && game.phase !== "error") {
    for (const row of game.rows) board.push({ letters: [...row.guess], marks: row.marks, current: false });
    if (game.phase === "playing") board.push({ letters: game.cells, marks: [], current: true });
    while (board.length < MAX_ATTEMPTS) board.push({ letters: [], marks: [], current: false });
  }

  return (
    <div
      ref={rootRef}
      className="game wordle"
      role="application"
      aria-label="Wordle en français"
      aria-roledescription="jeu"
      tabIndex={0}
      lang="fr"
      onKeyDown={onKeyDown}
      data-testid="game-wordle"
      data-phase={game.phase}
    >
      <p className="game-hud">
        <span>
          Série <strong data-testid="wordle-streak">{streak}</strong>
        </span>
        <span>
          Meilleure série <strong data-testid="wordle-best">{best}</strong>
        </span>
      </p>

      {game.phase === "select" ? (
        <div className="wordle-select" role="group" aria-label="Difficulté">
          <p className="wordle-title">Choisissez une difficulté</p>
          {(Object.keys(DIFFICULTIES) as Difficulty[]).map((id) => (
            <button key={id} type="button" className="game-button" onClick={() => choose(id)}>
              {DIFFICULTIES[id].label} ({DIFFICULTIES[id].length} lettres)
            </button>
          ))}
        </div>
      ) : null}

      {game.phase === "error" ? <GamePanel title={game.message ?? ""} actions={[{ label: "Rejouer", onClick: replay }]} /> : null}

      {board.length > 0 ? (
        <ol
          className="wordle-board"
          style={{ ["--wordle-length" as string]: length }}
          aria-label={`Grille\u00a0: ${MAX_ATTEMPTS} essais de ${length} lettres`}
        >
          {board.map((row, r) => (
            <li
              key={r}
              className="wordle-row"
              data-current={row.current ? "true" : undefined}
              data-shake={row.current && shaking ? "true" : undefined}
              data-shakes={row.current ? game.shakes : undefined}
              data-testid={row.current ? "wordle-current-row" : undefined}
            >
              {Array.from({ length }, (_, i) => {
                const letter = row.letters[i] ?? "";
                const mark = row.marks[i];
                const locked = row.current && game.locked[i];
                return (
                  <span key={i} className="wordle-cell" data-mark={mark} data-locked={locked ? "true" : undefined}>
                    {letter}
                  </span>
                );
              })}
            </li>
          ))}
        </ol>
      ) : null}

      {game.message && game.phase === "playing" ? (
        <p className="wordle-message" role="alert" data-testid="wordle-message">
          {game.message}
        </p>
      ) : null}

      {game.phase === "playing" ? (
        <div className="wordle-keyboard" role="group" aria-label="Clavier">
          {KEY_ROWS.map((row, r) => (
            <div key={row} className="wordle-keys">
              {r === 2 ? (
                <button type="button" className="game-button wordle-key wordle-key-wide" onClick={play}>
                  Entrée
                </button>
              ) : null}
              {[...row].map((letter) => (
                <button
                  key={letter}
                  type="button"
                  className="game-button wordle-key"
                  data-mark={keys[letter]}
                  aria-label={`Lettre ${letter}${keys[letter] ? `, ${MARK_LABEL[keys[letter]]}` : ""}`}
                  onClick={() => apply(typeLetter(gameRef.current, letter))}
                >
                  {letter}
                </button>
              ))}
              {r === 2 ? (
                <button
                  type="button"
                  className="game-button wordle-key wordle-key-wide wordle-key-erase"
                  aria-label="Effacer"
                  onClick={() => apply(erase(gameRef.current))}
                >
                  ⌫
                </button>
              ) : null}
            </div>
          ))}
        </div>
      ) : null}

      {game.phase === "won" || game.phase === "lost" ? (
        <GamePanel
          title={game.phase === "won" ? "Gagné\u00a0!" : "Perdu\u00a0!"}
          actions={[
            { label: "Rejouer", onClick: replay },
            { label: "Quitter", onClick: onExit },
          ]}
        >
          <p data-testid="wordle-answer">Le mot était {game.answer}.</p>
        </GamePanel>
      ) : null}

      <LiveStatus message={announce} />
    </div>
  );
}
