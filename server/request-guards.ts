/**
 * Guards in front of the Remix handler against client mistakes and oversized
 * bodies: each answers a short 4xx (JSON under /api, an English + French plain
 * line elsewhere) and logs one line, never a stack trace or a 5xx.
 * Non-API bodies are read here with a byte cap, so `request.formData()` in an
 * action only ever sees a bounded buffer.
 */
import type { NextFunction, Request, Response } from "express";
import { originAllowed } from "../app/utils/origin";
import { requestOrigin, toWebRequest } from "./remix-http";
import type { Env } from "../app/env.server";
import { log } from "../app/services/log.server";

type Message = { en: string; fr: string };

export const GUARD_MESSAGES = {
  badPath: { en: "Malformed URL.", fr: "URL mal formée." },
  method: { en: "Method not allowed.", fr: "Méthode non autorisée." },
  tooLarge: { en: "Request body too large.", fr: "Corps de requête trop volumineux." },
  crossSiteApi: {
    en: "Forbidden: this API takes JSON from this site's page only.",
    fr: "Interdit : cette API n'accepte que du JSON envoyé depuis une page de ce site.",
  },
  foreignPost: {
    en: "Forbidden: this form was not sent from this site's page.",
    fr: "Interdit : ce formulaire n'a pas été envoyé depuis une page de ce site.",
  },
} as const satisfies Record<string, Message>;

/** Methods the pages answer; anything else (PUT, DELETE, TRACE…) is a 405 before Remix sees it. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
/** Methods the API routes may answer themselves (with their own 405 and `Allow`). */
const API_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Where a buffered non-API body waits for the Remix request (res.locals key). */
const BODY_KEY = "guardedBody";

export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** Paths whose answers are JSON, refusals included: the API and the resource routes (/resources/x-post). */
export const answersJson = (path: string) => isApiPath(path) || path.startsWith("/resources/");

/**
 * An /api path holding a line break (%0A, %0D, U+2028, U+2029) is one the router's
 * catch-all cannot match (its splat stops at line breaks): the same JSON 404 as every
 * unknown endpoint, not the HTML page.
 */
export function unknownApiLineBreak() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path)) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next(); // malformed: rejectMalformedPath answers it
    }
    if (!/[\r\n\u2028\u2029]/.test(decoded)) return next();
    res.status(404).json({ success: false, message: "Unknown API endpoint." });
  };
}

/** Client-error log lines allowed per window; past them they are counted and summed up once (a flood stays a few lines). */
export const REFUSAL_LOG_LIMIT = { lines: 20, windowMs: 60_000 } as const;
const refusalLog = { windowStart: 0, lines: 0, suppressed: 0 };

/** Whether one more refusal line may be written now (a summary of the suppressed ones goes first). */
function refusalLineAllowed(env: Pick<Env, "LOG_LEVEL">, now = Date.now()): boolean {
  if (now - refusalLog.windowStart >= REFUSAL_LOG_LIMIT.windowMs) {
    if (refusalLog.suppressed > 0)
      log(env, "warn", `[http] ${refusalLog.suppressed} more client errors in the last minute (log lines rate-limited)`);
    refusalLog.windowStart = now;
    refusalLog.lines = 0;
    refusalLog.suppressed = 0;
  }
  if (refusalLog.lines >= REFUSAL_LOG_LIMIT.lines) {
    refusalLog.suppressed += 1;
    return false;
  }
  refusalLog.lines += 1;
  return true;
}

/** One log line: method and path quoted (JSON escapes control characters) and clipped; never the query string (it may be personal). */
function logRefusal(env: Pick<Env, "LOG_LEVEL">, req: Request, status: number, reason: string) {
  if (!refusalLineAllowed(env)) return;
  const path = req.originalUrl.split("?")[0];
  const target = path.length > 200 ? `${path.slice(0, 200)}…` : path;
  log(env, "warn", `[http] ${status} ${JSON.stringify(`${req.method} ${target}`)}: ${reason}`);
}

