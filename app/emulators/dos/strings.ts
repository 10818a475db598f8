/** The DOS player's texts (English exact per the spec; French for lang "fr"). */
import { inLanguage, type Localized } from "~/i18n/config";
import type { ProgramLanguage } from "~/games/shared/types";
import type { DosButtonKey } from "./messages";

const GLYPHS: Record<DosButtonKey, string> = {
  ArrowUp: "↑",
  ArrowLeft: "←",
  ArrowRight: "→",
  ArrowDown: "↓",
  Space: "Space",
  Enter: "Enter",
  Escape: "Esc",
};

export interface DosStrings {
  /** The DOS prompt's name (`dos shell`; the catalogue's name is English). */
  shellName: string;
  loading: string;
  steps: Record<"core" | "bundle" | "emulator", string>;
  errorTitle: (name: string) => string;
  errorDetail: (reason: string) => string;
  genericReason: string;
  close: string;
  exitFullscreen: string;
  frameTitle: (name: string) => string;
  /** `touch`: a touch screen, where the visitor taps and types in the field under the screen. */
  running: (name: string, touch: boolean) => string;
  /** The DOS prompt: a single Escape belongs to DOS. */
  runningShell: (name: string, touch: boolean) => string;
  /** The on-screen keys, the text field that opens a phone's keyboard, and the toolbar button that shows or hides them. */
  buttons: {
    group: string;
    show: string;
    typeLabel: string;
    typePlaceholder: string;
    keys: Record<DosButtonKey, string>;
    glyphs: Record<DosButtonKey, string>;
  };
  loadingStatus: (name: string) => string;
  credit: string;
  creditSource: string;
}

export const DOS_STRINGS: Localized<DosStrings> = {
  en: {
    shellName: "DOS prompt",
    loading: "This may take a minute. Please wait...",
    steps: { core: "Loading the emulator…", bundle: "Downloading the game…", emulator: "Starting DOS…" },
    errorTitle: (name) => `Error Loading ${name}`,
    errorDetail: (reason) => `Failed to initialize the game: ${reason}`,
    genericReason: "Failed to initialize the game",
    close: "Close",
    exitFullscreen: "Exit fullscreen",
    frameTitle: (name) => `${name} (DOS emulator)`,
    running: (name, touch) =>
      touch
        ? `${name} is running. Tap the Type field under the screen to type; Esc or × exits.`
        : `${name} is running. Click the screen to type; press Escape to exit.`,
    runningShell: (name, touch) =>
      touch
        ? `${name} is running. Tap the Type field under the screen to type; Esc twice or × exits.`
        : `${name} is running. Click the screen to type; press Escape twice to exit.`,
    buttons: {
      group: "DOS keys",
      show: "Touch keys",
      typeLabel: "Type",
      typePlaceholder: "Tap here for the keyboard",
      keys: { ArrowUp: "Up", ArrowLeft: "Left", ArrowRight: "Right", ArrowDown: "Down", Space: "Space", Enter: "Enter", Escape: "Esc" },
      glyphs: GLYPHS,
    },
    loadingStatus: (name) => `Loading ${name}…`,
    credit: "js-dos 8.4.1 · GPL-2.0 ·",
    creditSource: "source",
  },
  fr: {
    // Not "Invite DOS": the terminal says "Lancement de {name}" and "{name} terminé" (no elision, masculine).
    shellName: "DOS",
    loading: "Cela peut prendre une minute. Veuillez patienter...",
    steps: { core: "Chargement de l'émulateur…", bundle: "Téléchargement du jeu…", emulator: "Démarrage de DOS…" },
    errorTitle: (name) => `Erreur de chargement de ${name}`,
    errorDetail: (reason) => `Impossible d'initialiser le jeu\u00a0: ${reason}`,
    genericReason: "Impossible d'initialiser le jeu",
    close: "Fermer",
    exitFullscreen: "Quitter le plein écran",
    frameTitle: (name) => `${name} (émulateur DOS)`,
    running: (name, touch) =>
      touch
        ? `${name} est lancé. Touchez le champ Taper sous l'écran pour écrire\u00a0; Échap ou × pour quitter.`
        : `${name} est lancé. Cliquez sur l'écran pour taper\u00a0; Échap pour quitter.`,
    runningShell: (name, touch) =>
      touch
        ? `${name} est lancé. Touchez le champ Taper sous l'écran pour écrire\u00a0; Échap deux fois ou × pour quitter.`
        : `${name} est lancé. Cliquez sur l'écran pour taper\u00a0; Échap deux fois pour quitter.`,
    buttons: {
      group: "Touches DOS",
      show: "Touches tactiles",
      typeLabel: "Taper",
      typePlaceholder: "Touchez ici pour le clavier",
      keys: {
        ArrowUp: "Haut",
        ArrowLeft: "Gauche",
        ArrowRight: "Droite",
        ArrowDown: "Bas",
        Space: "Espace",
        Enter: "Entrée",
        Escape: "Échap",
      },
      glyphs: { ...GLYPHS, Space: "Espace", Enter: "Entrée", Escape: "Échap" },
    },
    loadingStatus: (name) => `Chargement de ${name}…`,
    credit: "js-dos 8.4.1 · GPL-2.0 ·",
    creditSource: "source",
  },
};

export function dosStrings(lang: ProgramLanguage): DosStrings {
  return inLanguage(DOS_STRINGS, lang);
}

/** The error line: the frame's reason, or the spec's generic one when there is none. */
export function failureText(lang: ProgramLanguage, reason: string | null | undefined): string {
  const strings = dosStrings(lang);
  const text = reason?.trim();
  return strings.errorDetail(text ? text : strings.genericReason);
}
