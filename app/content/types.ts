/** Types of the owner's content. English and French text always sit side by side. */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in both languages. */
export type Bilingual = { en: string; fr: string };

export type Proficiency = "Expert" | "Confirmed" | "Intermediate";
export type SkillCategoryId = "backend" | "cloudDevopsBdd" | "iaMl" | "frontend" | "automation" | "tools";
export type ProjectIcon = "Twitch" | "BrainCircuit" | "Code2" | "Database";

export interface Skill {
  name: string;
  proficiency: Proficiency;
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
  keywords: string[];
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