/** Answers a client mistake: JSON `{ success: false, message }` for /api, a bilingual plain line otherwise. */
export function refuse(
  env: Pick<Env, "LOG_LEVEL">,
  req: Request,
  res: Response,
  status: number,
  message: Message,
  headers: Record<string, string> = {},
) {
  logRefusal(env, req, status, message.en);
  if (res.headersSent) return;
  res.status(status).set(headers);
  if (answersJson(req.path)) res.json({ success: false, message: message.en });
  else res.type("text/plain").send(`${message.en}\n${message.fr}\n`);
}

/**
 * How long, and how many bytes, a refused body is read and thrown away before
 * the connection is cut. The byte bound is above what the kernels' socket
 * buffers hold in flight (several MB on a fast link), which the client sent
 * before it could see the answer.
 */
export const LINGER = { ms: 2_000, bytes: 32 * 1024 * 1024 } as const;

/**
 * When an answer leaves part of the request body unread (413, 405, an early
 * error), the rest is read and discarded so the connection can serve its next
 * request, within LINGER: past it the socket is destroyed. Closing at once
 * instead would make the kernel reset the connection while the client is still
 * sending, and many clients then lose the answer they were sent.
 */
export function drainUnreadBody() {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once("prefinish", () => {
      if (req.complete) return;
      // A closing answer (the client sent `Connection: close`): Node would destroy the socket right
      // after writing it, with the body still arriving, which resets the connection and loses the
      // answer. Only half-close it (FIN); the drain below then reads the rest and destroys it.
      req.socket.destroySoon = function (this: typeof req.socket) {
        this.end();
      };
    });
    res.once("finish", () => {
      if (req.complete) return;
      const cut = () => req.socket.destroy();
      const timer = setTimeout(cut, LINGER.ms);
      timer.unref();
      let drained = 0;
      req.removeAllListeners("data"); // a reader that stopped early (Remix's body stream) gets nothing more
      req.on("data", (chunk: Buffer) => {
        drained += chunk.byteLength;
        if (drained > LINGER.bytes) cut();
      });
      req.once("end", () => {
        clearTimeout(timer);
        // A half-closed connection serves nothing more: close it once the body is read.
        if (req.socket.writableEnded) req.socket.destroy();
      });
      req.socket.once("close", () => clearTimeout(timer));
      req.resume();
    });
    next();
  };
}

/**
 * `/%FF` and friends: 400 instead of a URIError from the router. So is a target
 * that is not a path (absolute-form `GET http://x/`, meant for proxies, or `*`):
 * this server is no proxy, and the host must come from Host alone.
 */
export function rejectMalformedPath(env: Pick<Env, "LOG_LEVEL">) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.originalUrl.startsWith("/")) {
      refuse(env, req, res, 400, GUARD_MESSAGES.badPath);
      return;
    }
    try {
      decodeURIComponent(req.path);
    } catch {
      refuse(env, req, res, 400, GUARD_MESSAGES.badPath);
      return;
    }
    next();
  };
}

/** Pages take GET, HEAD and POST; TRACE and other unknown methods are refused everywhere. */
/**
 * A page form posted from another site: Remix refuses it (its CSRF check compares
 * Origin with X-Forwarded-Host or Host) by throwing, which would be a 500. The same
 * rule here answers a clear 403 instead. API routes answer for themselves.
 */
export function refuseForeignPagePosts(env: Pick<Env, "LOG_LEVEL" | "SITE_URL">) {
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || answersJson(req.path)) return next();
    const origin = req.headers.origin;
    if (origin === undefined) return next();
    // Origin only (Remix checks that header alone); "null" or malformed is refused like a foreign one.
    if (originAllowed({ origin, referer: null }, requestOrigin(req, siteHost), env.SITE_URL)) return next();
    refuse(env, req, res, 403, GUARD_MESSAGES.foreignPost);
  };
}

