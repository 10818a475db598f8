/**
 * Anonymous visitor keys: random 256-bit tokens handed to the browser once;
 * only their SHA-256 is stored. Every endpoint that keeps per-visitor state
 * authenticates with `Authorization: Bearer <key>`.
 */
import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { assertDatabaseFile, getDb, type AppDatabase } from "../../db/client";
import { visitors } from "../../db/schema";
import type { WriteHealth } from "../../db/write-health";
import type { Env } from "~/env.server";
import { HttpError } from "~/utils/http.server";
import { scaled, type Quotas } from "./quota.server";
import { enforceVisitorBudget, storageBudget } from "./storage-budget.server";

export const VISITOR_KEY_PREFIX = "vk_";
/** 32 random bytes, base64url without padding: 43 characters. */
const KEY_PATTERN = /^vk_[A-Za-z0-9_-]{43}$/;
/** New keys per IP per hour (scaled by RATE_LIMIT_MULTIPLIER). */
export const KEYS_PER_IP_PER_HOUR = 120;
/** last_seen_at is refreshed at most this often, to keep reads cheap. */
const SEEN_RESOLUTION_MS = 60_000;

export const VISITOR_MESSAGES = {
  created: "Visitor key generated.",
  missing: "Missing visitor key. Send it as an Authorization: Bearer <key> header.",
  malformed: "Malformed visitor key.",
  unknown: "Unknown visitor key. Request a new one from /api/generate-key.",
  tooMany: "Too many visitor keys requested from this address. Please try again later.",
} as const;

export const hashKey = (key: string) => crypto.createHash("sha256").update(key, "utf8").digest("hex");

export function isWellFormedKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Creates a visitor and returns its key (the only time the key exists in clear). `now`: the quota's clock (tests). */
export function createVisitor(
  env: Env,
  ip: string,
  platform: { quotas: Quotas; writeHealth: WriteHealth },
  now = Date.now(),
): { key: string; id: number } {
  const quota = platform.quotas.perIp("visitor-keys", scaled(KEYS_PER_IP_PER_HOUR, env.RATE_LIMIT_MULTIPLIER), 3_600_000);
  if (!quota.take(ip, now)) throw new HttpError(429, VISITOR_MESSAGES.tooMany);
  const key = VISITOR_KEY_PREFIX + crypto.randomBytes(32).toString("base64url");
  const db = getDb();
  // `.run()`, not `INSERT … RETURNING` read with `.get()`: that one hands back the row even when the commit
  // fails (a full disk), and a key would be given out that the database never stored.
  const { lastInsertRowid } = db
    .insert(visitors)
    .values({ keyHash: hashKey(key) })
    .run();
  // Only a key in the file the server opened exists: a deleted or replaced file is a 503.
  assertDatabaseFile(db.$client);
  // The keys in total stay under their cap between two prunings, however many addresses ask.
  enforceVisitorBudget(db, storageBudget(env));
  platform.writeHealth.reportSuccess();
  return { key, id: Number(lastInsertRowid) };
}

/** The bearer check runs on every AI call: its lookup is prepared once per connection. */
const FIND = new WeakMap<AppDatabase, ReturnType<typeof prepareFind>>();
function prepareFind(db: AppDatabase) {
  return db
    .select({ id: visitors.id, lastSeenAt: visitors.lastSeenAt })
    .from(visitors)
    .where(eq(visitors.keyHash, sql.placeholder("keyHash")))
    .prepare();
}
function findVisitor(db: AppDatabase, keyHash: string) {
  let find = FIND.get(db);
  if (!find) {
    find = prepareFind(db);
    FIND.set(db, find);
  }
  return find.get({ keyHash });
}

export interface Visitor {
  id: number;
}

/** The bearer check shared by sendMessage, generate-image and clear-history. Throws a 401 HttpError. */
export function requireVisitor(request: Request): Visitor {
  return requireVisitorKey(request.headers.get("Authorization"));
}

/** requireVisitor on the Authorization header alone (the server's direct /api/sendMessage path has no Web Request). */
export function requireVisitorKey(header: string | null | undefined): Visitor {
  if (!header || header.trim() === "") throw new HttpError(401, VISITOR_MESSAGES.missing);
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match) throw new HttpError(401, VISITOR_MESSAGES.malformed);
  const key = match[1];
  if (!isWellFormedKey(key)) throw new HttpError(401, VISITOR_MESSAGES.malformed);
  const db = getDb();
  const row = findVisitor(db, hashKey(key));
  if (!row) throw new HttpError(401, VISITOR_MESSAGES.unknown);
  const now = new Date();
  // At most once a minute per visitor: not worth a prepared statement.
  if (now.getTime() - row.lastSeenAt.getTime() > SEEN_RESOLUTION_MS)
    db.update(visitors).set({ lastSeenAt: now }).where(eq(visitors.id, row.id)).run();
  return { id: row.id };
}

/** Visitor keys unused this long are deleted, with their chat history (spec: anonymous, not kept forever). */
export const VISITOR_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Deletes visitors not seen for VISITOR_RETENTION_MS (their chat turns go by cascade); returns how many. */
export function pruneVisitors(now = Date.now()): number {
  return getDb()
    .delete(visitors)
    .where(lt(visitors.lastSeenAt, new Date(now - VISITOR_RETENTION_MS)))
    .run().changes;
}
