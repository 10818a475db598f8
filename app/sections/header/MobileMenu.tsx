/**
 * Header, small screens: a full-screen overlay with the section links
 * and the language switch. A link closes it (and goes there); Escape and the
 * close button close it; focus stays inside while it is open. Fades in 0.2 s.
 */
import { AnimatePresence, domAnimation, LazyMotion, m, useIsPresent, useReducedMotion } from "framer-motion";
import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFocusTrap } from "~/components/use-focus-trap";
import { useLanguage } from "~/i18n/use-language";
import { MOBILE_OVERLAY_FADE_S, type SectionKey } from "../nav";
import { useSectionLinkHandler } from "./use-section-link";
import { SectionNav } from "./SectionNav";

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  activeSection?: SectionKey;
  /**
   * The language choice shown with more than two languages (the header's links, given from there
   * so this lazily loaded chunk does not pull the header's switch into a shared chunk).
   */
  languageLinks?: ReactNode;
}

export function MobileMenu({ open, onClose, activeSection, languageLinks }: MobileMenuProps) {
  const reducedMotion = useReducedMotion();
  // This chunk loads on first open, so it brings its own animation features.
  return (
    <LazyMotion features={domAnimation}>
      <AnimatePresence>
        {open ? (
          <m.div
            key="mobile-menu"
            className="mobile-menu-layer"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: reducedMotion ? 0 : MOBILE_OVERLAY_FADE_S }}
          >
            <MobileMenuPanel onClose={onClose} activeSection={activeSection} languageLinks={languageLinks} />
          </m.div>
        ) : null}
      </AnimatePresence>
    </LazyMotion>
  );
}

function MobileMenuPanel({ onClose, activeSection, languageLinks }: Omit<MobileMenuProps, "open">) {
  // While fading out the panel is no longer "present": the trap lets go at once.
  const present = useIsPresent();
  const { t } = useTranslation();
  const { languages, toggle } = useLanguage();
  const panelRef = useRef<HTMLDivElement>(null);
  /** A link choice moves focus to its section; everything else returns it to the menu button. */
  const restoreFocus = useRef(true);
  useFocusTrap({ active: present, containerRef: panelRef, onEscape: onClose, returnFocus: () => restoreFocus.current });
  const onLinkClick = useSectionLinkHandler(() => {
    restoreFocus.current = false;
    onClose();
  });

  return (
    <div
      ref={panelRef}
      id="mobile-menu"
      className="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-labelledby="mobile-menu-title"
      tabIndex={-1}
      data-testid="mobile-menu"
    >
      <div className="mobile-menu-top">
        <h2 id="mobile-menu-title" className="visually-hidden">
          {t("header.menuTitle")}
        </h2>
        <button type="button" className="menu-close" aria-label={t("header.closeMenu")} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <SectionNav listClassName="mobile-menu-links" activeSection={activeSection} onLinkClick={onLinkClick} />
      {languages.length > 2 ? (
        languageLinks
      ) : (
        <button type="button" className="button mobile-lang-switch" onClick={toggle} data-testid="mobile-lang-switch">
          {t("header.switchLanguage")}
        </button>
      )}
    </div>
  );
}
