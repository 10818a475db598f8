/**
 * Hangman rules, free of React and the DOM: a word of the page's language
 * (computing terms in English or in French) picked with an injected random source, 6 wrong guesses allowed, a repeated letter ignored (no
 * penalty), only A-Z accepted (case-insensitive), won when every letter is
 * found, lost at the 6th wrong guess. Every function returns a new state.
 */

/** About 60 computing terms, uppercase A-Z only. */
export const HANGMAN_WORDS: readonly string[] = [
  "ALGORITHM",
  "COMPILER",
  "DATABASE",
  "VARIABLE",
  "FUNCTION",
  "PROTOCOL",
  "KEYBOARD",
  "TERMINAL",
  "BROWSER",
  "NETWORK",
  "PROCESSOR",
  "MEMORY",
  "REGISTER",
  "POINTER",
  "BOOLEAN",
  "INTEGER",
  "STRING",
  "ARRAY",
  "RECURSION",
  "ITERATOR",
  "INTERFACE",
  "PACKAGE",
  "LIBRARY",
  "FRAMEWORK",
  "DEBUGGER",
  "EXCEPTION",
  "THREAD",
  "KERNEL",
  "SERVER",
  "CLIENT",
  "ROUTER",
  "FIREWALL",
  "ENCRYPTION",
  "HASHING",
  "BINARY",
  "HEXADECIMAL",
  "BYTECODE",
  "SYNTAX",
  "PARSER",
  "LINKER",
  "MODULE",
  "OBJECT",
  "CLASS",
  "METHOD",
  "CALLBACK",
  "PROMISE",
  "BANDWIDTH",
  "LATENCY",
  "CACHE",
  "SOCKET",
  "PIXEL",
  "SCRIPT",
  "GITHUB",
  "COMMIT",
  "BRANCH",
  "MERGE",
  "DEPLOYMENT",
  "CONTAINER",
  "VIRTUALIZATION",
  "SPREADSHEET",
];

/** The same number of computing terms in French, accents dropped (the keypad is A-Z). */
export const HANGMAN_WORDS_FR: readonly string[] = [
  "ALGORITHME",
  "COMPILATEUR",
  "VARIABLE",
  "FONCTION",
  "PROTOCOLE",
  "CLAVIER",
  "TERMINAL",
  "NAVIGATEUR",
  "RESEAU",
  "PROCESSEUR",
  "MEMOIRE",
  "REGISTRE",
  "POINTEUR",
  "BOOLEEN",
  "ENTIER",
  "CHAINE",
  "TABLEAU",
  "RECURSIVITE",
  "ITERATEUR",
  "INTERFACE",
  "PAQUET",
  "BIBLIOTHEQUE",
  "DEBOGUEUR",
  "EXCEPTION",
  "NOYAU",
  "SERVEUR",
  "CLIENT",
  "ROUTEUR",
  "PAREFEU",
  "CHIFFREMENT",
  "HACHAGE",
  "BINAIRE",
  "HEXADECIMAL",
  "SYNTAXE",
  "ANALYSEUR",
  "MODULE",
  "OBJET",
  "CLASSE",
  "METHODE",
  "PROMESSE",
  "LATENCE",
  "CACHE",
  "PIXEL",
  "SCRIPT",
  "BRANCHE",
  "FUSION",
  "DEPLOIEMENT",
  "CONTENEUR",
  "VIRTUALISATION",
  "TABLEUR",
  "LOGICIEL",
  "MATERIEL",
  "ORDINATEUR",
  "ECRAN",
  "SOURIS",
  "FICHIER",
  "DOSSIER",
  "OCTET",
  "PROGRAMME",
  "REQUETE",
];

/** The words of a language (French on the French page); English for any other. */
export function hangmanWords(lang: string): readonly string[] {
  return lang === "fr" ? HANGMAN_WORDS_FR : HANGMAN_WORDS;
}

export const MAX_WRONG_GUESSES = 6;

export type HangmanStatus = "playing" | "won" | "lost";

export interface HangmanState {
  readonly word: string;
  /** Every distinct letter tried, in order. */
  readonly guessed: readonly string[];
  /** The tried letters that are not in the word, in order. */
  readonly wrong: readonly string[];
  readonly status: HangmanStatus;
}

export type RandomSource = () => number;

/** The word at `floor(random() * length)`; an out-of-range random value is clamped. */
export function pickWord(random: RandomSource, words: readonly string[] = HANGMAN_WORDS): string {
  if (words.length === 0) return "";
  const value = random();
  const index = Number.isFinite(value) ? Math.floor(value * words.length) : 0;
  return words[Math.min(words.length - 1, Math.max(0, index))] ?? "";
}

/** A fresh game; a word that is not A-Z only is normalised to its A-Z letters. */
export function newGame(random: RandomSource, words: readonly string[] = HANGMAN_WORDS): HangmanState {
  const word = pickWord(random, words)
    .toUpperCase()
    .replace(/[^A-Z]/g, "");
  return { word, guessed: [], wrong: [], status: "playing" };
}

/** The uppercase letter for a key ("a", "A"), or null for anything else. */
export function toLetter(key: string): string | null {
  return /^[a-z]$/i.test(key) ? key.toUpperCase() : null;
}

/** Applies one guess; returns the same state when the guess is ignored. */
export function guess(state: HangmanState, key: string): HangmanState {
  const letter = toLetter(key);
  if (state.status !== "playing" || letter === null || state.guessed.includes(letter)) return state;
  const guessed = [...state.guessed, letter];
  const wrong = state.word.includes(letter) ? state.wrong : [...state.wrong, letter];
  let status: HangmanStatus = "playing";
  if (wrong.length >= MAX_WRONG_GUESSES) status = "lost";
  else if ([...state.word].every((c) => guessed.includes(c))) status = "won";
  return { word: state.word, guessed, wrong, status };
}

/** The word with unfound letters as "_" (every letter once the game is lost). */
export function maskedLetters(state: HangmanState): string[] {
  return [...state.word].map((c) => (state.status === "lost" || state.guessed.includes(c) ? c : "_"));
}

export function guessesLeft(state: HangmanState): number {
  return Math.max(0, MAX_WRONG_GUESSES - state.wrong.length);
}

export interface Streak {
  readonly current: number;
  readonly best: number;
}

/** A win extends the streak of consecutive wins, a loss ends it; best never goes down. */
export function updateStreak(streak: Streak, status: HangmanStatus): Streak {
  if (status === "won") {
    const current = streak.current + 1;
    return { current, best: Math.max(streak.best, current) };
  }
  if (status === "lost") return { current: 0, best: streak.best };
  return streak;
}
