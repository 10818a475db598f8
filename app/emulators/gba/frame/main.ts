/**
 * The GBA frame's script (bundled to /emulators/gba/frame.js, runs in
 * /emulators/gba/frame.html under the frame's own CSP: 'wasm-unsafe-eval' and
 * same-origin workers for mGBA, which the main page never allows).
 *
 * It creates the mGBA core once for the life of this document (the core
 * reserves 256 MiB of shared memory and 5 worker threads; "restart" reloads the
 * ROM in the same instance), fetches the ROM with progress, loads it paused,
 * shows "Click to Start" (the click is the gesture that lets audio play), then
 * drives the core's buttons from the visitor's key configuration, the player's
 * on-screen controls and gamepads (read here), and keeps the game's saves and
 * one save-state slot in mGBA's IndexedDB-backed /data. mGBA's own
 * keyboard handling is switched off: it would swallow every key of the
 * document. Escape is forwarded so the player always closes on it. The player
 * discards this frame when it closes, which frees the core's memory.
 */
import { applyControl, defaultSettings, fpsTargetForSpeed, type PlaybackSettings } from "../controls";
import { defaultKeyConfig, isTextEntry, resolveKey, type ControlAction, type GbaButton, type KeyConfig } from "../keys";
import { coreTimeoutReason, withDeadline } from "../../shared/deadline";
import { browserPadHost, gbaButtonsFromPad, startPadLoop } from "../../shared/gamepad";
import { clipReason, isTrustedSource, parseParentMessage, toParent, type FrameToParent } from "../messages";

/** Where `npm run build` copies the core (scripts/copy-vendor.ts). */
export const MGBA_URL = "/vendor/mgba-2.5.1/mgba.js";

/** The part of mGBA's API (node_modules/@thenick775/mgba-wasm/dist/mgba.d.ts) this frame uses. */
interface MgbaModule {
  FSInit(): Promise<void>;
  FSSync(): Promise<void>;
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
    unlink(path: string): void;
    readdir(path: string): string[];
  };
  filePaths(): { gamePath: string; screenshotsPath: string; saveStatePath: string };
  loadGame(romPath: string): boolean;
  quitGame(): void;
  quickReload(): void;
  pauseGame(): void;
  resumeGame(): void;
  resumeAudio(): void;
  setVolume(volume: number): void;
  buttonPress(name: string): void;
  buttonUnpress(name: string): void;
  toggleInput(enabled: boolean): void;
  screenshot(fileName?: string): boolean;
  saveState(slot: number): boolean;
  loadState(slot: number): boolean;
  setCoreSettings(settings: Record<string, number | boolean>): void;
  addCoreCallbacks(callbacks: Record<string, (() => void) | null>): void;
  SDL2?: { audioContext?: AudioContext };
}
type MgbaFactory = (options: { canvas: HTMLCanvasElement }) => Promise<MgbaModule>;

declare global {
  interface Window {
    /** The running game's screen as RGBA pixels, from the core's own screenshot (tests read it). */
    __gbaScreen?: () => Promise<{ width: number; height: number; data: number[] }>;
  }
}

const canvas = document.getElementById("canvas") as HTMLCanvasElement | null;
const startButton = document.getElementById("start") as HTMLButtonElement | null;
const heading = document.getElementById("title");

let core: MgbaModule | null = null;
let corePromise: Promise<MgbaModule> | null = null;
let keys: KeyConfig = defaultKeyConfig();
let settings: PlaybackSettings = defaultSettings();
let phase: "idle" | "loading" | "loaded" | "running" | "paused" | "failed" | "stopped" = "idle";
let frames = 0;
let fpsTimer: ReturnType<typeof setInterval> | null = null;
let romName = "game.gba";

/** mGBA writes the save memory to its file about 15 frames after the game's last write. */
const SAVE_SETTLE_MS = 400;

/** The one save-state slot per game (mGBA keeps it in /data/states, which IDBFS persists). */
const STATE_SLOT = 0;
/** Fixed keys for the save-state slot (the key configuration's zones are the spec's 10 + 8). */
const SAVE_STATE_KEY = "F2";
const LOAD_STATE_KEY = "F4";

