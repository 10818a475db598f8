/**
 * The French Wordle: pick a difficulty (Facile 6 letters,
 * Moyen 8, Difficile 10), then 6 attempts to find the word. The first letter is
 * given; letters found at the right place in the previous row are pre-filled
 * and cannot be erased. A guess must fill every cell and, as in Wordle, be a word:
 * one the dictionary (./dictionary.ts, about 100,000 French words) does not know is
 * refused with a message and costs no attempt. Pure: no React, no DOM; randomness
 * and the dictionary are injected.
 */
export type Difficulty = "facile" | "moyen" | "difficile";
export type Mark = "correct" | "present" | "absent";
export type Phase = "select" | "playing" | "won" | "lost" | "error";

export const MAX_ATTEMPTS = 6;

export const DIFFICULTIES: Record<Difficulty, { label: string; length: number }> = {
  facile: { label: "Facile", length: 6 },
  moyen: { label: "Moyen", length: 8 },
  difficile: { label: "Difficile", length: 10 },
};

export type WordLists = Record<Difficulty, readonly string[]>;

/** Word lists: 6 letters (20 words), 8 (15), 10 (14); upper case A-Z, no accents. */
export const WORDS: WordLists = {
  facile: [
    "JARDIN",
    "MAISON",
    "CHEVAL",
    "BATEAU",
    "SOLEIL",
    "CHAISE",
    "BOUGIE",
    "ORANGE",
    "CERISE",
    "PLANTE",
    "CITRON",
    "RIVAGE",
    "MONTRE",
    "TIROIR",
    "VOYAGE",
    "LAPINS",
    "FORETS",
    "MIROIR",
    "PIGEON",
    "CARTON",
  ],
  moyen: [
    "ELEPHANT",
    "MONTAGNE",
    "CHOCOLAT",
    "PAPILLON",
    "AVENTURE",
    "CHAMPION",
    "DAUPHINS",
    "FENETRES",
    "HORLOGES",
    "JONGLEUR",
    "LOGICIEL",
    "MUSICIEN",
    "SERPENTS",
    "VOITURES",
    "CLAVIERS",
  ],
  difficile: [
    "ARCHITECTE",
    "CHAMPIGNON",
    "GRENOUILLE",
    "TOURNESOLS",
    "ASTRONAUTE",
    "BOULANGERE",
    "CALENDRIER",
    "DEMENAGEUR",
    "FRAMBOISES",
    "PARACHUTES",
    "TELESCOPES",
    "TRAMPOLINE",
    "MICROSCOPE",
    "ORDINATEUR",
  ],
};

export const NO_WORD_ERROR = "Erreur\u00a0: Aucun mot disponible pour cette difficulté";

/** Said when a full row is not a French word (Wordle's "Not in word list"). */
export const NOT_A_WORD = "Ce mot n'est pas dans le dictionnaire";

export function lengthMessage(length: number): string {
  return `Le mot doit contenir ${length} lettres`;
}

export interface Row {
  guess: string;
  marks: Mark[];
}

export interface WordleState {
  phase: Phase;
  difficulty: Difficulty | null;
  answer: string;
  rows: Row[];
  /** The row being typed: one letter or "" per cell. */
  cells: string[];
  /** Cells that cannot be erased (the first letter, letters found in the previous row). */
  locked: boolean[];
  /** "Le mot doit contenir N lettres", NOT_A_WORD or the empty-list error. */
  message: string | null;
  /** Grows on every rejected guess: the view shakes the row for 0.5 s. */
  shakes: number;
}

export const initialState: WordleState = {
  phase: "select",
  difficulty: null,
  answer: "",
  rows: [],
  cells: [],
  locked: [],
  message: null,
  shakes: 0,
};

export function pickWord(list: readonly string[], random: () => number): string | null {
  if (list.length === 0) return null;
  const r = random();
  const index = Math.min(list.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * list.length)));
  return list[index];
}

