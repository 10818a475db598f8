/** Brick Breaker's texts in both interface languages, side by side. */
import type { Localized } from "~/i18n/config";

export interface BrickStrings {
  title: string;
  score: string;
  level: string;
  lives: string;
  best: string;
  paused: string;
  gameOver: string;
  lifeLost: string;
  levelPanel: (level: number) => string;
  restart: string;
  quit: string;
  pause: string;
  resume: string;
  left: string;
  right: string;
  help: string;
  /** The help on a touch screen (no keys there). */
  helpTouch: string;
  board: (bricks: number, ball: string, paddle: number) => string;
  announceScore: (score: number) => string;
  announceLifeLost: (lives: number) => string;
  announceLevel: (level: number) => string;
  announcePaused: string;
  announceResumed: string;
  announceOver: (score: number) => string;
  announceStart: string;
}

export const BRICK_STRINGS: Localized<BrickStrings> = {
  en: {
    title: "Brick Breaker",
    score: "Score",
    level: "Level",
    lives: "Lives",
    best: "Best",
    paused: "PAUSED",
    gameOver: "GAME OVER",
    lifeLost: "LIFE LOST",
    levelPanel: (level) => `LEVEL ${level}`,
    restart: "[R]estart",
    quit: "[Q]uit",
    pause: "Pause",
    resume: "Resume",
    left: "Move paddle left",
    right: "Move paddle right",
    help: "Left/A and Right/D move · P pause · R restart · Esc quit · swipe on the board",
    helpTouch: "Swipe on the board or tap ← → to move the paddle · the middle button pauses · × quits",
    board: (bricks, ball, paddle) => `Brick Breaker field, 20 by 20: ${bricks} bricks left, ball at ${ball}, paddle from column ${paddle}.`,
    announceScore: (score) => `Score ${score}`,
    announceLifeLost: (lives) => `Life lost. ${lives} ${lives === 1 ? "life" : "lives"} left`,
    announceLevel: (level) => `Level ${level}`,
    announcePaused: "Paused",
    announceResumed: "Playing",
    announceOver: (score) => `Game over. Score ${score}`,
    announceStart: "Brick Breaker started",
  },
  fr: {
    title: "Casse-briques",
    score: "Score",
    level: "Niveau",
    lives: "Vies",
    best: "Record",
    paused: "PAUSE",
    gameOver: "PARTIE TERMINÉE",
    lifeLost: "VIE PERDUE",
    levelPanel: (level) => `NIVEAU ${level}`,
    restart: "[R]ejouer",
    quit: "[Q]uitter",
    pause: "Pause",
    resume: "Reprendre",
    left: "Raquette à gauche",
    right: "Raquette à droite",
    help: "Gauche/A et Droite/D\u00a0: déplacer · P pause · R rejouer · Échap quitter · glisser sur le plateau",
    helpTouch: "Glissez sur le plateau ou touchez ← → pour déplacer la raquette · le bouton du milieu met en pause · × pour quitter",
    board: (bricks, ball, paddle) =>
      `Terrain du casse-briques, 20 sur 20\u00a0: ${bricks} briques restantes, balle en ${ball}, raquette à partir de la colonne ${paddle}.`,
    announceScore: (score) => `Score ${score}`,
    announceLifeLost: (lives) => `Vie perdue. ${lives} ${lives === 1 ? "vie restante" : "vies restantes"}`,
    announceLevel: (level) => `Niveau ${level}`,
    announcePaused: "En pause",
    announceResumed: "En jeu",
    announceOver: (score) => `Partie terminée. Score ${score}`,
    announceStart: "Casse-briques lancé",
  },
};
