/** All translations, bundled for the server (the browser gets them through the root loader). */
import enCommon from "./locales/en/common.json";
import enSections from "./locales/en/sections.json";
import enTerminal from "./locales/en/terminal.json";
import frCommon from "./locales/fr/common.json";
import frSections from "./locales/fr/sections.json";
import frTerminal from "./locales/fr/terminal.json";
import type { Lng, Namespace } from "./config";

export type Translations = Record<Namespace, Record<string, unknown>>;

export const resources: Record<Lng, Translations> = {
  en: { common: enCommon, sections: enSections, terminal: enTerminal },
  fr: { common: frCommon, sections: frSections, terminal: frTerminal },
};
