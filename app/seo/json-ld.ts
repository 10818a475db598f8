/**
 * Structured data for the home page (schema.org JSON-LD), in the page's
 * language: a ProfilePage whose main entity is the owner (Person), and the
 * projects as CreativeWork. Built from the content module.
 */
import type { Profile, ProjectContent, SkillCategory } from "~/content/types";
import { skillName, type Language } from "~/content/types";
import { webSocials } from "~/content/socials";
import { canonicalUrl, homeUrl, pageUrl } from "./urls";

export interface JsonLdInput {
  lng: Language;
  base: string;
  /** Whether the request named the language (`?lng=`), as for the canonical URL. */
  languageInUrl: boolean;
  /** The page's title and description (as in its meta tags). */
  title: string;
  description: string;
  profile: Profile;
  skillCategories: SkillCategory[];
  projects: ProjectContent[];
  /** When the content last changed (YYYY-MM-DD). */
  modified?: string;
}

const absolute = (base: string, url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url.startsWith("/") ? "" : "/"}${url}`);

/** A project's own address: its live site, else its repository, else the page's projects section. */
export function projectUrl(project: ProjectContent, base: string, lng: Language): string {
  if (/^https?:\/\//.test(project.liveUrl)) return project.liveUrl;
  if (/^https?:\/\//.test(project.githubUrl)) return project.githubUrl;
  return `${pageUrl(base, lng)}#projects`;
}

export function buildJsonLd({ lng, base, languageInUrl, title, description, profile, skillCategories, projects, modified }: JsonLdInput) {
  const url = canonicalUrl(base, lng, languageInUrl);
  const personId = `${homeUrl(base)}#person`;
  const person = {
    "@type": "Person",
    "@id": personId,
    name: profile.name,
    alternateName: profile.handle,
    jobTitle: profile.title[lng],
    description: profile.description[lng],
    url: homeUrl(base),
    ...(profile.avatarUrl ? { image: absolute(base, profile.avatarUrl) } : {}),
    homeLocation: { "@type": "Place", name: profile.location[lng] },
    sameAs: webSocials(profile.socials).map((s) => s.url),
    knowsAbout: skillCategories.flatMap((c) => c.skills.map((s) => skillName(s, lng))),
  };
  const works = projects.map((p) => ({
    "@type": "CreativeWork",
    "@id": `${homeUrl(base)}#project-${p.id}`,
    name: p.text[lng].title,
    description: p.text[lng].description,
    abstract: p.text[lng].extendedDescription,
    url: projectUrl(p, base, lng),
    // The repository, when it is not already the url (codeRepository belongs to SoftwareSourceCode, not CreativeWork).
    ...(/^https?:\/\//.test(p.githubUrl) && p.githubUrl !== projectUrl(p, base, lng) ? { sameAs: p.githubUrl } : {}),
    keywords: p.tags.join(", "),
    inLanguage: lng,
    author: { "@id": personId },
    ...(p.isOpenSource ? { isAccessibleForFree: true } : {}),
  }));
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "ProfilePage",
        "@id": `${url}#page`,
        url,
        name: title,
        description,
        inLanguage: lng,
        ...(modified ? { dateModified: modified } : {}),
        mainEntity: person,
        hasPart: works.map((w) => ({ "@id": w["@id"] })),
      },
      ...works,
    ],
  };
}

/**
 * JSON for an inline <script>: "<" (and ">", "&", U+2028/U+2029) escaped as
 * \u sequences, so no content can close the script tag or break the parse.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
