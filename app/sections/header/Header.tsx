/** Spec §2 Header: fixed, 64 px, brand link, one link per section, language toggle. */
import { useTranslation } from "react-i18next";
import { content } from "~/content";
import { useLanguage } from "~/i18n/use-language";
import { SECTIONS, type SectionKey } from "../nav";

export function Header({ hidden = false, activeSection }: { hidden?: boolean; activeSection?: SectionKey }) {
  const { t } = useTranslation();
  const { lng, toggle } = useLanguage();
  const { profile } = content;

  return (
    <header className="site-header" data-hidden={hidden ? "true" : "false"}>
      <div className="container">
        <a className="brand" href="#hero" aria-label={t("header.brandLabel", { name: profile.name })}>
          {t("header.brand", { handle: profile.handle })}
        </a>
        <nav aria-label={t("header.navLabel")}>
          <ul className="nav-links">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <a href={`#${section.id}`} aria-current={activeSection === section.key ? "true" : undefined}>
                  {t(`header.nav.${section.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          <button
            type="button"
            className="lang-toggle"
            onClick={toggle}
            aria-label={t("header.languageToggle", { lng: lng.toUpperCase() })}
            data-testid="lang-toggle"
          >
            {lng.toUpperCase()}
          </button>
        </div>
      </div>
    </header>
  );
}
