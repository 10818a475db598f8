/**
 * Hydration: i18n starts in the language the server rendered (<html lang>),
 * so the first client render matches. A language switch revalidates the root
 * loader, which brings the other language's strings.
 */
import { RemixBrowser } from "@remix-run/react";
import type { i18n as I18nInstance } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { browserI18n } from "./i18n/browser-instance";
import { markPageCodeStarted, terminalTookOver } from "./terminal/ui/early-input";

/**
 * The events a person makes (React's discrete ones). Before the root has hydrated, React answers such an
 * event by hydrating the whole page synchronously, at once; when part of the page is still waiting for data
 * or code then, React 18 gives up with "Root did not complete" (error #345) and the page stays as the server
 * drew it, its terminal never starting (seen typing into the terminal in the first second: 1 run in 35 on a
 * desktop, more on a slow phone).
 */
const PERSON_EVENTS = [
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "change",
  "compositionstart",
  "compositionupdate",
  "compositionend",
  "textInput",
  "focusin",
  "focusout",
  "mousedown",
  "mouseup",
  "pointerdown",
  "pointerup",
  "pointercancel",
  "touchstart",
  "touchend",
  "touchcancel",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "submit",
  "reset",
  "copy",
  "cut",
  "paste",
  "select",
  "dragstart",
  "dragend",
  "drop",
];

/**
 * Until the root has hydrated, those events do what they do without JavaScript (typing, following a link,
 * posting a form: the browser's own behaviour is untouched) but do not reach React, which hydrates the page at
 * its own pace instead of all at once. Registered before React's own listeners on the document, so they run
 * first. The terminal taking over (early-input.ts) also means the root is there.
 */
function keepEventsFromReactUntilHydrated() {
  const hydrated = () => document.documentElement.dataset.hydrated === "true" || terminalTookOver();
  const hold = (event: Event) => {
    if (hydrated()) {
      for (const type of PERSON_EVENTS) document.removeEventListener(type, hold, true);
      return;
    }
    event.stopImmediatePropagation();
  };
  for (const type of PERSON_EVENTS) document.addEventListener(type, hold, true);
}

function hydrate() {
  // A terminal line sent before now is held for the terminal, however long hydration takes (early-input.ts).
  markPageCodeStarted();
  keepEventsFromReactUntilHydrated();
  // Single fetch streams loader data, so the strings arrive with the root loader and are added during the
  // root's first render (see use-language.ts). Not i18next itself: the part of it the page uses (ADR 061).
  const i18n = browserI18n as unknown as I18nInstance;

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate();
