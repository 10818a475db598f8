/**
 * The engine's texts, one table per language: commands print `ctx.t(key)`.
 * Beside them: each command's help (its module), the quest's objectives and
 * hints (quest.ts), the owner's texts (app/content); tool-like output (ping's
 * statistics, curl's protocol errors) stays as the real tools print it. Every
 * message follows the UI language; the English ones are the spec's exact strings.
 * A key missing from a language, or a language missing, is a type error: every
 * table is checked against the English one.
 */
import type { Lang, Localized } from "~/i18n/config";

export type { Lang };

const EN = {
  booting: "Booting AI Interface v2.1...",
  loading: "Loading",
  kernel: "Kernel modules loaded. File system mounted.",
  secure: "Secure connection established. Session ID: {id}",
  greet1: "Hello! I'm {name}'s AI assistant.",
  greet2: "Ask me anything about {name}'s work, or type a command.",
  greet3: "Type 'help' for commands",
  notFoundHint: "Type 'help' to list the commands, or ask me anything in plain words.",
  thinking: "Thinking...",
  aiError: "Error from AI: {message}",
  aiNetwork: "Network error: Could not connect to the AI service.",
  passwordPrompt: "[sudo] password for {user}:",
  sudoCancelled: "sudo: password prompt cancelled.",
  questUpdate: "[challenge] Level {level} reached. {objective}",
  commandNotFound: "{cmd}: command not found",
  sudoCommandNotFound: "sudo: command not found: {cmd}",
  sudoIncorrect: "sudo: 1 incorrect password attempt",
  permissionDenied: "{cmd}: {path}: Permission denied",
  noSuchFile: "{cmd}: {path}: No such file or directory",
  lsNoSuchFile: "ls: cannot access {path}: No such file or directory",
  isDirectory: "{cmd}: {path}: Is a directory",
  notDirectory: "cd: {path}: Not a directory",
  catMissing: "cat: Missing filename.",
  logoutNone: "logout: No elevated session active.",
  pingHost: "ping: requires a host argument.",
  pingUnknownHost: "ping: {host}: Name or service not known",
  curlUrl: "curl: requires a URL argument.",
  themeUnknown: "theme: Unknown theme {name}",
  challengeNotMet: "Cannot advance challenge level yet. Objective not met.",
  imageError: "Error generating image: {message}",
  imageNetwork: "Network error: Could not connect to the image generation service.",
  projectsNetwork: "Network error fetching project data",
  projectsFailed: "Failed to load project data",
  emulatorNotFound: "{cmd}: emulator or game not found",
  gameDirectory: "Cannot access game directory.",
  base64Invalid: "{cmd}: Invalid base64 input",
  needsScript:
    "{cmd} runs in your browser and needs JavaScript, which is off here. Turn JavaScript on to use it; every other command works without it.",
  contactNeedsScript:
    "contact: the step-by-step form needs JavaScript. Write to me with the contact form below instead (it works without JavaScript): #contact",
  curlNeedsScript:
    "curl: fetching another site runs in your browser and needs JavaScript. Without it, curl answers for this machine only (localhost:8080).",

  sudoAlreadyRoot: "Session already has elevated privileges.",
  authSuccess: "Authentication successful. Elevated privileges granted.",
  launching: "Launching {name}...",
  questRootHint: "Hint: you are already root: run 'challenge next'.",
  base64MissingInput: "{cmd}: missing input text or file. Usage: {cmd} <text> | -f <file>",
  base64MissingFile: "{cmd}: missing filename after -f",
  gameDirectoryReading: "Reading the game directory...",
  emulatorUsage: "Usage: {kind} <game>. Games:",
  notInstalled: " (not installed)",
  themesTitle: "Available themes:",
  themeCurrent: " (current)",
  themeUsage: "Usage: theme <name>",
  themeSet: "Theme set to {name}.",
  helpNoTopic: "help: no help topic for '{topic}'",
  helpTitle: "Available commands:",
  helpFooter: "Anything else you type goes to the AI assistant. Tab completes, arrow up/down browse the history.",
  challengeLevel: "Challenge level: {level}/{max}",
  challengeStarted: "Challenge started. Can a curious guest become root on this machine?",
  challengeHintTip: "Type 'challenge hint' if you get stuck.",
  challengeUsage: "Usage: challenge [next|hint|status]",
  challengeNone: "No active challenge. Type 'challenge' to start.",
  challengeComplete: "Challenge complete! Well done, you own this machine.",
  imageMissingPrompt: "gen_image: missing prompt. Usage: gen_image <prompt>",
  imageNoKey: "gen_image: No visitor key available. Reload the page and try again.",
  imageGenerating: 'Generating image for "{prompt}"...',
  imageDone: 'Image generated: "{prompt}"',
  unknownError: "Unknown error",
  projectsLoading: "Loading projects...",
  projectsNone: "No projects to display.",
  projectsTitle: "Projects:",
  projectSource: "Source code",
  projectLive: "Live site",
  gamesTitle: "Available games:",
  gamesBestScore: "best score",
  gamesBestStreak: "best streak",
  gamesDos: "DOS games (dos <game>):",
  gamesGba: "Game Boy Advance (gba <game>):",
  gamesGbaCount: "  {count} titles (Advance Wars, Mario, Pokemon, Tetris Worlds...) and the homebrew demo: type 'gba' for the list",
  gamesTry: "  Try 'dos demo' and 'gba demo': they always work.",
  infoOwner: "Owner",
  infoRole: "Role",
  infoLocation: "Location",
  infoFacts: "Key figures",
  infoSystem: "System",
  logoutDone: "Root session closed. Back to guest.",
  contactOpening: "Opening the contact form...",
  curlConnecting: "Connecting to {url}...",
  curlTruncated: "... (truncated to {limit} characters)",
  curlHttpsOnly:
    "curl: only https:// URLs can be fetched from the browser (plain http:// is blocked by the page's security policy and by mixed-content rules).",
  exitNowhere: "There is no way out: this terminal is the portfolio. Type 'help' to see what it can do.",
  langCurrent: "Current language: {name} ({code}). Usage: lang [{codes}]",
  langUnsupported: "lang: unsupported language '{arg}' (use en or fr)",
  langSet: "Language set to English.",
};

