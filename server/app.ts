/**
 * The Express application: only cross-cutting work (headers, compression,
 * static files, rate limits, health) in front of the Remix request handler.
 * Tests build it with a temp database and an ephemeral port.
 */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type BetterSqlite3 from "better-sqlite3";
import compression from "compression";
import express from "express";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { closeDatabase, databaseHealth, replicaOf, setDatabase } from "../db/client";
import type { Env } from "../app/env.server";
import { upsertProjectsFromContent } from "../app/services/projects.server";
import { contentDir, MEDIA_PREFIX } from "../app/content/load.server";
import { adoptContent, createContentSource, staticContentSource, type ContentSource } from "../app/content/store.server";
import type { Content } from "../app/content/types";
import { startBackgroundJobs, type BackgroundJobs } from "../app/services/background.server";
import { cachedStorageUsage, storageBudget, storageSummary } from "../app/services/storage-budget.server";
import { adoptLogger, createLogger, guardStdout, log, loggerSettings, report } from "../app/services/log.server";
import { inRequestContext, observeRequests } from "./observability";
import { metricsMode, metricsRoute, registerScrapeMetrics, startMetricsServer, type MetricsServer } from "./metrics";
import { nonceMiddleware, securityHeaders } from "./security";
import { emulatorRoutes } from "./emulators";
import { sendWebResponse } from "./remix-http";
import { DEFAULT_RATE_LIMITS, rateLimits, type RateLimitSettings } from "./rate-limits";
import { memoryStores, sqliteQuotaBackend, sqliteStores } from "./rate-limit-store";
import { createPlatform, type Platform } from "../app/services/platform.server";
import type { SharedInstances } from "../app/services/shared.server";
import { requestContextStorage } from "../app/services/request-context.server";
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "../app/utils/http.server";
import { applyCachePolicy, createPageCache } from "./page-cache";
import { TERMINAL_SESSION_COOKIE } from "../app/services/terminal-sessions.server";
import type { chatApi, terminalSplice } from "../app/entry.server";
import { sendChatAnswer, nodeJsonBody } from "./chat-direct";
import { adminGuard } from "./admin-guard";
import { clientKey } from "../app/utils/client-key.server";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/write-health";
import { WAL_DEGRADED_MESSAGE } from "../db/checkpoint";
import {
  GUARD_MESSAGES,
  allowMethods,
  bufferBody,
  clientErrorStatus,
  drainUnreadBody,
  isApiPath,
  unknownApiLineBreak,
  limitContentLength,
  refuse,
  refuseForeignPagePosts,
  refuseCrossSiteApiForms,
  rejectMalformedPath,
  remixRequest,
} from "./request-guards";

/** What the server calls in the build's server entry (app/entry.server.tsx) besides Remix's handler. */
interface EntryExtras {
  terminalSplice: typeof terminalSplice;
  chatApi: typeof chatApi;
}

/** A Cookie header without the named cookies ("" when nothing is left). */
function withoutCookies(header: string | null, names: readonly string[]): string {
  return (header ?? "")
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !names.includes(part.split("=")[0]))
    .join("; ");
}

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(ROOT_DIR, "build", "index.js");

export interface AppOptions {
  env: Env;
  rateLimits?: Partial<RateLimitSettings>;
  /** Skip background jobs (unit-style integration tests drive them directly). */
  backgroundJobs?: boolean;
  /** Render the home page for every request (tests that change what it shows mid-run). */
  pageCache?: boolean;
  /**
   * The clock of the background jobs and of the health check's write probe (tests only: crossing
   * midnight for the daily e-mail cap, outliving a trusted probe without waiting for it).
   */
  clock?: () => number;
  /** The content to serve instead of the CONTENT_DIR folder (tests). */
  content?: Content;
  /** Skip the database's quick_check at start (tests that need a damaged file to start). */
  quickCheck?: boolean;
}

/** Files larger than this skip the start-up quick_check (it reads every page: a start must stay quick). */
export const QUICK_CHECK_MAX_BYTES = 256 * 1024 * 1024;

/**
 * SQLite's quick_check at start, bounded by the file's size: a damaged file stops the start with one
 * clear line (what, which file, what to do) instead of 500s on the pages that read the damaged part.
 * Returns that line, or null when the file is fine, too large to check, or not a file (":memory:").
 */