/**
 * The API speaks JSON: a body-carrying request from another site that is not
 * JSON is a form or a `no-cors` fetch (the kinds a browser sends cross-site
 * without asking first), so it is refused with a 403 in JSON before any route
 * runs (a form POST to /api/generate-key no longer mints a key). Cross-site
 * means the browser's `Sec-Fetch-Site` saying so, or without it an Origin
 * that is not this site's origin. Same-site and header-less clients (curl, the
 * site's own fetches with their JSON Content-Type) go on.
 */
export function refuseCrossSiteApiForms(env: Pick<Env, "LOG_LEVEL" | "SITE_URL">) {
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isApiPath(req.path) || req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const type = String(req.headers["content-type"] ?? "")
      .split(";")[0]
      .trim()
      .toLowerCase();
    if (type === "application/json" || type.endsWith("+json")) return next();
    // The browser's own word first (it knows the page's origin even behind a proxy the app does not trust).
    const fetchSite = String(req.headers["sec-fetch-site"] ?? "").toLowerCase();
    if (fetchSite === "same-origin" || fetchSite === "none") return next();
    const origin = req.headers.origin;
    const foreignOrigin = origin !== undefined && !originAllowed({ origin, referer: null }, requestOrigin(req, siteHost), env.SITE_URL);
    if (!foreignOrigin && fetchSite !== "cross-site" && fetchSite !== "same-site") return next();
    refuse(env, req, res, 403, GUARD_MESSAGES.crossSiteApi);
  };
}

export function allowMethods(env: Pick<Env, "LOG_LEVEL">) {
  const allow = PAGE_METHODS.join(", ");
  return (req: Request, res: Response, next: NextFunction) => {
    const allowed = isApiPath(req.path) ? API_METHODS.has(req.method) : (PAGE_METHODS as readonly string[]).includes(req.method);
    if (allowed) return next();
    refuse(env, req, res, 405, GUARD_MESSAGES.method, { Allow: allow });
  };
}

/** 413 from the declared Content-Length, before a byte of the body is read. */
export function limitContentLength(env: Pick<Env, "LOG_LEVEL">, maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBytes) return refuse(env, req, res, 413, GUARD_MESSAGES.tooLarge);
    next();
  };
}

const hasBody = (req: Request) => req.method !== "GET" && req.method !== "HEAD";

/**
 * Reads a non-API body into memory with a byte cap counted as chunks arrive
 * (chunked bodies have no Content-Length): 413 as soon as it is over, and the
 * rest is drained (drainUnreadBody), never kept.
 */
export function bufferBody(env: Pick<Env, "LOG_LEVEL">, maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req) || isApiPath(req.path)) return next();
    void readBodyCapped(req, maxBytes).then((body) => {
      if (body === "tooLarge") return refuse(env, req, res, 413, GUARD_MESSAGES.tooLarge);
      // The client went away mid-body: nobody to answer.
      if (body === "gone") return logRefusal(env, req, 400, "body aborted by the client");
      res.locals[BODY_KEY] = body;
      next();
    });
  };
}

/**
 * A Node request's body read up to `maxBytes`: the bytes; "tooLarge" as soon as it passes the cap (reading
 * stops there, drainUnreadBody deals with the rest after the answer); "gone" when the client left mid-body.
 */
export function readBodyCapped(req: Request, maxBytes: number): Promise<Buffer | "tooLarge" | "gone"> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (result: Buffer | "tooLarge" | "gone") => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onGone);
      req.off("close", onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.pause();
      settle("tooLarge");
    };
    const onEnd = () => settle(Buffer.concat(chunks, size));
    const onGone = () => settle("gone");
    req.on("data", onData);
    req.once("end", onEnd);
    req.once("error", onGone);
    req.once("close", onGone);
  });
}

/** The Web Request for Remix, with the buffered body when `bufferBody` read one. */
export function remixRequest(req: Request, res: Response, fallbackHost?: string): globalThis.Request {
  return toWebRequest(req, res, res.locals[BODY_KEY] as Buffer | undefined, fallbackHost);
}

/** Errors that carry a 4xx status (a URIError from the router, a parser's 413) are client mistakes. */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== "object" || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : null;
  return code !== null && code >= 400 && code < 500 ? code : null;
}
