/**
 * Types of the owner's content. English and French text always sit side by side.
 * The shapes are the zod schemas of validate.server.ts (type-only: no zod in the browser).
 */
import type { Lang as Language } from "../i18n/config";
import { localeTag } from "../i18n/config";
import type { Bilingual, Content, Fact, ProjectContent, Skill, SkillCategory } from "./validate.server";

export type {
  AboutCard,
  AssistantContent,
  AssistantFaq,
  Bilingual,
  Content,
  Fact,
  FileSystemSpec,
  FileText,
  Profile,
  ProjectContent,
  ProjectText,
  Skill,
  SkillCategory,
  TerminalContent,
} from "./validate.server";

/** What the browser gets of the content (everything but the assistant's knowledge). */
export type ClientContent = Omit<Content, "assistant">;

/** A language code (the site's languages are the content's: profile.languages). */
export type { Lang as Language } from "../i18n/config";

export type Proficiency = Skill["proficiency"];
export type SkillCategoryId = SkillCategory["id"];
export type ProjectIcon = ProjectContent["icon"];

/** A skill's name in a language. */
export function skillName(skill: Skill, lng: Language): string {
  return lng === "fr" && skill.fr ? skill.fr : skill.name;
}

/** A fact as one line: its label with the value in place of "{value}", else the value first. */
export function factText(fact: Fact, lng: Language): string {
  // Grouped from five digits only: "25,000 developers", but "since 2009" (a year is never "2,009").
  const grouping = { useGrouping: "min2" } as unknown as Intl.NumberFormatOptions;
  const value = typeof fact.value === "number" ? new Intl.NumberFormat(localeTag(lng), grouping).format(fact.value) : fact.value;
  const label = fact.label[lng];
  return label.includes("{value}") ? label.replaceAll("{value}", value) : `${value} ${label}`;
}

/** A text that is the same in both languages (a product name) or given in each. */
export type MaybeBilingual = string | Bilingual;

export function localized(value: MaybeBilingual, lng: Language): string {
  return typeof value === "string" ? value : value[lng];
}
