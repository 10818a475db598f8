/**
 * The site's public addresses, from SITE_URL when it is set, else from the
 * request's origin. The page has one URL per language (`/?lng=en`,
 * `/?lng=fr`); the bare URL is the `x-default` (the language is detected).
 */
import type { Localized } from "~/i18n/config";
import type { Language } from "~/content/types";

/** The site's base URL without a trailing slash ("https://example.com", or "https://example.com/folio"). */
export function siteBase(requestUrl: string, siteUrl?: string): string {
  if (siteUrl) {
    const url = new URL(siteUrl);
    return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
  }
  return new URL(requestUrl).origin;
}

/** The bare home page (the x-default alternate). */
export const homeUrl = (base: string) => `${base}/`;

/** The home page in one language. */
export const pageUrl = (base: string, lng: Language) => `${base}/?lng=${lng}`;

/**
 * The page's own (canonical) URL: its language's URL when the request named
 * the language (`?lng=`), else the bare URL — the x-default, whose language
 * is detected. A bare URL must not name a language URL as canonical: that
 * says "this page is a copy of the French one" for every visitor.
 */
export const canonicalUrl = (base: string, lng: Language, languageInUrl: boolean) => (languageInUrl ? pageUrl(base, lng) : homeUrl(base));

/** The preview image of a language (app/routes/og.$image.ts). */
export const ogImageUrl = (base: string, lng: Language) => `${base}/og/${lng}.png`;

/** Open Graph locales of the site's languages. */
export const OG_LOCALES: Localized<string> = { en: "en_US", fr: "fr_FR", es: "es_ES" };
/** A language's Open Graph locale (the bare code for one without a region here). */
export const ogLocale = (lng: Language): string => OG_LOCALES[lng] ?? lng;
