/**
 * The browser side of the terminal's server calls: the visitor key
 * (made once, kept in localStorage, sent as a bearer token) and the TerminalApi
 * the engine uses. Network failures throw (the engine words them); server
 * errors resolve with `ok: false` and the server's message.
 */
import { toLang } from "~/i18n/config";
import type { GameCatalogue } from "~/terminal/catalog";
import { VISITOR_KEY_STORAGE } from "~/terminal/catalog/first-page";
import type { EngineContent, KeyValueStorage, TerminalApi } from "~/terminal/engine/types";

export { VISITOR_KEY_STORAGE };
const KEY_FAILURE_LOG = "Échec de la génération de la clé visiteur";

export interface BrowserApiDeps {
  fetch: typeof fetch;
  storage: KeyValueStorage;
  log?: (...args: unknown[]) => void;
}

type Json = Record<string, unknown>;

async function readJson(res: Response): Promise<Json | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === "object" ? (body as Json) : null;
  } catch {
    return null;
  }
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export interface BrowserApi extends TerminalApi {
  /** Resolves with the stored key, generating one first when none is stored. */
  ensureVisitorKey(): Promise<string | null>;
  contact(payload: { name: string; email: string; message: string }): Promise<{ ok: boolean; message?: string }>;
  /** The engine's content in every language (the page holds its own language only, ADR 061); throws when unreachable. */
  engineContent(): Promise<EngineContent>;
}

export function createBrowserApi({ fetch: fetchImpl, storage, log = console.warn }: BrowserApiDeps): BrowserApi {
  let pendingKey: Promise<string | null> | null = null;

  const storedKey = (): string | null => {
    try {
      return storage.getItem(VISITOR_KEY_STORAGE) || null;
    } catch {
      return null;
    }
  };

  function ensureVisitorKey(): Promise<string | null> {
    const existing = storedKey();
    if (existing) return Promise.resolve(existing);
    pendingKey ??= (async () => {
      try {
        const res = await fetchImpl("/api/generate-key", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
        });
        const data = await readJson(res);
        const key = str(data?.key);
        if (res.ok && data?.success === true && key) {
          try {
            storage.setItem(VISITOR_KEY_STORAGE, key);
          } catch {
            // Storage full or blocked: the key still serves this page view.
          }
          return key;
        }
        log(KEY_FAILURE_LOG, str(data?.message) ?? res.status);
        return null;
      } catch (error) {
        log(KEY_FAILURE_LOG, error);
        return null;
      } finally {
        pendingKey = null;
      }
    })();
    return pendingKey;
  }

  async function authorized(path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
    const send = (key: string | null) => {
      const headers: Record<string, string> = { ...extraHeaders };
      if (key) headers.Authorization = `Bearer ${key}`;
      if (body !== undefined) headers["Content-Type"] = "application/json";
      return fetchImpl(path, { method: "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
    };
    const stored = storedKey();
    const res = await send(stored ?? (await ensureVisitorKey()));
    // The server no longer knows this key (its database was reset): get a new one, once.
    if (res.status !== 401 || !stored) return res;
    try {
      storage.removeItem(VISITOR_KEY_STORAGE);
    } catch {
      return res;
    }
    const fresh = await ensureVisitorKey();
    return fresh ? send(fresh) : res;
  }

  const failure = (res: Response, data: Json | null) =>
    str(data?.message) ?? (res.statusText ? `${res.status} ${res.statusText}` : `HTTP ${res.status}`);

  return {
    ensureVisitorKey,
    hasVisitorKey: () => storedKey() !== null,

    async sendMessage(message, onDelta) {
      // The interface language lets the assistant answer "ok" or "merci" in the terminal's language.
      const lang = toLang(typeof document !== "undefined" ? document.documentElement.lang : undefined);
      const res = await authorized("/api/sendMessage", { message, lang }, onDelta ? { Accept: "text/event-stream" } : {});
      const streamed = res.ok && res.body && (res.headers.get("Content-Type") ?? "").startsWith("text/event-stream");
      const data = streamed ? await readEvents(res.body!, (text) => onDelta?.(text)) : await readJson(res);
      if (res.ok && data?.success === true) {
        return {
          ok: true,
          reply: str(data.reply) ?? "",
          command: str(data.command) || undefined,
          ...(data.fallback === true ? { fallback: true } : {}),
        };
      }
      return { ok: false, message: failure(res, data) };
    },

    async generateImage(prompt) {
      const res = await authorized("/api/generate-image", { prompt });
      const data = await readJson(res);
      const imageBase64 = str(data?.imageBase64);
      if (res.ok && data?.success === true && imageBase64)
        return { ok: true, imageBase64, ...(data.source === "builtin" || data.source === "openai" ? { source: data.source } : {}) };
      return { ok: false, message: failure(res, data) };
    },

    async clearHistory() {
      if (!storedKey()) return;
      try {
        const res = await authorized("/api/clear-history");
        if (!res.ok) log("clear-history", res.status, str((await readJson(res))?.message));
      } catch (error) {
        log("clear-history", error);
      }
    },

    async projects() {
      const res = await fetchImpl("/api/projects", { headers: { Accept: "application/json" } });
      const data = await readJson(res);
      const projects = data?.data;
      if (res.ok && data?.success === true && projects && typeof projects === "object") {
        return { ok: true, projects: Object.values(projects as Json) };
      }
      return { ok: false, message: str(data?.message) };
    },

    async engineContent() {
      const res = await fetchImpl("/api/terminal-content", { headers: { Accept: "application/json" } });
      const data = await readJson(res);
      const content = data?.data as EngineContent | undefined;
      if (res.ok && data?.success === true && content?.profile && content.files) return content;
      throw new Error(`terminal content: HTTP ${res.status}`);
    },

    async games() {
      const res = await fetchImpl("/api/games", { headers: { Accept: "application/json" } });
      const data = await readJson(res);
      const catalogue = data?.data as Json | undefined;
      if (res.ok && data?.success === true && Array.isArray(catalogue?.dos) && Array.isArray(catalogue?.gba)) {
        return { ok: true, catalogue: catalogue as unknown as GameCatalogue };
      }
      return { ok: false };
    },

    async contact(payload) {
      try {
        const res = await fetchImpl("/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ ...payload, fromConsole: true }),
        });
        if (res.ok) return { ok: true };
        const data = await readJson(res);
        return { ok: false, message: str(data?.message) ?? "Failed to send message." };
      } catch {
        // No message: the wizard shows "Could not reach server." / "Network error".
        return { ok: false };
      }
    },
  };
}

/** localStorage when usable, else a memory map (private modes, blocked storage). */
export function browserStorage(): KeyValueStorage {
  try {
    const probe = "__term_probe__";
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/**
 * Reads the streamed reply (server-sent events): each `delta` event's text goes to `onDelta`; the
 * `done` or `error` event's data is the answer, as the JSON answer would be.
 */
async function readEvents(body: ReadableStream<Uint8Array>, onDelta: (text: string) => void): Promise<Json | null> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let answer: Json | null = null;
  for (;;) {
    const { value, done } = await reader.read();
    buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (!name || data === undefined) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(data);
      } catch {
        continue;
      }
      if (!parsed || typeof parsed !== "object") continue;
      if (name === "delta") {
        const text = (parsed as Json).text;
        if (typeof text === "string") onDelta(text);
      } else if (name === "done" || name === "error") answer = parsed as Json;
    }
    if (done) return answer;
  }
}
