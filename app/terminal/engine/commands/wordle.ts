import { miniGameCommand } from "../mini-game";

export const wordle = miniGameCommand("wordle", {
  en: { usage: "wordle", summary: "Play a Wordle clone (French words)" },
  fr: { usage: "wordle", summary: "Jouer à un clone de Wordle (mots français)" },
});
