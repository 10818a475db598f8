/**
 * The browser's i18n instance (ADR 061): the part of i18next that react-i18next and the page use — strings
 * added from the loader's data and on demand, `t(key, { vars, count })` with `{{var}}` interpolation and
 * `_one`/`_other` plurals, English where a language lacks a key, `changeLanguage` and `languageChanged` —
 * without i18next's 14 KB gzip (48 KB) in every first visit. The server renders with i18next itself;
 * tests/unit/i18n/browser-i18n.test.ts checks that both give the same text for every key of every language.
 */
type Bundle = Record<string, unknown>;
type Listener = (language: string) => void;
export type TranslateOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type Translate = (key: string, options?: TranslateOptions) => string;

const KEY_SEPARATOR = ".";
/** `t("common:labelled")` from any namespace's t: i18next reads the part before ":" as the namespace. */
const NS_SEPARATOR = ":";
/** i18next's default: a missing variable stays as written ({{name}}). */
const VARIABLE = /\{\{\s*([^{}\s]+)\s*\}\}/g;

export interface BrowserI18nOptions {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
}

export function createBrowserI18n({ lng, fallbackLng, defaultNS }: BrowserI18nOptions) {
  const store: Record<string, Record<string, Bundle>> = {};
  const listeners = new Map<string, Set<Listener>>();
  const plurals = new Map<string, Intl.PluralRules>();

  function lookup(language: string, ns: string, key: string): string | undefined {
    let node: unknown = store[language]?.[ns];
    for (const part of key.split(KEY_SEPARATOR)) node = node && typeof node === "object" ? (node as Bundle)[part] : undefined;
    return typeof node === "string" ? node : undefined;
  }

  function pluralForm(language: string, count: number): string {
    let rules = plurals.get(language);
    if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  }

  /** i18next's order: per language (the asked one, then the fallback), the most specific key first. */
  function resolve(language: string, ns: string, key: string, count: number | undefined): string | undefined {
    for (const code of language === fallbackLng ? [language] : [language, fallbackLng]) {
      const keys = typeof count === "number" ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralForm(code, count)}`, key] : [key];
      for (const candidate of keys) {
        const found = lookup(code, ns, candidate);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  const interpolate = (text: string, options: TranslateOptions | undefined) =>
    options ? text.replace(VARIABLE, (match, name: string) => (options[name] === undefined ? match : String(options[name]))) : text;

  const i18n = {
    language: lng,
    languages: [lng, fallbackLng],
    isInitialized: true,
    options: { lng, fallbackLng, defaultNS, react: {} as Record<string, unknown> },
    /** react-i18next binds to the store's events only when told to (bindI18nStore): none here. */
    store: { on() {}, off() {} },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return i18n;
    },
    off(event: string, listener?: Listener) {
      if (listener) listeners.get(event)?.delete(listener);
      else listeners.delete(event);
      return i18n;
    },
    /** Strings are added before anything renders with them (the root's data, the sections' fetch). */
    hasLoadedNamespace: () => true,
    hasResourceBundle: (language: string, ns: string) => store[language]?.[ns] !== undefined,
    addResourceBundle(language: string, ns: string, bundle: Bundle) {
      (store[language] ??= {})[ns] = { ...store[language][ns], ...bundle };
      return i18n;
    },
    getFixedT(language: string | null, ns?: string | string[] | null): Translate {
      const namespace = (Array.isArray(ns) ? ns[0] : ns) ?? defaultNS;
      return (asked, options) => {
        // As i18next splits it: the first part names the namespace, the others the key (joined by ".").
        const parts = asked.split(NS_SEPARATOR);
        const [ns, key] = parts.length > 1 ? [parts[0]!, parts.slice(1).join(KEY_SEPARATOR)] : [namespace, asked];
        const found = resolve(language ?? i18n.language, ns, key, options?.count);
        return found === undefined ? (options?.defaultValue ?? key) : interpolate(found, options);
      };
    },
    t: ((key, options) => i18n.getFixedT(null)(key, options)) as Translate,
    changeLanguage(next: string) {
      if (next !== i18n.language) {
        i18n.language = next;
        i18n.languages = [next, fallbackLng];
        for (const listener of listeners.get("languageChanged") ?? []) listener(next);
      }
      return Promise.resolve(i18n.t);
    },
  };
  return i18n;
}

export type BrowserI18n = ReturnType<typeof createBrowserI18n>;
