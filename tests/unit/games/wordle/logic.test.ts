/** The French Wordle's rules: word lists, a round, scoring with repeated letters. */
import { describe, expect, test } from "vitest";
import {
  DIFFICULTIES,
  erase,
  letterMarks,
  MAX_ATTEMPTS,
  NO_WORD_ERROR,
  NOT_A_WORD,
  pickWord,
  score,
  start,
  submit,
  toLetter,
  typeLetter,
  WORDS,
  type WordleState,
} from "~/games/wordle/logic";

const typeWord = (state: WordleState, letters: string) => [...letters].reduce(typeLetter, state);

describe("word lists", () => {
  test.each([
    ["facile", 6, 20],
    ["moyen", 8, 15],
    ["difficile", 10, 14],
  ] as const)("%s: %i letters, %i words, upper-case A-Z, no duplicates", (difficulty, length, count) => {
    expect(DIFFICULTIES[difficulty].length).toBe(length);
    expect(WORDS[difficulty]).toHaveLength(count);
    for (const word of WORDS[difficulty]) expect(word).toMatch(new RegExp(`^[A-Z]{${length}}$`));
    expect(new Set(WORDS[difficulty]).size).toBe(count);
  });

  test("6 attempts; labels Facile, Moyen, Difficile", () => {
    expect(MAX_ATTEMPTS).toBe(6);
    expect(Object.values(DIFFICULTIES).map((d) => d.label)).toEqual(["Facile", "Moyen", "Difficile"]);
  });

  test("the picker follows the injected random source and never leaves the list", () => {
    expect(pickWord(["A", "B", "C"], () => 0)).toBe("A");
    expect(pickWord(["A", "B", "C"], () => 0.5)).toBe("B");
    expect(pickWord(["A", "B", "C"], () => 0.9999)).toBe("C");
    expect(pickWord(["A", "B", "C"], () => 1)).toBe("C");
    expect(pickWord(["A", "B", "C"], () => Number.NaN)).toBe("A");
    expect(pickWord([], () => 0)).toBeNull();
  });

  test("an empty list: 'Erreur : Aucun mot disponible pour cette difficulté' (the spec's words, French spacing)", () => {
    const state = start("moyen", () => 0, { ...WORDS, moyen: [] });
    expect(state.phase).toBe("error");
    expect(state.message).toBe("Erreur\u00a0: Aucun mot disponible pour cette difficulté");
    expect(NO_WORD_ERROR).toBe(state.message);
  });
});

describe("a round", () => {
  const game = () => start("facile", () => 0, { ...WORDS, facile: ["JARDIN"] });

  test("the first letter is given and locked", () => {
    const state = game();
    expect(state.phase).toBe("playing");
    expect(state.cells).toEqual(["J", "", "", "", "", ""]);
    expect(state.locked).toEqual([true, false, false, false, false, false]);
    expect(erase(state)).toBe(state);
  });

  test("only A-Z is accepted, upper-cased", () => {
    expect(["a", "Z", "m"].map(toLetter)).toEqual(["A", "Z", "M"]);
    for (const key of ["é", "1", " ", "Enter", "AB", "-"]) expect(toLetter(key)).toBeNull();
    const state = game();
    expect(typeLetter(state, "é")).toBe(state);
    expect(typeLetter(state, "a").cells).toEqual(["J", "A", "", "", "", ""]);
  });

  test("a short guess is refused with 'Le mot doit contenir N lettres' and a shake; nothing is used up", () => {
    const state = submit(typeWord(game(), "AR"));
    expect(state.message).toBe("Le mot doit contenir 6 lettres");
    expect(state.shakes).toBe(1);
    expect(state.rows).toHaveLength(0);
    expect(submit(state).shakes).toBe(2);
    expect(start("difficile", () => 0).answer).toHaveLength(10);
    expect(submit(start("difficile", () => 0)).message).toBe("Le mot doit contenir 10 lettres");
  });

  test("letters found at their place are pre-filled in the next row and cannot be erased", () => {
    let state = submit(typeWord(game(), "AXXXN")); // JAXXXN: J, A and N are right
    expect(state.rows[0].marks).toEqual(["correct", "correct", "absent", "absent", "absent", "correct"]);
    expect(state.cells).toEqual(["J", "A", "", "", "", "N"]);
    expect(state.locked).toEqual([true, true, false, false, false, true]);
    state = typeWord(state, "RD");
    expect(state.cells).toEqual(["J", "A", "R", "D", "", "N"]);
    state = erase(erase(erase(state)));
    expect(state.cells).toEqual(["J", "A", "", "", "", "N"]);
    state = submit(typeWord(state, "RDI"));
    expect(state.phase).toBe("won");
  });

  test("6 wrong guesses lose, the answer is kept to show", () => {
    let state = game();
    for (let i = 0; i < MAX_ATTEMPTS; i++) state = submit(typeWord(state, "QQQQQ".slice(0, state.cells.filter((c) => c === "").length)));
    expect(state.phase).toBe("lost");
    expect(state.rows).toHaveLength(6);
    expect(state.answer).toBe("JARDIN");
    expect(typeLetter(state, "A")).toBe(state);
  });
});

describe("scoring with repeated letters", () => {
  test.each([
    ["JARDIN", "JARDIN", "CCCCCC"],
    ["JARDIN", "JDRAIN", "CPCPCC"],
    ["CERISE", "CEEEEE", "CCAAAC"],
    ["CERISE", "CREEEE", "CPPAAC"],
    ["BATEAU", "BAAAAA", "CCAACA"],
    ["SOLEIL", "SLLLLL", "CACAAC"],
  ])("answer %s, guess %s -> %s", (answer, guess, expected) => {
    const letter = { C: "correct", P: "present", A: "absent" } as const;
    expect(score(guess, answer)).toEqual([...expected].map((c) => letter[c as "C" | "P" | "A"]));
  });

  test("the keyboard shows each letter's best mark", () => {
    expect(
      letterMarks([
        { guess: "AB", marks: ["present", "absent"] },
        { guess: "BA", marks: ["absent", "correct"] },
      ]),
    ).toEqual({ A: "correct", B: "absent" });
  });
});

describe("a guess must be a word, as in Wordle", () => {
  const lists = { facile: ["JARDIN"], moyen: ["ELEPHANT"], difficile: ["ARCHITECTE"] };
  const isWord = (guess: string) => ["JARDIN", "JOUETS"].includes(guess);

  test("a full row that is not a word is refused with a message and a shake, and costs no attempt", () => {
    const state = typeWord(
      start("facile", () => 0, lists),
      "QXZWK",
    );
    const refused = submit(state, isWord);
    expect(refused.message).toBe(NOT_A_WORD);
    expect(refused.shakes).toBe(state.shakes + 1);
    expect(refused.rows).toEqual([]);
    expect(refused.cells).toEqual(state.cells);
    expect(refused.phase).toBe("playing");
  });

  test("a word is played; the answer always is; without a dictionary every row is", () => {
    const played = submit(
      typeWord(
        start("facile", () => 0, lists),
        "OUETS",
      ),
      isWord,
    );
    expect(played.rows.map((row) => row.guess)).toEqual(["JOUETS"]);
    expect(played.message).toBeNull();
    expect(
      submit(
        typeWord(
          start("facile", () => 0, lists),
          "ARDIN",
        ),
        () => false,
      ).phase,
    ).toBe("won");
    expect(
      submit(
        typeWord(
          start("facile", () => 0, lists),
          "QXZWK",
        ),
      ).rows,
    ).toHaveLength(1);
  });
});
