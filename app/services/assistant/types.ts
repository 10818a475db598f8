/** The built-in assistant's shapes: what it answers, what it is given. */
import type { Language } from "~/content/types";

export type Intent =
  | "language"
  | "theme"
  | "clear"
  | "image"
  | "playGame"
  | "games"
  | "quest"
  | "questHint"
  | "help"
  | "terminal"
  | "contactForm"
  | "contactInfo"
  | "hire"
  | "socials"
  | "projectDetail"
  | "projects"
  | "identity"
  | "skills"
  | "experience"
  | "about"
  | "location"
  | "joke"
  | "weather"
  | "time"
  | "howAreYou"
  | "thanks"
  | "compliment"
  | "goodbye"
  | "greeting"
  | "faq"
  | "projectTheme"
  | "notListed"
  | "rates"
  | "injection"
  | "offtopic"
  | "rudeness"
  | "ack"
  | "followup"
  | "multi"
  | "retrieved"
  | "unknown";

export interface AssistantAnswer {
  intent: Intent;
  lang: Language;
  reply: string;
  command?: string;
  /** The content held no answer (fallback, low confidence, an unlisted technology): the owner may add one. */
  unanswered?: true;
}

/** A previous turn of the conversation, oldest first (what chat.server stores). */
export interface HistoryTurn {
  role: "user" | "assistant";
  content?: string;
  text?: string;
}

/** Which games the server has installed (DOS package ids, GBA ids); none when absent. */
export interface InstalledGames {
  dos: readonly string[];
  gba: readonly string[];
}

/** How one question is answered: may it run a command, what is installed, the turns before. */
export interface Options {
  commands: boolean;
  installed: InstalledGames;
  history: readonly HistoryTurn[];
}

/** An answer before its language is attached. */
export type PartialAnswer = Omit<AssistantAnswer, "lang">;
