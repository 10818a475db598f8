/**
 * One render per page variant (ADR 011): the home page's HTML is rendered
 * once per variant — language (and where it came from), phone or not, the
 * query parameters the page reads (PAGE_QUERY_PARAMS: others are dropped
 * before the render), the protocol — and reused for 60 s, with only the CSP nonce
 * changed per response. The nonce is a fresh random value per request (the
 * CSP header says it), so the cached copy stores the rendering's nonce
 * replaced by a placeholder and each hit puts the new one in its place; the
 * policy stays strict (no 'unsafe-inline').
 *
 * Not cached: anything but GET/HEAD of "/", Remix data requests (?_data),
 * non-200 answers, and development. A request carrying a visitor's session
 * cookie gets a page that shows that visitor's own state: with `splice`, it is
 * the shared page of its variant with only the terminal (and the frame's
 * title) replaced by the session's, rendered alone (ADR 030), so a personal
 * page costs a small render and a small deflate, never the whole page's; where
 * a splice point is missing it is rendered in full. Without `splice`, such
 * requests are rendered for themselves. Bounded by entries and bytes, least
 * recently used first out, so a flood of distinct query strings cannot grow
 * memory.
 */
import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { deflatePiece, gzipPieces, gzipTemplate, renderGzip, storedPiece, type DeflatedPiece, type GzipTemplate } from "./gzip-template";
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
  /** The query parameters the page reads; default PAGE_QUERY_PARAMS (the others are dropped before the render). */
  queryParams?: readonly string[];
  /** How a personal page is made from the shared one (without it, personal pages are rendered in full). */
  splice?: PersonalSplice;
  now?: () => number;
}

/** The terminal's part of a page, rendered alone: the frame's title (text) and the terminal's root element (HTML). */
export interface TerminalPart {
  title: string;
  markup: string;
}

export interface PersonalSplice {
  /**
   * The shared page of a personal request's variant (its personal cookies left out), rendered with this
   * response's nonce: used when the variant is not kept yet.
   */
  renderShared(req: Request, res: Response): Promise<globalThis.Response>;
  /** The terminal for a Cookie header's session (null: a fresh terminal), in a language, with the page's form action. */
  terminal(cookieHeader: string | null, lang: string, formAction: string): Promise<TerminalPart>;
}

/** Where a shared page is cut for a personal one: fixed bytes (deflated once), and the slots filled per response. */
type SplicePiece = DeflatedPiece | "nonce" | "title" | "terminal";

interface SplicePlan {
  lang: string;
  formAction: string;
  pieces: SplicePiece[];
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
  /** Where personal pages are cut from this one (null: they cannot be), found at the first personal request. */
  splice?: Promise<SplicePlan | null>;
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
  /** Personal pages made from the shared one (the terminal rendered alone). */
  spliced: number;
  /** Personal requests rendered in full because their shared page had no splice point (or could not be rendered). */
  spliceFallbacks: number;
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
export function pageVariantKey(
  req: VariantRequest,
  personalCookies: readonly string[],
  queryParams: readonly string[] = PAGE_QUERY_PARAMS,
): string | null {
  if (carriesCookie(req.headers.cookie, personalCookies)) return null;
  return sharedVariantKey(req, queryParams);
}

/**
 * The query parameters the page reads, so renders by: the language (`lng`), the skills tab shown first
 * (`skill`, app/routes/_index.tsx), the projects' filter and open project (`filter`, `project`,
 * app/sections/projects/loader.server.ts) and Remix's `index`. Any other one (utm_*, fbclid, gclid, a
 * cache-buster) changes nothing the page shows: it is left out of the URL the page is rendered for, so all
 * such requests share their variant's entry instead of rendering one page each (ADR 048). A parameter the
 * page starts to read must be added here, or it is never seen.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [LANG_QUERY_PARAM, "skill", "filter", "project", "index"];

/**
 * A query string (`?a=1&b=2`, or "") with only the page's parameters, each as written (encoding and order
 * kept, so a URL with nothing to drop is rendered exactly as before); "" when none is left.
 */
export function pageQuery(search: string, params: readonly string[] = PAGE_QUERY_PARAMS): string {
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair !== "" && params.includes(decodeQueryName(pair.split("=", 1)[0])));
  return kept.length > 0 ? `?${kept.join("&")}` : "";
}

