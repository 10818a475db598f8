/**
 * The words Wordle accepts as guesses, one list per difficulty (6, 8 or 10 letters), each its own
 * lazily loaded chunk (16 to 52 KB compressed): fetched when the visitor picks a difficulty. A
 * list that cannot be loaded (the chunk failed) is null: every guess is then accepted, as before.
 */
import type { Difficulty } from "./logic";
import { decodeWords } from "./words/coding";

const LISTS: Record<Difficulty, () => Promise<{ default: string }>> = {
  facile: () => import("./words/mots-6"),
  moyen: () => import("./words/mots-8"),
  difficile: () => import("./words/mots-10"),
};

export type Dictionary = ReadonlySet<string>;

const loading = new Map<Difficulty, Promise<Dictionary | null>>();

export function loadDictionary(difficulty: Difficulty): Promise<Dictionary | null> {
  let list = loading.get(difficulty);
  if (!list) {
    list = LISTS[difficulty]()
      .then((module) => new Set(decodeWords(module.default)) as Dictionary)
      .catch(() => {
        // Asked again next time (the network may come back).
        loading.delete(difficulty);
        return null;
      });
    loading.set(difficulty, list);
  }
  return list;
}
