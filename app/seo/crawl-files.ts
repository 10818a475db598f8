/**
 * The files crawlers ask for by name: /sitemap.xml (every language's URL with
 * their alternates), /robots.txt and /llms.txt (a plain-text summary of the
 * owner for language models, https://llmstxt.org), built from the content.
 */
import type { Profile, ProjectContent, SkillCategory } from "~/content/types";
import { skillName, type Language } from "~/content/types";
import { autonym, englishName, inLanguage, type Localized } from "~/i18n/config";
import { SOCIAL_NAMES, socialHref } from "~/content/socials";
import { projectUrl } from "./json-ld";
import { homeUrl, pageUrl } from "./urls";

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** YYYY-MM-DD (W3C date) of a moment, in UTC. */
export const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

/** The sitemap of the home page in each of the site's `languages`, each naming the others. */
export function buildSitemap(base: string, lastmod: Date, languages: readonly Language[]): string {
  const alternates = [
    ...languages.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xml(pageUrl(base, l))}"/>`),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${xml(homeUrl(base))}"/>`,
  ];
  const urls = languages.map((l) =>
    ["  <url>", `    <loc>${xml(pageUrl(base, l))}</loc>`, `    <lastmod>${w3cDate(lastmod)}</lastmod>`, ...alternates, "  </url>"].join(
      "\n",
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(base: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "Disallow: /admin", "", `Sitemap: ${base}/sitemap.xml`, ""].join("\n");
}

export interface LlmsInput {
  base: string;
  profile: Profile;
  skillCategories: SkillCategory[];
  projects: ProjectContent[];
}

/** Section titles and labels of llms.txt, per language. */
const LABELS: Localized<{
  about: string;
  skills: string;
  projects: string;
  contact: string;
  form: string;
  tags: string;
  code: string;
  site: string;
  website: string;
  /** A colon as the language writes it (French puts a no-break space before it). */
  colon: string;
}> = {
  en: {
    about: "About",
    skills: "Skills",
    projects: "Projects",
    contact: "Contact",
    form: "Contact form",
    tags: "Stack",
    code: "source",
    site: "Portfolio",
    website: "Website",
    colon: ":",
  },
  fr: {
    about: "À propos",
    skills: "Compétences",
    projects: "Projets",
    contact: "Contact",
    form: "Formulaire de contact",
    tags: "Stack",
    code: "code source",
    site: "Portfolio",
    website: "Site web",
    colon: "\u00a0:",
  },
  es: {
    about: "Sobre mí",
    skills: "Habilidades",
    projects: "Proyectos",
    contact: "Contacto",
    form: "Formulario de contacto",
    tags: "Tecnologías",
    code: "código fuente",
    site: "Portfolio",
    website: "Sitio web",
    colon: ":",
  },
};

/**
 * A language's name in that language ("français", "português"), from the runtime's CLDR data: a
 * language without a labels table above still labels its own link (never "English").
 */
export function nameInItself(lng: Language): string {
  try {
    return new Intl.DisplayNames([lng], { type: "language", fallback: "none" }).of(lng) ?? autonym(lng);
  } catch {
    return autonym(lng); // not a valid BCP 47 tag
  }
}

/** One language's sections (headings at `level`). */
function llmsSections(input: LlmsInput, lng: Language, level: string): string[] {
  const { base, profile, skillCategories, projects } = input;
  const t = inLanguage(LABELS, lng);
  const colon = t.colon;
  const lines: string[] = [];
  lines.push(`${level} ${t.about}`, "", profile.about.intro[lng], "");
  for (const p of profile.about.modalParagraphs) lines.push(p[lng], "");
  lines.push(`${level} ${t.skills}`, "");
  for (const c of skillCategories) lines.push(`- ${c.label[lng]}${colon} ${c.skills.map((s) => skillName(s, lng)).join(", ")}`);
  lines.push("", `${level} ${t.projects}`, "");
  for (const p of projects) {
    const url = projectUrl(p, base, lng);
    const repo = /^https?:\/\//.test(p.githubUrl) && p.githubUrl !== url ? ` ([${t.code}](${p.githubUrl}))` : "";
    lines.push(`- [${p.text[lng].title}](${url})${colon} ${p.text[lng].description}${repo} ${t.tags}${colon} ${p.tags.join(", ")}.`);
  }
  lines.push("", `${level} ${t.contact}`, "");
  lines.push(`- [${t.form}](${pageUrl(base, lng)}#contact)`);
  for (const s of profile.socials)
    lines.push(`- [${s.label ?? (s.kind === "website" ? t.website : SOCIAL_NAMES[s.kind])}](${socialHref(s)})`);
  lines.push(`- [${t.site} (${nameInItself(lng)})](${pageUrl(base, lng)})`, "");
  return lines;
}

/** The summary in English, then one section per other language of the site. */
export function buildLlmsTxt(input: LlmsInput): string {
  const { profile } = input;
  const others = profile.languages.filter((l) => l !== "en");
  const follows =
    others.length === 0
      ? "This summary is in English."
      : others.length === 1
        ? `This summary is in English; a ${englishName(others[0])} version follows (## ${autonym(others[0])}).`
        : `This summary is in English; ${others.map((l) => `${englishName(l)} (## ${autonym(l)})`).join(", ")} versions follow.`;
  return [
    `# ${profile.name}`,
    "",
    `> ${profile.title.en}. ${profile.description.en}`,
    "",
    `${profile.location.en}. ${follows}`,
    "",
    ...llmsSections(input, "en", "##"),
    ...others.flatMap((l) => [
      `## ${autonym(l)}`,
      "",
      `> ${profile.title[l]}. ${profile.description[l]}`,
      "",
      `${profile.location[l]}.`,
      "",
      ...llmsSections(input, l, "###"),
    ]),
  ].join("\n");
}
