/**
 * The owner's content in the browser: what the root loader sends, in the page's language only (ADR 061): the
 * profile, the skills and the terminal's banner. The terminal's engine fetches its own, every language, when
 * it starts (app/routes/api.terminal-content.ts); the projects come with the home route's data; the
 * assistant's knowledge stays on the server. The root layout provides it; components read it with
 * useContent(). Nothing in the browser bundle imports the content folder.
 */
import { createContext, useContext, useMemo, useRef } from "react";
import type { Language } from "~/i18n/config";
import { inOneLanguage, withLanguagesOf } from "./one-language";
import type { ClientContent, Content } from "./types";

export type { ClientContent };

/** What the page's components read of the content. */
export type PageContent = Pick<ClientContent, "profile" | "skillCategories" | "terminal">;

const withoutFrenchNames = (category: Content["skillCategories"][number]) => ({
  ...category,
  skills: category.skills.map(({ fr: _fr, ...skill }) => skill),
});

const PAGE_CONTENT = new WeakMap<Content, Map<Language, PageContent>>();

/** The page's part of the content in `lng` (kept per content and language: the loader asks on every render). */
export function pageContent(content: Content, lng: Language): PageContent {
  let byLanguage = PAGE_CONTENT.get(content);
  if (!byLanguage) PAGE_CONTENT.set(content, (byLanguage = new Map()));
  let page = byLanguage.get(lng);
  if (!page) {
    const { profile, terminal } = content;
    // A skill's French name (`fr`, beside `name`) is a text of the French page only.
    const skillCategories = lng === "fr" ? content.skillCategories : content.skillCategories.map(withoutFrenchNames);
    page = inOneLanguage({ profile, skillCategories, terminal }, lng);
    byLanguage.set(lng, page);
  }
  return page;
}

/** The part of the content the page and the terminal need, in every language (unit tests of components). */
export function toClientContent(content: Content): ClientContent {
  const { assistant: _assistant, ...client } = content;
  return client;
}

/**
 * Loader data in one language, with the languages it was sent in before (withLanguagesOf): after a language
 * switch the new data comes one render before i18next's language, and a component still reading the previous
 * language must find its texts.
 */
export function useLanguagesSeen<T>(value: T): T {
  const seen = useRef(value);
  return useMemo(() => (seen.current = seen.current === value ? value : withLanguagesOf(seen.current, value)), [value]);
}

/** Set by the root layout from its loader data (tests render components inside one too). */
export const ContentContext = createContext<PageContent | null>(null);

export function useContent(): PageContent {
  const content = useContext(ContentContext);
  if (!content) throw new Error("useContent: no content (render inside the root layout or a ContentContext provider)");
  return content;
}