/**
 * What each input holds: the keyboard, the on-screen controls (sent by the player)
 * and gamepads. The core sees their union, so one releasing a button another
 * still holds does not let it go.
 */
type Source = "keys" | "touch" | "pad";
const inputs: Record<Source, Set<GbaButton>> = { keys: new Set(), touch: new Set(), pad: new Set() };
const pressed = new Set<GbaButton>();

function syncButtons() {
  const wanted = new Set<GbaButton>();
  if (phase === "running") for (const set of Object.values(inputs)) for (const button of set) wanted.add(button);
  for (const button of [...pressed]) {
    if (wanted.has(button)) continue;
    pressed.delete(button);
    core?.buttonUnpress(button);
  }
  for (const button of wanted) {
    if (pressed.has(button)) continue;
    pressed.add(button);
    core?.buttonPress(button);
  }
}

function hold(source: Source, button: GbaButton, down: boolean) {
  if (down) inputs[source].add(button);
  else inputs[source].delete(button);
  syncButtons();
}

function post(message: FrameToParent) {
  if (window.parent === window) return;
  window.parent.postMessage(message, location.origin);
}

function fail(reason: string) {
  phase = "failed";
  post(toParent({ type: "error", phase: "init", reason: clipReason(reason) }));
}

/**
 * Whether the browser gives a WebGL 2 context, which mGBA's renderer needs (asked on a scratch canvas:
 * asking the screen's own would tie it to that context). LibreWolf by default, Tor Browser's "Safest"
 * level, blocklisted graphics cards and Chromium's --disable-webgl give none: the core would then run,
 * count frames and draw nothing.
 */
function hasWebgl2(): boolean {
  try {
    return document.createElement("canvas").getContext("webgl2") !== null;
  } catch {
    return false;
  }
}

/** The core, created once (its import and start are the slow part of a launch). */
function loadCore(): Promise<MgbaModule> {
  corePromise ??= (async () => {
    if (!canvas) throw new Error("missing graphics object (no canvas)");
    if (!window.crossOriginIsolated) throw new Error("cross-origin isolation is off, so the emulator's threads cannot start");
    let factory: MgbaFactory | undefined;
    try {
      // A runtime URL, not bundled: mgba.js finds its .wasm and its worker script next to itself.
      const url: string = MGBA_URL;
      factory = ((await import(/* webpackIgnore: true */ url)) as { default?: MgbaFactory }).default;
    } catch {
      throw new Error(`Failed to load: ${MGBA_URL}`);
    }
    if (typeof factory !== "function") throw new Error("missing emulator object");
    const module = await factory({ canvas });
    await module.FSInit();
    // The frame drives the buttons itself; mGBA's keyboard capture would take every key.
    module.toggleInput(false);
    // A fresh start each launch (no auto save states); battery saves still persist.
    module.setCoreSettings({ autoSaveStateEnable: false, restoreAutoSaveStateOnLoad: false, baseFpsTarget: 60 });
    core = module;
    return module;
  })();
  return corePromise;
}

/** Downloads the ROM, reporting progress as the bytes arrive. */
async function fetchRom(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin" });
  } catch {
    throw new Error("ROM fetch failed (network error)");
  }
  if (!response.ok) throw new Error(`ROM fetch failed (${response.status})`);
  const total = Number(response.headers.get("Content-Length")) || 0;
  post(toParent({ type: "progress", step: "rom", loaded: 0, total }));
  if (!response.body) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    post(toParent({ type: "progress", step: "rom", loaded: bytes.length, total: bytes.length }));
    return bytes;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    post(toParent({ type: "progress", step: "rom", loaded, total: Math.max(total, loaded) }));
  }
  const bytes = new Uint8Array(loaded);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

function romFileName(url: string): string {
  const name = url.split("/").pop() ?? "game.gba";
  return /^[A-Za-z0-9._-]+\.gba$/.test(name) ? name : "game.gba";
}

