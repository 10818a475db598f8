/** Three tiers of per-IP limits: every request, every POST, and the paid endpoints. */
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { clientKey } from "../app/utils/client-key.server";
import { memoryStores, type RateLimitStoreFactory } from "./rate-limit-store";

export interface RateLimitSettings {
  windowMs: number;
  general: number;
  post: number;
  paid: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { windowMs: 60_000, general: 600, post: 60, paid: 20 };

/** Endpoints that cost money when a key is configured (OpenAI). */
export const PAID_PATHS = ["/api/sendMessage", "/api/generate-image"];

function limiter(limit: number, windowMs: number, message: string, store: RateLimitStoreFactory, name: string): RequestHandler {
  return rateLimit({
    windowMs,
    // In memory by default; RATE_LIMIT_STORE=sqlite shares the counts between processes (rate-limit-store.ts).
    store: store(name),
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // The project's one client key (IPv6 by /56, IPv4-mapped as IPv4), shared with the app's own quotas.
    keyGenerator: (req) => clientKey(req.ip ?? req.socket.remoteAddress),
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, res, _next, options) => {
      res.status(options.statusCode).json({ success: false, message });
    },
  });
}

export function rateLimits(settings: RateLimitSettings, store: RateLimitStoreFactory = memoryStores): RequestHandler[] {
  const general = limiter(
    settings.general,
    settings.windowMs,
    "Too many requests. Please slow down and try again in a minute.",
    store,
    "general",
  );
  const post = limiter(settings.post, settings.windowMs, "Too many requests. Please wait a minute before sending more.", store, "post");
  const paid = limiter(settings.paid, settings.windowMs, "Too many AI requests. Please wait a minute and try again.", store, "paid");
  return [
    (req, res, next) => (req.path === "/healthz" || req.path.startsWith("/build/") ? next() : general(req, res, next)),
    (req, res, next) => (req.method === "POST" ? post(req, res, next) : next()),
    (req, res, next) => (req.method === "POST" && PAID_PATHS.includes(req.path) ? paid(req, res, next) : next()),
  ];
}
