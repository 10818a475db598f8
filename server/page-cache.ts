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
 * non-200 answers, and development. A request carrying a visitor's session
 * cookie gets a page that shows that visitor's own state: with
 * `personalVersion`, it is kept apart (its own bounds, keyed by the session's
 * version, served only to that session's cookie), so reloading one's own page
 * costs one render per post, not one per request; without it, such requests
 * are rendered for themselves. Bounded by entries and bytes, least recently
 * used first out, so a flood of distinct query strings cannot grow memory.
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
  /** Cookies that make a page personal: a request carrying one is rendered for itself (or kept apart, below). */
  personalCookies?: readonly string[];
  /**
   * The version of the personal state a Cookie header names (it changes whenever the page would), or null
   * when it names none (the shared page is then the right one). Without it, personal pages are never kept.
   */
  personalVersion?: (cookieHeader: string | undefined) => string | null;
  /** The personal pages' own bounds (so they never push the shared variants out). */
  personalMaxEntries?: number;
  personalMaxBytes?: number;
  now?: () => number;
}

interface Entry {
  /** The body's bytes around the rendering's nonce. */
  parts: Buffer[];
  /**
   * The same, deflated once (gzip answers cost a CRC, not a compression): at the first gzip answer from the
   * entry, so a page rendered once and never asked for again (a personal page, a one-off query) costs no deflate.
   */
  gzip?: GzipTemplate;
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

/**
 * What the shared page varies on, as its cache key sees it (pageVariantKey): the language comes from the
 * cookie, the query or Accept-Language, phone or not from User-Agent, personal or not from the Cookie.
 */
export const PAGE_VARY = "Accept-Encoding, Accept-Language, Cookie, User-Agent";
/** A response made for one visitor (their session's page, their post's answer): no cache but theirs, none kept. */
export const PERSONAL_CACHE_CONTROL = "private, no-store";

type VariantRequest = Pick<Request, "method" | "path" | "url" | "protocol" | "headers"> & AuthorityRequest;

const carriesCookie = (cookieHeader: string | undefined, names: readonly string[]) =>
  names.some((name) => readCookie(cookieHeader, name) !== null);

/** The variant a request asks for, or null when it must be rendered for itself. */
export function pageVariantKey(req: VariantRequest, personalCookies: readonly string[]): string | null {
  if (carriesCookie(req.headers.cookie, personalCookies)) return null;
  return sharedVariantKey(req);
}

/** The shared page's variant a request would get without its personal cookies, or null when it is not the page. */
function sharedVariantKey(req: VariantRequest): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.path !== "/") return null;
  const url = new URL(req.url, "http://x");
  if (url.searchParams.has("_data")) return null;
  const cookieHeader = req.headers.cookie;
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

/** Entries under a count and a byte bound, least recently used first out. */
function boundedEntries(maxEntries: number, maxBytes: number) {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };
  return {
    get(key: string, now: number): Entry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        remove(key);
        return undefined;
      }
      // Most recently used last (Map keeps insertion order).
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, entry: Entry) {
      remove(key);
      if (entry.bytes > maxBytes) return;
      entries.set(key, entry);
      bytes += entry.bytes;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    clear() {
      entries.clear();
      bytes = 0;
    },
    size: () => entries.size,
    bytes: () => bytes,
  };
}

