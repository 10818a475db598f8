/**
 * One command line of a server-side terminal (the no-JS form today, any later door tomorrow), run by the
 * same engine as the browser: the session restored, the line submitted, timers played at once on a virtual
 * clock (no animation to watch), and the new state returned with what the page must do. It reaches the
 * server's services only through `api` (in a worker thread, a message to the main thread: worker.ts), so
 * this module imports nothing of the server and runs wherever the pool puts it.
 */
import crypto from "node:crypto";
import type { Language } from "~/i18n/config";
import { createEngine } from "~/terminal/engine";
import type { EngineContent, EngineDeps, EngineEffect, KeyValueStorage, SavedSession, TerminalApi } from "~/terminal/engine/types";
import type { TerminalSessionState } from "../terminal-sessions.server";

/**
 * What a post does: runs a command line, answers a password prompt (typed in a password field: dropped if the
 * prompt has closed), closes the session's open editor (the text to write, or null: exit; `name`, the name given
 * to an unnamed buffer), or only boots.
 */
export type TerminalInput = string | { password: string } | { editor: string | null; name?: string } | { boot: true };

/**
 * The services a line may call: the engine's TerminalApi less what the runner answers itself, and the
 * assistant told the language the engine speaks at that moment (`lang fr; <question>` asks in French).
 */
export interface LineApi extends Omit<TerminalApi, "hasVisitorKey" | "sendMessage"> {
  sendMessage(text: string, lang: Language): ReturnType<TerminalApi["sendMessage"]>;
}

export interface LineRequest {
  /** The session so far (null: a fresh one, booted first). */
  previous: TerminalSessionState | null;
  input: TerminalInput;
  lang: Language;
  /** The page's origin (curl's rules about plain http). */
  origin: string;
}

export interface LineResult {
  state: TerminalSessionState;
  /** `lang fr` / `lang en`: the page must switch. */
  language?: Language;
  /** `gen_image` made an image: the picture (base64 PNG) to keep for the session, after line `lineId`. */
  image?: { base64: string; prompt: string; lineId: number };
}

/** A posted line longer than this is cut (the assistant reads at most 2,000 characters). */
export const MAX_LINE_CHARS = 2_000;
/** Virtual timer steps one line may play (ping's interval, the quest's delayed update): a loop of timers ends here. */
const MAX_TIMER_STEPS = 10_000;

/**
 * Timers on a virtual clock: a command's pauses run in due order as soon as the current work settles, so
 * the answer holds every line the browser would have shown over time.
 */
function virtualTimers() {
  let now = 0;
  let seq = 0;
  const queue: { due: number; seq: number; fn: () => void }[] = [];
  let wake: (() => void) | null = null;
  return {
    setTimeout(fn: () => void, ms: number) {
      const entry = { due: now + Math.max(0, ms), seq: seq++, fn };
      queue.push(entry);
      wake?.();
      return entry;
    },
    clearTimeout(handle: unknown) {
      const index = queue.indexOf(handle as (typeof queue)[number]);
      if (index !== -1) queue.splice(index, 1);
    },
    /**
     * Plays the queue until `work` settles and nothing is left (bounded, so a loop of timers cannot hang),
     * then rejects as `work` did, if it did.
     */
    async drain(work: Promise<unknown>): Promise<void> {
      let settled = false;
      // Marks the end either way (a handler on both paths: a rejection is never left unhandled).
      work
        .then(
          () => (settled = true),
          () => (settled = true),
        )
        .finally(() => wake?.());
      for (let steps = 0; steps < MAX_TIMER_STEPS; steps++) {
        // Let promise continuations (and I/O already done) run first.
        await new Promise((resolve) => setImmediate(resolve));
        if (queue.length > 0) {
          queue.sort((a, b) => a.due - b.due || a.seq - b.seq);
          const next = queue.shift()!;
          now = next.due;
          next.fn();
          continue;
        }
        if (settled) break;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
      // An engine fault reaches the caller; work still running after the last step is stopped by it.
      if (settled) await work;
    },
  };
}

function memoryStorage(initial: Record<string, string>): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (Object.prototype.hasOwnProperty.call(data, key) ? data[key] : null),
    setItem: (key, value) => {
      data[key] = String(value);
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

/** A uniform [0, 1) from the system's secure source (the quest's secrets come from it). */
const secureRandom = () => crypto.randomBytes(6).readUIntBE(0, 6) / 2 ** 48;

/** Runs `request.input` in its session with `content` and `api`; throws only on an engine fault. */
export async function runLine(request: LineRequest, content: EngineContent, api: LineApi): Promise<LineResult> {
  const { previous, input } = request;
  const timers = virtualTimers();
  const storage = memoryStorage(previous?.storage ?? {});
  const state: TerminalSessionState = { engine: previous?.engine as SavedSession, storage: storage.data };
  if (previous?.visitorId !== undefined) state.visitorId = previous.visitorId;
  if (previous?.image) state.image = previous.image;
  let lang = request.lang;

  const deps: EngineDeps = {
    content,
    api: { ...api, sendMessage: (text) => api.sendMessage(text, lang), hasVisitorKey: () => true },
    // Never used (scriptless curl only answers for localhost), and never a proxy if it were.
    fetch: () => Promise.reject(new Error("no fetch on the server")),
    storage,
    now: () => new Date(),
    random: secureRandom,
    setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
    clearTimeout: (handle) => timers.clearTimeout(handle),
    language: () => lang,
    pageOrigin: () => request.origin,
    reducedMotion: () => true,
    scriptless: true,
  };

  const engine = createEngine(deps, previous?.engine);
  const result: LineResult = { state };
  engine.subscribe((snapshot, effect?: EngineEffect) => {
    if (effect?.type === "language") {
      result.language = effect.lng;
      lang = effect.lng;
    } else if (effect?.type === "showImage") {
      const lineId = snapshot.lines[snapshot.lines.length - 1]?.id ?? 0;
      result.image = { base64: effect.imageBase64, prompt: effect.prompt, lineId };
    }
  });
  try {
    if (!previous) engine.boot();
    if (typeof input === "string") await timers.drain(engine.submit(input.slice(0, MAX_LINE_CHARS)));
    else if ("password" in input) await timers.drain(engine.submitPassword(input.password.slice(0, MAX_LINE_CHARS)));
    else if ("editor" in input) await timers.drain(Promise.resolve(engine.editorClosed(input.editor, input.name)));
    else await timers.drain(Promise.resolve());

    let saved = engine.save();
    if (!saved) {
      // Still busy after the drain (it should not be): stop whatever runs, as Escape would.
      engine.cancel();
      saved = engine.save();
    }
    const kept = saved ?? previous?.engine;
    if (!kept) throw new Error("the terminal session did not settle");
    state.engine = kept;
    return result;
  } finally {
    engine.dispose();
  }
}
