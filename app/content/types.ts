/** Types of the owner's content. English and French text always sit side by side. */
import { supportedLngs, type Lang, type Localized } from "../i18n/config";

/** The site's languages (one list: app/i18n/config.ts). */
export const LANGUAGES = supportedLngs;
export type Language = Lang;

/** A text in every language. */
export type Bilingual = Localized<string>;

export type Proficiency = "Expert" | "Confirmed" | "Intermediate";
export type SkillCategoryId = "backend" | "cloudDevopsBdd" | "iaMl" | "frontend" | "automation" | "tools";
export type ProjectIcon = "Twitch" | "BrainCircuit" | "Code2" | "Database";

export interface Skill {
  /** The name as shown in English (and in French unless `fr` is given). */
  name: string;
  /** The French name, when it differs. */
  fr?: string;
  proficiency: Proficiency;
}

/** A skill's name in a language. */
export function skillName(skill: Skill, lng: Language): string {
  return lng === "fr" && skill.fr ? skill.fr : skill.name;
}

/** A text that is the same in both languages (a product name) or given in each. */
export type MaybeBilingual = string | Bilingual;

export function localized(value: MaybeBilingual, lng: Language): string {
  return typeof value === "string" ? value : value[lng];
}

export interface SkillCategory {
  id: SkillCategoryId;
  label: Bilingual;
  /** The spec's "second reading" of the label (modern stack, AI and LLMs, ...). */
  altLabel: Bilingual;
  skills: Skill[];
}

export interface ProjectText {
  title: string;
  description: string;
  extendedDescription: string;
}

export interface ProjectContent {
  id: string;
  isOpenSource: boolean;
  icon: ProjectIcon;
  tags: string[];
  githubUrl: string;
  liveUrl: string;
  imageUrl: string;
  features: Record<Language, string[]>;
  twitterPosts: string[];
  text: Record<Language, ProjectText>;
}

export interface AboutCard {
  id: "modernStack" | "aiSpecialist" | "techCreator";
  title: Bilingual;
  text: Bilingual;
  keywords: MaybeBilingual[];
}

export interface Profile {
  name: string;
  /** Short handle used by the terminal (prompt host, clad_info). */
  handle: string;
  title: Bilingual;
  description: Bilingual;
  location: Bilingual;
  avatarUrl: string;
  email: string;
  socials: { x: string; github: string; twitch: string };
  /** The lead line under the Projects title (what kind of work the gallery shows). */
  projectsIntro: Bilingual;
  facts: {
    yearsOfExperience: number;
    selfTaughtSince: number;
    communitySize: number;
    workingSince: number;
  };
  about: {
    intro: Bilingual;
    modalParagraphs: [Bilingual, Bilingual, Bilingual, Bilingual];
    cards: [AboutCard, AboutCard, AboutCard];
  };
}

/** One question the assistant can answer about the owner (built-in rules and the model's prompt). */
export interface AssistantFaq {
  /** Words or phrases that trigger this answer in the built-in assistant (any language, accents ignored). */
  keywords: string[];
  /** The question, for the model's prompt. */
  question: Bilingual;
  answer: Bilingual;
}

/** What the terminal assistant knows and says about the owner beyond the profile. */
export interface AssistantContent {
  /** Other names visitors may use for the owner (the first name is always understood). */
  aliases: string[];
  /** The answer to "are you available / can I hire you". */
  availability: Bilingual;
  /** The answer to "where are you based". */
  basedIn: Bilingual;
  /** Extra facts given to the model (it answers only from the profile, projects, skills and these). */
  knowledge: Bilingual[];
  faq: AssistantFaq[];
}

/** The terminal's look that belongs to the owner. */
export interface TerminalContent {
  /**
   * The boot banner's ASCII art, one string per line (at most 80 columns, 12 lines).
   * Empty: a framed handle is drawn instead.
   */
  bannerArt: string[];
}