export function createPageCache(options: PageCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 60_000;
  const personalCookies = options.personalCookies ?? [];
  const { personalVersion } = options;
  const now = options.now ?? Date.now;
  const shared = boundedEntries(options.maxEntries ?? 200, options.maxBytes ?? 32 * 1024 * 1024);
  const personal = boundedEntries(options.personalMaxEntries ?? 100, options.personalMaxBytes ?? 8 * 1024 * 1024);
  const stats = { hits: 0, misses: 0, bypassed: 0, coalesced: 0 };
  /** Variants being rendered now, and what their waiters will be served. */
  const rendering = new Map<string, Promise<Entry | null>>();

  /** Where a request's page is kept and under which key, or null when it is rendered for itself. */
  function placeOf(req: Request): { key: string; store: typeof shared; keep: boolean } | null {
    const key = pageVariantKey(req, personalCookies);
    if (key !== null) return { key, store: shared, keep: true };
    if (!personalVersion || !carriesCookie(req.headers.cookie, personalCookies)) return null;
    const variant = sharedVariantKey(req);
    if (variant === null) return null;
    const version = personalVersion(req.headers.cookie);
    // A cookie that names no live session gets the page everyone gets; its own rendering is not kept for
    // others (it is answered as a personal one, private).
    return version === null
      ? { key: variant, store: shared, keep: false }
      : { key: `personal|${version}|${variant}`, store: personal, keep: true };
  }

  function serve(req: Request, res: Response, entry: Entry, nonce: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Vary", PAGE_VARY);
    res.status(200);
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? renderGzip((entry.gzip ??= gzipTemplate(entry.parts)), nonce) : joinWithNonce(entry.parts, nonce);
    // Set before the compression middleware looks: an encoded body is passed through as is.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    const nonce = res.locals.cspNonce as string | undefined;
    let place: ReturnType<typeof placeOf> = null;
    try {
      place = nonce ? placeOf(req) : null;
    } catch {
      // The session's version could not be read (database trouble): rendered for itself, as without the cache.
    }
    if (place === null || !nonce) {
      stats.bypassed += 1;
      next();
      return;
    }
    const { key, store, keep } = place;
    const cached = store.get(key, now());
    if (cached) {
      stats.hits += 1;
      serve(req, res, cached, nonce);
      return;
    }
    if (!keep) {
      stats.bypassed += 1;
      next();
      return;
    }
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
      // The only cookie a kept page may set is the language one its variant implies (?lng= over another cookie).
      if (res.getHeader("set-cookie") !== undefined && !key.includes(":set|")) return settle(null);
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !SKIPPED_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => [name, typeof value === "number" ? String(value) : value] as [string, string | string[]]);
      // The CSP header carries the nonce too: it is set per request by the security middleware.
      const replayable = headers.filter(([name]) => name.toLowerCase() !== "content-security-policy");
      const entry: Entry = {
        parts: body.split(nonce).map((part) => Buffer.from(part, "utf8")),
        headers: replayable,
        bytes: 2 * Buffer.byteLength(body),
        expiresAt: now() + ttlMs,
      };
      store.set(key, entry);
      settle(entry);
    });
    next();
  }

  return {
    middleware,
    stats: (): PageCacheStats => ({ ...stats, entries: shared.size() + personal.size(), bytes: shared.bytes() + personal.bytes() }),
    clear: () => {
      shared.clear();
      personal.clear();
    },
  };
}

/**
 * Cache-Control and Vary of what the app answers: a response that depends on a personal cookie (the request
 * carries one, or the response sets one) is the visitor's alone; the shared page says what it varies on.
 * A personal response that already chose a private policy (a versioned picture kept a day) keeps it.
 */
export function applyCachePolicy(
  req: Pick<Request, "method" | "path" | "headers">,
  headers: Headers,
  personalCookies: readonly string[],
): void {
  const setsPersonal = headers.getSetCookie().some((cookie) => personalCookies.some((name) => cookie.startsWith(`${name}=`)));
  const page = (req.method === "GET" || req.method === "HEAD") && req.path === "/";
  if (setsPersonal || carriesCookie(req.headers.cookie, personalCookies)) {
    const chosen = headers.get("Cache-Control") ?? "";
    if (!/\b(private|no-store)\b/.test(chosen)) headers.set("Cache-Control", PERSONAL_CACHE_CONTROL);
    addVary(headers, page ? PAGE_VARY : "Cookie");
  } else if (page) {
    addVary(headers, PAGE_VARY);
  }
}

function addVary(headers: Headers, fields: string) {
  const present = (headers.get("Vary") ?? "")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  const lower = new Set(present.map((f) => f.toLowerCase()));
  for (const field of fields.split(",").map((f) => f.trim())) if (!lower.has(field.toLowerCase())) present.push(field);
  headers.set("Vary", present.join(", "));
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
