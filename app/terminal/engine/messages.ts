/**
 * Engine messages shared by several commands. Spec §8 error strings are kept
 * identical in both languages (they are "system output"); the rest follows the
 * UI language.
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
    aiError: "Error from AI: {message}",
    aiNetwork: "Network error: Could not connect to the AI service.",
    passwordPrompt: "[sudo] password for {user}:",
    sudoCancelled: "sudo : saisie du mot de passe annulée.",
    questUpdate: "[challenge] Niveau {level} atteint. {objective}",
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
