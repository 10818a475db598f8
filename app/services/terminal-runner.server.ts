/**
 * Runs one command line of the no-JavaScript terminal (and any later door to the same engine) on the
 * server, in the terminal pool's worker threads under a time and memory budget (ADR 045): this module is
 * the main thread's side. It answers the engine's service calls (the assistant, images, projects, games)
 * here, where the database and the quotas are, and turns a stopped line into the terminal's error line.
 */
import { inLanguage, type Language, type Localized } from "~/i18n/config";
import { getContent } from "~/content/store.server";
import type { Content } from "~/content/types";
import type { Env } from "~/env.server";
import { formatPrompt } from "~/terminal/catalog";
import type { SavedSession, TerminalLine } from "~/terminal/engine/types";
import { displayPath, HOMES } from "~/terminal/engine/vfs";
import { HttpError } from "~/utils/http.server";
import { CHAT_LIMITS, chatMessageText, clearChatHistory, sendChatMessage } from "./chat.server";
import { gameCatalogue } from "./games.server";
import { generateImage, IMAGE_LIMITS, takeImageQuota } from "./images.server";
import { listProjects } from "./projects.server";
import { scaled, type Quotas } from "./quota.server";
import type { ServiceCounters } from "./metrics.server";
import type { WriteHealth } from "../../db/write-health";
import { createVisitor } from "./visitors.server";
import type { TerminalSessionState } from "./terminal-sessions.server";
import type { StopReason, TerminalPool } from "./terminal-pool/pool.server";
import { MAX_LINE_CHARS, type LineApi, type TerminalInput } from "./terminal-pool/run-line";
import { passwordPrompt } from "~/terminal/engine/password";
import { log } from "./log.server";

/** The paid calls (assistant, images) of the no-JS terminal, per client address: the API's paid tier. */
export const TERMINAL_PAID_PER_MINUTE = 20;
const PAID_REFUSED = "Too many AI requests. Please wait a minute and try again.";
export { MAX_LINE_CHARS, type TerminalInput };

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
  /** The worker threads that run the line (the platform's). */
  pool: TerminalPool;
}

export interface RunResult {
  state: TerminalSessionState;
  /** `lang fr` / `lang en`: the page must switch. */
  language?: Language;
  /** `gen_image` made an image: the PNG to keep for the session. */
  image?: { png: Buffer; prompt: string; lineId: number };
  /** The line was stopped (its budget) or failed: `state` is the previous one with the echo and the error line. */
  stopped?: StopReason;
}

/** No line ran and nothing changed (a full pool, or a fresh session's line stopped): the terminal's error line. */
export interface RunRefused {
  refused: string;
  reason: StopReason;
}

/** What the terminal says of a stopped line, in the visitor's language (bash's style: the shell speaks). */
const STOPPED: Record<StopReason, Localized<string>> = {
  deadline: {
    en: "bash: line took too long and was stopped",
    fr: "bash\u00a0: la ligne a pris trop de temps et a été arrêtée",
    es: "bash: la línea tardó demasiado y se detuvo",
  },
  memory: {
    en: "bash: line used too much memory and was stopped",
    fr: "bash\u00a0: la ligne a utilisé trop de mémoire et a été arrêtée",
    es: "bash: la línea usó demasiada memoria y se detuvo",
  },
  busy: {
    en: "bash: the server is busy; try again in a moment",
    fr: "bash\u00a0: le serveur est occupé\u00a0; réessayez dans un instant",
    es: "bash: el servidor está ocupado; inténtelo de nuevo en un momento",
  },
  fault: {
    en: "bash: line failed: an error in the terminal; nothing was changed",
    fr: "bash\u00a0: la ligne a échoué\u00a0: une erreur du terminal\u00a0; rien n'a été modifié",
    es: "bash: la línea falló: un error del terminal; no se cambió nada",
  },
};

export const stoppedLineText = (reason: StopReason, lang: Language) => inLanguage(STOPPED[reason], lang);

/** A number per content object: a worker is sent each version of the content once. */
const contentIds = new WeakMap<Content, number>();
let lastContentId = 0;
function contentId(content: Content): number {
  let id = contentIds.get(content);
  if (id === undefined) {
    id = ++lastContentId;
    contentIds.set(content, id);
  }
  return id;
}

const errorText = (error: unknown) => (error instanceof HttpError ? error.message : "Unknown error");

