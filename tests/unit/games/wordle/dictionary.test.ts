import { describe, expect, it } from "vitest";
import { loadDictionary } from "~/games/wordle/dictionary";
import { DIFFICULTIES, WORDS, type Difficulty } from "~/games/wordle/logic";
import { decodeWords, encodeWords } from "~/games/wordle/words/coding";

describe("the words Wordle accepts", () => {
  it("front coding gives back the list it was given", () => {
    const list = ["CHAISE", "CHAISES", "CHAMPION", "CHAMPIONNE", "CHEVAL", "ZEBRE"];
    const coded = encodeWords(list);
    expect(coded.length).toBeLessThan(list.join("").length);
    expect(decodeWords(coded)).toEqual(list);
    expect(decodeWords("")).toEqual([]);
  });

  for (const difficulty of Object.keys(DIFFICULTIES) as Difficulty[]) {
    it(`${difficulty}: thousands of French words of ${DIFFICULTIES[difficulty].length} letters, every answer among them`, async () => {
      const words = await loadDictionary(difficulty);
      expect(words).not.toBeNull();
      expect(words!.size).toBeGreaterThan(10_000);
      for (const word of words!) expect(word).toMatch(new RegExp(`^[A-Z]{${DIFFICULTIES[difficulty].length}}$`));
      for (const answer of WORDS[difficulty]) expect(words!.has(answer), answer).toBe(true);
    });
  }

  it("knows everyday words and conjugations, not letter soup", async () => {
    const six = (await loadDictionary("facile"))!;
    for (const word of ["JARDIN", "ECOLES", "PARLER", "MANGEA", "SOLEIL"]) expect(six.has(word), word).toBe(true);
    for (const soup of ["JQXZWK", "AAAAAA", "JARDIM"]) expect(six.has(soup), soup).toBe(false);
  });
});
