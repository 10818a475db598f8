/** The GBA player's texts (English exact per the spec; French for lang "fr"). */
import { inLanguage, type Localized } from "~/i18n/config";
import type { ProgramLanguage } from "~/games/shared/types";
import type { ControlAction, GbaButton } from "./keys";

export interface GbaStrings {
  loading: (name: string) => string;
  loadingCore: string;
  downloading: (percent: number | null) => string;
  clickToStart: string;
  /** The same on a touch screen. */
  tapToStart: string;
  fps: (fps: number) => string;
  paused: string;
  starting: string;
  /** The toolbar's way out of fullscreen (the "fullscreen" emulator key turns it on). */
  restore: string;
  close: string;
  configure: string;
  failedTitle: string;
  initFailed: (reason: string) => string;
  runtimeError: string;
  /** No WebGL 2 in this browser: the title and what the visitor can do. */
  noWebglTitle: string;
  noWebgl: string;
  frameTitle: (name: string) => string;
  /** `touch`: a touch screen, where no Escape key is at hand. */
  started: (name: string, touch: boolean) => string;
  settings: (volume: number, speed: number) => string;
  dialogTitle: string;
  dialogHelp: string;
  gameKeys: string;
  emulatorKeys: string;
  pressKey: string;
  saveClose: string;
  cancel: string;
  buttons: Record<GbaButton, string>;
  actions: Record<ControlAction, string>;
  credit: string;
  creditSource: string;
  touchControls: string;
  saveState: string;
  loadState: string;
  stateSaved: string;
  stateLoaded: string;
  stateFailed: string;
  stateKeys: string;
  gamepad: string;
  gamepadConnected: string;
  gamepadNone: string;
  gamepadMapping: string;
}

const BUTTONS: Record<GbaButton, string> = {
  A: "A",
  B: "B",
  Select: "Select",
  Start: "Start",
  Right: "Right",
  Left: "Left",
  Up: "Up",
  Down: "Down",
  R: "R",
  L: "L",
};

