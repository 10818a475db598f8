/**
 * GET /metrics in Prometheus text format, served in one of two ways only:
 * on its own listener (METRICS_PORT, bound to METRICS_ADDRESS, 127.0.0.1 by
 * default), or on the main port behind `Authorization: Bearer <ADMIN_TOKEN>`
 * when no METRICS_PORT is set. Otherwise, and on the main port whenever the
 * separate listener is configured, /metrics is a 404. Never reaches the page
 * cache or Remix. The registry is the app's (prom-client, on the platform);
 * gauges (undelivered mail, page cache, memory, uptime) are read at scrape time.
 */
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Request, Response } from "express";
import { Counter, Gauge } from "prom-client";
import type { Env } from "../app/env.server";
import { exposition, type AppMetrics } from "../app/services/metrics.server";
import { report } from "../app/services/log.server";
import type { AppDatabase } from "../db/client";
import { contactMessages } from "../db/schema";
import { count, inArray } from "drizzle-orm";
import type { PageCacheStats } from "./page-cache";
import type { StorageUsage } from "../app/services/storage-budget.server";
import type { AdminAuth } from "../app/admin/auth.server";
import { clientKey } from "../app/utils/client-key.server";

/** The registry's own content type: the text exposition format 0.0.4. */
export const EXPOSITION_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/** Undelivered contact messages: waiting (pending) or failed, the retry queue of the e-mail delivery. */
function undeliveredMail(db: AppDatabase): number | null {
  try {
    if (!db.$client.open) return null;
    const row = db
      .select({ n: count() })
      .from(contactMessages)
      .where(inArray(contactMessages.deliveryStatus, ["pending", "failed"]))
      .get();
    return row?.n ?? 0;
  } catch (error) {
    report("warn", "[metrics] cannot count undelivered mail", error);
    return null;
  }
}

/** Adds the values read at scrape time (mail queue, page cache) to the app's registry. */
export function registerScrapeMetrics(
  metrics: AppMetrics,
  sources: { db: AppDatabase; pageCache?: () => PageCacheStats; storage?: () => StorageUsage | null },
): void {
  const registers = [metrics.registry];
  if (sources.storage) registerStorageMetrics(registers, sources.storage);
  new Gauge({
    name: "contact_messages_undelivered",
    help: "Contact messages not delivered by e-mail yet (pending or failed).",
    registers,
    collect() {
      const queue = undeliveredMail(sources.db);
      if (queue !== null) this.set(queue);
    },
  });
  const { pageCache } = sources;
  if (!pageCache) return;
  const results = ["hit", "miss", "coalesced", "bypassed", "splice", "splice_fallback"] as const;
  const field = {
    hit: "hits",
    miss: "misses",
    coalesced: "coalesced",
    bypassed: "bypassed",
    splice: "spliced",
    splice_fallback: "spliceFallbacks",
  } as const;
  new Counter({
    name: "page_cache_requests_total",
    help: "Home page requests by page cache result (hit, miss, coalesced into a render under way, bypassed, a personal page spliced into the shared one, or rendered in full for want of a splice point).",
    labelNames: ["result"] as const,
    registers,
    collect() {
      const stats = pageCache();
      // The cache keeps the running totals: the counter is set to them, never counts twice.
      this.reset();
      for (const result of results) this.inc({ result }, stats[field[result]]);
    },
  });
}

/** Constant-time comparison of a presented token (hashes first, so lengths leak nothing either). */
export function tokenMatches(presented: string, expected: string): boolean {
  const a = crypto.createHash("sha256").update(presented).digest();
  const b = crypto.createHash("sha256").update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

const bearer = (header: string | undefined) => {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? "");
  return match ? match[1] : null;
};

export type MetricsMode = "port" | "token" | "off";
export function metricsMode(env: Pick<Env, "METRICS_PORT" | "ADMIN_TOKEN">): MetricsMode {
  if (env.METRICS_PORT !== undefined) return "port";
  return env.ADMIN_TOKEN ? "token" : "off";
}

const notFound = (res: Response) => res.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found.\nIntrouvable.\n");

/**
 * The main port's /metrics: a 404 unless the token mode is on, then 401 without the right bearer token.
 * Wrong tokens count in /admin's sign-in counter (the same AdminAuth, the same client key): one lockout
 * for the owner's token wherever it is accepted, 429 with Retry-After while it lasts.
 */