async function load(romUrl: string, startLabel: string, coreTimeoutMs: number) {
  if (phase !== "idle") return;
  if (!hasWebgl2()) {
    // Said before anything is downloaded or reserved (the core takes 256 MiB and 5 threads).
    phase = "failed";
    post(toParent({ type: "noWebgl" }));
    return;
  }
  phase = "loading";
  try {
    post(toParent({ type: "progress", step: "core", loaded: 0, total: 0 }));
    // The ROM download and the core's start overlap.
    // A core that never settles (blocked workers) must not leave the visitor on a spinner.
    const coreStart = withDeadline(loadCore(), coreTimeoutMs, coreTimeoutReason(coreTimeoutMs));
    const [module, rom] = await Promise.all([coreStart, fetchRom(romUrl)]);
    if (phase !== "loading") return;
    romName = romFileName(romUrl);
    const path = `${module.filePaths().gamePath}/${romName}`;
    module.FS.writeFile(path, rom);
    if (!module.loadGame(path)) throw new Error(`Failed to load: ${romUrl}`);
    module.pauseGame();
    // Registered after loadGame: before it, the core never calls them.
    module.addCoreCallbacks({
      videoFrameEndedCallback: () => {
        frames += 1;
      },
      coreCrashedCallback: () => {
        phase = "failed";
        post(toParent({ type: "error", phase: "runtime", reason: "core crashed" }));
      },
      // The cartridge's save memory is written to /data/saves; IDBFS keeps it across visits once synced.
      saveDataUpdatedCallback: () => void persist(),
    });
    module.setVolume(settings.volume);
    phase = "loaded";
    showStart(startLabel);
    post(toParent({ type: "loaded" }));
    post(toParent({ type: "state", event: "available", available: hasState() }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

function showStart(label: string) {
  if (!startButton) return;
  startButton.textContent = label;
  startButton.hidden = false;
  startButton.addEventListener("click", start, { once: true });
}

/** The visitor's click: the game runs and audio may play (this is the user gesture it needs). */
function start() {
  if (!core || phase !== "loaded") return;
  if (startButton) startButton.hidden = true;
  core.resumeGame();
  core.resumeAudio();
  void core.SDL2?.audioContext?.resume().catch(() => undefined);
  phase = "running";
  frames = 0;
  fpsTimer ??= setInterval(reportFps, 1000);
  post(toParent({ type: "started" }));
  focusScreen();
}

function reportFps() {
  if (phase === "running") post(toParent({ type: "fps", fps: frames }));
  frames = 0;
}

function setPaused(paused: boolean) {
  if (!core || (phase !== "running" && phase !== "paused")) return;
  if (paused === (phase === "paused")) return;
  releaseAll();
  if (paused) core.pauseGame();
  else core.resumeGame();
  phase = paused ? "paused" : "running";
  frames = 0;
  post(toParent({ type: "paused", paused }));
}

function control(action: ControlAction) {
  if (!core) return;
  switch (action) {
    case "fullscreen":
      post(toParent({ type: "fullscreen" }));
      return;
    case "playPause":
      setPaused(phase === "running");
      return;
    case "restart":
      releaseAll();
      core.quickReload();
      return;
    default: {
      const next = applyControl(settings, action);
      if (next.volume !== settings.volume) core.setVolume(next.volume);
      if (next.speed !== settings.speed) core.setCoreSettings({ baseFpsTarget: fpsTargetForSpeed(next.speed) });
      settings = next;
      post(toParent({ type: "settings", volume: settings.volume, speed: settings.speed }));
    }
  }
}

function releaseAll() {
  for (const set of Object.values(inputs)) set.clear();
  syncButtons();
}

/** Writes the in-memory file system (saves, states) to IndexedDB. */
function persist(): Promise<void> {
  return core ? core.FSSync().catch(() => undefined) : Promise.resolve();
}

/** The state file's name for this ROM and slot (e.g. demo.ss0), found in the states folder. */
function hasState(): boolean {
  if (!core) return false;
  const base = romName.replace(/\.gba$/, "");
  try {
    return core.FS.readdir(core.filePaths().saveStatePath).some((name) => name === `${base}.ss${STATE_SLOT}`);
  } catch {
    return false;
  }
}

function saveState() {
  if (!core || (phase !== "running" && phase !== "paused")) return;
  const saved = core.saveState(STATE_SLOT);
  post(toParent({ type: "state", event: saved ? "saved" : "failed", available: hasState() }));
  if (saved) void persist();
}

function loadState() {
  if (!core || (phase !== "running" && phase !== "paused") || !hasState()) return;
  releaseAll();
  const loaded = core.loadState(STATE_SLOT);
  post(toParent({ type: "state", event: loaded ? "loaded" : "failed", available: hasState() }));
}

function stop() {
  if (phase === "stopped") return;
  phase = "stopped";
  if (fpsTimer) clearInterval(fpsTimer);
  fpsTimer = null;
  releaseAll();
  // The core is not quit here (quitting with save memory just written can hang this document and the
  // page with it): the player discards this frame, which frees it. Before that, mGBA writes a fresh
  // save to its file some frames after the game's last write, then the file system goes to IndexedDB;
  // the player waits (briefly) for "stopped".
  setTimeout(() => void persist().then(() => post(toParent({ type: "stopped" }))), SAVE_SETTLE_MS);
}

function focusScreen() {
  const target = phase === "loaded" && startButton && !startButton.hidden ? startButton : canvas;
  window.focus();
  target?.focus({ preventScroll: true });
}

/** The core's framebuffer through its own screenshot (a WebGL canvas cannot be read back reliably). */
window.__gbaScreen = async () => {
  if (!core) throw new Error("not running");
  const name = "frame-probe.png";
  if (!core.screenshot(name)) throw new Error("screenshot failed");
  const path = `${core.filePaths().screenshotsPath}/${name}`;
  const bytes = core.FS.readFile(path);
  core.FS.unlink(path);
  // Copied out of the core's shared memory (a Blob cannot take a shared buffer).
  const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: "image/png" }));
  const scratch = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = scratch.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.drawImage(bitmap, 0, 0);
  const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return { width: image.width, height: image.height, data: Array.from(image.data) };
};

window.addEventListener("message", (event: MessageEvent) => {
  if (!isTrustedSource(event, window.parent, location.origin)) return;
  const message = parseParentMessage(event.data);
  if (!message) return;
  switch (message.type) {
    case "load":
      keys = message.keys;
      document.documentElement.lang = message.lang;
      document.title = message.title;
      if (heading) heading.textContent = message.title;
      void load(message.romUrl, message.startLabel, message.coreTimeoutMs);
      break;
    case "keys":
      releaseAll();
      keys = message.keys;
      break;
    case "focus":
      focusScreen();
      break;
    case "pause":
      setPaused(true);
      break;
    case "resume":
      setPaused(false);
      break;
    case "stop":
      stop();
      break;
    case "button":
      hold("touch", message.button, message.pressed);
      break;
    case "saveState":
      saveState();
      break;
    case "loadState":
      loadState();
      break;
  }
});

window.addEventListener(
  "keydown",
  (event) => {
    if (event.key === "Escape") {
      post(toParent({ type: "escape" }));
      return;
    }
    if (phase !== "running" && phase !== "paused") return;
    if (isTextEntry(document.activeElement as HTMLInputElement | null)) return;
    if (event.key === SAVE_STATE_KEY || event.key === LOAD_STATE_KEY) {
      event.preventDefault();
      if (event.repeat) return;
      if (event.key === SAVE_STATE_KEY) saveState();
      else loadState();
      return;
    }
    const binding = resolveKey(keys, event.keyCode);
    if (!binding) return;
    event.preventDefault();
    if (event.repeat) return;
    if (binding.kind === "control") control(binding.action);
    else if (phase === "running") hold("keys", binding.button, true);
  },
  { capture: true },
);

window.addEventListener(
  "keyup",
  (event) => {
    const binding = resolveKey(keys, event.keyCode);
    if (binding?.kind !== "button" || !inputs.keys.has(binding.button)) return;
    event.preventDefault();
    hold("keys", binding.button, false);
  },
  { capture: true },
);

// A key held while the focus leaves would stay pressed in the game. (Touches are not
// released: tapping the on-screen controls moves the focus to the player's page.)
window.addEventListener("blur", () => {
  inputs.keys.clear();
  syncButtons();
});
window.addEventListener("pagehide", stop);

// Gamepads are read here: this document has the focus while the game runs.
const padHost = browserPadHost();
if (padHost) {
  startPadLoop(padHost, gbaButtonsFromPad, ({ press, release }) => {
    for (const button of release) inputs.pad.delete(button);
    for (const button of press) inputs.pad.add(button);
    syncButtons();
  });
}

post(toParent({ type: "ready" }));