export type MessageKey = keyof typeof EN;

/** Every key (for checks over the whole table). */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

const MESSAGES: Localized<Record<MessageKey, string>> = {
  en: EN,
  fr: {
    booting: "Booting AI Interface v2.1...",
    loading: "Chargement",
    kernel: "Modules du noyau chargés. Système de fichiers monté.",
    secure: "Connexion sécurisée établie. ID de session : {id}",
    greet1: "Bonjour ! Je suis l'assistant IA de {name}.",
    greet2: "Posez-moi vos questions sur le travail de {name}, ou tapez une commande.",
    greet3: "Tapez 'help' pour les commandes",
    notFoundHint: "Tapez 'help' pour la liste des commandes, ou posez-moi une question en toutes lettres.",
    thinking: "Réflexion...",
    aiError: "Erreur de l'IA : {message}",
    aiNetwork: "Erreur réseau : impossible de joindre le service d'IA.",
    passwordPrompt: "[sudo] Mot de passe de {user} :",
    sudoCancelled: "sudo : saisie du mot de passe annulée.",
    questUpdate: "[challenge] Niveau {level} atteint. {objective}",
    commandNotFound: "{cmd} : commande introuvable",
    sudoCommandNotFound: "sudo : commande introuvable : {cmd}",
    sudoIncorrect: "sudo : 1 tentative de mot de passe incorrecte",
    permissionDenied: "{cmd} : {path} : Permission refusée",
    noSuchFile: "{cmd} : {path} : Aucun fichier ou dossier de ce nom",
    lsNoSuchFile: "ls : impossible d'accéder à {path} : Aucun fichier ou dossier de ce nom",
    isDirectory: "{cmd} : {path} : est un dossier",
    notDirectory: "cd : {path} : n'est pas un dossier",
    catMissing: "cat : nom de fichier manquant.",
    logoutNone: "logout : aucune session élevée active.",
    pingHost: "ping : un hôte est requis.",
    pingUnknownHost: "ping : {host} : nom ou service inconnu",
    curlUrl: "curl : une URL est requise.",
    themeUnknown: "theme : thème inconnu {name}",
    challengeNotMet: "Impossible de passer au niveau suivant : objectif non atteint.",
    imageError: "Erreur de génération d'image : {message}",
    imageNetwork: "Erreur réseau : impossible de joindre le service de génération d'images.",
    projectsNetwork: "Erreur réseau pendant le chargement des projets",
    projectsFailed: "Impossible de charger les projets",
    emulatorNotFound: "{cmd} : émulateur ou jeu introuvable",
    gameDirectory: "Impossible d'accéder au répertoire des jeux.",
    base64Invalid: "{cmd} : entrée base64 invalide",
    needsScript:
      "{cmd} s'exécute dans votre navigateur et a besoin de JavaScript, désactivé ici. Activez JavaScript pour l'utiliser ; toutes les autres commandes marchent sans.",
    contactNeedsScript:
      "contact : le formulaire pas à pas a besoin de JavaScript. Écrivez-moi plutôt avec le formulaire de contact plus bas (il marche sans JavaScript) : #contact",
    curlNeedsScript:
      "curl : récupérer un autre site se fait dans votre navigateur et demande JavaScript. Sans lui, curl ne répond que pour cette machine (localhost:8080).",

    sudoAlreadyRoot: "La session a déjà les privilèges élevés.",
    authSuccess: "Authentification réussie. Privilèges élevés accordés.",
    launching: "Lancement de {name}...",
    questRootHint: "Indice : vous êtes déjà root : tapez 'challenge next'.",
    base64MissingInput: "{cmd}: texte ou fichier manquant. Usage : {cmd} <texte> | -f <fichier>",
    base64MissingFile: "{cmd}: nom de fichier manquant après -f",
    gameDirectoryReading: "Lecture du répertoire des jeux...",
    emulatorUsage: "Usage : {kind} <jeu>. Jeux :",
    notInstalled: " (non installé)",
    themesTitle: "Thèmes disponibles :",
    themeCurrent: " (actuel)",
    themeUsage: "Usage : theme <nom>",
    themeSet: "Thème appliqué : {name}.",
    helpNoTopic: "help : aucune aide pour '{topic}'",
    helpTitle: "Commandes disponibles :",
    helpFooter: "Tout autre texte est envoyé à l'assistant IA. Tab complète, flèches haut/bas pour l'historique.",
    challengeLevel: "Défi : niveau {level}/{max}",
    challengeStarted: "Défi lancé. Un invité curieux peut-il devenir root sur cette machine ?",
    challengeHintTip: "Tapez 'challenge hint' si vous bloquez.",
    challengeUsage: "Usage : challenge [next|hint|status]",
    challengeNone: "Aucun défi en cours. Tapez 'challenge' pour commencer.",
    challengeComplete: "Défi terminé ! Bravo, vous avez pris le contrôle de la machine.",
    imageMissingPrompt: "gen_image : description manquante. Usage : gen_image <description>",
    imageNoKey: "gen_image : aucune clé visiteur. Rechargez la page puis réessayez.",
    imageGenerating: 'Génération de l\'image pour "{prompt}"...',
    imageDone: 'Image générée : "{prompt}"',
    unknownError: "erreur inconnue",
    projectsLoading: "Chargement des projets...",
    projectsNone: "Aucun projet à afficher.",
    projectsTitle: "Projets :",
    projectSource: "Code source",
    projectLive: "Site",
    gamesTitle: "Jeux disponibles :",
    gamesBestScore: "meilleur score",
    gamesBestStreak: "meilleure série",
    gamesDos: "Jeux DOS (dos <jeu>) :",
    gamesGba: "Game Boy Advance (gba <jeu>) :",
    gamesGbaCount: "  {count} titres (Advance Wars, Mario, Pokemon, Tetris Worlds...) et la démo maison : tapez 'gba' pour la liste",
    gamesTry: "  Essayez 'dos demo' et 'gba demo' : elles marchent toujours.",
    infoOwner: "Propriétaire",
    infoRole: "Rôle",
    infoLocation: "Lieu",
    infoFacts: "Chiffres clés",
    infoSystem: "Système",
    logoutDone: "Session root fermée. Retour en invité.",
    contactOpening: "Ouverture du formulaire de contact...",
    curlConnecting: "Connexion à {url}...",
    curlTruncated: "... (tronqué à {limit} caractères)",
    curlHttpsOnly:
      "curl : seules les URL https:// peuvent être récupérées depuis le navigateur (le http:// simple est bloqué par la politique de sécurité de la page et les règles de contenu mixte).",
    exitNowhere: "Il n'y a pas de sortie : ce terminal est le portfolio. Tapez 'help' pour voir ce qu'il sait faire.",
    langCurrent: "Langue actuelle : {name} ({code}). Usage : lang [{codes}]",
    langUnsupported: "lang : langue non prise en charge '{arg}' (utilisez en ou fr)",
    langSet: "Langue réglée sur français.",
  },
};

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}

export function message(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return format(MESSAGES[lang][key] ?? MESSAGES.en[key], params);
}

/** Picks the text of the current language from a Localized text or returns a plain string. */
export function pickText(lang: Lang, text: string | Localized<string>): string {
  return typeof text === "string" ? text : text[lang];
}