/** The next row: the first letter and the letters the previous row placed right. */
function nextRow(answer: string, previous: Row | undefined): { cells: string[]; locked: boolean[] } {
  const cells = [...answer].map((letter, i) => (i === 0 || previous?.marks[i] === "correct" ? letter : ""));
  return { cells, locked: cells.map((c) => c !== "") };
}

export function start(difficulty: Difficulty, random: () => number, lists: WordLists = WORDS): WordleState {
  const answer = pickWord(lists[difficulty], random);
  if (!answer) return { ...initialState, phase: "error", difficulty, message: NO_WORD_ERROR };
  return { ...initialState, phase: "playing", difficulty, answer, ...nextRow(answer, undefined) };
}

/** Only A-Z (case-insensitive) is a letter; anything else is null. */
export function toLetter(key: string): string | null {
  return /^[a-z]$/i.test(key) ? key.toUpperCase() : null;
}

export function typeLetter(state: WordleState, key: string): WordleState {
  const letter = toLetter(key);
  if (state.phase !== "playing" || !letter) return state;
  const index = state.cells.findIndex((c) => c === "");
  if (index < 0) return state;
  const cells = [...state.cells];
  cells[index] = letter;
  return { ...state, cells, message: null };
}

/** Erases the last typed letter; given and locked letters stay. */
export function erase(state: WordleState): WordleState {
  if (state.phase !== "playing") return state;
  for (let i = state.cells.length - 1; i >= 0; i--) {
    if (state.cells[i] !== "" && !state.locked[i]) {
      const cells = [...state.cells];
      cells[i] = "";
      return { ...state, cells, message: null };
    }
  }
  return state;
}

/** Wordle colours with repeated letters: exact places first, then the remaining letters left to right. */
export function score(guess: string, answer: string): Mark[] {
  const marks: Mark[] = Array.from({ length: guess.length }, () => "absent");
  const left = new Map<string, number>();
  for (let i = 0; i < answer.length; i++) {
    if (guess[i] === answer[i]) marks[i] = "correct";
    else left.set(answer[i], (left.get(answer[i]) ?? 0) + 1);
  }
  for (let i = 0; i < guess.length; i++) {
    if (marks[i] === "correct") continue;
    const count = left.get(guess[i]) ?? 0;
    if (count > 0) {
      marks[i] = "present";
      left.set(guess[i], count - 1);
    }
  }
  return marks;
}

/**
 * Plays the typed row. `isWord` says whether a guess is a word (every guess is, when no
 * dictionary could be loaded); the answer always is.
 */
export function submit(state: WordleState, isWord: (guess: string) => boolean = () => true): WordleState {
  if (state.phase !== "playing") return state;
  if (state.cells.some((c) => c === "")) {
    return { ...state, message: lengthMessage(state.answer.length), shakes: state.shakes + 1 };
  }
  const guess = state.cells.join("");
  if (guess !== state.answer && !isWord(guess)) return { ...state, message: NOT_A_WORD, shakes: state.shakes + 1 };
  const row = { guess, marks: score(guess, state.answer) };
  const rows = [...state.rows, row];
  if (guess === state.answer) return { ...state, rows, phase: "won", cells: [], locked: [], message: null };
  if (rows.length >= MAX_ATTEMPTS) return { ...state, rows, phase: "lost", cells: [], locked: [], message: null };
  return { ...state, rows, ...nextRow(state.answer, row), message: null };
}

/** What the keyboard shows for each letter: the best mark it got so far. */
export function letterMarks(rows: readonly Row[]): Record<string, Mark> {
  const rank: Record<Mark, number> = { absent: 0, present: 1, correct: 2 };
  const out: Record<string, Mark> = {};
  for (const { guess, marks } of rows) {
    [...guess].forEach((letter, i) => {
      if (!out[letter] || rank[marks[i]] > rank[out[letter]]) out[letter] = marks[i];
    });
  }
  return out;
}
