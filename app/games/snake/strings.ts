/** Snake's texts in both interface languages, side by side. */
import type { Localized } from "~/i18n/config";

export interface SnakeStrings {
  title: string;
  score: string;
  speed: string;
  best: string;
  paused: string;
  gameOver: string;
  restart: string;
  restartLabel: string;
  quit: string;
  quitLabel: string;
  pause: string;
  resume: string;
  up: string;
  down: string;
  left: string;
  right: string;
  help: string;
  /** The help on a touch screen (no keys there). */
  helpTouch: string;
  board: (head: string, food: string, length: number) => string;
  announceScore: (score: number) => string;
  announcePaused: string;
  announceResumed: string;
  announceOver: (score: number) => string;
  announceStart: string;
}

export const SNAKE_STRINGS: Localized<SnakeStrings> = {
  en: {
    title: "Snake",
    score: "Score",
    speed: "Speed",
    best: "Best",
    paused: "PAUSED",
    gameOver: "GAME OVER",
    restart: "[R]estart",
    restartLabel: "Restart",
    quit: "[Q]uit",
    quitLabel: "Quit",
    pause: "Pause",
    resume: "Resume",
    up: "Move up",
    down: "Move down",
    left: "Move left",
    right: "Move right",
    help: "Arrows/WASD move · P pause · R restart · Q/Esc quit · swipe on the board",
    helpTouch: "Swipe on the board or tap the arrows to steer · the middle button pauses · × quits",
    board: (head, food, length) => `Snake board, 15 by 15: head at ${head}, food at ${food}, length ${length}.`,
    announceScore: (score) => `Score ${score}`,
    announcePaused: "Paused",
    announceResumed: "Playing",
    announceOver: (score) => `Game over. Score ${score}`,
    announceStart: "Snake started",
  },
  fr: {
    title: "Snake",
    score: "Score",
    speed: "Vitesse",
    best: "Record",
    paused: "PAUSE",
    gameOver: "PARTIE TERMINÉE",
    restart: "[R]ejouer",
    restartLabel: "Rejouer",
    quit: "[Q]uitter",
    quitLabel: "Quitter",
    pause: "Pause",
    resume: "Reprendre",
    up: "Aller en haut",
    down: "Aller en bas",
    left: "Aller à gauche",
    right: "Aller à droite",
    help: "Flèches/WASD\u00a0: déplacer · P pause · R rejouer · Q/Échap quitter · glisser sur le plateau",
    helpTouch: "Glissez sur le plateau ou touchez les flèches pour diriger · le bouton du milieu met en pause · × pour quitter",
    board: (head, food, length) => `Plateau du serpent, 15 sur 15\u00a0: tête en ${head}, nourriture en ${food}, longueur ${length}.`,
    announceScore: (score) => `Score ${score}`,
    announcePaused: "En pause",
    announceResumed: "En jeu",
    announceOver: (score) => `Partie terminée. Score ${score}`,
    announceStart: "Snake lancé",
  },
};
