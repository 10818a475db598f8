/**
 * Renders a piece of the page to static HTML in one language, with the real locale files and the
 * content under test: what the server sends, for unit tests of sections and components.
 */
import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { ContentContext, toClientContent } from "~/content/use-content";
import { resources } from "~/i18n/resources";
import { testContent } from "./content";

/**
 * The modules the sections load with React.lazy: a static render shows their fallback and starts their import,
 * which would land after the test file's environment is gone (the unit project shares one between files).
 * Loaded here first, each lazy() finds its module ready and nothing is loaded late.
 */
const LAZY_MODULES = () =>
  Promise.all([
    import("~/sections/ai-showcase/Markdown"),
    import("~/sections/ai-showcase/WeatherCard"),
    import("~/sections/projects/ProjectModal"),
    import("~/sections/header/MobileMenu"),
  ]);

export async function renderSection(element: ReactElement, lng: string): Promise<string> {
  await LAZY_MODULES();
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ContentContext.Provider value={toClientContent(testContent())}>{element}</ContentContext.Provider>
    </I18nextProvider>,
  );
}
