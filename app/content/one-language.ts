/**
 * One language per page (ADR 061): the loaders send each localized text in the request's language only, so a
 * page weighs its content once, not once per language. A localized value keeps its shape (`{ fr: "…" }` for
 * `{ en, fr }`), so the code that reads `text[lng]` with the page's language is unchanged.
 */
import { KNOWN_LANGUAGES, type Language } from "~/i18n/config";

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

const isLanguageKey = (key: string) => (KNOWN_LANGUAGES as readonly string[]).includes(key);

/**
 * `value` with only `lng` of every localized part: in an object that has an `lng` key, the keys naming another
 * language go (`{ en, fr }` texts, a project's `en`/`fr` blocks, a skill's French `fr` name on another page).
 * An object without an `lng` key keeps all its keys (a table keyed by ids, such as a project called "fr").
 */
export function inOneLanguage<T>(value: T, lng: Language): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inOneLanguage(item, lng)) as T;
  if (!isPlainObject(value)) return value;
  const localized = lng in value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (localized && key !== lng && isLanguageKey(key)) continue;
    out[key] = inOneLanguage(item, lng);
  }
  return out as T;
}

/**
 * The union of two renders' data in different languages (the same content): each localized part holds both
 * languages. The browser keeps what it was sent so that, while i18next catches up with a language switch (an
 * effect, one render after the loader's data), a component reading the previous language still finds its text.
 */
export function withLanguagesOf<T>(previous: T, next: T): T {
  if (Array.isArray(previous) && Array.isArray(next))
    return (previous.length === next.length ? next.map((item: unknown, i) => withLanguagesOf(previous[i], item)) : next) as T;
  if (!isPlainObject(previous) || !isPlainObject(next)) return next;
  const out: Record<string, unknown> = { ...next };
  for (const [key, item] of Object.entries(previous)) {
    if (!(key in next)) {
      // Only another language's text is carried over: anything else the new data lacks is gone for good.
      if (isLanguageKey(key)) out[key] = item;
    } else out[key] = withLanguagesOf(item, next[key]);
  }
  return out as T;
}
