import { miniGameCommand } from "../mini-game";

export const hangman = miniGameCommand("hangman", {
  en: { usage: "hangman", summary: "Play Hangman" },
  fr: { usage: "hangman", summary: "Jouer au pendu" },
});