export function metricsRoute(env: Env, metrics: AppMetrics, auth: Pick<AdminAuth, "loginRetryAfter" | "recordLoginFailure">) {
  const mode = metricsMode(env);
  return async (req: Request, res: Response) => {
    if (mode !== "token" || !env.ADMIN_TOKEN) return notFound(res);
    if (req.method !== "GET" && req.method !== "HEAD")
      return res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed.\nMéthode non autorisée.\n");
    const client = clientKey(req.ip ?? req.socket.remoteAddress);
    const wait = auth.loginRetryAfter(client);
    if (wait > 0)
      return res
        .status(429)
        .set({ "Retry-After": String(wait), "Cache-Control": "no-store" })
        .type("text/plain")
        .send("Too many wrong tokens: try again later.\nTrop de jetons erronés : réessayez plus tard.\n");
    const token = bearer(req.headers.authorization);
    if (token === null || !tokenMatches(token, env.ADMIN_TOKEN)) {
      // A presented token that is wrong is a guess; no header at all (a scraper not set up yet) is not.
      if (token !== null) auth.recordLoginFailure(client);
      return res
        .status(401)
        .set({ "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" })
        .type("text/plain")
        .send("Unauthorized.\nNon autorisé.\n");
    }
    let body: string;
    try {
      body = await exposition(metrics);
    } catch (error) {
      report("error", "[metrics] scrape failed", error);
      return res.status(500).type("text/plain").set("Cache-Control", "no-store").send("Scrape failed.\n");
    }
    // A Buffer: Express keeps the Content-Type as set (a string would get its charset moved).
    res.status(200).set({ "Content-Type": EXPOSITION_CONTENT_TYPE, "Cache-Control": "no-store" }).send(Buffer.from(body));
  };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** The separate listener: GET /metrics and nothing else, no token (keep it on a private address). */
export async function startMetricsServer(env: Env, metrics: AppMetrics): Promise<MetricsServer> {
  const server = http.createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics") {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found.\n");
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" }).end("Method not allowed.\n");
      return;
    }
    let body: string;
    try {
      body = await exposition(metrics);
    } catch (error) {
      report("error", "[metrics] scrape failed", error);
      res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Scrape failed.\n");
      return;
    }
    res.writeHead(200, { "Content-Type": EXPOSITION_CONTENT_TYPE, "Cache-Control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.METRICS_PORT ?? 0, env.METRICS_ADDRESS, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = env.METRICS_ADDRESS.includes(":") ? `[${env.METRICS_ADDRESS}]` : env.METRICS_ADDRESS;
  return {
    url: `http://${host === "0.0.0.0" || host === "[::]" ? "127.0.0.1" : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The database's size and each capped store's use against its limit (docs/operations.md lists the limits). */
function registerStorageMetrics(registers: AppMetrics["registry"][], storage: () => StorageUsage | null): void {
  new Gauge({
    name: "database_size_bytes",
    help: "Size of the SQLite database: the main file's pages, and the WAL file.",
    labelNames: ["file"] as const,
    registers,
    collect() {
      const usage = storage();
      if (!usage) return;
      this.set({ file: "main" }, usage.databaseBytes);
      this.set({ file: "wal" }, usage.walBytes);
    },
  });
  const rows = (usage: StorageUsage) =>
    [
      ["sessions", "bytes", usage.sessions.bytes, usage.sessions.maxBytes],
      ["sessions", "rows", usage.sessions.rows, usage.sessions.maxRows],
      ["session_images", "bytes", usage.sessions.imageBytes, usage.sessions.maxImageBytes],
      ["visitors", "rows", usage.visitors.rows, usage.visitors.maxRows],
      ["post_cache", "rows", usage.postCache.rows, usage.postCache.maxRows],
      ["rate_limits", "rows", usage.rateLimits.rows, usage.rateLimits.maxRows],
    ] as const;
  new Gauge({
    name: "storage_budget_used",
    help: "What a capped store holds now (unit: bytes or rows).",
    labelNames: ["store", "unit"] as const,
    registers,
    collect() {
      const usage = storage();
      if (usage) for (const [store, unit, used] of rows(usage)) this.set({ store, unit }, used);
    },
  });
  new Gauge({
    name: "storage_budget_limit",
    help: "The cap of each store (its STORAGE_* setting); over it the oldest rows go first.",
    labelNames: ["store", "unit"] as const,
    registers,
    collect() {
      const usage = storage();
      if (usage) for (const [store, unit, , limit] of rows(usage)) this.set({ store, unit }, limit);
    },
  });
  new Gauge({
    name: "disk_free_bytes",
    help: "Free space on the database's filesystem (optional writes stop under STORAGE_DISK_FLOOR_BYTES).",
    registers,
    collect() {
      const free = storage()?.freeDiskBytes;
      if (typeof free === "number") this.set(free);
    },
  });
}
