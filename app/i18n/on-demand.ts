/**
 * The sections' strings in the browser, fetched with the sections' code (ADR 061): a page's loader data holds
 * only its first screen's namespaces (PAGE_NAMESPACES), the sections hydrate on demand (ADR 022) and need theirs
 * then. Once the sections have asked, a language switch fetches the new language's before the page renders in
 * it (the root's clientLoader), so no section ever shows a bare key.
 */
import { browserI18n as i18next } from "./browser-instance";
import { SECTION_NAMESPACES, type Language } from "./config";

const pending = new Map<Language, Promise<void>>();
let wanted = false;

const hasSectionStrings = (lng: Language) => SECTION_NAMESPACES.every((ns) => i18next.hasResourceBundle(lng, ns));

async function fetchSectionStrings(lng: Language): Promise<void> {
  const res = await fetch(`/api/translations?lng=${encodeURIComponent(lng)}`, { headers: { Accept: "application/json" } });
  const body = (await res.json().catch(() => null)) as { success?: boolean; data?: Record<string, Record<string, unknown>> } | null;
  if (!res.ok || body?.success !== true || !body.data) throw new Error(`section strings (${lng}): HTTP ${res.status}`);
  for (const [ns, bundle] of Object.entries(body.data)) i18next.addResourceBundle(lng, ns, bundle);
}

/** Resolves once `lng`'s section strings are in i18next; a failure rejects and may be retried. */
function loadSectionStrings(lng: Language): Promise<void> {
  if (hasSectionStrings(lng)) return Promise.resolve();
  let loading = pending.get(lng);
  if (!loading) {
    loading = fetchSectionStrings(lng).finally(() => pending.delete(lng));
    pending.set(lng, loading);
  }
  return loading;
}

/**
 * The sections' strings in the page's language, when the sections are wanted (BelowTheFold.tsx). Both the
 * rendered `<html lang>` and i18next's language: during a switch i18next follows one render later.
 */
export function loadPageSectionStrings(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  if (!wanted) {
    wanted = true;
    // A switch that did not come through the root's clientLoader still gets its strings (a moment later).
    i18next.on("languageChanged", (lng: string) => void loadSectionStrings(lng).catch(() => {}));
  }
  const languages = new Set([document.documentElement.lang, i18next.language].filter(Boolean));
  return Promise.all([...languages].map(loadSectionStrings)).then(() => {});
}

/** Before the page renders in `lng` (the root's clientLoader): its section strings, if the sections are wanted. */
export const sectionStringsFor = (lng: Language): Promise<void> => (wanted ? loadSectionStrings(lng) : Promise.resolve());