/**
 * The previous state with the line's echo and the error line, as the engine would have printed them
 * (a password is never echoed; closing the editor echoes nothing).
 */
function withStoppedLine(previous: TerminalSessionState, input: TerminalInput, text: string, lang: Language): TerminalSessionState {
  const engine: SavedSession = previous.engine;
  const lines: TerminalLine[] = [...engine.lines];
  let id = engine.nextId;
  if (typeof input === "string" || "password" in input) {
    const prompt =
      engine.mode === "password"
        ? passwordPrompt(lang, engine.user, engine.pendingSudo)
        : formatPrompt(engine.user, getContent().profile.handle, displayPath(engine.cwd, HOMES[engine.user]));
    // Typed at a password prompt (open or closed since): never shown.
    const shown = engine.mode === "password" || typeof input !== "string" ? prompt : `${prompt} ${input.slice(0, MAX_LINE_CHARS)}`;
    lines.push({ id: id++, type: "user", text: shown, prompt });
  }
  lines.push({ id: id++, type: "error", text });
  return { ...previous, engine: { ...engine, lines, nextId: id } };
}

/** Runs `input` in the session (`previous` null: a fresh session, booted first). */
export async function runTerminalLine(
  previous: TerminalSessionState | null,
  input: TerminalInput,
  ctx: RunContext,
): Promise<RunResult | RunRefused> {
  let visitorId = previous?.visitorId;
  const paidQuota = ctx.quotas.perIp("terminal-paid", scaled(TERMINAL_PAID_PER_MINUTE, ctx.env.RATE_LIMIT_MULTIPLIER), 60_000);
  /** The visitor behind the assistant's memory and the image quota, made on first use. */
  const visitor = () => {
    visitorId ??= createVisitor(ctx.env, ctx.ip, { quotas: ctx.quotas, writeHealth: ctx.writeHealth }).id;
    return visitorId;
  };

  const api: LineApi = {
    async sendMessage(text, lang) {
      try {
        // Checked before the quota and the visitor: text the API would refuse costs nothing.
        const message = chatMessageText(text.slice(0, CHAT_LIMITS.message));
        if (!paidQuota.take(ctx.ip)) return { ok: false, message: PAID_REFUSED };
        const answer = await sendChatMessage(visitor(), message, ctx.env, {
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
        return { ok: false, message: errorText(error) };
      }
    },
    async generateImage(prompt) {
      try {
        if (!paidQuota.take(ctx.ip)) return { ok: false, message: PAID_REFUSED };
        const id = visitor();
        takeImageQuota(id, ctx.env, ctx.quotas);
        const { imageBase64, source } = await generateImage(prompt.slice(0, IMAGE_LIMITS.prompt), ctx.env, { metrics: ctx.metrics });
        return { ok: true, imageBase64, source };
      } catch (error) {
        return { ok: false, message: errorText(error) };
      }
    },
    async clearHistory() {
      if (visitorId !== undefined) clearChatHistory(visitorId);
    },
    async projects() {
      return { ok: true, projects: listProjects() };
    },
    async games() {
      return { ok: true, catalogue: gameCatalogue(ctx.env) };
    },
  };
  const content = getContent();
  const outcome = await ctx.pool.run({
    request: { previous, input, lang: ctx.lang, origin: ctx.origin },
    content,
    contentId: contentId(content),
    api,
    client: ctx.ip,
  });
  if (outcome.ok) {
    const { result } = outcome;
    const state = result.state;
    // A visitor made during the line (the assistant, an image) belongs to the session from now on.
    if (visitorId !== undefined) state.visitorId = visitorId;
    return {
      state,
      ...(result.language ? { language: result.language } : {}),
      ...(result.image
        ? { image: { png: Buffer.from(result.image.base64, "base64"), prompt: result.image.prompt, lineId: result.image.lineId } }
        : {}),
    };
  }

  const { reason } = outcome;
  if (reason !== "busy")
    log(
      ctx.env,
      reason === "fault" ? "error" : "warn",
      `[terminal] line stopped: ${reason}${outcome.detail ? ` (${outcome.detail})` : ""}`,
    );
  const text = stoppedLineText(reason, ctx.lang);
  // A full pool runs nothing; a fresh session has no previous state to keep: the error line alone.
  if (reason === "busy" || !previous) return { refused: text, reason };
  return { state: withStoppedLine(previous, input, text, ctx.lang), stopped: reason };
}
