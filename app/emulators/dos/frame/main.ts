/**
 * The DOS frame's script (bundled to /emulators/dos/frame.js, runs in
 * /emulators/dos/frame.html under the frame's own CSP, which allows the eval
 * js-dos needs; the main page never does). It waits for the parent's "start",
 * checks the bundle is there, starts js-dos (self-hosted core, no cloud) and
 * reports each step to the parent over the typed protocol in ../messages.ts.
 * The keyboard stays captured inside this document; Escape is forwarded so the
 * player closes on it (on the DOS prompt, on a second Escape: see EscapeMode).
 * The on-screen buttons' keys arrive as "key" messages, what the player's text field
 * typed (a phone's keyboard) as "text", pressed key by key. What the programs write
 * on C: is kept for the visit (../drive-changes.ts) and given back at the next boot.
 */
import { keepChanges, readKept } from "../drive-changes";
import { ENTER, keyStrokes } from "../typing";
import {
  clipReason,
  ESCAPE_TWICE_MS,
  isTrustedSource,
  parseParentMessage,
  toParent,
  type DosButtonKey,
  type EscapeMode,
  type FrameToParent,
  type LoadStep,
} from "../messages";
import "./gamepad";

/** Where `npm run build` copies js-dos's dist (scripts/copy-vendor.ts). */
export const JSDOS_PATH_PREFIX = "/vendor/js-dos-8.4.1/emulators/";
/** The global `Dos` is polled up to 50 times, every 100 ms, then the load counts as failed. */
const POLL_ATTEMPTS = 50;
const POLL_INTERVAL_MS = 100;
const LOAD_FAILED = "Failed to load js-dos after multiple attempts";

/**
 * After Enter (a command ran), C:'s changes are kept within this delay: the overlay's
 * own close button gives no warning. Only Enter, so a game's steady arrows cost nothing.
 */
const KEEP_INTERVAL_MS = 3000;

/** js-dos's key codes for the on-screen buttons' keys. */
const JSDOS_KEYS: Record<DosButtonKey, number> = {
  ArrowUp: 265,
  ArrowDown: 264,
  ArrowLeft: 263,
  ArrowRight: 262,
  Space: 32,
  Enter: 257,
  Escape: 256,
};

/** The small part of js-dos 8's API this frame uses. */
interface CommandInterface {
  screenshot(): Promise<ImageData>;
  simulateKeyPress(...keyCodes: number[]): void;
  sendKeyEvent(keyCode: number, pressed: boolean): void;
  persist(onlyChanges?: boolean): Promise<Uint8Array | null>;
  events(): { onExit(consumer: () => void): void };
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
  /** Extracted over the bundle at boot: what an earlier run kept. */
  initFs?: Uint8Array;
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
let ci: CommandInterface | null = null;
let bundle = "";
let escapeMode: EscapeMode = "close";
let lastEscape = -Infinity;
/**
 * Ticks of the keep timer left that keep C:. An Enter asks for two: at the first tick the command it
 * ran may not have written its file yet (a busy machine), the second keeps what it wrote by then.
 */
let keepTicks = 0;
let keeping: Promise<void> = Promise.resolve();

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps what the programs changed on C: (one at a time; js-dos packs the changed files). */
function keepDrive(): Promise<void> {
  keeping = keeping.then(async () => {
    const current = ci;
    if (!current || !bundle) return;
    try {
      keepChanges(sessionStore(), bundle, await current.persist(true));
    } catch {
      // The emulator is going away: what was kept before stays.
    }
  });
  return keeping;
}

setInterval(() => {
  if (keepTicks === 0 || !ci) return;
  keepTicks -= 1;
  void keepDrive();
}, KEEP_INTERVAL_MS);

/**
 * Typed text (the player's field: a phone's keyboard) is pressed one key stroke at a time, each held
 * briefly, so a repeated letter is two presses and Enter comes after the letters before it.
 */
const STROKE_HOLD_MS = 20;
const STROKE_GAP_MS = 15;
const strokes: number[][] = [];
let typing = false;

function typeText(text: string) {
  if (text.includes(ENTER)) keepTicks = 2;
  strokes.push(...keyStrokes(text));
  if (!typing) pressNextStroke();
}

function pressNextStroke() {
  const keys = strokes.shift();
  const current = ci;
  if (!keys || !current) {
    typing = false;
    strokes.length = 0;
    return;
  }
  typing = true;
  for (const key of keys) current.sendKeyEvent(key, true);
  setTimeout(() => {
    for (const key of [...keys].reverse()) current.sendKeyEvent(key, false);
    setTimeout(pressNextStroke, STROKE_GAP_MS);
  }, STROKE_HOLD_MS);
}

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

async function start(bundleUrl: string, escape: EscapeMode) {
  if (started) return;
  started = true;
  bundle = bundleUrl;
  escapeMode = escape;
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
    const kept = readKept(sessionStore(), bundleUrl);
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
      ...(kept ? { initFs: kept } : {}),
      onEvent: (event, commands) => {
        if (event === "ci-ready" && commands) {
          ci = commands;
          window.__dosCi = commands;
          // DOSBox quit (EXIT at the prompt): the player closes as on Escape.
          commands.events().onExit(() => {
            if (!stopped) post(toParent({ type: "escape" }));
          });
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
  ci = null;
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
  switch (message.type) {
    case "start":
      void start(message.bundleUrl, message.escape);
      break;
    case "stop":
      void stop();
      break;
    case "focus":
      focusScreen();
      break;
    case "key":
      if (message.key === "Enter") keepTicks = 2;
      ci?.sendKeyEvent(JSDOS_KEYS[message.key], message.down);
      break;
    case "text":
      typeText(message.text);
      break;
    case "save":
      void keepDrive().then(() => post(toParent({ type: "saved" })));
      break;
  }
});

// Escape leaves the player: at once for a program started at boot; on the DOS
// prompt a single Escape belongs to DOS (a game quits on it) and a second one
// soon after closes. js-dos keeps every other key for DOS.
window.addEventListener(
  "keydown",
  (event) => {
    if (event.key === "Enter") keepTicks = 2;
    if (event.key !== "Escape" || event.repeat) return;
    if (escapeMode === "close" || event.timeStamp - lastEscape < ESCAPE_TWICE_MS) {
      lastEscape = -Infinity;
      post(toParent({ type: "escape" }));
    } else {
      lastEscape = event.timeStamp;
    }
  },
  { capture: true },
);

window.addEventListener("pagehide", () => {
  if (player) void player.stop().catch(() => undefined);
  player = null;
});

post(toParent({ type: "ready" }));
