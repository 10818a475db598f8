/** The six nav keys and their anchors, in page order. */
export const SECTIONS = [
  { key: "hero", id: "hero" },
  { key: "about", id: "about" },
  { key: "skills", id: "skills" },
  { key: "agents", id: "ai-showcase" },
  { key: "projects", id: "projects" },
  { key: "contact", id: "contact" },
] as const;

export type SectionKey = (typeof SECTIONS)[number]["key"];

/** Header constants: height, hide slide, mobile menu fade. */
export const HEADER_HEIGHT_PX = 64;
export const HEADER_SLIDE_PX = 80;
export const MOBILE_OVERLAY_FADE_S = 0.2;
export const HEADER_SPRING = { type: "spring", stiffness: 100, damping: 20 } as const;

/**
 * The active section is the one with the largest visible fraction of
 * its height. Ties go to the earlier section; nothing visible keeps `current`.
 */
export function pickActiveSection(ratios: ReadonlyMap<SectionKey, number>, current: SectionKey): SectionKey {
  let best: SectionKey | null = null;
  let bestRatio = 0;
  for (const { key } of SECTIONS) {
    const ratio = ratios.get(key) ?? 0;
    if (ratio > bestRatio + 1e-6) {
      best = key;
      bestRatio = ratio;
    }
  }
  return best ?? current;
}

/** Scroll-direction rule for the header: hidden going down (past the header), shown going up. */
export function nextScrollHidden(previous: boolean, lastY: number, y: number, tolerance = 4): boolean {
  if (y <= HEADER_HEIGHT_PX) return false;
  if (y > lastY + tolerance) return true;
  if (y < lastY - tolerance) return false;
  return previous;
}

export function sectionById(id: string) {
  return SECTIONS.find((s) => s.id === id);
}

/**
 * Scrolls to a section and replaces the URL hash (no new history entry).
 * Focus moves to the section so keyboard users continue from there.
 */
export function goToSection(id: string, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  const target = document.getElementById(id);
  if (!target) return;
  programmaticScrollUntil = Date.now() + 1200;
  target.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  replaceHash(id);
}

let programmaticScrollUntil = 0;
/** True while a nav click is scrolling the page (the header stays shown meanwhile). */
export function isProgrammaticScroll(): boolean {
  return Date.now() < programmaticScrollUntil;
}

/**
 * Whether the visitor has moved the page themselves (wheel, touch, keys, a
 * click). Until then a deep link (/#projects) is the page's own business: its
 * hash is kept and its section stays in view.
 */
let visitorMoved = false;
let watching = false;
export function hasVisitorMoved(): boolean {
  return visitorMoved;
}
export function watchVisitorMoves(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  const events = ["wheel", "touchmove", "keydown", "mousedown"] as const;
  const mark = () => {
    visitorMoved = true;
    for (const type of events) window.removeEventListener(type, mark);
  };
  for (const type of events) window.addEventListener(type, mark, { passive: true });
}

/** The section a URL hash names ("#ai-showcase" -> agents), if any. */
export function sectionFromHash(hash: string): SectionKey | null {
  const id = hash.replace(/^#/, "");
  return SECTIONS.find((s) => s.id === id)?.key ?? null;
}

/** Set once the page has written the hash itself: from then on the hash is no deep link to honour. */
let pageWroteHash = false;
/** True while the URL's hash is the one the visitor arrived with (or followed), not one the page wrote. */
export function hashIsVisitors(): boolean {
  return !pageWroteHash;
}

export function replaceHash(id: string) {
  if (window.location.hash === `#${id}`) return;
  pageWroteHash = true;
  const url = new URL(window.location.href);
  url.hash = id;
  try {
    // Keep the router's state object so Remix still recognises the entry.
    window.history.replaceState(window.history.state, "", url);
  } catch {
    // Some browsers throttle replaceState (e.g. Safari: 100 calls / 30 s); the hash is cosmetic.
  }
}
