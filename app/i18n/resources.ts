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
import type { Lng, Namespace } from "./config";

export type Translations = Record<Namespace, Record<string, unknown>>;

export const resources: Record<Lng, Translations> = {
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
};
