/**
 * Server-side language detection: query `lng`, then the plain `i18next`
 * cookie, then Accept-Language, then English.
 */
import { RemixI18Next } from "remix-i18next/server";
import { fallbackLng, LANG_COOKIE, LANG_QUERY_PARAM, normalizeLng, supportedLngs, type Lng } from "./config";

export type LocaleSource = "query" | "cookie" | "header" | "default";

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return null;
      }
    }
  }
  return null;
}

const headerDetector = new RemixI18Next({
  detection: { supportedLanguages: [...supportedLngs], fallbackLanguage: fallbackLng, order: ["header"] },
});

/** Detects the language and says where it came from (the browser may refine "header"/"default"). */
export async function detectLocale(request: Request): Promise<{ locale: Lng; source: LocaleSource; cookie: string | null }> {
  const cookie = readCookie(request, LANG_COOKIE);
  const fromQuery = normalizeLng(new URL(request.url).searchParams.get(LANG_QUERY_PARAM));
  if (fromQuery) return { locale: fromQuery, source: "query", cookie };
  const fromCookie = normalizeLng(cookie);
  if (fromCookie) return { locale: fromCookie, source: "cookie", cookie };
  if (request.headers.get("Accept-Language")) {
    const fromHeader = normalizeLng(await headerDetector.getLocale(request));
    if (fromHeader) return { locale: fromHeader, source: "header", cookie };
  }
  return { locale: fallbackLng, source: "default", cookie };
}
