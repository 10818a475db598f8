/** Three tiers of per-IP limits: every request, every POST, and the paid endpoints. */
import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { clientKey } from "../app/utils/client-key.server";

export interface RateLimitSettings {
  windowMs: number;
  general: number;
  post: number;
  paid: number;
}

export const DEFAULT_RATE_LIMITS: RateLimitSettings = { windowMs: 60_000, general: 600, post: 60, paid: 20 };

/** Endpoints that cost money when a key is configured (OpenAI). */
export const PAID_PATHS = ["/api/sendMessage", "/api/generate-image"];

function limiter(limit: number, windowMs: number, message: string): RequestHandler {
  return rateLimit({
    windowMs,
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

export function rateLimits(settings: RateLimitSettings): RequestHandler[] {
  const general = limiter(settings.general, settings.windowMs, "Too many requests. Please slow down and try again in a minute.");
  const post = limiter(settings.post, settings.windowMs, "Too many requests. Please wait a minute before sending more.");
  const paid = limiter(settings.paid, settings.windowMs, "Too many AI requests. Please wait a minute and try again.");
  return [
    (req, res, next) => (req.path === "/healthz" || req.path.startsWith("/build/") ? next() : general(req, res, next)),
    (req, res, next) => (req.method === "POST" ? post(req, res, next) : next()),
    (req, res, next) => (req.method === "POST" && PAID_PATHS.includes(req.path) ? paid(req, res, next) : next()),
  ];
}
