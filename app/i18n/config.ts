/** Shared i18n settings (server and browser). */
export const supportedLngs = ["en", "fr"] as const;
export type Lng = (typeof supportedLngs)[number];
export const fallbackLng: Lng = "en";
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
export function toggledLng(current: string): Lng {
  return current === "en" ? "fr" : "en";
}

/** The plain (not base64) cookie the browser detector can read too; `Secure` when the site is served over https. */
export function langCookieHeader(lng: Lng, secure = false): string {
  return `${LANG_COOKIE}=${lng}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this request reached the site over https (directly, or through a trusted proxy's X-Forwarded-Proto), or SITE_URL says https. */
export function isHttpsSite(requestUrl: string, siteUrl?: string): boolean {
  return new URL(requestUrl).protocol === "https:" || (siteUrl?.startsWith("https://") ?? false);
}
