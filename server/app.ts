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
import compression from "compression";
import express from "express";
// The adapter's own converters (public in its typings, not re-exported by its index).
import { sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { closeDatabase, databaseHealth, setDatabase } from "../db/client";
import type { Env } from "../app/env.server";
import { upsertProjectsFromContent } from "../app/services/projects.server";
import { content } from "../app/content";
import { validateContent } from "../app/content/validate.server";
import { startBackgroundJobs, type BackgroundJobs } from "../app/services/background.server";
import { log } from "../app/services/log.server";
import { nonceMiddleware, securityHeaders } from "./security";
import { emulatorRoutes } from "./emulators";
import { DEFAULT_RATE_LIMITS, rateLimits, type RateLimitSettings } from "./rate-limits";
import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "../app/utils/http.server";
import { createPageCache } from "./page-cache";
import { clientKey } from "../app/utils/client-key.server";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../db/write-health";
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
  rejectMalformedPath,
  remixRequest,
} from "./request-guards";

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD_PATH = path.join(ROOT_DIR, "build", "index.js");

export interface AppOptions {
  env: Env;
  rateLimits?: Partial<RateLimitSettings>;
  /** Skip background jobs (unit-style integration tests drive them directly). */
  backgroundJobs?: boolean;
  /** Render the home page for every request (tests that change what it shows mid-run). */
  pageCache?: boolean;
  /** The background jobs' clock (tests only: crossing midnight for the daily e-mail cap). */
  clock?: () => number;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

async function importBuild(): Promise<ServerBuild> {
  if (!fs.existsSync(BUILD_PATH)) throw new Error(`No server build at ${BUILD_PATH}. Run \`npm run build\` first.`);
  const stamp = fs.statSync(BUILD_PATH).mtimeMs;
  return (await import(`${pathToFileURL(BUILD_PATH).href}?t=${stamp}`)) as ServerBuild;
}

export async function createApp(options: AppOptions) {
  const { env } = options;
  validateContent(content);
  const db = setDatabase(env.DATABASE_PATH);
  upsertProjectsFromContent(db);
  const dev = env.NODE_ENV === "development";

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

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

  // Fingerprinted build assets are immutable; other public files are cached for an hour.
  app.use("/build", express.static(path.join(ROOT_DIR, "public", "build"), { immutable: true, maxAge: "1y", index: false }));
  app.use(emulatorRoutes(env, path.join(ROOT_DIR, "public")));
  const publicFiles = express.static(path.join(ROOT_DIR, "public"), { maxAge: "1h", index: false });
  // "/" is never a file here (index: false): the busiest path skips the disk lookup (ADR 022).
  app.use((req, res, next) => (req.path === "/" ? next() : publicFiles(req, res, next)));

  // Degraded (503, so the container's healthcheck sees it) when the database cannot write or its last writes failed.
  // The reason goes to the log (once per change), not to the public answer.
  let lastHealth = "ok";
  app.get("/healthz", (_req, res) => {
    const health = databaseHealth(db);
    const now = health.ok ? "ok" : health.reason;
    if (now !== lastHealth)
      log(env, health.ok ? "info" : "error", `[health] ${health.ok ? "database writable again" : `degraded: ${now}`}`);
    lastHealth = now;
    if (health.ok) res.status(200).json({ status: "ok" });
    else res.status(503).json({ status: "degraded", message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  const scale = (n: number) => Math.ceil(n * env.RATE_LIMIT_MULTIPLIER);
  app.use(
    rateLimits({
      windowMs: DEFAULT_RATE_LIMITS.windowMs,
      general: scale(DEFAULT_RATE_LIMITS.general),
      post: scale(DEFAULT_RATE_LIMITS.post),
      paid: scale(DEFAULT_RATE_LIMITS.paid),
      ...options.rateLimits,
    }),
  );

  // Non-API bodies are read here with their cap; chunked API bodies are capped in readJsonBody.
  app.use(bufferBody(env, MAX_FORM_BYTES));

  let build = await importBuild();
  let buildStamp = fs.statSync(BUILD_PATH).mtimeMs;
  const handleRequest = createRequestHandler(
    dev
      ? async () => {
          const stamp = fs.statSync(BUILD_PATH).mtimeMs;
          if (stamp !== buildStamp) {
            build = await importBuild();
            buildStamp = stamp;
          }
          return build;
        }
      : build,
    env.NODE_ENV,
  );
  // The home page's HTML, rendered once per variant and reused (not in development: the build changes).
  const pageCache = dev || options.pageCache === false ? null : createPageCache();
  if (pageCache) app.use(pageCache.middleware);
  app.all("*", (req, res, next) => {
    // clientIp is the quota key (IPv6 /56, IPv4-mapped as IPv4): every per-IP limit in the app counts by it.
    const context = { cspNonce: res.locals.cspNonce as string, env, clientIp: clientKey(req.ip ?? req.socket.remoteAddress) };
    handleRequest(remixRequest(req, res), context)
      .then((response) => sendRemixResponse(res, response))
      .catch(next);
  });

  // Last resort: never an HTML stack trace.
  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = clientErrorStatus(error);
    if (status !== null) {
      const message = status === 413 ? GUARD_MESSAGES.tooLarge : { en: "Bad request.", fr: "Requête invalide." };
      return refuse(env, req, res, status, message);
    }
    console.error("[server] unhandled error", error);
    if (res.headersSent) return;
    const body = { success: false, message: "An error occurred on the server. Please try again later." };
    if (req.path.startsWith("/api")) res.status(500).json(body);
    else res.status(500).type("text/plain").send(body.message);
  });

  const jobs: BackgroundJobs | null = options.backgroundJobs === false ? null : startBackgroundJobs(env, { clock: options.clock });
  return { app, build: () => build, jobs, pageCache };
}

/** Starts listening; `close()` stops accepting, finishes in-flight requests, then closes the DB. */
export async function startServer(options: AppOptions & { port?: number; host?: string }): Promise<RunningServer> {
  const { app, jobs } = await createApp(options);
  const server = http.createServer(app);
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? options.env.PORT, options.host ?? options.env.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? options.env.HOST;
  const url = `http://${host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host}:${port}`;

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      const done = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), 10_000);
      await done;
      clearTimeout(timer);
      await jobs?.stop();
      closeDatabase();
    })();
    return closing;
  };
  return { server, url, close };
}
