/**
 * The header's language switch. With two languages: one link to the other (the toggle, showing the
 * current language's code and named as text by the other's name). With
 * more: a native disclosure (<details>) listing every language as a link `?lng=<code>`, so it
 * opens and works without JavaScript; with it, a choice switches in place. Keyboard: the summary
 * opens and closes it (Enter or Space), Tab walks the links, Escape closes it.
 */
import { useLocation } from "@remix-run/react";
import { useRef, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { autonym, LANG_QUERY_PARAM, toggledLng, type Language } from "~/i18n/config";
import { useLanguage } from "~/i18n/use-language";

/** A plain left click (not one meant for a new tab or window), which the script may take over. */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** This page in language `lng` (a real link: it works without JavaScript), other query parameters kept (`?index` of a form answer dropped). */
export function useLanguageHrefFor(): (lng: Language) => string {
  const { pathname, search } = useLocation();
  return (lng) => {
    const params = new URLSearchParams(search);
    params.delete("index");
    params.set(LANG_QUERY_PARAM, lng);
    return `${pathname}?${params.toString()}`;
  };
}

/** The toggle's link: this page in the next language (with two, the other one). */
export function useLanguageHref(): string {
  const { lng, languages } = useLanguage();
  return useLanguageHrefFor()(toggledLng(lng, languages));
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lng, languages, toggle, setLanguage } = useLanguage();
  const hrefFor = useLanguageHrefFor();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const label = t("header.languageToggle", { code: lng.toUpperCase() });

  if (languages.length <= 2) {
    const other = toggledLng(lng, languages);
    // The toggle shows the current language's code, drawn by CSS from data-code: as text, a link reading "EN"
    // that goes to the French page misleads a text browser's reader (w3m, lynx). Its text, visually hidden,
    // names the page it goes to; screen readers hear its label.
    return (
      <a
        className="lang-toggle"
        href={hrefFor(other)}
        hrefLang={other}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          toggle();
        }}
        aria-label={label}
        data-code={lng.toUpperCase()}
        data-testid="lang-toggle"
      >
        <span className="visually-hidden" lang={other}>
          {autonym(other)}
        </span>
      </a>
    );
  }

  const close = (focusSummary: boolean) => {
    const menu = menuRef.current;
    if (!menu) return;
    menu.open = false;
    if (focusSummary) menu.querySelector("summary")?.focus();
  };
  // Escape closes the open list and gives the focus back to its summary.
  const onEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "Escape" && menuRef.current?.open) {
      event.stopPropagation();
      close(true);
    }
  };
  return (
    <details ref={menuRef} className="lang-menu" data-testid="lang-menu">
      <summary className="lang-toggle" aria-label={label} data-testid="lang-toggle" onKeyDown={onEscape}>
        {lng.toUpperCase()}
      </summary>
      <ul className="lang-menu-list" aria-label={t("header.languageMenu")}>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lng ? "true" : undefined}
              data-testid={`lang-option-${code}`}
              onKeyDown={onEscape}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                close(false);
                if (code !== lng) setLanguage(code);
              }}
            >
              <span className="lang-menu-code" aria-hidden="true">
                {code.toUpperCase()}
              </span>{" "}
              {autonym(code)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The small-screen menus' language choice when there are more than two: a link per other language, named in itself. */
export function MenuLanguageLinks({ onChoose }: { onChoose?: (lng: Language) => void }) {
  const { t } = useTranslation();
  const { lng, languages } = useLanguage();
  const hrefFor = useLanguageHrefFor();
  return (
    <ul className="mobile-lang-list" aria-label={t("header.languageMenu")}>
      {languages
        .filter((code) => code !== lng)
        .map((code) => (
          <li key={code}>
            <a
              className="button mobile-lang-switch"
              href={hrefFor(code)}
              hrefLang={code}
              lang={code}
              onClick={(event) => {
                if (!onChoose || !isPlainClick(event)) return;
                event.preventDefault();
                onChoose(code);
              }}
            >
              {autonym(code)}
            </a>
          </li>
        ))}
    </ul>
  );
}
