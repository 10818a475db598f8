/**
 * The overlay's own ways out (its × button, Escape on its bar) ask its program first. A program
 * with a way out of its own takes the request and leaves through it: the players let their frame
 * write the game's saves (GBA) or keep C:'s changes (DOS) before they go, then close the overlay
 * themselves. Anything else (a game, the contact form) closes at once, as before.
 */

/** The event the overlay sends to ask; a program that takes it cancels it. */
export const OVERLAY_CLOSE_REQUEST = "term-overlay-close-request";

/** Asks the overlay's program; true when none took the request (the overlay closes now). */
export function requestOverlayClose(overlay: HTMLElement): boolean {
  return overlay.dispatchEvent(new Event(OVERLAY_CLOSE_REQUEST, { cancelable: true }));
}

/**
 * `exit` answers the close requests of the overlay around `element`, if it is in one. Returns the
 * cleanup.
 */
export function takeOverlayCloseRequests(element: HTMLElement, exit: () => void): () => void {
  const overlay = element.closest<HTMLElement>("[data-terminal-overlay]");
  if (!overlay) return () => {};
  const listener = (event: Event) => {
    event.preventDefault();
    exit();
  };
  overlay.addEventListener(OVERLAY_CLOSE_REQUEST, listener);
  return () => overlay.removeEventListener(OVERLAY_CLOSE_REQUEST, listener);
}