export const GBA_STRINGS: Localized<GbaStrings> = {
  en: {
    loading: (name) => `Loading ${name}…`,
    loadingCore: "Starting the emulator…",
    downloading: (percent) => (percent === null ? "Downloading the game…" : `Downloading the game… ${percent}%`),
    clickToStart: "Click to Start",
    tapToStart: "Tap to Start",
    fps: (fps) => `${fps} FPS`,
    paused: "Paused",
    starting: "Ready",
    restore: "Exit fullscreen",
    close: "Close",
    configure: "Controls",
    failedTitle: "Initialization Failed",
    initFailed: (reason) => `Init failed: ${reason}.`,
    runtimeError: "Emulator runtime error.",
    noWebglTitle: "No picture without WebGL",
    noWebgl:
      "This browser has WebGL turned off (a privacy setting such as LibreWolf's default or Tor Browser's Safest level, or a blocked graphics card), and the GBA emulator draws its screen with WebGL 2. Allow WebGL for this site or open it in another browser; the DOS player and the terminal's games work without it.",
    frameTitle: (name) => `${name} (GBA emulator)`,
    started: (name, touch) => (touch ? `${name} is running. Tap × to exit.` : `${name} is running. Press Escape to exit.`),
    settings: (volume, speed) => `Volume ${Math.round(volume * 100)}%, speed ${speed.toFixed(1)}×`,
    dialogTitle: "Configure controls",
    dialogHelp: "Choose a control, then press the key you want for it.",
    gameKeys: "Game keys",
    emulatorKeys: "Emulator keys",
    pressKey: "Press a key...",
    saveClose: "Save & Close",
    cancel: "Cancel",
    buttons: BUTTONS,
    actions: {
      volumeDown: "Volume down",
      volumeUp: "Volume up",
      speedUp: "Speed up",
      speedDown: "Speed down",
      resetSpeed: "Reset speed",
      fullscreen: "Fullscreen",
      playPause: "Play/Pause",
      restart: "Restart",
    },
    credit: "mGBA (wasm 2.5.1) · MPL-2.0 ·",
    creditSource: "source",
    touchControls: "Touch buttons",
    saveState: "Save state",
    loadState: "Load state",
    stateSaved: "State saved.",
    stateLoaded: "State loaded.",
    stateFailed: "The state could not be saved or loaded.",
    stateKeys: "Save state: F2 · Load state: F4",
    gamepad: "Gamepad",
    gamepadConnected: "A gamepad is connected.",
    gamepadNone: "No gamepad connected (press a button on it to wake it).",
    gamepadMapping:
      "D-pad or left stick: directions · A (bottom) and B (right): A and B · shoulders: L and R · Start · Select/Back: Select",
  },
  fr: {
    loading: (name) => `Chargement de ${name}…`,
    loadingCore: "Démarrage de l'émulateur…",
    downloading: (percent) => (percent === null ? "Téléchargement du jeu…" : `Téléchargement du jeu… ${percent}\u00a0%`),
    clickToStart: "Cliquez pour commencer",
    tapToStart: "Touchez pour commencer",
    fps: (fps) => `${fps} IPS`,
    paused: "En pause",
    starting: "Prêt",
    // Not the overlay's "Agrandir"/"Réduire": a different control needs a different name.
    restore: "Quitter le plein écran",
    close: "Fermer",
    configure: "Commandes",
    failedTitle: "Échec de l'initialisation",
    initFailed: (reason) => `Échec de l'initialisation\u00a0: ${reason}.`,
    runtimeError: "Erreur d'exécution de l'émulateur.",
    noWebglTitle: "Pas d'image sans WebGL",
    noWebgl:
      "Ce navigateur a désactivé WebGL (un réglage de confidentialité comme celui de LibreWolf par défaut ou le niveau «\u00a0Le plus sûr\u00a0» de Tor Browser, ou une carte graphique bloquée), et l'émulateur GBA dessine son écran avec WebGL\u00a02. Autorisez WebGL pour ce site ou ouvrez-le dans un autre navigateur\u00a0; le lecteur DOS et les jeux du terminal fonctionnent sans.",
    frameTitle: (name) => `${name} (émulateur GBA)`,
    started: (name, touch) => (touch ? `${name} est lancé. Touchez × pour quitter.` : `${name} est lancé. Échap pour quitter.`),
    settings: (volume, speed) => `Volume ${Math.round(volume * 100)}\u00a0%, vitesse ${speed.toFixed(1).replace(".", ",")}×`,
    dialogTitle: "Configurer les commandes",
    dialogHelp: "Choisissez une commande, puis appuyez sur la touche voulue.",
    gameKeys: "Touches du jeu",
    emulatorKeys: "Touches de l'émulateur",
    pressKey: "Appuyez sur une touche...",
    saveClose: "Enregistrer et fermer",
    cancel: "Annuler",
    buttons: { ...BUTTONS, Right: "Droite", Left: "Gauche", Up: "Haut", Down: "Bas" },
    actions: {
      volumeDown: "Baisser le volume",
      volumeUp: "Monter le volume",
      speedUp: "Accélérer",
      speedDown: "Ralentir",
      resetSpeed: "Vitesse normale",
      fullscreen: "Plein écran",
      playPause: "Lecture/Pause",
      restart: "Redémarrer",
    },
    credit: "mGBA (wasm 2.5.1) · MPL-2.0 ·",
    creditSource: "source",
    touchControls: "Boutons tactiles",
    saveState: "Sauvegarder l'état",
    loadState: "Charger l'état",
    stateSaved: "État sauvegardé.",
    stateLoaded: "État chargé.",
    stateFailed: "L'état n'a pas pu être sauvegardé ou chargé.",
    stateKeys: "Sauvegarder l'état\u00a0: F2 · Charger l'état\u00a0: F4",
    gamepad: "Manette",
    gamepadConnected: "Une manette est connectée.",
    gamepadNone: "Aucune manette connectée (appuyez sur l'un de ses boutons pour la réveiller).",
    gamepadMapping:
      "Croix ou stick gauche\u00a0: directions · A (bas) et B (droite)\u00a0: A et B · gâchettes\u00a0: L et R · Start · Select/Back\u00a0: Select",
  },
};

export function gbaStrings(lang: ProgramLanguage): GbaStrings {
  return inLanguage(GBA_STRINGS, lang);
}
