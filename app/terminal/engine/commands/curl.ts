import { QUEST_API_URL } from "~/content/filesystem";
import type { Command, CommandContext } from "../command";
import { QUEST_UPDATE_DELAY_MS } from "../constants";
import { ownHostnames } from "../machine";
import { message, type Lang, type MessageKey } from "../messages";

export const CURL_BODY_LIMIT = 500;
export const CURL_TIMEOUT_MS = 10_000;

const BAD_URL = "curl: (3) URL using bad/illegal format or missing URL";
const FETCH_ERROR = "curl: Fetch Error: Could not fetch resource. (Possible CORS/Network Issue)";
const TIMEOUT = "curl: Request timed out (Simulated)";
/** Options that take a value (skipped when looking for the URL). */
const VALUE_OPTIONS = new Set([
  "-X",
  "--request",
  "-d",
  "--data",
  "-o",
  "--output",
  "-A",
  "--user-agent",
  "-u",
  "--user",
  "-e",
  "--referer",
]);

const questPath = new URL(QUEST_API_URL).pathname;

interface CurlArgs {
  url?: string;
  headers: string[];
}

export function parseCurlArgs(args: string[]): CurlArgs {
  const out: CurlArgs = { headers: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "-H" || arg === "--header") {
      const value = args[++i];
      if (value !== undefined) out.headers.push(value);
    } else if (arg.startsWith("-H") && arg.length > 2) {
      out.headers.push(arg.slice(2));
    } else if (VALUE_OPTIONS.has(arg)) {
      i++;
    } else if (arg.startsWith("-")) {
      // Flags without values (-i, -s, -L, -v...) are accepted and ignored.
    } else if (out.url === undefined) {
      out.url = arg;
    }
  }
  return out;
}

function bearerToken(headers: string[]): string | undefined {
  for (const header of headers) {
    const match = /^\s*authorization\s*:\s*bearer\s+(\S+)\s*$/i.exec(header);
    if (match) return match[1];
  }
  return undefined;
}

function printJson(ctx: CommandContext, type: "error" | "success" | "log", status: string, body: unknown) {
  ctx.print(type, status);
  for (const line of JSON.stringify(body, null, 2).split("\n")) ctx.print(type, line);
}

/** The simulated recovery API on localhost:8080 (the quest's step 1). */
function recoveryApi(ctx: CommandContext, path: string, headers: string[]): void {
  if (path === "/") {
    printJson(ctx, "log", "HTTP/1.1 200 OK", {
      service: "recovery-api",
      version: "1.4.2",
      endpoints: [questPath],
      auth: "Bearer token",
    });
    return;
  }
  if (path !== questPath) {
    printJson(ctx, "error", "HTTP/1.1 404 Not Found", { success: false, error: "Not Found", message: `No route for ${path}` });
    return;
  }
  const token = bearerToken(headers);
  if (token !== ctx.state.secrets.apiToken) {
    printJson(ctx, "error", "HTTP/1.1 401 Unauthorized", {
      success: false,
      error: "Unauthorized",
      message: "Missing or invalid API key.",
      hint: "Send the key in an 'Authorization: Bearer <token>' header.",
    });
    return;
  }
  printJson(ctx, "success", "HTTP/1.1 200 OK", {
    success: true,
    recovery_phrase: ctx.state.secrets.recoveryPhrase,
    message: "Emergency recovery phrase issued. It also unlocks the root account.",
  });
  ctx.advanceQuest(1, 2, QUEST_UPDATE_DELAY_MS);
}

/** The site's home page as text (what a text browser shows of its top): who, what, where, and its sections. */
function printSite(ctx: CommandContext, lng: Lang): void {
  const { profile } = ctx.deps.content;
  const t = (key: MessageKey, params?: Record<string, string>) => message(lng, key, params);
  ctx.print("success", "HTTP/1.1 200 OK");
  ctx.print("log", "content-type: text/plain; charset=utf-8");
  ctx.print("log", "");
  ctx.print("system", profile.name, { segments: [{ text: profile.name, tone: "accent" }] });
  ctx.print("system", profile.title[lng]);
  ctx.print("system", profile.description[lng]);
  ctx.print("system", profile.location[lng]);
  ctx.print("system", "");
  ctx.print("system", t("curlSiteSections"));
  ctx.print("system", t("curlSiteCommands"));
}

/** "/", "/fr", "/index.html": the home page (in the language its path names, else the visitor's). */
function homeLanguage(ctx: CommandContext, path: string): Lang | undefined {
  const match = /^\/(?:index\.html|([a-z]{2})\/?(?:index\.html)?)?$/.exec(path);
  if (!match) return undefined;
  const named = match[1];
  if (named === undefined) return ctx.lang;
  return ctx.deps.content.profile.languages.includes(named as Lang) ? (named as Lang) : undefined;
}

/**
 * URLs that name this machine (machine.ts: localhost, 127.0.0.1, its hostname, the page's host): answered here,
 * before the scheme rule. localhost:8080 is the quest's recovery API; the site's own port (80, 443, the page's)
 * shows the home page as text, and for another path the page's origin is fetched (its API answers); any other
 * port refuses, as `curl localhost:8000` does in the spec. Undefined: not this machine.
 */
