/** Hangman rules: word list, picker, A-Z filter, repeats, win/loss, restart, streaks, texts. */
import { describe, expect, test } from "vitest";
import {
  guess,
  guessesLeft,
  HANGMAN_WORDS,
  HANGMAN_WORDS_FR,
  hangmanWords,
  MAX_WRONG_GUESSES,
  maskedLetters,
  newGame,
  pickWord,
  toLetter,
  updateStreak,
  type HangmanState,
} from "~/games/hangman/hangman";
import { hangmanStrings } from "~/games/hangman/strings";

const game = (word: string): HangmanState => newGame(() => 0, [word]);
const play = (state: HangmanState, keys: string) => [...keys].reduce(guess, state);

describe("word list", () => {
  test("about 60 distinct computing terms, uppercase A-Z only", () => {
    expect(HANGMAN_WORDS).toHaveLength(60);
    expect(new Set(HANGMAN_WORDS).size).toBe(60);
    for (const word of HANGMAN_WORDS) expect(word).toMatch(/^[A-Z]{3,}$/);
    expect(HANGMAN_WORDS).toContain("ALGORITHM");
    expect(HANGMAN_WORDS).toContain("COMPILER");
  });
});

describe("the French page's words", () => {
  test("as many distinct French computing terms, A-Z only (accents dropped for the keypad)", () => {
    expect(HANGMAN_WORDS_FR).toHaveLength(HANGMAN_WORDS.length);
    expect(new Set(HANGMAN_WORDS_FR).size).toBe(HANGMAN_WORDS_FR.length);
    for (const word of HANGMAN_WORDS_FR) expect(word).toMatch(/^[A-Z]{3,}$/);
    for (const word of ["ALGORITHME", "CLAVIER", "ORDINATEUR", "BIBLIOTHEQUE"]) expect(HANGMAN_WORDS_FR).toContain(word);
    // Mostly not the English words (a few, like VARIABLE or TERMINAL, are both).
    expect(HANGMAN_WORDS_FR.filter((word) => HANGMAN_WORDS.includes(word)).length).toBeLessThan(20);
  });

  test("French for fr, English for any other language", () => {
    expect(hangmanWords("fr")).toBe(HANGMAN_WORDS_FR);
    expect(hangmanWords("en")).toBe(HANGMAN_WORDS);
    expect(hangmanWords("es")).toBe(HANGMAN_WORDS);
  });
});

describe("pickWord uses the injected random source", () => {
  test.each([
    [0, "ALGORITHM"],
    [0.999999, "SPREADSHEET"],
    [1, "SPREADSHEET"],
    [-1, "ALGORITHM"],
    [Number.NaN, "ALGORITHM"],
    [1 / 60, "COMPILER"],
  ])("random() = %s gives %s", (value, word) => {
    expect(pickWord(() => value)).toBe(word);
  });

  test("every word can be drawn", () => {
    const drawn = new Set(HANGMAN_WORDS.map((_, i) => pickWord(() => (i + 0.5) / HANGMAN_WORDS.length)));
    expect(drawn.size).toBe(HANGMAN_WORDS.length);
  });

  test("an empty list gives an empty word, never throws", () => {
    expect(pickWord(() => 0.3, [])).toBe("");
  });
});

describe("letters", () => {
  test.each([
    ["a", "A"],
    ["Z", "Z"],
    ["m", "M"],
    ["1", null],
    ["é", null],
    ["Enter", null],
    ["", null],
    [" ", null],
    ["AB", null],
  ])("toLetter(%j) = %j", (key, letter) => {
    expect(toLetter(key)).toBe(letter);
  });

  test("only A-Z is accepted: other keys leave the state unchanged", () => {
    const start = game("CACHE");
    for (const key of ["1", "é", "Enter", "Shift", "-", ""]) expect(guess(start, key)).toBe(start);
  });

  test("keyboard input is case-insensitive", () => {
    expect(guess(game("CACHE"), "c").guessed).toEqual(["C"]);
  });
});

describe("guessing", () => {
  test("a right letter reveals every occurrence and costs nothing", () => {
    const state = guess(game("CACHE"), "C");
    expect(maskedLetters(state)).toEqual(["C", "_", "C", "_", "_"]);
    expect(guessesLeft(state)).toBe(MAX_WRONG_GUESSES);
    expect(state.wrong).toEqual([]);
  });

  test("a wrong letter costs one guess and is listed", () => {
    const state = guess(game("CACHE"), "z");
    expect(state.wrong).toEqual(["Z"]);
    expect(guessesLeft(state)).toBe(5);
    expect(state.status).toBe("playing");
  });

  test("a repeated letter is ignored (no penalty), right or wrong", () => {
    const once = play(game("CACHE"), "ZC");
    expect(guess(once, "Z")).toBe(once);
    expect(guess(once, "z")).toBe(once);
    expect(guess(once, "c")).toBe(once);
    expect(guessesLeft(once)).toBe(5);
  });

  test("all letters found: won", () => {
    const state = play(game("CACHE"), "xCAHE");
    expect(state.status).toBe("won");
    expect(maskedLetters(state).join("")).toBe("CACHE");
  });

  test("6 wrong guesses: lost, the word is revealed", () => {
    const five = play(game("CACHE"), "BDFGI");
    expect(five.status).toBe("playing");
    expect(guessesLeft(five)).toBe(1);
    expect(maskedLetters(five).join("")).toBe("_____");
    const lost = guess(five, "J");
    expect(lost.status).toBe("lost");
    expect(guessesLeft(lost)).toBe(0);
    expect(maskedLetters(lost).join("")).toBe("CACHE");
  });

  test("no guess counts once the game is over", () => {
    const won = play(game("CACHE"), "CAHE");
    expect(guess(won, "Z")).toBe(won);
    const lost = play(game("CACHE"), "BDFGIJ");
    expect(guess(lost, "C")).toBe(lost);
  });

  test("restart: a new game starts clean with the next random word", () => {
    const values = [0, 0.5];
    const random = () => values.shift() ?? 0;
    const first = play(newGame(random), "QWXZJV");
    expect(first.status).toBe("lost");
    const next = newGame(random);
    expect(next).toEqual({ word: HANGMAN_WORDS[30], guessed: [], wrong: [], status: "playing" });
  });
});

describe("streaks", () => {
  test.each([
    [{ current: 0, best: 0 }, "won", { current: 1, best: 1 }],
    [{ current: 2, best: 2 }, "won", { current: 3, best: 3 }],
    [{ current: 1, best: 4 }, "won", { current: 2, best: 4 }],
    [{ current: 3, best: 3 }, "lost", { current: 0, best: 3 }],
    [{ current: 3, best: 5 }, "playing", { current: 3, best: 5 }],
  ] as const)("%j after %s gives %j", (before, status, after) => {
    expect(updateStreak(before, status)).toEqual(after);
  });
});

describe("texts", () => {
  test("English texts are the spec's; French follows lang", () => {
    const en = hangmanStrings("en");
    expect([en.won, en.lost, en.playAgain, en.exit]).toEqual(["You won!", "You lost!", "Play Again", "Exit"]);
    expect(en.wrongCount(2, 6)).toBe("2 of 6 wrong guesses");
    const fr = hangmanStrings("fr");
    expect([fr.won, fr.lost, fr.playAgain, fr.exit]).toEqual(["Vous avez gagné\u00a0!", "Vous avez perdu\u00a0!", "Rejouer", "Quitter"]);
    expect(fr.letter("A")).toBe("Lettre A");
  });
});
