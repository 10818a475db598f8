/** Shared i18n settings (server and browser). */
export const supportedLngs = ["en", "fr"] as const;
/**
 * The one language type. Every text table is a `Localized<…>` (a `Record<Lang, …>`), so adding a
 * language here makes the compiler list each table that lacks it (docs/customizing.md).
 */
export type Lang = (typeof supportedLngs)[number];
/** The same type under i18next's name. */
export type Lng = Lang;
/** A value given in every language: `{ en: …, fr: … }`. */
export type Localized<T> = Record<Lang, T>;
export const fallbackLng: Lng = "en";

/** Whether a value is exactly one of the supported language codes. */
export function isLang(value: unknown): value is Lang {
  return (supportedLngs as readonly unknown[]).includes(value);
}

/** A language code as a Lang: a supported code stays, anything else is the fallback. */
export function toLang(value: unknown): Lang {
  return isLang(value) ? value : fallbackLng;
}

/** The BCP 47 tag used for number and date formatting in each language. */
export const LOCALE_TAGS: Localized<string> = { en: "en-US", fr: "fr-FR" };
/** One namespace per area so each area owns its locale file. */
export const namespaces = ["common", "about", "skills", "showcase", "projects", "contact", "terminal"] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNS: Namespace = "common";

/** Where the language is kept: cookie "i18next", local key "i18nextLng", query parameter "lng". */
export const LANG_COOKIE = "i18next";
export const LANG_STORAGE_KEY = "i18nextLng";
export const LANG_QUERY_PARAM = "lng";

/** "fr-CA" -> "fr"; unsupported -> null. */
export function normalizeLng(value: string | null | undefined): Lng | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (supportedLngs as readonly string[]).includes(base) ? (base as Lng) : null;
}

/** The toggle switches between en and fr; anything other than en goes to en. */
const TOGGLED: Localized<Lng> = { en: "fr", fr: "en" };
export function toggledLng(current: string): Lng {
  return isLang(current) ? TOGGLED[current] : fallbackLng;
}

/** The plain (not base64) cookie the browser detector can read too; `Secure` when the site is served over https. */
export function langCookieHeader(lng: Lng, secure = false): string {
  return `${LANG_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this request reached the site over https (directly, or through a trusted proxy's X-Forwarded-Proto), or SITE_URL says https. */
export function isHttpsSite(requestUrl: string, siteUrl?: string): boolean {
  return new URL(requestUrl).protocol === "https:" || (siteUrl?.startsWith("https://") ?? false);
}
