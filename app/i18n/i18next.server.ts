/**
 * Server-side language detection among the content's languages: query `lng`,
 * then the plain `i18next` cookie, then Accept-Language, then the default (the first).
 */
import { RemixI18Next } from "remix-i18next/server";
import { readCookie } from "../utils/cookies";
import { getContent } from "../content/store.server";
import { fallbackLng, KNOWN_LANGUAGES, LANG_COOKIE, LANG_QUERY_PARAM, normalizeLng, type Language, type Lng } from "./config";

/** The site's languages: the content's list, the default first. */
export function siteLanguages(): readonly Language[] {
  return getContent().profile.languages;
}

export type LocaleSource = "query" | "cookie" | "header" | "default";

/** The cookie's decoded value; null when absent or not decodable. */
function readDecodedCookie(request: Request, name: string): string | null {
  const raw = readCookie(request.headers.get("Cookie"), name);
  if (raw === null) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * The first supported language in the visitor's Accept-Language list, by
 * preference (q) then order: "de-DE,fr-FR;q=0.9,en;q=0.8" gives French.
 */
export function languageFromAcceptLanguage(header: string | null, languages: readonly Language[] = siteLanguages()): Lng | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lng = normalizeLng(tag, languages);
    if (lng) return lng;
  }
  return null;
}

/** Detects the language and says where it came from (the browser may refine "header"/"default"). */
export async function detectLocale(request: Request): Promise<{ locale: Lng; source: LocaleSource; cookie: string | null }> {
  const languages = siteLanguages();
  const cookie = readDecodedCookie(request, LANG_COOKIE);
  const fromQuery = normalizeLng(new URL(request.url).searchParams.get(LANG_QUERY_PARAM), languages);
  if (fromQuery) return { locale: fromQuery, source: "query", cookie };
  const fromCookie = normalizeLng(cookie, languages);
  if (fromCookie) return { locale: fromCookie, source: "cookie", cookie };
  const fromHeader = languageFromAcceptLanguage(request.headers.get("Accept-Language"), languages);
  if (fromHeader) return { locale: fromHeader, source: "header", cookie };
  return { locale: languages[0] ?? fallbackLng, source: "default", cookie };
}

/**
 * remix-i18next's detector, running the rules above as its one step (its own
 * query/cookie/header steps rank Accept-Language differently: ADR 003). Routes
 * that need only the language ask it; the root loader also needs the source.
 */
const remixI18next = new RemixI18Next({
  detection: {
    // Every code with a locale table: findLocale already picks among the content's languages.
    supportedLanguages: [...KNOWN_LANGUAGES],
    fallbackLanguage: fallbackLng,
    order: ["custom"],
    findLocale: async (request) => (await detectLocale(request)).locale,
  },
});

/** The visitor's language for this request. */
export async function getLocale(request: Request): Promise<Lng> {
  const languages = siteLanguages();
  return normalizeLng(await remixI18next.getLocale(request), languages) ?? languages[0] ?? fallbackLng;
}
