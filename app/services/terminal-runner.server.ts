/**
 * Runs one command line of the no-JavaScript terminal on the server, with the
 * same engine as the browser (app/terminal/engine): the session is restored,
 * the line submitted, timers played at once (no animation to watch), and the
 * new state returned with what the page must do (switch language, show an image).
 */
import type { Language } from "~/i18n/config";
import { getContent } from "~/content/store.server";
import crypto from "node:crypto";
import type { Env } from "~/env.server";
import { createEngine } from "~/terminal/engine";
import type { EngineDeps, EngineEffect, KeyValueStorage, SavedSession, TerminalApi } from "~/terminal/engine/types";
import { HttpError } from "~/utils/http.server";
import { CHAT_LIMITS, clearChatHistory, sendChatMessage } from "./chat.server";
import { gameCatalogue } from "./games.server";
import { generateImage, IMAGE_LIMITS, takeImageQuota } from "./images.server";
import { listProjects } from "./projects.server";
import { scaled, type Quotas } from "./quota.server";
import type { ServiceCounters } from "./metrics.server";
import type { WriteHealth } from "../../db/write-health";
import { createVisitor } from "./visitors.server";
import type { TerminalSessionState } from "./terminal-sessions.server";

/** A posted line longer than this is cut (the assistant reads at most 2,000 characters). */
export const MAX_LINE_CHARS = CHAT_LIMITS.message;
/** The paid calls (assistant, images) of the no-JS terminal, per client address: the API's paid tier. */
export const TERMINAL_PAID_PER_MINUTE = 20;
const PAID_REFUSED = "Too many AI requests. Please wait a minute and try again.";

export interface RunContext {
  env: Env;
  /** The client key (quotas). */
  ip: string;
  lang: Language;
  /** The page's origin (curl's rules about plain http). */
  origin: string;
  /** The process's quotas (the platform's). */
  quotas: Quotas;
  /** The app's counters (the platform's): AI calls. */
  metrics: ServiceCounters;
  /** Told of stored chat turns and visitors (/healthz). */
  writeHealth: WriteHealth;
}

export interface RunResult {
  state: TerminalSessionState;
  /** `lang fr` / `lang en`: the page must switch. */
  language?: Language;
  /** `gen_image` made an image: the PNG to keep for the session. */
  image?: { png: Buffer; prompt: string; lineId: number };
}

const message = (error: unknown) => (error instanceof HttpError ? error.message : "Unknown error");

/**
 * Timers on a virtual clock: a command's pauses (ping's interval, the quest's
 * delayed update) run in due order as soon as the current work settles, so the
 * answer holds every line the browser would have shown over time.
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
    /** Plays the queue until `work` settles and nothing is left (bounded, so a loop cannot hang a request). */
    async drain(work: Promise<unknown>) {
      let settled = false;
      void work.finally(() => {
        settled = true;
        wake?.();
      });
      for (let steps = 0; steps < 10_000; steps++) {
        // Let promise continuations (and I/O already done) run first.
        await new Promise((resolve) => setImmediate(resolve));
        if (queue.length > 0) {
          queue.sort((a, b) => a.due - b.due || a.seq - b.seq);
          const next = queue.shift()!;
          now = next.due;
          next.fn();
          continue;
        }
        if (settled) return;
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
      }
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

/** What a post does: runs a command line, or closes the session's open editor (`saved`: the text to write, null: exit). */
export type TerminalInput = string | { editor: string | null };

/** Runs `input` in the session (`previous` null: a fresh session, booted first). */
export async function runTerminalLine(previous: TerminalSessionState | null, input: TerminalInput, ctx: RunContext): Promise<RunResult> {
  const timers = virtualTimers();
  const storage = memoryStorage(previous?.storage ?? {});
  const state: TerminalSessionState = { engine: previous?.engine as SavedSession, storage: storage.data };
  if (previous?.visitorId !== undefined) state.visitorId = previous.visitorId;
  if (previous?.image) state.image = previous.image;
  let lang = ctx.lang;

  const paidQuota = ctx.quotas.perIp("terminal-paid", scaled(TERMINAL_PAID_PER_MINUTE, ctx.env.RATE_LIMIT_MULTIPLIER), 60_000);
  /** The visitor behind the assistant's memory and the image quota, made on first use. */
  const visitorId = () => {
    if (state.visitorId === undefined)
      state.visitorId = createVisitor(ctx.env, ctx.ip, { quotas: ctx.quotas, writeHealth: ctx.writeHealth }).id;
    return state.visitorId;
  };

  const api: TerminalApi = {
    async sendMessage(text) {
      try {
        if (!paidQuota.take(ctx.ip)) return { ok: false, message: PAID_REFUSED };
        const answer = await sendChatMessage(visitorId(), text.slice(0, CHAT_LIMITS.message), ctx.env, {
          lang,
          metrics: ctx.metrics,
          writeHealth: ctx.writeHealth,
        });
        return {
          ok: true,
          reply: answer.reply,
          ...(answer.command ? { command: answer.command } : {}),
          ...(answer.fallback ? { fallback: true } : {}),
        };
      } catch (error) {
        return { ok: false, message: message(error) };
      }
    },
    async generateImage(prompt) {
      try {
        if (!paidQuota.take(ctx.ip)) return { ok: false, message: PAID_REFUSED };
        const id = visitorId();
        takeImageQuota(id, ctx.env, ctx.quotas);
        const { imageBase64 } = await generateImage(prompt.slice(0, IMAGE_LIMITS.prompt), ctx.env, { metrics: ctx.metrics });
        return { ok: true, imageBase64 };
      } catch (error) {
        return { ok: false, message: message(error) };
      }
    },
    async clearHistory() {
      if (state.visitorId !== undefined) clearChatHistory(state.visitorId);
    },
    async projects() {
      return { ok: true, projects: listProjects() };
    },
    async games() {
      return { ok: true, catalogue: gameCatalogue(ctx.env) };
    },
    hasVisitorKey: () => true,
  };

  const deps: EngineDeps = {
    content: getContent(),
    api,
    // Never used (scriptless curl only answers for localhost), and never a proxy if it were.
    fetch: () => Promise.reject(new Error("no fetch on the server")),
    storage,
    now: () => new Date(),
    random: secureRandom,
    setTimeout: (fn, ms) => timers.setTimeout(fn, ms),
    clearTimeout: (handle) => timers.clearTimeout(handle),
    language: () => lang,
    pageOrigin: () => ctx.origin,
    reducedMotion: () => true,
    scriptless: true,
  };

  const engine = createEngine(deps, previous?.engine);
  const result: RunResult = { state };
  engine.subscribe((snapshot, effect?: EngineEffect) => {
    if (effect?.type === "language") {
      result.language = effect.lng;
      lang = effect.lng;
    } else if (effect?.type === "showImage") {
      const lineId = snapshot.lines[snapshot.lines.length - 1]?.id ?? 0;
      result.image = { png: Buffer.from(effect.imageBase64, "base64"), prompt: effect.prompt, lineId };
    }
  });
  if (!previous) engine.boot();
  if (typeof input === "string") await timers.drain(engine.submit(input.slice(0, MAX_LINE_CHARS)));
  else await timers.drain(Promise.resolve(engine.editorClosed(input.editor)));

  let saved = engine.save();
  if (!saved) {
    // Still busy after the drain (it should not be): stop whatever runs, as Escape would.
    engine.cancel();
    saved = engine.save();
  }
  engine.dispose();
  const kept = saved ?? previous?.engine;
  if (!kept) throw new Error("the terminal session did not settle");
  state.engine = kept;
  return result;
}
