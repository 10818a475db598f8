/** Shared i18n settings (server and browser). */

/**
 * The languages the project has locale tables for (app/i18n/locales/<code>, app/i18n/resources.ts):
 * the codes a content folder may list. English and French are complete; the others translate what
 * they can and fall back to English, key by key.
 */
export const KNOWN_LANGUAGES = ["en", "fr", "es"] as const;
/**
 * A language code. A plain string checked at runtime (isLanguage): which languages a site
 * speaks is the content's choice, read at start, not a compile-time list.
 */
export type Language = string;
/** The same type under the names the code used before. */
export type Lang = Language;
export type Lng = Language;
/** A site's languages when its content names none (profile.yaml `languages:`); the first is the default. */
export const DEFAULT_LANGUAGES: readonly Language[] = ["en", "fr"];
/**
 * A text table in code: English and French always (the compiler checks them), any other
 * language where translated. Read it with inLanguage, which falls back to English.
 */
export type Localized<T> = { en: T; fr: T } & Partial<Record<Language, T>>;
export const fallbackLng: Lng = "en";

/** Whether a value is a language code the project has a locale table for. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (KNOWN_LANGUAGES as readonly string[]).includes(value);
}
export const isLang = isLanguage;

/** A language code as a Lang: a known code stays, anything else is the fallback. */
export function toLang(value: unknown): Lang {
  return isLanguage(value) ? value : fallbackLng;
}

/** A code table's entry for `lng`, else its English one. */
export function inLanguage<T>(table: Localized<T>, lng: Language): T {
  return table[lng] ?? table.en;
}

/** Each language's name written in itself (the language menu, `lang`). */
export const LANGUAGE_AUTONYMS: Localized<string> = { en: "English", fr: "Français", es: "Español" };
/** A language's own name; the code when the project has none. */
export const autonym = (lng: Language): string => LANGUAGE_AUTONYMS[lng] ?? lng;

/** Each language's name in English (messages for the owner, the model's instructions). */
export const LANGUAGE_ENGLISH_NAMES: Localized<string> = { en: "English", fr: "French", es: "Spanish" };
/** A language's English name; the code when the project has none. */
export const englishName = (lng: Language): string => LANGUAGE_ENGLISH_NAMES[lng] ?? lng;

/** The BCP 47 tag used for number and date formatting in each language. */
export const LOCALE_TAGS: Localized<string> = { en: "en-US", fr: "fr-FR", es: "es-ES" };
/** A language's BCP 47 tag (English's for a language without one). */
export const localeTag = (lng: Language): string => inLanguage(LOCALE_TAGS, lng);
/** One namespace per area so each area owns its locale file. */
export const namespaces = ["common", "about", "skills", "showcase", "projects", "contact", "terminal"] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNS: Namespace = "common";
/**
 * The namespaces a page carries in its loader data: what the header, hero, terminal and footer show. The
 * sections' strings come with the sections' code when the visitor needs them (ADR 061, app/i18n/on-demand.ts).
 */
export const PAGE_NAMESPACES = ["common", "terminal"] as const satisfies readonly Namespace[];
export const SECTION_NAMESPACES = ["about", "skills", "showcase", "projects", "contact"] as const satisfies readonly Namespace[];

/** Where the language is kept: cookie "i18next", local key "i18nextLng", query parameter "lng". */
export const LANG_COOKIE = "i18next";
export const LANG_STORAGE_KEY = "i18nextLng";
export const LANG_QUERY_PARAM = "lng";

/** "fr-CA" -> "fr" when "fr" is one of `languages` (the site's); anything else -> null. */
export function normalizeLng(value: string | null | undefined, languages: readonly Language[]): Lng | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return languages.includes(base) ? base : null;
}

/**
 * Where a one-click toggle goes: the next of the site's languages (with two, the other one);
 * a code that is not one of them goes to the first (the default).
 */
export function toggledLng(current: string, languages: readonly Language[]): Lng {
  const index = languages.indexOf(current);
  return index < 0 ? (languages[0] ?? fallbackLng) : languages[(index + 1) % languages.length];
}

/** The plain (not base64) cookie the browser detector can read too; `Secure` when the site is served over https. */
export function langCookieHeader(lng: Lng, secure = false): string {
  return `${LANG_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this request reached the site over https (directly, or through a trusted proxy's X-Forwarded-Proto), or SITE_URL says https. */
export function isHttpsSite(requestUrl: string, siteUrl?: string): boolean {
  return new URL(requestUrl).protocol === "https:" || (siteUrl?.startsWith("https://") ?? false);
}
