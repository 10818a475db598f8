/**
 * The small-screen menu without JavaScript: the menu button links to this
 * overlay (#mobile-menu), which CSS shows while it is the page's target. A
 * section link moves the target elsewhere, so choosing one closes the menu and
 * goes there; the close link targets nothing, so the page stays where it was.
 * Rendered until hydration only: then the scripted menu (MobileMenu) takes over.
 */
import { useTranslation } from "react-i18next";
import { toggledLng } from "~/i18n/config";
import { MenuLanguageLinks } from "./LanguageSwitch";
import { useLanguage } from "~/i18n/use-language";
import { SectionNav } from "./SectionNav";

/** A fragment with no element: following it clears :target without scrolling. */
export const MENU_CLOSED_HASH = "#menu-closed";

const noop = () => {};

export function NoJsMenu({ languageHref }: { languageHref: string }) {
  const { t } = useTranslation();
  const { lng, languages } = useLanguage();
  return (
    <div id="mobile-menu" className="mobile-menu-layer nojs-menu" data-testid="nojs-menu">
      <div className="mobile-menu">
        <div className="mobile-menu-top">
          <a className="menu-close" href={MENU_CLOSED_HASH} aria-label={t("header.closeMenu")}>
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </a>
        </div>
        <SectionNav listClassName="mobile-menu-links" onLinkClick={noop} />
        {languages.length > 2 ? (
          <MenuLanguageLinks />
        ) : (
          <a className="button mobile-lang-switch" href={languageHref} hrefLang={toggledLng(lng, languages)}>
            {t("header.switchLanguage")}
          </a>
        )}
      </div>
    </div>
  );
}
