/** Pure helpers of the projects gallery (filters, language choice, links, tags). */
import type { ProjectKind } from "~/content/project-kinds";
import type { ProjectDto } from "~/services/projects.server";

export const FILTERS = ["all", "opensource", "client"] as const;
export type ProjectFilter = (typeof FILTERS)[number];

/** A card shows 4 tags, then "+N" for the rest. */
export const MAX_CARD_TAGS = 4;

export function parseFilter(value: string | null | undefined): ProjectFilter {
  return (FILTERS as readonly string[]).includes(value ?? "") ? (value as ProjectFilter) : "all";
}

/** Open source and client work have their filter; a personal project shows under "all" only. */
export function filterProjects<T extends Pick<ProjectDto, "kind">>(list: T[], filter: ProjectFilter): T[] {
  if (filter === "all") return list;
  return list.filter((p) => p.kind === filter);
}

/** The badge's class per kind of project (projects.css colours them). */
export const BADGE_CLASSES: Record<ProjectKind, string> = { opensource: "is-oss", client: "is-client", personal: "is-personal" };

export interface ProjectTextBlock {
  title: string;
  description: string;
  extendedDescription: string;
}

/** First part of the language code ("fr-CA" -> "fr"), English fallback. */
export function baseLanguage(language: string | null | undefined): string {
  return (language ?? "en").split(/[-_]/)[0].toLowerCase() || "en";
}

function isTextBlock(value: unknown): value is ProjectTextBlock {
  return typeof value === "object" && value !== null && typeof (value as ProjectTextBlock).title === "string";
}

export function projectText(project: ProjectDto, language: string | null | undefined): ProjectTextBlock {
  const block = project[baseLanguage(language)];
  return isTextBlock(block) ? block : project.en;
}

export function projectFeatures(project: ProjectDto, language: string | null | undefined): string[] {
  return project.features[baseLanguage(language)] ?? project.features.en ?? [];
}

/** Repository and live links are hidden when empty or a bare hash. */
export function visibleUrl(url: string | null | undefined): string | null {
  const value = (url ?? "").trim();
  if (value === "" || value.startsWith("#")) return null;
  return value;
}

/** The tags a card shows, and the others: counted on screen ("+2"), named on paper. */
export function cardTags(tags: string[], max = MAX_CARD_TAGS): { shown: string[]; extra: number; rest: string[] } {
  return { shown: tags.slice(0, max), extra: Math.max(0, tags.length - max), rest: tags.slice(max) };
}

/** Query-string links for the no-JS paths: keeps other parameters, drops `project`. */
export function galleryHref(search: string, changes: { filter?: ProjectFilter; project?: string | null }): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  if (changes.filter !== undefined) {
    if (changes.filter === "all") params.delete("filter");
    else params.set("filter", changes.filter);
  }
  if (changes.project) params.set("project", changes.project);
  else params.delete("project");
  const query = params.toString();
  return `${query ? `?${query}` : "/"}#projects`;
}
