/**
 * The small-screen menu without JavaScript: the menu button links to the header's
 * own navigation (#mobile-menu), which CSS turns into a full-screen overlay while
 * it is the page's target. There is one navigation in the page, so a text browser
 * or a page without CSS lists the sections once. A section link moves the target
 * elsewhere, so choosing one closes the menu and goes there; the close link
 * targets nothing, so the page stays where it was. These extras are rendered
 * until hydration only: then the scripted menu (MobileMenu) takes over.
 */
import { useTranslation } from "react-i18next";
import { toggledLng } from "~/i18n/config";
import { MenuLanguageLinks } from "./LanguageSwitch";
import { useLanguage } from "~/i18n/use-language";

/** A fragment with no element: following it clears :target without scrolling. */
export const MENU_CLOSED_HASH = "#menu-closed";

export const NO_JS_MENU_ID = "mobile-menu";

/** The overlay's close link, above the section links. */
export function NoJsMenuClose() {
  const { t } = useTranslation();
  return (
    <div className="mobile-menu-top nojs-menu-only">
      <a className="menu-close" href={MENU_CLOSED_HASH}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {/* Named by text (visually hidden): a text browser shows it. */}
        <span className="visually-hidden">{t("header.closeMenu")}</span>
      </a>
    </div>
  );
}

/** The overlay's language link(s), below the section links. */
export function NoJsMenuLanguage({ languageHref }: { languageHref: string }) {
  const { t } = useTranslation();
  const { lng, languages } = useLanguage();
  return (
    <div className="nojs-menu-only">
      {languages.length > 2 ? (
        <MenuLanguageLinks />
      ) : (
        <a className="button mobile-lang-switch" href={languageHref} hrefLang={toggledLng(lng, languages)}>
          {t("header.switchLanguage")}
        </a>
      )}
    </div>
  );
}
