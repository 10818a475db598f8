/**
 * Server-side language detection: query `lng`, then the plain `i18next`
 * cookie, then Accept-Language, then English.
 */
import { RemixI18Next } from "remix-i18next/server";
import { readCookie } from "../utils/cookies";
import { fallbackLng, LANG_COOKIE, LANG_QUERY_PARAM, normalizeLng, supportedLngs, type Lng } from "./config";

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
export function languageFromAcceptLanguage(header: string | null): Lng | null {
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
    const lng = normalizeLng(tag);
    if (lng) return lng;
  }
  return null;
}

/** Detects the language and says where it came from (the browser may refine "header"/"default"). */
export async function detectLocale(request: Request): Promise<{ locale: Lng; source: LocaleSource; cookie: string | null }> {
  const cookie = readDecodedCookie(request, LANG_COOKIE);
  const fromQuery = normalizeLng(new URL(request.url).searchParams.get(LANG_QUERY_PARAM));
  if (fromQuery) return { locale: fromQuery, source: "query", cookie };
  const fromCookie = normalizeLng(cookie);
  if (fromCookie) return { locale: fromCookie, source: "cookie", cookie };
  const fromHeader = languageFromAcceptLanguage(request.headers.get("Accept-Language"));
  if (fromHeader) return { locale: fromHeader, source: "header", cookie };
  return { locale: fallbackLng, source: "default", cookie };
}

/**
 * remix-i18next's detector, running the rules above as its one step (its own
 * query/cookie/header steps rank Accept-Language differently: ADR 003). Routes
 * that need only the language ask it; the root loader also needs the source.
 */
const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: fallbackLng,
    order: ["custom"],
    findLocale: async (request) => (await detectLocale(request)).locale,
  },
});

/** The visitor's language for this request. */
export async function getLocale(request: Request): Promise<Lng> {
  return normalizeLng(await remixI18next.getLocale(request)) ?? fallbackLng;
}
