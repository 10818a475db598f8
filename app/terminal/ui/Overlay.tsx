/**
 * The overlay container: covers the terminal for a game or the contact
 * form, can be expanded (fills the window) or collapsed, and closes with its
 * close button or Escape, once its program lets it (overlay-close.ts: a player saves first).
 * Focus moves in on open and stays in (Tab wraps); the terminal takes it back on close.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { requestOverlayClose } from "./overlay-close";

export interface OverlayProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE =
  'input:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], select:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap inside the overlay: focus stays with the program until it closes. */
function trapTab(root: HTMLElement, event: KeyboardEvent) {
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
  if (focusable.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === root)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Small screens: a program opens filling the window, so nothing it needs scrolls out of the 28rem terminal. */
const SMALL_SCREEN = "(max-width: 40rem), (max-height: 32rem)";

export function Overlay({ title, onClose, children }: OverlayProps) {
  const { t } = useTranslation("terminal");
  const [expanded, setExpanded] = useState(() => typeof window !== "undefined" && !!window.matchMedia?.(SMALL_SCREEN).matches);
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  /** The program's element that had focus last: Expand/Collapse hands focus back to it (its keys work again). */
  const lastFocused = useRef<HTMLElement | null>(null);
  const titleId = useId();

  const toggleExpanded = () => {
    setExpanded((value) => !value);
    const target = lastFocused.current?.isConnected ? lastFocused.current : initialFocus();
    requestAnimationFrame(() => target?.focus({ preventScroll: true }));
  };

  /** The content's first control (the wizard's input, a game's board), else the overlay itself. */
  function initialFocus(): HTMLElement | null {
    return bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? rootRef.current;
  }

  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  /** The program leaves through its own way out when it has one; otherwise the overlay closes now. */
  const close = () => {
    const root = rootRef.current;
    if (!root || requestOverlayClose(root)) onCloseRef.current();
  };

  // Escape anywhere inside the overlay closes it.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") {
        trapTab(root, event);
        return;
      }
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    initialFocus()?.focus({ preventScroll: true });
    const body = bodyRef.current;
    if (!body) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    body.addEventListener("focusin", remember);
    return () => body.removeEventListener("focusin", remember);
  }, []);

  return (
    <div
      ref={rootRef}
      className="term-overlay"
      data-expanded={expanded ? "true" : "false"}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="terminal-overlay"
      data-terminal-overlay=""
    >
      <div className="term-overlay-bar">
        <h2 id={titleId} className="term-overlay-title">
          {title}
        </h2>
        <div className="term-overlay-actions">
          <button type="button" className="term-overlay-button" aria-pressed={expanded} onClick={toggleExpanded}>
            {expanded ? t("overlay.collapse") : t("overlay.expand")}
          </button>
          <button type="button" className="term-overlay-button" aria-label={t("overlay.close", { title })} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
      <div ref={bodyRef} className="term-overlay-body">
        {children}
      </div>
    </div>
  );
}