export function quickCheck(client: BetterSqlite3.Database, file: string): string | null {
  let size = 0;
  try {
    size = fs.statSync(file).size;
  } catch {
    return null;
  }
  if (size > QUICK_CHECK_MAX_BYTES) return null;
  let result: unknown;
  try {
    result = client.pragma("quick_check(1)", { simple: true });
  } catch (error) {
    result = error instanceof Error ? error.message : String(error);
  }
  if (result === "ok") return null;
  return `the database file ${file} is damaged (quick_check: ${String(result).replace(/\s+/g, " ").slice(0, 200)}); restore a backup (docs/operations.md, "Restoring a backup") or move the file away to start empty`;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  /** The separate /metrics listener's address, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** The app's shared state (tests wake the delivery loop through it). */
  platform: Platform;
  close(): Promise<void>;
}

/** Imports the Remix build and hands it this server's shared instances (its own copies of app/ and db/ would not see them). */
async function importBuild(shared: SharedInstances): Promise<ServerBuild> {
  if (!fs.existsSync(BUILD_PATH)) throw new Error(`No server build at ${BUILD_PATH}. Run \`npm run build\` first.`);
  const stamp = fs.statSync(BUILD_PATH).mtimeMs;
  const build = (await import(`${pathToFileURL(BUILD_PATH).href}?t=${stamp}`)) as ServerBuild;
  const { bindPlatform } = build.entry.module as { bindPlatform?: (shared: SharedInstances) => void };
  if (typeof bindPlatform !== "function") throw new Error(`The build at ${BUILD_PATH} exports no bindPlatform: rebuild it.`);
  bindPlatform(shared);
  return build;
}

