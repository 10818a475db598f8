/** The scripted chat demo: message shapes and canned replies (no network). */
import { PARIS_WEATHER, type WeatherCardData } from "./weather";

export type ChatSender = "ai" | "user";
export type SuggestionId = "weather" | "image";

export interface ChatMessage {
  id: string;
  sender: ChatSender;
  /** text | image | weather; anything else renders "[Unknown type]". */
  type: string;
  text?: string;
  /**
   * The translation the text came from: the view renders it again in the current
   * language, so a language switch re-words the whole conversation.
   */
  textKey?: string;
  textParams?: Record<string, unknown>;
  image?: string;
  data?: WeatherCardData;
}

export const SUGGESTIONS: SuggestionId[] = ["weather", "image"];

/** Self-hosted placeholders for the "generated" image. */
export const PLACEHOLDER_IMAGES = [
  "/images/showcase/generated-1.svg",
  "/images/showcase/generated-2.svg",
  "/images/showcase/generated-3.svg",
];

type Translate = (key: string, options?: Record<string, unknown>) => string;

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${++counter}`;

/** The greeting; it points at the owner's GitHub only when the content has one. */
export function initialMessages(t: Translate, github: string | undefined): ChatMessage[] {
  const textKey = github ? "chat.greeting" : "chat.greetingNoLink";
  const textParams = github ? { github } : {};
  return [{ id: "greeting", sender: "ai", type: "text", text: t(textKey, textParams), textKey, textParams }];
}

/** The suggestion whose label this text is exactly, if any. */
function suggestionLabelled(text: string, t: Translate): SuggestionId | null {
  const normalized = text.trim().toLowerCase();
  return SUGGESTIONS.find((id) => normalized === t(`chat.suggestions.${id}`).trim().toLowerCase()) ?? null;
}

/** Which canned answer a text gets: a suggestion id, or null for the fallback. */
export function matchSuggestion(text: string, t: Translate): SuggestionId | null {
  const normalized = text.trim().toLowerCase();
  const labelled = suggestionLabelled(text, t);
  if (labelled) return labelled;
  if (/\b(weather|météo|meteo)\b/.test(normalized)) return "weather";
  if (/\b(image|picture|dessin)\b/.test(normalized)) return "image";
  return null;
}

/** The user's message followed by the agent's canned replies. */
export function replyTo(text: string, t: Translate, random: () => number = Math.random): ChatMessage[] {
  const labelled = suggestionLabelled(text, t);
  const user: ChatMessage = {
    id: nextId("user"),
    sender: "user",
    type: "text",
    text,
    ...(labelled ? { textKey: `chat.suggestions.${labelled}` } : {}),
  };
  const canned = (key: string): ChatMessage => ({ id: nextId("ai"), sender: "ai", type: "text", text: t(key), textKey: key });
  const kind = matchSuggestion(text, t);
  if (kind === "weather") {
    return [user, canned("chat.weatherReply"), { id: nextId("ai"), sender: "ai", type: "weather", data: PARIS_WEATHER }];
  }
  if (kind === "image") {
    const image = PLACEHOLDER_IMAGES[Math.floor(random() * PLACEHOLDER_IMAGES.length) % PLACEHOLDER_IMAGES.length];
    return [user, canned("chat.imageReply"), { id: nextId("ai"), sender: "ai", type: "image", image }];
  }
  return [user, canned("chat.fallbackReply")];
}

/**
 * The conversation shown without JavaScript: the greeting and both suggestions
 * answered, always the same (the first image), so every visitor gets one page.
 */
export function sampleConversation(t: Translate, github: string | undefined): ChatMessage[] {
  return [...initialMessages(t, github), ...SUGGESTIONS.flatMap((id) => replyTo(t(`chat.suggestions.${id}`), t, () => 0))];
}
