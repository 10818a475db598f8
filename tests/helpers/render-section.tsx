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

export async function renderSection(element: ReactElement, lng: string): Promise<string> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng, fallbackLng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ContentContext.Provider value={toClientContent(testContent())}>{element}</ContentContext.Provider>
    </I18nextProvider>,
  );
}
