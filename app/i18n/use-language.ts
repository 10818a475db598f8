/**
 * The visitor's language in the browser. The server's choice (root loader)
 * is the truth for rendering; switching writes the cookie and localStorage,
 * then revalidates so <html lang>, meta and every string follow without a reload.
 */
import { useNavigate, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import { DEFAULT_LANGUAGES, LANG_QUERY_PARAM, LANG_STORAGE_KEY, langCookieHeader, normalizeLng, toggledLng, type Lng } from "./config";
import type { RootLoaderData } from "~/root";

function safeStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function persist(lng: Lng) {
  document.cookie = langCookieHeader(lng, window.location.protocol === "https:").replace(/; HttpOnly/i, "");
  safeStorage("localStorage")?.setItem(LANG_STORAGE_KEY, lng);
}

/**
 * Adds the root loader's strings to i18next. Called while rendering the root,
 * before any child translates, so hydration renders the server's exact text.
 */
export function useLoaderTranslations() {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const { i18n } = useTranslation();
  if (data) {
    for (const [ns, bundle] of Object.entries(data.translations)) {
      if (!i18n.hasResourceBundle(data.locale, ns)) i18n.addResourceBundle(data.locale, ns, bundle, true, true);
    }
  }
}

/** Keeps i18next in step with the root loader's language and offers the toggle. */
export function useLanguage() {
  const data = useRouteLoaderData<RootLoaderData>("root");
  const { i18n } = useTranslation();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const lng: Lng = data?.locale ?? "en";
  const languages = data?.content.profile.languages ?? DEFAULT_LANGUAGES;

  // remix-i18next: i18next follows the root loader's language.
  useChangeLanguage(data?.locale ?? i18n.language);
  useEffect(() => {
    if (data) document.documentElement.lang = data.locale;
  }, [data]);

  const setLanguage = useCallback(
    (next: Lng) => {
      persist(next);
      // A ?lng= in the address would win over the cookie on revalidation: navigate
      // (replacing the entry) to the same page without it, which reloads the data.
      const url = new URL(window.location.href);
      if (url.searchParams.has(LANG_QUERY_PARAM)) {
        url.searchParams.delete(LANG_QUERY_PARAM);
        navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true, preventScrollReset: true });
      } else {
        revalidator.revalidate();
      }
    },
    [navigate, revalidator],
  );

  const toggle = useCallback(() => setLanguage(toggledLng(lng, languages)), [lng, languages, setLanguage]);
  return { lng, languages, toggle, setLanguage };
}

/**
 * The spec's browser detection order after the server's: when the server only
 * had Accept-Language (no query, no cookie), a stored choice in localStorage or
 * sessionStorage wins. Runs once after hydration, so hydration never mismatches.
 */
export function useStoredLanguagePreference(setLanguage: (lng: Lng) => void) {
  const data = useRouteLoaderData<RootLoaderData>("root");
  useEffect(() => {
    if (!data) return;
    const languages = data.content.profile.languages;
    const stored =
      normalizeLng(safeStorage("localStorage")?.getItem(LANG_STORAGE_KEY), languages) ??
      normalizeLng(safeStorage("sessionStorage")?.getItem(LANG_STORAGE_KEY), languages);
    const serverGuessed = data.localeSource === "header" || data.localeSource === "default";
    if (serverGuessed && stored && stored !== data.locale) {
      setLanguage(stored);
      return;
    }
    // Cache the detected language in both places the detectors read.
    persist(data.locale);
    // Once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
