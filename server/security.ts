/**
 * Security headers: a per-request CSP nonce, cross-origin isolation (the GBA
 * core needs SharedArrayBuffer) and the usual helmet set.
 */
import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** Nonces are cut from one 4 KiB draw of the system's random bytes: one draw per request cost ~25 µs of CPU. */
const NONCE_BYTES = 16;
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = POOL_BYTES;

/** 16 fresh random bytes, base64: each nonce is its own slice of the pool, never given twice. */
export function freshNonce(): string {
  if (used + NONCE_BYTES > pool.length) {
    pool = crypto.randomBytes(POOL_BYTES);
    used = 0;
  }
  const nonce = pool.toString("base64", used, used + NONCE_BYTES);
  used += NONCE_BYTES;
  return nonce;
}

export function nonceMiddleware(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = freshNonce();
    next();
  };
}

export function securityHeaders({
  upgradeInsecure,
  liveReload = false,
}: {
  upgradeInsecure: boolean;
  liveReload?: boolean;
}): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          // No 'strict-dynamic': Remix's modulepreload links carry no nonce (see PITFALLS).
          "script-src": ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
          "script-src-attr": ["'none'"],
          // React and framer-motion write style attributes; styles cannot run code.
          "style-src": ["'self'", "'unsafe-inline'"],
          "img-src": ["'self'", "data:", "blob:"],
          "font-src": ["'self'"],
          // https: is for the terminal's curl, which really fetches what the visitor asks for.
          // (+ ws: in development only, for `remix dev`'s live-reload socket.)
          "connect-src": ["'self'", "https:", ...(liveReload ? ["ws:"] : [])],
          "media-src": ["'self'", "blob:"],
          "worker-src": ["'self'", "blob:"],
          "frame-src": ["'self'"],
          "child-src": ["'self'", "blob:"],
          "manifest-src": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'self'"],
          ...(upgradeInsecure ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: { policy: "require-corp" },
      crossOriginOpenerPolicy: { policy: "same-origin" },
      crossOriginResourcePolicy: { policy: "same-origin" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: upgradeInsecure ? { maxAge: 15552000, includeSubDomains: true } : false,
      xPoweredBy: false,
    }),
    (_req, res, next) => {
      res.setHeader(
        "Permissions-Policy",
        "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self), gamepad=(self)",
      );
      next();
    },
  ];
}
