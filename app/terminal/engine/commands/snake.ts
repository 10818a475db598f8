import { miniGameCommand } from "../mini-game";

export const snake = miniGameCommand("snake", {
  en: { usage: "snake", summary: "Play Snake" },
  fr: { usage: "snake", summary: "Jouer à Snake" },
});
