/** Projects: upserted from the content folder at start (and on a reload), read from SQLite. */
import { notInArray, asc } from "drizzle-orm";
import { getDb, type AppDatabase } from "../../db/client";
import { projects } from "../../db/schema";
import type { ProjectContent } from "~/content/types";
import type { ProjectKind } from "~/content/project-kinds";

/** A project as the API returns it: per-language blocks keyed by language code. */
export interface ProjectDto {
  id: string;
  /** What the badge says (open source, client work, personal project). */
  kind: ProjectKind;
  /** kind === "opensource" (kept for the callers that only ask that). */
  isOpenSource: boolean;
  icon: ProjectContent["icon"];
  tags: string[];
  githubUrl: string;
  liveUrl: string;
  imageUrl: string;
  features: Record<string, string[]>;
  twitterPosts: string[];
  en: { title: string; description: string; extendedDescription: string };
  fr: { title: string; description: string; extendedDescription: string };
  [lang: string]: unknown;
}

/** Makes the projects table mirror the content's projects (insert, update, delete). */
export function upsertProjectsFromContent(db: AppDatabase, list: ProjectContent[]): void {
  const now = new Date();
  db.transaction((tx) => {
    list.forEach((p, position) => {
      const row = {
        id: p.id,
        position,
        kind: p.kind,
        isOpenSource: p.isOpenSource,
        icon: p.icon,
        tags: p.tags,
        githubUrl: p.githubUrl,
        liveUrl: p.liveUrl,
        imageUrl: p.imageUrl,
        features: p.features,
        twitterPosts: p.twitterPosts,
        translations: p.text,
        updatedAt: now,
      };
      tx.insert(projects).values(row).onConflictDoUpdate({ target: projects.id, set: row }).run();
    });
    const ids = list.map((p) => p.id);
    if (ids.length) tx.delete(projects).where(notInArray(projects.id, ids)).run();
    else tx.delete(projects).run();
  });
}

/** All projects in display order, in the API shape. */
export function listProjects(db: AppDatabase = getDb()): ProjectDto[] {
  return db
    .select()
    .from(projects)
    .orderBy(asc(projects.position))
    .all()
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      isOpenSource: row.isOpenSource,
      icon: row.icon,
      tags: row.tags,
      githubUrl: row.githubUrl,
      liveUrl: row.liveUrl,
      imageUrl: row.imageUrl,
      features: row.features,
      twitterPosts: row.twitterPosts,
      en: row.translations.en,
      fr: row.translations.fr,
      ...row.translations,
    }));
}
