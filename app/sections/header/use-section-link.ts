/** A plain click on an in-page link: scroll there and replace the hash (no new history entry). */
import { usePrefersReducedMotion } from "~/components/use-prefers-reduced-motion";
import type { MouseEvent } from "react";
import { goToSection } from "../nav";

/** `before` runs first (e.g. closing the mobile menu); the scroll then waits a frame for it to let go of focus. */
export function useSectionLinkHandler(before?: () => void) {
  const reducedMotion = usePrefersReducedMotion();
  return (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    if (before) {
      before();
      window.requestAnimationFrame(() => goToSection(id, { reducedMotion }));
    } else {
      goToSection(id, { reducedMotion });
    }
  };
}
