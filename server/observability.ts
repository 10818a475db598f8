/**
 * Per request, before anything else: a request id (a safe incoming
 * X-Request-Id, else a random one) echoed in the answer and carried by every
 * log line written while handling it; at the end, one access line (method,
 * path without the query string, status, duration, bytes) and the HTTP
 * metrics, labelled by a bounded route pattern — never a raw URL.
 */
import type { NextFunction, Request, Response } from "express";
import type { Env } from "../app/env.server";
import { logRequest } from "../app/services/log.server";
import type { AppMetrics } from "../app/services/metrics.server";
import { requestIdFrom, runWithRequest, type RequestContext } from "../app/services/request-context.server";

const CONTEXT_KEY = "requestContext";

/** Exact paths that are their own route label; everything else falls in a few fixed groups. */
const EXACT_ROUTES = new Set([
  "/",
  "/healthz",
  "/metrics",
  "/api/contact",
  "/api/sendMessage",
  "/api/generate-image",
  "/api/generate-key",
  "/api/projects",
  "/api/games",
  "/api/terminal-content",
  "/api/translations",
  "/api/clear-history",
  "/resources/x-post",
  "/robots.txt",
  "/sitemap.xml",
  "/llms.txt",
]);
const PREFIX_ROUTES = ["/build/", "/api/", "/og/", "/vendor/", "/emulators/", "/jsdos/", "/gba/", "/images/"] as const;

/** The route label of a path: a fixed, small set (cardinality stays bounded whatever clients send). */
export function routeLabel(path: string): string {
  if (EXACT_ROUTES.has(path)) return path;
  for (const prefix of PREFIX_ROUTES) if (path.startsWith(prefix)) return `${prefix}*`;
  return "other";
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "OTHER");

const byteLength = (chunk: unknown, encoding: unknown): number => {
  if (typeof chunk === "string") return Buffer.byteLength(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? chunk.byteLength : 0;
};

/** The first middleware: installed before compression, so the bytes counted are the bytes sent. */
export function observeRequests(env: Pick<Env, "LOG_LEVEL">, metrics: Pick<AppMetrics, "httpRequests" | "httpDuration">) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const context: RequestContext = { reqId: requestIdFrom(req.headers["x-request-id"]) };
    res.locals[CONTEXT_KEY] = context;
    res.setHeader("X-Request-Id", context.reqId);

    let bytes = 0;
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      bytes += byteLength(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== "function") bytes += byteLength(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response["end"];

    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      // Closed before the answer was complete: the client went away (nginx's 499).
      const status = res.writableFinished ? res.statusCode : 499;
      const route = routeLabel(req.path);
      metrics.httpRequests.inc({ route, method: methodLabel(req.method), status: String(status) });
      metrics.httpDuration.observe({ route }, seconds);
      logRequest(env, context.reqId, {
        method: req.method,
        path: req.path,
        route,
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        bytes,
      });
    });
    runWithRequest(context, next);
  };
}

/**
 * Runs `fn` in the request's context again: body readers resume the chain from
 * socket events, which do not carry it (the Remix handler is entered through this).
 */
export function inRequestContext<T>(res: Response, fn: () => T): T {
  const context = res.locals[CONTEXT_KEY] as RequestContext | undefined;
  return context ? runWithRequest(context, fn) : fn();
}
