/** All translations, bundled for the server (the browser gets its language's through the root loader). */
import enCommon from "./locales/en/common.json";
import enAbout from "./locales/en/about.json";
import enSkills from "./locales/en/skills.json";
import enShowcase from "./locales/en/showcase.json";
import enProjects from "./locales/en/projects.json";
import enContact from "./locales/en/contact.json";
import enTerminal from "./locales/en/terminal.json";
import frCommon from "./locales/fr/common.json";
import frAbout from "./locales/fr/about.json";
import frSkills from "./locales/fr/skills.json";
import frShowcase from "./locales/fr/showcase.json";
import frProjects from "./locales/fr/projects.json";
import frContact from "./locales/fr/contact.json";
import frTerminal from "./locales/fr/terminal.json";
import esCommon from "./locales/es/common.json";
import esAbout from "./locales/es/about.json";
import esSkills from "./locales/es/skills.json";
import esShowcase from "./locales/es/showcase.json";
import esProjects from "./locales/es/projects.json";
import esContact from "./locales/es/contact.json";
import esTerminal from "./locales/es/terminal.json";
import type { InitOptions, Resource } from "i18next";
import { defaultNS, fallbackLng, KNOWN_LANGUAGES, namespaces, type Language, type Localized, type Namespace } from "./config";

export type Translations = Record<Namespace, Record<string, unknown>>;

/**
 * Each language's locale table (KNOWN_LANGUAGES in config.ts lists the same codes). English and
 * French have every key; another language may have some, the rest falls back to English.
 */
export const resources: Localized<Translations> & Resource = {
  en: {
    common: enCommon,
    about: enAbout,
    skills: enSkills,
    showcase: enShowcase,
    projects: enProjects,
    contact: enContact,
    terminal: enTerminal,
  },
  fr: {
    common: frCommon,
    about: frAbout,
    skills: frSkills,
    showcase: frShowcase,
    projects: frProjects,
    contact: frContact,
    terminal: frTerminal,
  },
  es: {
    common: esCommon,
    about: esAbout,
    skills: esSkills,
    showcase: esShowcase,
    projects: esProjects,
    contact: esContact,
    terminal: esTerminal,
  },
};

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

/** `own` with every key it lacks taken from `fallback` (its own keys first, in their order). */
function withFallback(own: Tree, fallback: Tree): Tree {
  const out: Tree = { ...own };
  for (const [key, value] of Object.entries(fallback)) {
    if (!(key in out)) out[key] = value;
    else if (isTree(out[key]) && isTree(value)) out[key] = withFallback(out[key] as Tree, value);
  }
  return out;
}

const complete = new Map<Language, Translations>();

/**
 * A language's strings as the browser gets them: its own, with English in every place it has
 * none (the browser holds one language's bundle, so i18next's fallback could not find English).
 */
export function translationsFor(lng: Language): Translations {
  let bundle = complete.get(lng);
  if (!bundle) {
    const own = resources[lng] ?? resources.en;
    bundle = Object.fromEntries(namespaces.map((ns) => [ns, withFallback(own[ns], resources.en[ns])])) as Translations;
    complete.set(lng, bundle);
  }
  return bundle;
}

/** Some namespaces of a language's strings as the browser gets them (translationsFor). */
export function translationsIn<N extends Namespace>(lng: Language, names: readonly N[]): Record<N, Record<string, unknown>> {
  const all = translationsFor(lng);
  return Object.fromEntries(names.map((ns) => [ns, all[ns]])) as Record<N, Record<string, unknown>>;
}

/** How the server's i18next renders a language (entry.server.tsx; the browser's i18n is checked against it). */
export function serverI18nextOptions(lng: string): InitOptions {
  return {
    lng,
    fallbackLng,
    supportedLngs: [...KNOWN_LANGUAGES],
    ns: [...namespaces],
    defaultNS,
    resources,
    interpolation: { escapeValue: false },
    initImmediate: false,
  };
}
