/**
 * Hooks both emulator players share: fullscreen (the API, or a CSS fallback
 * where it is missing or refused), whether the terminal's overlay is
 * expanded, the space the player's stage has (the screen is fitted to it),
 * and the message channel to the player's frame document.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Size } from "./layout";
import { isTrustedSource } from "./protocol";

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

/**
 * The player's root and stage, its fullscreen state, and its screen's size:
 * `fit` sizes the screen from the stage's space, larger when the overlay is
 * expanded or the player fullscreen. `initial` is the stage assumed before it is measured.
 */
export interface PlayerLayout {
  rootRef: React.RefObject<HTMLDivElement>;
  stageRef: React.RefObject<HTMLDivElement>;
  fullscreen: boolean;
  /** Fullscreen by CSS (the API is missing or refused). */
  fallback: boolean;
  toggle: () => void;
  screen: Size;
}

export function usePlayerScreen(fit: (available: Size, expanded: boolean) => Size, initial: Size): PlayerLayout {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const { fullscreen, fallback, toggle } = useFullscreen(rootRef);
  const expanded = useOverlayExpanded(rootRef);
  const available = useAvailableSize(stageRef, initial);
  return { rootRef, stageRef, fullscreen, fallback, toggle, screen: fit(available, expanded || fullscreen) };
}

/**
 * The channel to the player's frame: `onMessage` gets every message that comes
 * from the frame's window and this origin and that `parse` accepts; `send`
 * posts to the frame; `stop` is sent when the player unmounts.
 */
export function useFrameChannel<FromFrame, ToFrame>(
  parse: (data: unknown) => FromFrame | null,
  stop: ToFrame,
  onMessage: (message: FromFrame) => void,
) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onMessageRef = useRef(onMessage);
  onMessageRef.current = onMessage;
  const stopRef = useRef(stop);

  const send = useCallback((message: ToFrame) => {
    frameRef.current?.contentWindow?.postMessage(message, location.origin);
  }, []);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (!isTrustedSource(event, frameRef.current?.contentWindow, location.origin)) return;
      const message = parse(event.data);
      if (message) onMessageRef.current(message);
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, [parse]);

  // Runs before React detaches the frame, so the message still has a window to go to.
  useLayoutEffect(() => () => send(stopRef.current), [send]);

  return { frameRef, send };
}
