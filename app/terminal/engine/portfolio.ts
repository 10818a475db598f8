/**
 * The portfolio as the shell shows it, from the owner's content: the texts `about` and `skills` print
 * and the files they stand beside (~/about.txt, ~/skills/<category>), so a command and its file never
 * disagree. Pure: the browser's engine and the no-JS terminal build the same.
 */
import type { FileSystemSpecEntry } from "~/content/filesystem";
import { factText, skillName, type Language, type SkillCategory } from "~/content/types";
import { inLanguage, type Localized } from "~/i18n/config";
import type { EngineContent } from "./types";

export const ABOUT_FILE = "/home/guest/about.txt";
export const SKILLS_DIR = "/home/guest/skills";

type Profile = EngineContent["profile"];

/** Each proficiency's word (the Skills section's levels). */
const LEVELS: Localized<Record<SkillCategory["skills"][number]["proficiency"], string>> = {
  en: { Expert: "Expert", Confirmed: "Confirmed", Intermediate: "Intermediate" },
  fr: { Expert: "Expert", Confirmed: "Confirmé", Intermediate: "Intermédiaire" },
  es: { Expert: "Experto", Confirmed: "Avanzado", Intermediate: "Intermedio" },
};

const HEADINGS: Localized<{ facts: string; cards: string }> = {
  en: { facts: "Key figures", cards: "What I do" },
  fr: { facts: "Chiffres clés", cards: "Ce que je fais" },
  es: { facts: "Cifras clave", cards: "Lo que hago" },
};

/** Who the owner is, as ~/about.txt holds it: name and title, the intro, the About Me text, the figures and the cards. */
export function aboutText(profile: Profile, lng: Language): string {
  const heading = inLanguage(HEADINGS, lng);
  const lines = [`${profile.name}: ${profile.title[lng]}`, profile.location[lng], "", profile.about.intro[lng], ""];
  for (const paragraph of profile.about.modalParagraphs) lines.push(paragraph[lng], "");
  if (profile.facts.length > 0) {
    lines.push(`${heading.facts}:`);
    // French groups digits with a narrow space: a plain one reads the same in a terminal.
    for (const fact of profile.facts) lines.push(`  - ${factText(fact, lng).replace(/\s/g, " ")}`);
    lines.push("");
  }
  lines.push(`${heading.cards}:`);
  for (const card of profile.about.cards) lines.push(`  - ${card.title[lng]}: ${card.text[lng]}`);
  return lines.join("\n");
}

/** A category's skills, one a line with its level: what `skills <id>` prints and ~/skills/<id> holds. */
export function skillLines(category: SkillCategory, lng: Language): string[] {
  const levels = inLanguage(LEVELS, lng);
  const names = category.skills.map((skill) => skillName(skill, lng));
  const width = Math.max(...names.map((name) => name.length));
  return category.skills.map((skill, index) => `${names[index].padEnd(width)}  ${levels[skill.proficiency]}`);
}

/** The category a visitor named: its id or its label, any case, with or without the ~/skills/ path. */
export function findCategory(categories: readonly SkillCategory[], wanted: string, lng: Language): SkillCategory | undefined {
  const key = wanted.replace(/^.*\//, "").toLowerCase();
  return categories.find((c) => c.id.toLowerCase() === key || c.label[lng]?.toLowerCase() === key || c.label.en?.toLowerCase() === key);
}

/** One text per language of the site. */
function perLanguage(languages: readonly Language[], make: (lng: Language) => string): Record<Language, string> {
  return Object.fromEntries(languages.map((lng) => [lng, make(lng)]));
}

/**
 * The home's portfolio files, made from the content: ~/about.txt and ~/skills/<category id> (the
 * Skills section's heading is `ls ~/skills`). The content's own terminal files win over them.
 */
export function portfolioFiles(content: Pick<EngineContent, "profile" | "skillCategories">): Record<string, FileSystemSpecEntry> {
  const { profile } = content;
  const languages = profile.languages;
  const files: Record<string, FileSystemSpecEntry> = {
    [ABOUT_FILE]: { type: "file", content: perLanguage(languages, (lng) => aboutText(profile, lng)) },
    [SKILLS_DIR]: { type: "dir" },
  };
  for (const category of content.skillCategories ?? []) {
    files[`${SKILLS_DIR}/${category.id}`] = {
      type: "file",
      content: perLanguage(languages, (lng) =>
        [`# ${category.label[lng]} (${category.altLabel[lng]})`, ...skillLines(category, lng)].join("\n"),
      ),
    };
  }
  return files;
}
