/**
 * When does the visitor need the sections under the hero? (ADR 022)
 * - the visitor scrolls the page while they are within NEAR_VIEWPORT_MARGIN of the
 *   viewport (not before the first scroll: on a wide screen the top of the first
 *   section shows under the hero, and its server HTML needs no script to be read);
 * - the URL names one of them (/#projects), now or later (hashchange);
 * - an in-page link to one of them is followed (header nav, mobile menu, skip link);
 * - the visitor points at them or moves keyboard focus into them, or presses Tab
 *   anywhere (not a Tab the page used itself, like the terminal's completion): a
 *   keyboard visitor should find them hydrated before focus gets there (their server
 *   controls work before, but some do more after: About's button opens the modal).
 * - the server's HTML of the sections is gone (React rendered them afresh).
 * Calls `onDemand` once, then stops watching.
 */

/** The first section under the hero; its parent holds them all. */
export const FIRST_SECTION_ID = "about";

/**
 * How far below the viewport the sections count as near: half a screen, so a
 * scrolling visitor has them hydrated before they arrive.
 */
export const NEAR_VIEWPORT_MARGIN = "0px 0px 50% 0px";

function namedSection(container: Element, hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  return target !== null && container.contains(target);
}

export function watchSectionsDemand(onDemand: () => void): () => void {
  const container = document.getElementById(FIRST_SECTION_ID)?.parentElement;
  // Already asked for before this ran: a deep link, or keyboard focus already inside them.
  if (!container || namedSection(container, window.location.hash) || container.contains(document.activeElement)) {
    onDemand();
    return () => {};
  }
  const cleanups: Array<() => void> = [];
  let done = false;
  const demand = () => {
    if (done) return;
    done = true;
    for (const cleanup of cleanups) cleanup();
    onDemand();
  };
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, handler, options);
    cleanups.push(() => target.removeEventListener(type, handler, options));
  };

  listen(window, "hashchange", () => {
    if (namedSection(container, window.location.hash)) demand();
  });
  // Capture phase: the nav's own handler prevents the default and scrolls smoothly.
  listen(
    document,
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      if (link && namedSection(container, link.getAttribute("href") ?? "")) demand();
    },
    { capture: true },
  );
  listen(document, "keydown", (event) => {
    if ((event as KeyboardEvent).key === "Tab" && !event.defaultPrevented) demand();
  });
  listen(container, "pointerdown", demand, { passive: true });
  // React may drop the server HTML (an update reached the sections before they hydrated):
  // with nothing left on screen, they are needed now.
  if (typeof MutationObserver !== "undefined") {
    const removal = new MutationObserver(() => {
      if (!document.getElementById(FIRST_SECTION_ID)) demand();
    });
    removal.observe(container, { childList: true });
    cleanups.push(() => removal.disconnect());
  }
  listen(container, "focusin", demand);

  if (typeof IntersectionObserver === "undefined") {
    demand();
    return () => {};
  }
  let near = false;
  let scrolled = window.scrollY > 0;
  const observer = new IntersectionObserver(
    (entries) => {
      near = entries.some((entry) => entry.isIntersecting);
      if (near && scrolled) demand();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(container);
  cleanups.push(() => observer.disconnect());
  listen(
    window,
    "scroll",
    () => {
      scrolled = true;
      if (near) demand();
    },
    { passive: true },
  );
  return () => {
    done = true;
    for (const cleanup of cleanups) cleanup();
  };
}
