/**
 * Engine messages shared by several commands. Every message follows the UI
 * language; the English ones are exact (tests assert them word for word).
 */
export type Lang = "en" | "fr";

const MESSAGES = {
  en: {
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
  },
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
  },
} as const;

export type MessageKey = keyof (typeof MESSAGES)["en"];

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}

export function message(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return format(MESSAGES[lang][key] ?? MESSAGES.en[key], params);
}

/** Picks the text of the current language from an `{en, fr}` pair or returns a plain string. */
export function pickText(lang: Lang, text: string | { en: string; fr: string }): string {
  return typeof text === "string" ? text : text[lang];
}
