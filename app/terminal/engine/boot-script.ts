/**
 * The boot sequence as data: which lines appear when (after 500 ms, "Booting
 * AI Interface v2.1...", a ~2 s loading bar, then the kernel, session and greeting
 * lines). The engine plays it with its own timers; the browser plays the same
 * frames before the engine's code is fetched (it loads when the visitor turns to
 * the terminal), from texts the server put in the page. Small on purpose: it is
 * in the first chunk, the engine is not.
 */
import { BOOT_DELAY_MS, BOOT_LOADING_MS, BOOT_STEPS } from "./constants";
import type { TerminalLine } from "./types";

/** The boot's texts in the visitor's language (`secure` keeps its "{id}" placeholder). */
export interface BootTexts {
  booting: string;
  loading: string;
  kernel: string;
  secure: string;
  greeting: string[];
}

export interface BootFrame {
  /** Milliseconds after the boot starts. */
  at: number;
  lines: TerminalLine[];
  done: boolean;
}

export function loadingText(label: string, step: number): string {
  const filled = Math.round((step / BOOT_STEPS) * 10);
  return `${label} [${"#".repeat(filled)}${".".repeat(10 - filled)}] ${Math.round((step / BOOT_STEPS) * 100)}%`;
}

/**
 * The lines after the loading bar: kernel, session, greeting (ids from `firstId`). A null
 * `sessionId` leaves the session line out (a page shown before any session exists).
 */
export function bootTail(texts: BootTexts, sessionId: string | null, firstId: number): TerminalLine[] {
  let id = firstId;
  return [
    { id: id++, type: "system", text: texts.kernel },
    ...(sessionId === null ? [] : [{ id: id++, type: "system" as const, text: texts.secure.replace("{id}", sessionId) }]),
    ...texts.greeting.map((text): TerminalLine => ({ id: id++, type: "ai", text })),
  ];
}

/**
 * Every frame of the boot after the banner (line 1), with the engine's line ids,
 * so the engine can take the lines over as they are. Reduced motion: one frame.
 */
export function bootFrames(texts: BootTexts, banner: TerminalLine, sessionId: string | null, reducedMotion: boolean): BootFrame[] {
  const booting: TerminalLine = { id: banner.id + 1, type: "system", text: texts.booting };
  const bar = (step: number): TerminalLine => ({
    id: banner.id + 2,
    type: "system",
    text: loadingText(texts.loading, step),
    ...(step < BOOT_STEPS ? { isLoading: true } : {}),
  });
  const last: BootFrame = {
    at: reducedMotion ? 0 : BOOT_DELAY_MS + BOOT_LOADING_MS,
    lines: [banner, booting, bar(BOOT_STEPS), ...bootTail(texts, sessionId, banner.id + 3)],
    done: true,
  };
  if (reducedMotion) return [last];
  const frames: BootFrame[] = [{ at: 0, lines: [banner], done: false }];
  for (let step = 0; step < BOOT_STEPS; step++) {
    frames.push({ at: BOOT_DELAY_MS + (step * BOOT_LOADING_MS) / BOOT_STEPS, lines: [banner, booting, bar(step)], done: false });
  }
  frames.push(last);
  return frames;
}

/** A session id as the engine makes them: 8 characters of A-Z and 0-9. */
export function randomSessionId(random: () => number): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  let out = "";
  for (let i = 0; i < 8; i++) out += alphabet[Math.min(alphabet.length - 1, Math.floor(random() * alphabet.length))];
  return out;
}
