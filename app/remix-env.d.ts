import "@remix-run/node";
import type { Translations } from "./i18n/resources";
import type { Env } from "./env.server";
import type { Platform } from "./services/platform.server";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** Per-request CSP nonce from server.ts. */
    cspNonce: string;
    /** The validated configuration this server was started with (use it, not process.env). */
    env: Env;
    /** The client address as Express sees it (req.ip, honouring TRUST_PROXY). */
    clientIp: string;
    /** The process's shared state (quotas, metrics, admin sessions, delivery), created once by the server. */
    platform: Platform;
    /**
     * The page's JSON-LD, set by the root loader for the document's render (entry.server.tsx): crawlers read it
     * in the HTML, the browser never needs it, so it stays out of the loader data (ADR 061).
     */
    structuredData?: string;
  }
}

declare module "@remix-run/server-runtime" {
  interface AppLoadContext {
    cspNonce: string;
    env: Env;
    clientIp: string;
    platform: Platform;
    structuredData?: string;
  }
}

export type { Translations };
