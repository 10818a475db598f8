import { miniGameCommand } from "../mini-game";

export const brickbreaker = miniGameCommand("brickbreaker", {
  en: { usage: "brickbreaker", summary: "Play Brick Breaker" },
  fr: { usage: "brickbreaker", summary: "Jouer au casse-briques" },
});
