/**
 * The owner's sign-in for /admin: one shared secret (ADMIN_TOKEN), compared in
 * constant time; wrong tries counted per client key; a random session id in an
 * httpOnly, SameSite=Strict cookie scoped to /admin; every POST checked for a
 * same-origin Origin (or Referer).
 *
 * Sessions live in this process's memory (no table, no migration): a restart
 * signs the owner out, and so does rotating ADMIN_TOKEN (which needs one).
 * One AdminAuth per process, created by the server (the platform) and reached
 * through the load context.
 */
import crypto from "node:crypto";
import { isHttpsSite } from "../i18n/config";
import { readCookie } from "../utils/cookies";
import { originAllowed } from "../utils/origin";

export { originAllowed };

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 4 * 60 * 60_000;
/** More sign-ins than this at once: the oldest is dropped (memory stays bounded). */
const MAX_SESSIONS = 50;

/** Wrong tokens allowed per client key and window; past them every try answers 429 until the window ends. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_CLIENTS = 10_000;

interface Session {
  expiresAt: number;
}
interface Failures {
  count: number;
  resetAt: number;
}
const sha256 = (value: string) => crypto.createHash("sha256").update(value, "utf8").digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokenMatches(given: string, expected: string): boolean {
  return crypto.timingSafeEqual(sha256(given), sha256(expected));
}

/** The key a session is stored under: its id's hash, so the map never holds a usable cookie. */
const sessionKey = (id: string) => sha256(id).toString("hex");

function cookieFlags(request: Request, siteUrl: string | undefined): string {
  // Secure when the site is reached over https (directly, via a trusted proxy, or SITE_URL says so);
  // a plain-http localhost run keeps working.
  return `Path=/admin; HttpOnly; SameSite=Strict${isHttpsSite(request.url, siteUrl) ? "; Secure" : ""}`;
}

/** Sign-in state of one process: live sessions and wrong tries per client key. */
export class AdminAuth {
  private readonly sessions = new Map<string, Session>();
  private readonly failures = new Map<string, Failures>();

  /** Whether the request carries a live session. */
  isSignedIn(request: Request, now = Date.now()): boolean {
    const id = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
    if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return false;
    const { sessions } = this;
    const key = sessionKey(id);
    const session = sessions.get(key);
    if (!session) return false;
    if (session.expiresAt <= now) {
      sessions.delete(key);
      return false;
    }
    return true;
  }

  /** Starts a session; returns its Set-Cookie header. */
  createSession(request: Request, siteUrl: string | undefined, now = Date.now()): string {
    const { sessions } = this;
    for (const [key, session] of sessions) if (session.expiresAt <= now) sessions.delete(key);
    while (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value as string);
    const id = crypto.randomBytes(32).toString("base64url");
    sessions.set(sessionKey(id), { expiresAt: now + SESSION_TTL_MS });
    return `${SESSION_COOKIE}=${id}; Max-Age=${SESSION_TTL_MS / 1000}; ${cookieFlags(request, siteUrl)}`;
  }

  /** Ends the request's session; returns the Set-Cookie header that clears it. */
  endSession(request: Request, siteUrl: string | undefined): string {
    const id = readCookie(request.headers.get("Cookie"), SESSION_COOKIE);
    if (id) this.sessions.delete(sessionKey(id));
    return `${SESSION_COOKIE}=; Max-Age=0; ${cookieFlags(request, siteUrl)}`;
  }

  /** Seconds until this client may try again, or 0 when it may try now. */
  loginRetryAfter(client: string, now = Date.now()): number {
    const entry = this.failures.get(client);
    if (!entry || entry.resetAt <= now || entry.count < LOGIN_MAX_FAILURES) return 0;
    return Math.ceil((entry.resetAt - now) / 1000);
  }

  /** Counts a wrong token for this client (a fixed window from its first failure). */
  recordLoginFailure(client: string, now = Date.now()): void {
    const { failures } = this;
    const entry = failures.get(client);
    if (entry && entry.resetAt > now) {
      entry.count += 1;
      return;
    }
    if (failures.size >= MAX_TRACKED_CLIENTS) {
      for (const [key, value] of failures) if (value.resetAt <= now) failures.delete(key);
      // Still full: the oldest entries go first (insertion order).
      while (failures.size >= MAX_TRACKED_CLIENTS) failures.delete(failures.keys().next().value as string);
    }
    failures.set(client, { count: 1, resetAt: now + LOGIN_WINDOW_MS });
  }

  clearLoginFailures(client: string): void {
    this.failures.delete(client);
  }
}

/** The request's URL carries the origin the client addressed (server/remix-http.ts builds it). */
export const sameOrigin = (request: Request, siteUrl?: string) =>
  originAllowed({ origin: request.headers.get("Origin"), referer: request.headers.get("Referer") }, new URL(request.url).origin, siteUrl);
