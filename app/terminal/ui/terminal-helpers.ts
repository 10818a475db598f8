/** Small pieces the terminal's components share. */
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from "react";
import type { EngineSnapshot, TerminalLine, Theme } from "~/terminal/engine/types";
import { DEFAULT_THEME } from "~/terminal/catalog/first-page";

/** Layout effects run in the browser only; on the server (which renders the first screen) they are plain no-ops. */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** The input's id: the hero's "Tap to activate terminal" banner focuses it. */
export const TERMINAL_INPUT_ID = "terminal-input";

/** Clicks on these keep their own behaviour (and focus). */
export const INTERACTIVE = "a, button, input, textarea, select, label, summary, [role='button'], [tabindex]:not([tabindex='-1'])";

/** Theme colours as CSS variables on the terminal root. */
export function themeStyle(colors: Theme["colors"] | undefined): CSSProperties | undefined {
  if (!colors) return undefined;
  const style: Record<string, string> = {};
  for (const [key, value] of Object.entries(colors)) style[`--term-${key}`] = value;
  return style as CSSProperties;
}

export const mark = (name: string) => {
  try {
    // Keep one mark of each kind (the measures stay for benchmarks to read).
    performance.clearMarks(name);
    performance.mark(name);
  } catch {
    // Performance API unavailable: nothing to measure.
  }
};

/** Before the engine runs: the boot the page played, as a snapshot. */
export function preBootSnapshot(preBoot: { lines: TerminalLine[]; done: boolean } | null, prompt: string): EngineSnapshot | null {
  if (!preBoot) return null;
  return {
    lines: preBoot.lines,
    mode: preBoot.done ? "normal" : "booting",
    prompt,
    user: "guest",
    cwd: "",
    theme: DEFAULT_THEME,
    sessionId: "",
  };
}

/** The Enter→render measure: `start` marks a submitted line; the commit of the next snapshot closes it. */
export function useEnterToRender(snapshot: EngineSnapshot | null): () => void {
  const pending = useRef(false);
  useBrowserLayoutEffect(() => {
    if (pending.current && snapshot) {
      pending.current = false;
      mark("term:rendered");
      try {
        performance.measure("term:enter-to-render", "term:submit", "term:rendered");
      } catch {
        // The submit mark may have been cleared by a benchmark: nothing to measure.
      }
    }
  }, [snapshot]);
  return () => {
    mark("term:submit");
    pending.current = true;
  };
}

const SCROLLBAR_COLUMNS = 2;

/**
 * How many characters of the terminal's font fit on one line of its log (the engine lays `help` out for
 * it); undefined while the log is not laid out. Measured when asked: a phone turned sideways gets its new width.
 */
export function terminalColumns(screen: HTMLElement | null): number | undefined {
  const log = screen?.querySelector<HTMLElement>(".term-log");
  if (!log || log.clientWidth === 0) return undefined;
  const probe = document.createElement("span");
  probe.setAttribute("aria-hidden", "true");
  probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre";
  probe.textContent = "0".repeat(40);
  log.appendChild(probe);
  const charWidth = probe.getBoundingClientRect().width / 40;
  probe.remove();
  const style = getComputedStyle(log);
  const width = log.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  // Two columns spare for the scroll bar the answer itself may bring (the log scrolls once it is full).
  return charWidth > 0 ? Math.floor(width / charWidth) - SCROLLBAR_COLUMNS : undefined;
}
