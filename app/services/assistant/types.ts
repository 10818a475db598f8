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
  | "rerender"
  | "recruiter"
  | "multi"
  | "retrieved"
  | "unknown";

/**
 * Why an answer is weak, for the owner's list: the fallback line, a technology the content does not
 * list, two readings scored alike, a topic taken from the previous answer, or a fact the content lacks.
 */
export type LowConfidence = "fallback" | "not-listed" | "near-tie" | "inherited" | "not-stated";

/** What a message or an answer is about: `project:<id>`, `skill:<name>` or `category:<id>` of the content. */
export type Ref = `project:${string}` | `skill:${string}` | `category:${string}`;

/** A part of a project or skill a visitor may ask about (./fields.ts). */
export type Field =
  | "card"
  | "stack"
  | "uses"
  | "code"
  | "live"
  | "links"
  | "features"
  | "description"
  | "client"
  | "status"
  | "when"
  | "duration"
  | "team"
  | "role"
  | "hard"
  | "results"
  | "level"
  | "years"
  | "usedIn";

/**
 * The last exchange's structured result, kept per visitor (ADR 050): what a follow-up may refer back
 * to. Small and plain JSON: it is stored with the assistant's turn.
 */
export interface DialogueState {
  v: 1;
  intent: Intent;
  lang: Language;
  /** The entity the answer was about. */
  topic?: Ref;
  /** The ordered list the visitor saw ("the second one" picks from it). */
  list?: Ref[];
  /** The fields of the topic the answer gave. */
  fields?: Field[];
  /** What the answer took from the state before it: answering the same message again (in another language) needs it. */
  basis?: Pick<DialogueState, "topic" | "list">;
  /** Set on an answer given again in another language: the message it answered. */
  source?: string;
}

export interface AssistantAnswer {
  intent: Intent;
  lang: Language;
  reply: string;
  command?: string;
  /** The content held no answer (fallback, low confidence, an unlisted technology): the owner may add one. */
  unanswered?: true;
  /** Set when the answer is one of the weak kinds (the owner's list of answers to check). */
  lowConfidence?: LowConfidence;
  /** What the next message may refer back to: the caller keeps it with the turn. */
  dialogue: DialogueState;
}

/** A previous turn of the conversation, oldest first (what chat.server stores). */
export interface HistoryTurn {
  role: "user" | "assistant";
  content?: string;
  text?: string;
  /** An assistant turn's stored dialogue state (absent: derived from the visitor's own turns). */
  dialogue?: DialogueState | null;
}

/** Which games the server has installed (DOS package ids, GBA ids); none when absent. */
export interface InstalledGames {
  dos: readonly string[];
  gba: readonly string[];
}

/** How one question is answered: may it run a command, what is installed, the state the last answer left. */
export interface Options {
  commands: boolean;
  installed: InstalledGames;
  state?: DialogueState;
}

/** An answer before its language and state are attached: what it was about, for the next message. */
export type PartialAnswer = Omit<AssistantAnswer, "lang" | "dialogue"> & {
  topic?: Ref;
  list?: Ref[];
  fields?: Field[];
  /** It took its topic or list from the state before. */
  inherited?: true;
};
