/** The page's one i18n instance in the browser (browser-i18n.ts), in the language the server rendered (<html lang>). */
import { createBrowserI18n } from "./browser-i18n";
import { defaultNS, fallbackLng } from "./config";

export const browserI18n = createBrowserI18n({
  lng: (typeof document !== "undefined" && document.documentElement.lang) || fallbackLng,
  fallbackLng,
  defaultNS,
});