function thisMachine(ctx: CommandContext, url: string, headers: string[]): "answered" | { fetch: string } | undefined {
  const match = /^(?:(https?):\/\/)?([A-Za-z0-9.-]+)(?::(\d+))?(\/[^?#]*)?([?#].*)?$/i.exec(url);
  if (!match) return undefined;
  const host = match[2].toLowerCase();
  if (!ownHostnames(ctx.deps, ctx.deps.content.profile.handle).has(host)) return undefined;
  const port = match[3] ?? (match[1]?.toLowerCase() === "https" ? "443" : "80");
  const path = (match[4] ?? "/").replace(/\/+$/, "") || "/";
  const loopback = host === "localhost" || host.startsWith("127.");
  if (loopback && port === "8080") {
    recoveryApi(ctx, path, headers);
    return "answered";
  }
  const origin = ctx.deps.pageOrigin?.();
  const page = origin ? new URL(origin) : undefined;
  const sitePorts = new Set(["80", "443", page ? page.port || (page.protocol === "https:" ? "443" : "80") : "80"]);
  if (!sitePorts.has(port)) {
    ctx.print("error", `curl: (7) Failed to connect to ${host} port ${port}: Connection refused`);
    return "answered";
  }
  const lng = homeLanguage(ctx, path);
  if (lng) {
    printSite(ctx, lng);
    return "answered";
  }
  return page ? { fetch: `${page.origin}${match[4] ?? "/"}${match[5] ?? ""}` } : undefined;
}

/** Applies the scheme rule; returns null for a bad URL. */
export function normalizeUrl(input: string): string | null {
  let url = input;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1])) return null;
  } else if (url.includes(".")) {
    url = `https://${url}`;
  } else {
    return null;
  }
  try {
    const parsed = new URL(url);
    return parsed.hostname ? parsed.toString() : null;
  } catch {
    return null;
  }
}

async function realFetch(ctx: CommandContext, url: string): Promise<void> {
  const loadingId = ctx.print("log", ctx.t("curlConnecting", { url }), { isLoading: true });
  const controller = typeof AbortController === "function" ? new AbortController() : undefined;
  let cancelTimer: () => void = () => undefined;
  // Settles on the simulated timeout or when the visitor presses Escape.
  const interrupted = new Promise<"timeout" | "cancelled">((resolve) => {
    cancelTimer = ctx.later(CURL_TIMEOUT_MS, () => resolve("timeout"));
    ctx.onCancel(() => resolve("cancelled"));
  });
  const finish = (lines: () => void) => {
    cancelTimer();
    ctx.batch(() => {
      ctx.remove(loadingId);
      lines();
    });
  };
  const stopped = (reason: "timeout" | "cancelled") => {
    controller?.abort();
    finish(() => (reason === "timeout" ? ctx.print("error", TIMEOUT) : ctx.print("system", "^C")));
  };
  try {
    const response = await Promise.race([ctx.deps.fetch(url, { method: "GET", signal: controller?.signal }), interrupted]);
    if (typeof response === "string") {
      stopped(response);
      return;
    }
    const status = `HTTP ${response.status} ${response.statusText}`.trim();
    if (!response.ok) {
      finish(() => {
        ctx.print("error", status);
        ctx.print("error", `curl: Received status code ${response.status}`);
      });
      return;
    }
    const body = await Promise.race([response.text(), interrupted.then((r) => ({ interrupted: r }))]);
    if (typeof body !== "string") {
      stopped(body.interrupted);
      return;
    }
    finish(() => {
      ctx.print("success", status);
      // Only the headers the browser lets us read (a cross-origin answer exposes few of them).
      for (const name of ["content-type", "content-length", "date", "server"]) {
        const value = response.headers.get(name);
        if (value !== null) ctx.print("log", `${name}: ${value}`);
      }
      ctx.print("log", "");
      const cut = body.length > CURL_BODY_LIMIT;
      for (const line of body.slice(0, CURL_BODY_LIMIT).split("\n")) ctx.print("log", line);
      if (cut) ctx.print("system", ctx.t("curlTruncated", { limit: CURL_BODY_LIMIT }));
    });
  } catch {
    finish(() => ctx.print("error", FETCH_ERROR));
  }
}

export const curl: Command = {
  name: "curl",
  help: {
    en: { usage: 'curl [-H "Authorization: Bearer <token>"] <url>', summary: "Fetch a URL (GET)" },
    // The header is code: "Authorization: Bearer", no French space before its colon.
    fr: { usage: 'curl [-H "Authorization: Bearer <jeton>"] <url>', summary: "Récupérer une URL (GET)" },
  },
  run(ctx) {
    const { url, headers } = parseCurlArgs(ctx.args);
    if (url === undefined) {
      ctx.print("error", ctx.t("curlUrl"));
      return;
    }
    const local = thisMachine(ctx, url, headers);
    if (local === "answered") return;
    // On the server (no JavaScript) nothing is fetched: the server must never be a proxy.
    if (ctx.deps.scriptless) {
      ctx.print("error", ctx.t("curlNeedsScript"));
      return;
    }
    const normalized = local ? local.fetch : normalizeUrl(url);
    if (!normalized) {
      ctx.print("error", BAD_URL);
      return;
    }
    // The page may fetch plain http only from its own origin (CSP connect-src 'self' https:).
    if (normalized.startsWith("http://") && new URL(normalized).origin !== ctx.deps.pageOrigin?.()) {
      ctx.print("error", ctx.t("curlHttpsOnly"));
      return;
    }
    return realFetch(ctx, normalized);
  },
};