function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/** True for a request of the page itself (GET or HEAD of "/", not a Remix data request). */
function isPageRequest(req: Pick<Request, "method" | "path" | "url">): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.path !== "/") return false;
  return !new URL(req.url, "http://x").searchParams.has("_data");
}

/**
 * Renders a page request for its page parameters only: the URL Express routes by (`url`) and the one the
 * Remix request is built from (`originalUrl`) lose every other parameter, so what a variant's entry holds
 * depends on nothing its key leaves out (its links and form actions carry no visitor's tracking id).
 */
function keepPageParams(req: Request, queryParams: readonly string[]): void {
  const at = req.url.indexOf("?");
  if (at < 0) return;
  const search = req.url.slice(at);
  const kept = pageQuery(search, queryParams);
  if (kept === search) return;
  req.url = `${req.url.slice(0, at)}${kept}`;
  const originalAt = req.originalUrl.indexOf("?");
  req.originalUrl = `${originalAt < 0 ? req.originalUrl : req.originalUrl.slice(0, originalAt)}${kept}`;
}

/** The shared page's variant a request would get without its personal cookies, or null when it is not the page. */
function sharedVariantKey(req: VariantRequest, queryParams: readonly string[]): string | null {
  if (!isPageRequest(req)) return null;
  const url = new URL(req.url, "http://x");
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
  return `${req.protocol}|${host}|${language}|${mobile}|${pageQuery(url.search, queryParams)}`;
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
  const queryParams = options.queryParams ?? PAGE_QUERY_PARAMS;
  const { splice } = options;
  const now = options.now ?? Date.now;
  const shared = boundedEntries(options.maxEntries ?? 200, options.maxBytes ?? 32 * 1024 * 1024);
  const stats = { hits: 0, misses: 0, bypassed: 0, coalesced: 0, spliced: 0, spliceFallbacks: 0 };
  /** Variants being rendered now, and what their waiters will be served. */
  const rendering = new Map<string, Promise<Entry | null>>();

  /** A variant's render under way: the promise its waiters get, and how the render settles it. */
  function startRendering(key: string): (entry: Entry | null) => void {
    let settle: (entry: Entry | null) => void = () => {};
    const current = new Promise<Entry | null>((resolve) => {
      settle = (entry) => {
        if (rendering.get(key) === current) rendering.delete(key);
        resolve(entry);
      };
    });
    rendering.set(key, current);
    return settle;
  }

  /** A rendered answer as an entry to keep, or null when it must not be kept. */
  function entryOf(key: string, status: number, headers: Array<[string, string | string[]]>, body: string, nonce: string): Entry | null {
    if (status !== 200) return null;
    // The only cookie a kept page may set is the language one its variant implies (?lng= over another cookie).
    if (headers.some(([name]) => name.toLowerCase() === "set-cookie") && !key.includes(":set|")) return null;
    const replayable = headers.filter(
      ([name]) =>
        !SKIPPED_HEADERS.has(name.toLowerCase()) &&
        // The CSP header carries the nonce too: it is set per request by the security middleware.
        name.toLowerCase() !== "content-security-policy",
    );
    return {
      parts: body.split(nonce).map((part) => Buffer.from(part, "utf8")),
      headers: replayable,
      bytes: 2 * Buffer.byteLength(body),
      expiresAt: now() + ttlMs,
    };
  }

  function serve(req: Request, res: Response, entry: Entry, nonce: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    res.setHeader("Vary", PAGE_VARY);
    res.status(200);
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    const body = gzip ? renderGzip((entry.gzip ??= gzipTemplate(entry.parts)), nonce) : joinWithNonce(entry.parts, nonce);
    send(req, res, body, gzip);
  }

  function send(req: Request, res: Response, body: Buffer, gzip: boolean) {
    // Set before the compression middleware looks: an encoded body is passed through as is.
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  /** The shared page of a personal request's variant: kept, under way, or rendered now for it. */
  async function baseFor(req: Request, res: Response, variant: string, nonce: string): Promise<Entry | null> {
    const kept = shared.get(variant, now());
    if (kept) return kept;
    const pending = rendering.get(variant);
    if (pending) return pending;
    if (!splice) return null;
    const settle = startRendering(variant);
    try {
      const answer = await splice.renderShared(req, res);
      const body = await answer.text();
      const type = answer.headers.get("content-type") ?? "";
      const headers: Array<[string, string | string[]]> = Object.entries(res.getHeaders())
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, typeof value === "number" ? String(value) : (value as string | string[])]);
      for (const [name, value] of answer.headers) if (name !== "set-cookie") headers.push([name, value]);
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) headers.push(["set-cookie", cookies]);
      const entry = type.startsWith("text/html") ? entryOf(variant, answer.status, headers, body, nonce) : null;
      if (entry) shared.set(variant, entry);
      settle(entry);
      return entry;
    } catch (error) {
      settle(null);
      throw error;
    }
  }

  /** Where the terminal and the title are in a shared page, checked by rendering the fresh terminal alone. */
  async function planOf(entry: Entry): Promise<SplicePlan | null> {
    if (!splice) return null;
    const html = entry.parts.map((part) => part.toString("utf8")).join(NONCE_MARK);
    if (entry.parts.some((part) => part.includes(NONCE_MARK))) return null;
    const lang = /^<!DOCTYPE html><html lang="([a-z-]+)"/i.exec(html)?.[1];
    if (!lang) return null;
    // The terminal is the only content of its Suspense boundary (the lazy component, rendered complete).
    const open = `${BOUNDARY_OPEN}${TERMINAL_OPEN}`;
    const at = onlyIndexOf(html, open);
    if (at < 0) return null;
    const start = at + BOUNDARY_OPEN.length;
    const end = html.indexOf(BOUNDARY_CLOSE, start);
    if (end < 0) return null;
    const region = html.slice(start, end);
    if (region.includes("<!--$") || region.includes(NONCE_MARK)) return null;
    const action = /<form class="term-prompt-row"[^>]* action="([^"]*)"/.exec(region)?.[1];
    if (action === undefined) return null;
    const formAction = unescapeAttribute(action);
    const fresh = await splice.terminal(null, lang, formAction);
    // The alone-rendered fresh terminal must be the page's, byte for byte: then a session's is too.
    if (fresh.markup !== region) return null;
    const titleOpen = `${TITLE_OPEN}${escapeText(fresh.title)}</span>`;
    const titleAt = onlyIndexOf(html, titleOpen);
    if (titleAt < 0 || (titleAt < end && titleAt + titleOpen.length > start)) return null;
    const titleStart = titleAt + TITLE_OPEN.length;
    const titleEnd = titleAt + titleOpen.length - "</span>".length;
    const slots: Array<[number, number, "title" | "terminal"]> = [
      [titleStart, titleEnd, "title"],
      [start, end, "terminal"],
    ];
    slots.sort((a, b) => a[0] - b[0]);
    const pieces: SplicePiece[] = [];
    const fixed = (text: string) =>
      text.split(NONCE_MARK).forEach((part, index) => {
        if (index > 0) pieces.push("nonce");
        if (part) pieces.push(deflatePiece(Buffer.from(part, "utf8")));
      });
    let cursor = 0;
    for (const [from, to, slot] of slots) {
      fixed(html.slice(cursor, from));
      pieces.push(slot);
      cursor = to;
    }
    fixed(html.slice(cursor));
    return { lang, formAction, pieces };
  }

  function serveSpliced(req: Request, res: Response, entry: Entry, plan: SplicePlan, part: TerminalPart, nonce: string) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "splice");
    res.setHeader("Cache-Control", PERSONAL_CACHE_CONTROL);
    res.setHeader("Vary", PAGE_VARY);
    res.status(200);
    const fills = {
      nonce: Buffer.from(nonce, "utf8"),
      title: Buffer.from(escapeText(part.title), "utf8"),
      terminal: Buffer.from(part.markup, "utf8"),
    };
    const gzip = req.acceptsEncodings("gzip", "identity") === "gzip";
    if (!gzip) {
      send(req, res, Buffer.concat(plan.pieces.map((piece) => (typeof piece === "string" ? fills[piece] : piece.raw))), false);
      return;
    }
    // Only the terminal is compressed per response; the rest was deflated once.
    const terminal = deflatedTerminal(`${req.headers.cookie ?? ""}|${plan.lang}|${plan.formAction}`, fills.terminal);
    const pieces = plan.pieces.map((piece) =>
      piece === "terminal" ? terminal : typeof piece === "string" ? storedPiece(fills[piece]) : piece,
    );
    send(req, res, gzipPieces(pieces), true);
  }

  /**
   * The terminal's markup deflated: the same bytes as the last time for this cookie (a reload) reuse that
   * deflate (a zlib stream per response costs more than the rest of the answer). Compared by digest.
   */
  const deflated = new Map<string, { digest: string; piece: DeflatedPiece }>();
  function deflatedTerminal(key: string, markup: Buffer): DeflatedPiece {
    const digest = crypto.createHash("sha256").update(markup).digest("base64");
    const kept = deflated.get(key);
    deflated.delete(key);
    const piece = kept?.digest === digest ? kept.piece : deflatePiece(markup, 1);
    deflated.set(key, { digest, piece });
    for (const oldest of deflated.keys()) {
      if (deflated.size <= KEPT_DEFLATES) break;
      deflated.delete(oldest);
    }
    return piece;
  }

  /** A personal request: its variant's shared page with the session's terminal, or (no splice point) rendered in full. */
  async function personal(req: Request, res: Response, next: NextFunction, variant: string, nonce: string) {
    const fallBack = () => {
      stats.spliceFallbacks += 1;
      if (!res.headersSent) next();
    };
    try {
      const base = await baseFor(req, res, variant, nonce);
      if (!base || !splice || res.headersSent || res.writableEnded) return fallBack();
      const plan = await (base.splice ??= planOf(base).catch(() => null));
      if (!plan) return fallBack();
      const part = await splice.terminal(req.headers.cookie ?? null, plan.lang, plan.formAction);
      if (res.headersSent || res.writableEnded) return;
      stats.spliced += 1;
      serveSpliced(req, res, base, plan, part, nonce);
    } catch {
      // A render or a session read failed: the full render answers (or shows the error page).
      fallBack();
    }
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    if (isPageRequest(req)) keepPageParams(req, queryParams);
    const nonce = res.locals.cspNonce as string | undefined;
    const isPersonal = carriesCookie(req.headers.cookie, personalCookies);
    const key = nonce && !isPersonal ? sharedVariantKey(req, queryParams) : null;
    if (isPersonal && nonce && splice) {
      const variant = sharedVariantKey(req, queryParams);
      if (variant !== null) {
        void personal(req, res, next, variant, nonce);
        return;
      }
    }
    if (key === null || !nonce) {
      stats.bypassed += 1;
      next();
      return;
    }
    const cached = shared.get(key, now());
    if (cached) {
      stats.hits += 1;
      serve(req, res, cached, nonce);
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
    const settle = startRendering(key);
    // Whatever happens (an error page, a closed connection), the waiters go on.
    res.once("close", () => settle(null));
    capture(res, (status, body) => {
      const headers = Object.entries(res.getHeaders())
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, typeof value === "number" ? String(value) : value] as [string, string | string[]]);
      const entry = entryOf(key, status, headers, body, nonce);
      if (entry) shared.set(key, entry);
      settle(entry);
    });
    next();
  }

  return {
    middleware,
    stats: (): PageCacheStats => ({ ...stats, entries: shared.size(), bytes: shared.bytes() }),
    clear: () => shared.clear(),
  };
}

/** Deflated terminals kept for reloads (each a few KB). */
const KEPT_DEFLATES = 256;

/** Stands for the nonce while a page is cut (never in a page: React writes no NUL). */
const NONCE_MARK = "\u0000";
const BOUNDARY_OPEN = "<!--$-->";
const BOUNDARY_CLOSE = "<!--/$-->";
const TERMINAL_OPEN = '<div class="term" data-testid="terminal"';
const TITLE_OPEN = '<span class="terminal-frame-title" aria-hidden="true">';

/** Where `needle` is in `text` when it is there exactly once, else -1. */
function onlyIndexOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at >= 0 && text.indexOf(needle, at + 1) < 0 ? at : -1;
}

/** Text as React writes it in HTML. */
function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&#x27;"));
}

/** An attribute's value as React wrote it, back to text. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : name === "quot" ? '"' : "'",
  );
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
