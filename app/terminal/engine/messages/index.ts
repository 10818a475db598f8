/**
 * The engine's texts, one table per language: commands print `ctx.t(key)`.
 * Beside them: each command's help (its module), the quest's objectives and
 * hints (quest.ts), the owner's texts (app/content); tool-like output (ping's
 * statistics, curl's protocol errors) stays as the real tools print it. Every
 * message follows the UI language; the English ones are the spec's exact strings.
 * A key missing from the French table is a type error (it is checked against the
 * English one); another language's table translates what it can, the rest falls
 * back to English key by key.
 */
import type { Lang } from "~/i18n/config";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";

export type { Lang };

export type MessageKey = keyof typeof EN;

/** Every key (for checks over the whole table). */
export const MESSAGE_KEYS = Object.keys(EN) as MessageKey[];

export type Messages = Record<MessageKey, string>;
const MESSAGES: { en: Messages; fr: Messages } & Partial<Record<Lang, Partial<Messages>>> = { en: EN, fr: FR, es: ES };

export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}

export function message(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  return format(MESSAGES[lang]?.[key] ?? MESSAGES.en[key], params);
}

/** Picks the text of the current language from a Localized text or returns a plain string. */
export function pickText(lang: Lang, text: string | Partial<Record<Lang, string>>): string {
  return typeof text === "string" ? text : (text[lang] ?? text.en ?? "");
}
