/**
 * What the answers are grounded on: the current content, set by ground() when an answer starts
 * (synchronous: one answer at a time sees one content), and the small text helpers every
 * template uses.
 */
import type { AssistantContent, Content, Language, Profile, ProjectContent, SkillCategory } from "~/content/types";
import { inLanguage, type Localized } from "~/i18n/config";
import { normalize } from "./language";

export const has = (text: string, pattern: RegExp) => pattern.test(text);
/** The reply in the asker's language. */
export const t = (lang: Language, text: Localized<string>) => inLanguage(text, lang);

// What the rules answer from: the current content, set by ground() when answerBuiltin starts
// (synchronous: one answer at a time sees one content).
export let profile: Profile;
export let skillCategories: SkillCategory[];
export let projects: ProjectContent[];
export let assistant: AssistantContent;
export let firstName: string;
/** Every name of the owner a visitor may type (normalized, e.g. " clara "). */
export let OWNER_NAMES: string[];
export let FAQ: Array<{ entry: AssistantContent["faq"][number]; keywords: string[] }>;
export let groundedOn: Content | undefined;

export function ground(content: Content): void {
  if (content === groundedOn) return;
  groundedOn = content;
  ({ profile, skillCategories, projects, assistant } = content);
  firstName = profile.name.split(" ")[0];
  OWNER_NAMES = [firstName, ...assistant.aliases].map((n) => normalize(n)).filter((n) => n.trim() !== "");
  FAQ = assistant.faq.map((entry) => ({ entry, keywords: entry.keywords.map((k) => normalize(k)).filter((k) => k.trim() !== "") }));
}
export const mentionsOwner = (text: string) => OWNER_NAMES.some((n) => text.includes(n));

export const isLink = (url: string) => url !== "" && url !== "#";
export const listJoin = (items: string[], lang: Language) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${t(lang, { en: "and", fr: "et" })} ${items[items.length - 1]}`;
export const PROFICIENCY_LABELS: Localized<Record<string, string>> = {
  en: {},
  fr: { Expert: "Expert", Confirmed: "Confirmé", Intermediate: "Intermédiaire" },
};
export const proficiencyLabel = (p: string, lang: Language) => inLanguage(PROFICIENCY_LABELS, lang)[p] ?? p;

const NUMBER_WORDS: Localized<string[]> = {
  en: ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
  fr: ["aucun", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix"],
};
/** "four" / "quatre" for a small count, digits past ten. */
export const countWord = (n: number, lang: Language) => inLanguage(NUMBER_WORDS, lang)[n] ?? String(n);
