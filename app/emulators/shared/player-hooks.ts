/**
 * Hooks both emulator players share: fullscreen (the API, or a CSS fallback
 * where it is missing or refused), whether the terminal's overlay is
 * expanded, and the space the player's stage has (the screen is fitted to it).
 */
import { useCallback, useEffect, useState } from "react";
import type { Size } from "./layout";

export function useFullscreen(target: React.RefObject<HTMLElement>) {
  const [native, setNative] = useState(false);
  const [fallback, setFallback] = useState(false);
  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [target]);
  const toggle = useCallback(() => {
    const element = target.current;
    if (!element) return;
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (fallback) {
      setFallback(false);
      return;
    }
    // Fullscreen API on the player; where it is missing or refused (iPhone Safari, a
    // frame without allowfullscreen), the player fills the window with CSS instead.
    if (typeof element.requestFullscreen === "function" && document.fullscreenEnabled) {
      element.requestFullscreen().catch(() => setFallback(true));
    } else {
      setFallback(true);
    }
  }, [fallback, target]);
  return { fullscreen: native || fallback, fallback, toggle };
}

/** Whether the terminal's overlay around the player is expanded (it sets data-expanded). */
export function useOverlayExpanded(target: React.RefObject<HTMLElement>) {
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const overlay = target.current?.closest<HTMLElement>("[data-expanded]");
    if (!overlay) return;
    const read = () => setExpanded(overlay.dataset.expanded === "true");
    read();
    const observer = new MutationObserver(read);
    observer.observe(overlay, { attributes: true, attributeFilter: ["data-expanded"] });
    return () => observer.disconnect();
  }, [target]);
  return expanded;
}

export function useAvailableSize(target: React.RefObject<HTMLElement>, initial: Size) {
  const [size, setSize] = useState<Size>(initial);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((previous) => (previous.width === width && previous.height === height ? previous : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return size;
}
