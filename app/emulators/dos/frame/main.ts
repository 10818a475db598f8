/**
 * The DOS frame's script (bundled to /emulators/dos/frame.js, runs in
 * /emulators/dos/frame.html under the frame's own CSP, which allows the eval
 * js-dos needs; the main page never does). It waits for the parent's "start",
 * checks the bundle is there, starts js-dos (self-hosted core, no cloud) and
 * reports each step to the parent over the typed protocol in ../messages.ts.
 * The keyboard stays captured inside this document; Escape is forwarded so the
 * player always closes on it.
 */
import "./gamepad";
import { clipReason, isTrustedSource, parseParentMessage, toParent, type FrameToParent, type LoadStep } from "../messages";

/** Where `npm run build` copies js-dos's dist (scripts/copy-vendor.ts). */
export const JSDOS_PATH_PREFIX = "/vendor/js-dos-8.4.1/emulators/";
/** The global `Dos` is polled up to 50 times, every 100 ms, then the load counts as failed. */
const POLL_ATTEMPTS = 50;
const POLL_INTERVAL_MS = 100;
const LOAD_FAILED = "Failed to load js-dos after multiple attempts";

/** The small part of js-dos 8's API this frame uses. */
interface CommandInterface {
  screenshot(): Promise<ImageData>;
  simulateKeyPress(...keyCodes: number[]): void;
  width(): number;
  height(): number;
}
interface DosPlayerHandle {
  stop(): Promise<void>;
}
interface DosOptions {
  url: string;
  pathPrefix: string;
  noCloud: boolean;
  autoStart: boolean;
  kiosk: boolean;
  theme: string;
  imageRendering: string;
  renderAspect: string;
  onEvent: (event: string, ci?: CommandInterface) => void;
}
type DosFactory = (element: HTMLElement, options: DosOptions) => DosPlayerHandle;

declare global {
  interface Window {
    Dos?: DosFactory;
    /** The running program's command interface (tests read the screen through it). */
    __dosCi?: CommandInterface;
  }
}

let started = false;
let stopped = false;
let player: DosPlayerHandle | null = null;

function post(message: FrameToParent) {
  if (window.parent === window) return;
  window.parent.postMessage(message, location.origin);
}

function progress(step: LoadStep, loaded = 0, total = 0) {
  post(toParent({ type: "progress", step, loaded, total }));
}

function fail(reason: string) {
  post(toParent({ type: "error", reason: clipReason(reason) }));
}

/** js-dos inside a frame asks for a keyboard lock, which only top-level pages get: harmless. */
function isKeyboardLockError(reason: unknown): boolean {
  const text = reason instanceof Error ? reason.message : String(reason ?? "");
  return text.includes("Failed to execute 'lock' on 'Keyboard'") || (text.includes("lock") && text.includes("Keyboard"));
}

window.addEventListener("unhandledrejection", (event) => {
  if (isKeyboardLockError(event.reason)) event.preventDefault();
});
window.addEventListener("error", (event) => {
  if (isKeyboardLockError(event.error ?? event.message)) event.preventDefault();
});

/** The frame's own scripts and styles are in (js-dos.js is a deferred script of frame.html). */
function documentLoaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === "complete") resolve();
    else window.addEventListener("load", () => resolve(), { once: true });
  });
}

async function waitForDos(): Promise<DosFactory> {
  // This script runs first, so the bundle check overlaps js-dos's download; the
  // spec's 50 polls start once the document (and so js-dos.js) has loaded.
  await documentLoaded();
  return new Promise((resolve, reject) => {
    let attempts = 0;
    const poll = () => {
      if (typeof window.Dos === "function") {
        resolve(window.Dos);
        return;
      }
      attempts += 1;
      if (attempts >= POLL_ATTEMPTS) reject(new Error(LOAD_FAILED));
      else setTimeout(poll, POLL_INTERVAL_MS);
    };
    poll();
  });
}

/** A HEAD request first, so a missing bundle (an owner game not installed) gives a clear reason. */
async function checkBundle(url: string): Promise<number> {
  let response: Response;
  try {
    response = await fetch(url, { method: "HEAD", cache: "no-store", credentials: "same-origin" });
  } catch {
    throw new Error("Bundle fetch failed (network error)");
  }
  if (!response.ok) throw new Error(`Bundle fetch failed (${response.status})`);
  const length = Number(response.headers.get("Content-Length"));
  return Number.isFinite(length) && length > 0 ? length : 0;
}

async function start(bundleUrl: string) {
  if (started) return;
  started = true;
  const root = document.getElementById("dos");
  if (!root) {
    fail("The frame has no screen element");
    return;
  }
  try {
    progress("bundle");
    const size = await checkBundle(bundleUrl);
    progress("core", 0, size);
    const Dos = await waitForDos();
    if (stopped) return;
    progress("emulator", 0, size);
    player = Dos(root, {
      url: bundleUrl,
      pathPrefix: JSDOS_PATH_PREFIX,
      noCloud: true,
      autoStart: true,
      kiosk: true,
      theme: "dark",
      imageRendering: "pixelated",
      // The player's window is already 4:3, as DOS screens were: fill it.
      renderAspect: "4/3",
      onEvent: (event, ci) => {
        if (event === "ci-ready" && ci) {
          window.__dosCi = ci;
          post(toParent({ type: "running" }));
          focusScreen();
        }
      },
    });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

async function stop() {
  stopped = true;
  const current = player;
  player = null;
  window.__dosCi = undefined;
  if (current) {
    try {
      await current.stop();
    } catch {
      // Already stopping, or never got as far as a running emulator.
    }
  }
  post(toParent({ type: "stopped" }));
}

function focusScreen() {
  const target = document.querySelector<HTMLElement>("#dos canvas") ?? document.body;
  if (!target.hasAttribute("tabindex") && target !== document.body) target.tabIndex = -1;
  window.focus();
  target.focus({ preventScroll: true });
}

window.addEventListener("message", (event: MessageEvent) => {
  if (!isTrustedSource(event, window.parent, location.origin)) return;
  const message = parseParentMessage(event.data);
  if (!message) return;
  if (message.type === "start") void start(message.bundleUrl);
  else if (message.type === "stop") void stop();
  else if (message.type === "focus") focusScreen();
});

// Escape always leaves the player (js-dos keeps every other key for DOS).
window.addEventListener(
  "keydown",
  (event) => {
    if (event.key === "Escape") post(toParent({ type: "escape" }));
  },
  { capture: true },
);

window.addEventListener("pagehide", () => {
  if (player) void player.stop().catch(() => undefined);
  player = null;
});

post(toParent({ type: "ready" }));
