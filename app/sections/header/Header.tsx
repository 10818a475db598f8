/**
 * Header: fixed, 64 px, brand link, one link per section (the active
 * one marked), language toggle; on small screens a menu button opens a
 * full-screen overlay. Slides up by 80 px when hidden (spring stiffness 100, damping 20).
 */
import { springEasing } from "~/components/spring";
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useContent } from "~/content/use-content";
import { useHydrated } from "~/components/use-hydrated";
import { HEADER_SLIDE_PX, HEADER_SPRING, type SectionKey } from "../nav";

/** The header slides with the spec's spring, as a CSS transition (no animation runtime on first load). */
const SLIDE = springEasing(HEADER_SPRING.stiffness, HEADER_SPRING.damping);
import { useSectionLinkHandler } from "./use-section-link";
import { SectionNav } from "./SectionNav";
import { NO_JS_MENU_ID, NoJsMenuClose, NoJsMenuLanguage } from "./NoJsMenu";
import { isPlainClick, LanguageSwitch, MenuLanguageLinks, useLanguageHref } from "./LanguageSwitch";
import { useLanguage } from "~/i18n/use-language";

export interface HeaderProps {
  /** Slid out of view (terminal fullscreen, or scrolling down). */
  hidden?: boolean;
  /** Out of reach entirely (terminal fullscreen): not focusable either. */
  inert?: boolean;
  activeSection?: SectionKey;
  /** Called when something in the header takes focus while it is slid away. */
  onReveal?: () => void;
}

/** Only opened on small screens, on demand: not part of the first page load. */
const MobileMenu = lazy(() => import("./MobileMenu").then((module) => ({ default: module.MobileMenu })));

export { isPlainClick, useLanguageHref } from "./LanguageSwitch";

/** True from the first time `value` is true. */
function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  if (value && !latched) setLatched(true);
  return latched || value;
}

export function Header({ hidden = false, inert = false, activeSection, onReveal }: HeaderProps) {
  const { profile } = useContent();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code (and its exit animation) loads the first time it opens, then stays mounted.
  const { setLanguage } = useLanguage();
  const menuLoaded = useLatch(menuOpen);
  const headerRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const onLinkClick = useSectionLinkHandler();
  const languageHref = useLanguageHref();
  // Without JavaScript the menu button is a link to a CSS (:target) overlay; once
  // hydrated it opens the scripted overlay instead, and the CSS one is gone.
  const hydrated = useHydrated();
  const openMenu = (event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setMenuOpen(true);
  };

  useEffect(() => {
    // Only a script slides the header: the transition is set by it too (the page's HTML keeps no
    // inline `linear()` easing, which HTML checkers do not know yet).
    if (headerRef.current) headerRef.current.style.transition = `transform ${SLIDE.durationMs}ms ${SLIDE.easing}`;
  }, []);

  useEffect(() => {
    const el = headerRef.current;
    if (!el) return;
    el.inert = inert;
    if (inert) el.setAttribute("aria-hidden", "true");
    else el.removeAttribute("aria-hidden");
  }, [inert]);

  useEffect(() => {
    if (inert) setMenuOpen(false);
  }, [inert]);

  return (
    <>
      <header
        ref={headerRef}
        className="site-header"
        data-hidden={hidden ? "true" : "false"}
        style={{ transform: hidden ? `translateY(-${HEADER_SLIDE_PX}px)` : undefined }}
        onFocus={() => {
          if (hidden && !inert) onReveal?.();
        }}
      >
        <div className="container">
          <a
            className="brand"
            href="#hero"
            aria-label={t("header.brandLabel", { name: profile.name, handle: profile.handle })}
            onClick={(event) => onLinkClick(event, "hero")}
          >
            {t("header.brand", { handle: profile.handle })}
          </a>
          {/* Without JavaScript this is also the small-screen menu (a CSS overlay while it is the target). */}
          <div
            id={hydrated ? undefined : NO_JS_MENU_ID}
            className={hydrated ? "nav-layer" : "nav-layer nojs-menu"}
            data-testid={hydrated ? undefined : "nojs-menu"}
          >
            {hydrated ? null : <NoJsMenuClose />}
            <SectionNav className="desktop-nav" listClassName="nav-links" activeSection={activeSection} onLinkClick={onLinkClick} />
            {hydrated ? null : <NoJsMenuLanguage languageHref={languageHref} />}
          </div>
          <div className="header-actions">
            <LanguageSwitch />
            {/* Keeps the two links' names apart in a text browser; between flex items, CSS draws no space. */}{" "}
            {/* A link to the CSS overlay without JavaScript, a button (same element) with it. */}
            <a
              ref={menuButtonRef}
              href={`#${NO_JS_MENU_ID}`}
              role="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              data-testid="menu-toggle"
              onClick={(event) => {
                if (isPlainClick(event)) openMenu(event);
              }}
              onKeyDown={(event) => {
                // A button answers Space as well as Enter.
                if (event.key === " ") openMenu(event);
              }}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {/* Named by text, not aria-label: a text browser shows it (lynx lists a link without text as hidden). */}
              <span className="visually-hidden">{t("header.openMenu")}</span>
            </a>
          </div>
        </div>
      </header>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            activeSection={activeSection}
            languageLinks={<MenuLanguageLinks onChoose={setLanguage} />}
          />
        </Suspense>
      ) : null}
    </>
  );
}
