/**
 * Hydration: i18next starts in the language the server rendered (<html lang>),
 * so the first client render matches. A language switch revalidates the root
 * loader, which brings the other language's strings.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { defaultNS, fallbackLng, KNOWN_LANGUAGES, namespaces } from "./i18n/config";
import { markPageCodeStarted } from "./terminal/ui/early-input";

async function hydrate() {
  // A terminal line sent before now is held for the terminal, however long hydration takes (early-input.ts).
  markPageCodeStarted();
  // Single fetch streams loader data, so the strings arrive with the root
  // loader and are added during the root's first render (see use-language.ts).
  const lng = document.documentElement.lang || fallbackLng;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng,
    supportedLngs: [...KNOWN_LANGUAGES],
    ns: [...namespaces],
    defaultNS,
    resources: {},
    interpolation: { escapeValue: false },
  });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