export async function createApp(options: AppOptions) {
  const { env } = options;
  // The app's logger (its level, format and secrets from env), also handed to the Remix build below.
  const logger = createLogger(loggerSettings(env));
  adoptLogger(logger);
  guardStdout();
  const dev = env.NODE_ENV === "development";
  if (env.NODE_ENV === "production" && !env.SITE_URL)
    log(
      env,
      "warn",
      "[config] SITE_URL is not set: canonical, Open Graph, sitemap and robots URLs come from each request's host; set SITE_URL to the public address",
    );
  // The owner's content: read (and checked) now, a mistake stops the start; followed while developing.
  const content: ContentSource = options.content
    ? staticContentSource(options.content)
    : createContentSource(contentDir(env.CONTENT_DIR), { watch: dev, warn: (message) => log(env, "warn", message) });
  adoptContent(content);
  const db = setDatabase(env.DATABASE_PATH);
  if (options.quickCheck !== false) {
    const problem = quickCheck(db.$client, env.DATABASE_PATH);
    if (problem) {
      closeDatabase();
      throw new Error(problem);
    }
  }
  // A LiteFS read replica (db/client.ts) only reads: the primary writes the projects and runs the jobs.
  const replica = db.$client.readonly;
  if (replica)
    log(env, "info", `[db] read replica of ${replicaOf(env.DATABASE_PATH) ?? "the primary"}: no start-up writes, no background jobs`);
  else {
    upsertProjectsFromContent(db, content.get().projects);
    content.onChange(() => upsertProjectsFromContent(db, content.get().projects));
  }
  // RATE_LIMIT_STORE=sqlite: the app's quotas count in the database too (never on a read replica).
  const sharedLimits = env.RATE_LIMIT_STORE === "sqlite" && !replica;
  // The one owner of the state requests share: handed to Remix in the load context, to the jobs below.
  const platform = createPlatform({
    sharedQuotas: sharedLimits ? sqliteQuotaBackend(db) : undefined,
    databasePath: env.DATABASE_PATH,
    // Production runs the build's worker (build/terminal-worker.js); development its source, current as it is edited.
    terminalPool: { built: env.NODE_ENV !== "development" },
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // Request id, access line and HTTP metrics: first, so every answer (refusals included) is counted.
  app.use(observeRequests(env, platform.metrics));
  app.use(compression());
  app.use(nonceMiddleware());
  app.use(
    securityHeaders({
      upgradeInsecure: env.NODE_ENV === "production" && (env.SITE_URL?.startsWith("https://") ?? false),
      liveReload: dev,
    }),
  );
  // Client mistakes and oversized bodies get a 4xx here, before any body is read.
  app.use(drainUnreadBody());
  app.use(rejectMalformedPath(env));
  app.use(allowMethods(env));
  app.use(unknownApiLineBreak());
  app.use((req, res, next) => limitContentLength(env, isApiPath(req.path) ? MAX_JSON_BYTES : MAX_FORM_BYTES)(req, res, next));
  app.use(adminGuard(env));
  app.use(refuseForeignPagePosts(env));
  app.use(refuseCrossSiteApiForms(env));

  // Fingerprinted build assets are immutable; other public files are cached for an hour.
  app.use("/build", express.static(path.join(ROOT_DIR, "public", "build"), { immutable: true, maxAge: "1y", index: false }));
  app.use(emulatorRoutes(env, path.join(ROOT_DIR, "public")));
  // The content folder's pictures (avatar, project previews): /media/<file>.
  app.use(MEDIA_PREFIX.slice(0, -1), express.static(path.join(content.dir, "media"), { maxAge: "1h", index: false, dotfiles: "ignore" }));
  const publicFiles = express.static(path.join(ROOT_DIR, "public"), { maxAge: "1h", index: false });
  // "/" is never a file here (index: false): the busiest path skips the disk lookup (ADR 022).
  app.use((req, res, next) => (req.path === "/" ? next() : publicFiles(req, res, next)));

  // Database size and storage budget use, for /healthz and /metrics (measured at most every 10 s).
  const storageUsageNow = cachedStorageUsage(db, storageBudget(env));

  // Degraded (503, so the container's healthcheck sees it) when the database cannot write, its last writes failed,
  // or its WAL is not being checkpointed (db/checkpoint.ts).
  // The reason goes to the log (once per change), not to the public answer.
  let lastHealth = "ok";
  app.get("/healthz", (_req, res) => {
    const health = databaseHealth(db, platform.writeHealth, options.clock?.());
    const now = health.ok ? "ok" : health.reason;
    if (now !== lastHealth)
      log(env, health.ok ? "info" : "error", `[health] ${health.ok ? "database writable again" : `degraded: ${now}`}`);
    lastHealth = now;
    const usage = storageUsageNow(options.clock?.());
    const storage = usage ? { storage: storageSummary(usage) } : {};
    if (health.ok) {
      res.status(200).json({ status: "ok", ...storage });
      return;
    }
    const message = health.kind === "wal" ? WAL_DEGRADED_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE;
    res.status(503).json({ status: "degraded", message, ...storage });
  });

  const scale = (n: number) => Math.ceil(n * env.RATE_LIMIT_MULTIPLIER);
  app.use(
    rateLimits(
      {
        windowMs: DEFAULT_RATE_LIMITS.windowMs,
        general: scale(DEFAULT_RATE_LIMITS.general),
        post: scale(DEFAULT_RATE_LIMITS.post),
        paid: scale(DEFAULT_RATE_LIMITS.paid),
        ...options.rateLimits,
      },
      sharedLimits ? sqliteStores(db) : memoryStores,
    ),
  );

  // Answered here, never by the page cache or Remix (a 404 unless configured: server/metrics.ts).
  app.all("/metrics", metricsRoute(env, platform.metrics, platform.adminAuth));

  // Non-API bodies are read here with their cap; chunked API bodies are capped in readJsonBody.
  app.use(bufferBody(env, MAX_FORM_BYTES));

  const shared: SharedInstances = { db, logger, requestContext: requestContextStorage(), content };
  let build = await importBuild(shared);
  let buildStamp = fs.statSync(BUILD_PATH).mtimeMs;
  const handleRequest = createRequestHandler(
    dev
      ? async () => {
          const stamp = fs.statSync(BUILD_PATH).mtimeMs;
          if (stamp !== buildStamp) {
            build = await importBuild(shared);
            buildStamp = stamp;
          }
          return build;
        }
      : build,
    env.NODE_ENV,
  );
  // The home page's HTML, rendered once per variant and reused (not in development: the build changes).
  // A visitor with a no-JS terminal session sees their own lines: the shared page with the terminal
  // rendered alone for them (docs/decisions/030-personal-pages-spliced.md).
  const personalCookies = [TERMINAL_SESSION_COOKIE];
  const siteHost = env.SITE_URL ? new URL(env.SITE_URL).host : undefined;
  const requestContext = (req: express.Request, res: express.Response) => ({
    cspNonce: res.locals.cspNonce as string,
    env,
    // clientIp is the quota key (IPv6 /56, IPv4-mapped as IPv4): every per-IP limit in the app counts by it.
    clientIp: clientKey(req.ip ?? req.socket.remoteAddress),
    platform,
  });
  const pageCache =
    dev || options.pageCache === false
      ? null
      : createPageCache({
          personalCookies,
          splice: {
            renderShared: (req, res) => {
              const personal = remixRequest(req, res, siteHost);
              const headers = new Headers(personal.headers);
              const cookies = withoutCookies(personal.headers.get("Cookie"), personalCookies);
              if (cookies) headers.set("Cookie", cookies);
              else headers.delete("Cookie");
              const request = new Request(personal.url, { method: personal.method, headers, signal: personal.signal });
              return inRequestContext(res, () => handleRequest(request, requestContext(req, res)));
            },
            terminal: (cookie, lang, formAction) =>
              (build.entry.module as unknown as EntryExtras).terminalSplice(cookie, lang, formAction, env, platform.writeHealth),
          },
        });
  if (pageCache) {
    app.use(pageCache.middleware);
    content.onChange(() => pageCache.clear());
  }
  registerScrapeMetrics(platform.metrics, { db, storage: storageUsageNow, ...(pageCache ? { pageCache: pageCache.stats } : {}) });
  // The busiest paid endpoint, answered without Remix's request copies and route matching (ADR 042).
  app.post("/api/sendMessage", (req, res, next) => {
    const context = requestContext(req, res);
    inRequestContext(res, () =>
      (build.entry.module as unknown as EntryExtras)
        .chatApi({ authorization: req.get("Authorization") ?? null, accept: req.get("Accept") ?? null, body: nodeJsonBody(req) }, context)
        .then((answer) => {
          const headers = new Headers(answer.headers);
          if (!("events" in answer)) headers.set("Content-Type", "application/json");
          applyCachePolicy(req, headers, personalCookies);
          return sendChatAnswer(res, answer, headers);
        })
        .catch(next),
    );
  });
  app.all("*", (req, res, next) => {
    const context = requestContext(req, res);
    inRequestContext(res, () =>
      handleRequest(remixRequest(req, res, siteHost), context)
        .then((response) => {
          let answer = response;
          try {
            applyCachePolicy(req, answer.headers, personalCookies);
          } catch {
            // Immutable headers (a Response.redirect() or a fetch() answer): a copy takes them.
            answer = new Response(response.body, response);
            applyCachePolicy(req, answer.headers, personalCookies);
          }
          return sendWebResponse(res, answer);
        })
        .catch(next),
    );
  });

  // Last resort: never an HTML stack trace.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = clientErrorStatus(error);
    if (status !== null) {
      const message = status === 413 ? GUARD_MESSAGES.tooLarge : { en: "Bad request.", fr: "Requête invalide." };
      return refuse(env, req, res, status, message);
    }
    inRequestContext(res, () => report("error", "[server] unhandled error", error));
    if (res.headersSent) return;
    const body = { success: false, message: "An error occurred on the server. Please try again later." };
    if (req.path.startsWith("/api")) res.status(500).json(body);
    else res.status(500).type("text/plain").send(body.message);
  });

  const jobs: BackgroundJobs | null =
    options.backgroundJobs === false || replica
      ? null
      : startBackgroundJobs(env, {
          delivery: platform.delivery,
          metrics: platform.metrics,
          writeHealth: platform.writeHealth,
          clock: options.clock,
        });
  return { app, build: () => build, jobs, pageCache, platform };
}

/** Starts listening; `close()` stops accepting, finishes in-flight requests, then closes the DB. */
export async function startServer(options: AppOptions & { port?: number; host?: string }): Promise<RunningServer> {
  const { app, jobs, platform } = await createApp(options);
  const server = http.createServer(app);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? options.env.PORT, options.host ?? options.env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? options.env.HOST;
  const url = `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;
  let metricsServer: MetricsServer | null = null;
  try {
    if (metricsMode(options.env) === "port") metricsServer = await startMetricsServer(options.env, platform.metrics);
  } catch (error) {
    server.close();
    throw error;
  }

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await done;
      clearTimeout(timer);
      await metricsServer?.close();
      await platform.terminalPool.close();
      await jobs?.stop();
      closeDatabase();
    })();
    return closing;
  };
  return { server, url, metricsUrl: metricsServer?.url, platform, close };
}
