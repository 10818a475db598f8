/**
 * Dialog keyboard behaviour shared by the modal and the mobile menu: focus
 * moves in and is trapped (Tab / Shift+Tab wrap), Escape closes, the page
 * behind does not scroll, and focus returns to the opener when it closes
 * (unless `returnFocus` says otherwise at that moment). The modal adds its
 * <dialog> through `onOpen` (kept there: this module is in the first page load).
 */
import { useEffect, useRef, type RefObject } from "react";

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let scrollLocks = 0;
let savedOverflow = "";
/** Open traps, innermost last: only the innermost one handles keys and focus. */
const stack: symbol[] = [];
const isTop = (id: symbol) => stack[stack.length - 1] === id;

/** True while any dialog (modal, mobile menu) holds the focus. */
export function hasOpenDialog(): boolean {
  return stack.length > 0;
}

export interface FocusTrapOptions {
  active: boolean;
  containerRef: RefObject<HTMLElement>;
  onEscape: () => void;
  initialFocusRef?: RefObject<HTMLElement>;
  /** Read when the trap ends; false leaves focus where the closing action put it. */
  returnFocus?: () => boolean;
  /**
   * Runs when the trap starts, after the opener is noted and before the first focus; what it
   * returns runs when the trap ends, before focus goes back.
   */
  onOpen?: () => () => void;
  /** Escape is the container's own event (a modal <dialog>'s cancel): the trap only keeps it from the page. */
  nativeEscape?: boolean;
}

export function useFocusTrap({ active, containerRef, onEscape, initialFocusRef, returnFocus, onOpen, nativeEscape }: FocusTrapOptions) {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  const returnFocusRef = useRef(returnFocus);
  returnFocusRef.current = returnFocus;

  useEffect(() => {
    if (!active) return;
    const id = Symbol("trap");
    stack.push(id);
    const opener = document.activeElement as HTMLElement | null;
    const container = containerRef.current;
    const close = onOpen?.();
    const first = initialFocusRef?.current ?? container?.querySelector<HTMLElement>(FOCUSABLE) ?? container;
    first?.focus();

    if (scrollLocks === 0) {
      savedOverflow = document.body.style.overflow;
      document.body.style.overflow = "hidden";
    }
    scrollLocks += 1;

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop(id)) return;
      if (event.key === "Escape") {
        event.stopPropagation();
        if (nativeEscape) return;
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab" || !container) return;
      const items = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.getClientRects().length > 0 || el === document.activeElement,
      );
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const inside = container.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === firstItem || !inside)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (document.activeElement === lastItem || !inside)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes (a click on the page behind, a screen reader jump) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop(id) && container && event.target instanceof Node && !container.contains(event.target)) {
        (container.querySelector<HTMLElement>(FOCUSABLE) ?? container).focus();
      }
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      close?.();
      stack.splice(stack.indexOf(id), 1);
      scrollLocks -= 1;
      if (scrollLocks === 0) document.body.style.overflow = savedOverflow === "hidden" ? "" : savedOverflow;
      if (returnFocusRef.current?.() ?? true) opener?.focus?.();
    };
    // Runs once per activation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);
}
