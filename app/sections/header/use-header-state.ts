/** The header's live state: the active section (and the URL hash) and the scroll-driven hidden flag. */
import { useEffect, useRef, useState } from "react";
import {
  HEADER_HEIGHT_PX,
  SECTIONS,
  isProgrammaticScroll,
  nextScrollHidden,
  pickActiveSection,
  hasVisitorMoved,
  replaceHash,
  sectionFromHash,
  watchVisitorMoves,
  type SectionKey,
} from "../nav";

const THRESHOLDS = Array.from({ length: 21 }, (_, i) => i / 20);

/**
 * The active section is the one with the largest visible fraction of
 * its height; the URL hash follows it with history.replaceState.
 */
export function useActiveSection(enabled: boolean): SectionKey {
  const [active, setActive] = useState<SectionKey>("hero");
  const activeRef = useRef<SectionKey>("hero");

  // Until the visitor moves the page themselves, a deep link (/#projects) stays as it is: its
  // hash is never rewritten by load-time layout or scrolling, and its section is the current one.
  useEffect(() => watchVisitorMoves(), []);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const linked = sectionFromHash(window.location.hash);
    const ratios = new Map<SectionKey, number>();
    const keyOf = new Map<Element, SectionKey>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const key = keyOf.get(entry.target);
          if (key) ratios.set(key, entry.isIntersecting ? entry.intersectionRatio : 0);
        }
        const moved = hasVisitorMoved();
        const next = moved || !linked ? pickActiveSection(ratios, activeRef.current) : linked;
        const section = SECTIONS.find((s) => s.key === next);
        if (section && (moved || !linked)) replaceHash(section.id);
        if (next !== activeRef.current) {
          activeRef.current = next;
          setActive(next);
        }
      },
      // The fixed header covers the top of the viewport: what is under it is not "visible".
      { threshold: THRESHOLDS, rootMargin: `-${HEADER_HEIGHT_PX}px 0px 0px 0px` },
    );
    for (const { key, id } of SECTIONS) {
      const el = document.getElementById(id);
      if (el) {
        keyOf.set(el, key);
        observer.observe(el);
      }
    }
    return () => observer.disconnect();
  }, [enabled]);

  return active;
}

/** The header hides while scrolling down and shows again on scrolling up. */
export function useScrollHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(false);
  const hiddenRef = useRef(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = isProgrammaticScroll() ? false : nextScrollHidden(hiddenRef.current, lastY, y);
      lastY = y;
      if (next !== hiddenRef.current) {
        hiddenRef.current = next;
        setHidden(next);
      }
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  const show = () => {
    hiddenRef.current = false;
    setHidden(false);
  };
  return [hidden, show];
}
