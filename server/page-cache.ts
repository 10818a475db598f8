/**
 * One render per page variant (ADR 011): the home page's HTML is rendered
 * once per variant — language (and where it came from), phone or not, the
 * query string, the protocol — and reused for 60 s, with only the CSP nonce
 * changed per response. The nonce is a fresh random value per request (the
 * CSP header says it), so the cached copy stores the rendering's nonce
 * replaced by a placeholder and each hit puts the new one in its place; the
 * policy stays strict (no 'unsafe-inline').
 *
 * Not cached: anything but GET/HEAD of "/", Remix data requests (?_data),
 * non-200 answers, requests carrying a visitor's session cookie (a page that
 * shows that visitor's own state), and development. Bounded by entries and
 * bytes, least recently used first out, so a flood of distinct query strings
 * cannot grow memory.
 */
import type { NextFunction, Request, Response } from "express";
import { gzipTemplate, renderGzip, type GzipTemplate } from "./gzip-template";
import { languageFromAcceptLanguage, siteLanguages } from "../app/i18n/i18next.server";
import { LANG_COOKIE, LANG_QUERY_PARAM, normalizeLng } from "../app/i18n/config";
import { isMobileUserAgent } from "../app/utils/device";
import { readCookie } from "../app/utils/cookies";
import { requestAuthority, type AuthorityRequest } from "./remix-http";

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** Cookies that make a page personal: a request carrying one is rendered for itself. */
  personalCookies?: readonly string[];
  now?: () => number;
}

interface Entry {
  /** The body with the rendering's nonce replaced by NONCE_PLACEHOLDER. */
  parts: string[];
  /** The same, deflated once (gzip answers cost a CRC, not a compression). */
  gzip: GzipTemplate;
  headers: Array<[string, string | string[]]>;
  bytes: number;
  expiresAt: number;
}

/** Headers never replayed from a cached answer (per response, or set again by middleware). */
const SKIPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
  "vary",
  "x-request-id", // each request's own (server/observability.ts)
  // The rate limiter's count for the request that rendered, not for this one.
  "ratelimit",
  "ratelimit-policy",
]);

export interface PageCacheStats {
  hits: number;
  misses: number;
  bypassed: number;
  /** Requests that waited for a render already under way instead of rendering again. */
  coalesced: number;
  entries: number;
  bytes: number;
}

/** The variant a request asks for, or null when it must be rendered for itself. */
export function pageVariantKey(
  req: Pick<Request, "method" | "path" | "url" | "protocol" | "headers"> & AuthorityRequest,
  personalCookies: readonly string[],
): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.path !== "/") return null;
  const url = new URL(req.url, "http://x");
  if (url.searchParams.has("_data")) return null;
  const cookieHeader = req.headers.cookie;
  if (personalCookies.some((name) => readCookie(cookieHeader, name) !== null)) return null;
  // The same inputs as the root loader's language detection (app/i18n/i18next.server.ts).
  const languages = siteLanguages();
  const cookie = normalizeLng(decodeURIComponentSafe(readCookie(cookieHeader, LANG_COOKIE)), languages);
  const query = normalizeLng(url.searchParams.get(LANG_QUERY_PARAM), languages);
  const header = languageFromAcceptLanguage(
    typeof req.headers["accept-language"] === "string" ? req.headers["accept-language"] : null,
    languages,
  );
  const language = query ? `q:${query}:${cookie === query ? "kept" : "set"}` : cookie ? `c:${cookie}` : header ? `h:${header}` : "d";
  const mobile = isMobileUserAgent(typeof req.headers["user-agent"] === "string" ? req.headers["user-agent"] : null) ? "m" : "d";
  // The host too, as the page's URLs see it (X-Forwarded-Host only from a trusted proxy): without
  // SITE_URL the absolute URLs (canonical, Open Graph) come from it, so one request with a forged
  // host must never reach another visitor's copy.
  const host = requestAuthority(req);
  return `${req.protocol}|${host}|${language}|${mobile}|${url.search}`;
}

function decodeURIComponentSafe(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function createPageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 200;
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const personalCookies = options.personalCookies ?? [];
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const stats = { hits: 0, misses: 0, bypassed: 0, coalesced: 0 };
  /** Variants being rendered now, and what their waiters will be served. */
  const rendering = new Map<string, Promise<Entry | null>>();
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, entry: Entry) {
    remove(key);
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function serve(req: Request, res: Response, entry: Entry, nonce: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Vary", "Accept-Encoding");
    res.status(200);
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? renderGzip(entry.gzip, nonce) : joinWithNonce(entry.gzip.parts, nonce);
    // Set before the compression middleware looks: an encoded body is passed through as is.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = pageVariantKey(req, personalCookies);
    const nonce = res.locals.cspNonce as string | undefined;
    if (key === null || !nonce) {
      stats.bypassed += 1;
      next();
      return;
    }
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now()) {
      // Most recently used last (Map keeps insertion order).
      entries.delete(key);
      entries.set(key, cached);
      stats.hits += 1;
      serve(req, res, cached, nonce);
      return;
    }
    if (cached) remove(key);
    // A render of this variant is under way (a burst of first visitors): wait for it rather than
    // rendering the same page fifty times at once.
    const pending = rendering.get(key);
    if (pending) {
      stats.coalesced += 1;
      void pending.then((entry) => {
        if (entry && !res.headersSent) serve(req, res, entry, nonce);
        else next();
      });
      return;
    }
    stats.misses += 1;
    if (req.method === "HEAD") {
      next();
      return;
    }
    let settle: (entry: Entry | null) => void = () => {};
    rendering.set(
      key,
      new Promise<Entry | null>((resolve) => {
        settle = (entry) => {
          if (rendering.get(key) === current) rendering.delete(key);
          resolve(entry);
        };
      }),
    );
    const current = rendering.get(key);
    // Whatever happens (an error page, a closed connection), the waiters go on.
    res.once("close", () => settle(null));
    capture(res, (status, body) => {
      if (status !== 200) return settle(null);
      // The only cookie a shared page may set is the language one its variant implies (?lng= over another cookie).
      if (res.getHeader("set-cookie") !== undefined && !key.includes(":set|")) return settle(null);
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !SKIPPED_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => [name, typeof value === "number" ? String(value) : value] as [string, string | string[]]);
      // The CSP header carries the nonce too: it is set per request by the security middleware.
      const replayable = headers.filter(([name]) => name.toLowerCase() !== "content-security-policy");
      const parts = body.split(nonce);
      const entry: Entry = {
        parts,
        gzip: gzipTemplate(parts),
        headers: replayable,
        bytes: 2 * Buffer.byteLength(body),
        expiresAt: now() + ttlMs,
      };
      store(key, entry);
      settle(entry);
    });
    next();
  }

  return {
    middleware,
    stats: (): PageCacheStats => ({ ...stats, entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}

/** The identity body: the cached bytes around the nonce (a copy, no re-encoding of the page's text). */
function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** Collects what the handler writes (before compression, which wraps the response earlier). */
function capture(res: Response, done: (status: number, body: string) => void) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) done(res.statusCode, Buffer.concat(chunks).toString("utf8"));
    return end(chunk, ...rest);
  }) as Response["end"];
}
