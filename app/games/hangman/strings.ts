/** Hangman's interface texts per language (English texts are the spec's). */
import { inLanguage, type Localized } from "~/i18n/config";
import type { ProgramLanguage } from "../shared/types";

export interface HangmanStrings {
  title: string;
  won: string;
  lost: string;
  playAgain: string;
  exit: string;
  wordLabel: string;
  /** What follows a label ("Streak: 2"): French puts a no-break space before the colon. */
  colon: string;
  blank: string;
  guessesLeft: (n: number) => string;
  wrongCount: (n: number, max: number) => string;
  incorrect: string;
  none: string;
  streak: string;
  best: string;
  keypad: string;
  letter: (l: string) => string;
  help: string;
  /** On a touch screen (no keys there): the help and how to play again. */
  helpTouch: string;
  restartHintTouch: string;
  revealed: (word: string) => string;
  correctGuess: (l: string) => string;
  wrongGuess: (l: string) => string;
  restartHint: string;
}

const en: HangmanStrings = {
  title: "Hangman",
  won: "You won!",
  lost: "You lost!",
  playAgain: "Play Again",
  exit: "Exit",
  wordLabel: "Word",
  colon: ": ",
  blank: "blank",
  guessesLeft: (n) => `Guesses left: ${n}`,
  wrongCount: (n, max) => `${n} of ${max} wrong guesses`,
  incorrect: "Incorrect letters",
  none: "none",
  streak: "Streak",
  best: "Best",
  keypad: "Letters",
  letter: (l) => `Letter ${l}`,
  help: "Type a letter (A-Z) or use the keypad. Esc leaves.",
  helpTouch: "Tap a letter on the keypad. × leaves.",
  restartHintTouch: "Tap Play Again for a new word.",
  revealed: (word) => `The word was ${word}.`,
  correctGuess: (l) => `${l} is in the word.`,
  wrongGuess: (l) => `${l} is not in the word.`,
  restartHint: "Press Enter to play again.",
};

const fr: HangmanStrings = {
  title: "Pendu",
  won: "Vous avez gagné\u00a0!",
  lost: "Vous avez perdu\u00a0!",
  playAgain: "Rejouer",
  exit: "Quitter",
  wordLabel: "Mot",
  colon: "\u00a0: ",
  blank: "vide",
  guessesLeft: (n) => `Essais restants\u00a0: ${n}`,
  wrongCount: (n, max) => `${n} erreur${n > 1 ? "s" : ""} sur ${max}`,
  incorrect: "Lettres fausses",
  none: "aucune",
  streak: "Série",
  best: "Record",
  keypad: "Lettres",
  letter: (l) => `Lettre ${l}`,
  help: "Tapez une lettre (A-Z) ou utilisez le clavier. Échap pour quitter.",
  helpTouch: "Touchez une lettre du clavier. × pour quitter.",
  restartHintTouch: "Touchez Rejouer pour un nouveau mot.",
  revealed: (word) => `Le mot était ${word}.`,
  correctGuess: (l) => `${l} est dans le mot.`,
  wrongGuess: (l) => `${l} n'est pas dans le mot.`,
  restartHint: "Appuyez sur Entrée pour rejouer.",
};

const HANGMAN_STRINGS: Localized<HangmanStrings> = { en, fr };

export function hangmanStrings(lang: ProgramLanguage): HangmanStrings {
  return inLanguage(HANGMAN_STRINGS, lang);
}
