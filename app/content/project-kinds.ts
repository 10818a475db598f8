/**
 * What a project is, as its badge says (browser-safe: the schema, the gallery and the assistant share
 * it): open source, work for a client, or a personal project (neither: a side project, a study).
 */
import type { Localized } from "~/i18n/config";

export const PROJECT_KINDS = ["opensource", "client", "personal"] as const;
export type ProjectKind = (typeof PROJECT_KINDS)[number];

/** The kind of a project written before `kind:` existed: `isOpenSource` alone said open source or client. */
export const kindOfOpenSource = (isOpenSource: boolean): ProjectKind => (isOpenSource ? "opensource" : "client");

/** A kind's short name in a sentence ("Lumen — personal project"; the model's prompt reads the English). */
export const PROJECT_KIND_LABELS: Record<ProjectKind, Localized<string>> = {
  opensource: { en: "open source", fr: "open source" },
  client: { en: "client project", fr: "projet client" },
  personal: { en: "personal project", fr: "projet personnel" },
};
