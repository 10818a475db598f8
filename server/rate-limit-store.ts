/**
 * Where the rate limiter keeps its counters. "memory" (the default) is
 * express-rate-limit's own per-process store; "sqlite" keeps them in the
 * `rate_limit_hits` table, so every process on the same database file (several
 * workers on one volume, or a restart) sees one count per client.
 */
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import { and, eq, like, sql } from "drizzle-orm";
import type { AppDatabase } from "../db/client";
import { rateLimitHits } from "../db/schema";
import type { SharedQuotaBackend } from "../app/services/quota.server";
import { isDatabaseUnavailableError } from "../db/write-health";

export type RateLimitStoreKind = "memory" | "sqlite";

/** Makes one store per limiter (each limiter needs its own instance; `name` keeps their keys apart). */
export type RateLimitStoreFactory = (name: string) => Store;

export const memoryStores: RateLimitStoreFactory = () => new MemoryStore();

/** Expired rows are swept at most this often (and only by a process that is counting). */
const SWEEP_EVERY_MS = 60_000;

/**
 * A fixed-window counter per key in SQLite. Each increment is one atomic
 * upsert (SQLite serialises writers across processes; busy_timeout waits for
 * the lock), so two processes never lose a hit between them.
 */
export class SqliteRateLimitStore implements Store {
  /** Counts are shared with other processes: the double-count check must not assume otherwise. */
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private limit: number | undefined;
  private lastSweep = 0;
  /**
   * Keys this process has already seen over the limit, until their window ends: a refused request answers from
   * here and writes nothing (a flood of 429s would otherwise be one committed transaction each).
   */
  private readonly refused = new Map<string, ClientRateLimitInfo>();
  private readonly st: ReturnType<typeof statements>;
  /**
   * Counts kept in this process while the database cannot take a write (a full disk): clients are still
   * limited, and the page is still served to new ones, instead of every request failing.
   */
  private readonly fallback = new Map<string, ClientRateLimitInfo>();
  private lastFallbackSweep = 0;

  constructor(
    private readonly db: AppDatabase,
    name: string,
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = `${name}:`;
    this.st = statements(db);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
    // A limit computed per request cannot be checked here: every hit is then counted in the database.
    this.limit = typeof options.limit === "number" ? options.limit : undefined;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const row = this.st.get.get({ key: this.prefix + key, now: this.now() });
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    try {
      return this.incrementStored(key);
    } catch (error) {
      if (!isDatabaseUnavailableError(error)) throw error;
      return this.countInMemory(this.prefix + key, this.now());
    }
  }

  /** A fixed window per key in this process (expired windows swept once a window). */
  private countInMemory(id: string, now: number): ClientRateLimitInfo {
    if (now - this.lastFallbackSweep >= this.windowMs) {
      this.lastFallbackSweep = now;
      for (const [k, info] of this.fallback) if (!info.resetTime || info.resetTime.getTime() <= now) this.fallback.delete(k);
    }
    let info = this.fallback.get(id);
    if (!info?.resetTime || info.resetTime.getTime() <= now) {
      info = { totalHits: 0, resetTime: new Date(now + this.windowMs) };
      this.fallback.set(id, info);
    }
    info.totalHits += 1;
    return { totalHits: info.totalHits, resetTime: info.resetTime };
  }

  private incrementStored(key: string): ClientRateLimitInfo {
    const now = this.now();
    const id = this.prefix + key;
    // Within one window a count only grows (other processes add to it too), so "over" stays true until the reset.
    const known = this.refused.get(id);
    if (known) {
      if (known.resetTime && known.resetTime.getTime() > now) {
        known.totalHits += 1;
        return { totalHits: known.totalHits, resetTime: known.resetTime };
      }
      this.refused.delete(id);
    }
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      this.st.sweep.run({ now });
      for (const [k, info] of this.refused) if (!info.resetTime || info.resetTime.getTime() <= now) this.refused.delete(k);
    }
    // The upsert runs (no RETURNING left open: it would hold back the WAL checkpoint), then the row is read,
    // in one IMMEDIATE transaction so no other process slips a hit in between.
    const row = this.db.transaction(
      () => {
        this.st.increment.run({ key: id, resetAt: new Date(now + this.windowMs), now });
        return this.st.read.get({ key: id });
      },
      { behavior: "immediate" },
    );
    if (!row) throw new Error(`rate limit row ${id} vanished`);
    if (this.limit !== undefined && row.hits > this.limit) this.refused.set(id, { totalHits: row.hits, resetTime: row.resetAt });
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  decrement(key: string): void {
    this.refused.delete(this.prefix + key);
    this.st.decrement.run({ key: this.prefix + key, now: this.now() });
  }

  resetKey(key: string): void {
    this.refused.delete(this.prefix + key);
    this.st.reset.run({ key: this.prefix + key });
  }

  resetAll(): void {
    this.refused.clear();
    this.st.resetAll.run({ pattern: `${this.prefix}%` });
  }
}

const t = rateLimitHits;
/** A named parameter of a prepared query: drizzle encodes an inserted timestamp column's (give a Date), not one in a comparison. */
const param = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** The store's queries, prepared once per store (the counter is on every request's path). */
function statements(db: AppDatabase) {
  const key = param<string>("key");
  // Compared in SQL (nothing encodes it): epoch milliseconds, as stored.
  const now = sql.placeholder("now");
  return {
    get: db
      .select({ hits: t.hits, resetAt: t.resetAt })
      .from(t)
      .where(and(eq(t.key, key), sql`${t.resetAt} > ${now}`))
      .prepare(),
    read: db.select({ hits: t.hits, resetAt: t.resetAt }).from(t).where(eq(t.key, key)).prepare(),
    // A window that has ended starts over at 1; otherwise one more hit in the same window.
    increment: db
      .insert(t)
      .values({ key, hits: 1, resetAt: param<Date>("resetAt") })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${t.resetAt} <= ${now} then 1 else ${t.hits} + 1 end`,
          resetAt: sql`case when ${t.resetAt} <= ${now} then excluded.reset_at else ${t.resetAt} end`,
        },
      })
      .prepare(),
    decrement: db
      .update(t)
      .set({ hits: sql`max(${t.hits} - 1, 0)` })
      .where(and(eq(t.key, key), sql`${t.resetAt} > ${now}`))
      .prepare(),
    reset: db.delete(t).where(eq(t.key, key)).prepare(),
    resetAll: db
      .delete(t)
      .where(like(t.key, param<string>("pattern")))
      .prepare(),
    sweep: db
      .delete(t)
      .where(sql`${t.resetAt} <= ${now}`)
      .prepare(),
  };
}

export function sqliteStores(db: AppDatabase): RateLimitStoreFactory {
  return (name) => new SqliteRateLimitStore(db, name);
}

/**
 * The app's quotas (app/services/quota.server.ts) counted in the same table, with
 * the same two-window sliding estimate as in memory: rows "quota:<id>:<key>:<window start>",
 * kept two windows so the previous one still counts. One IMMEDIATE transaction per
 * take: no other process can slip a hit between the check and the increment.
 */
export function sqliteQuotaBackend(db: AppDatabase): SharedQuotaBackend {
  const key = param<string>("key");
  const read = db.select({ hits: t.hits }).from(t).where(eq(t.key, key)).prepare();
  const add = db
    .insert(t)
    .values({ key, hits: 1, resetAt: param<Date>("resetAt") })
    .onConflictDoUpdate({ target: t.key, set: { hits: sql`${t.hits} + 1` } })
    .prepare();
  const clear = db
    .delete(t)
    .where(like(t.key, param<string>("pattern")))
    .prepare();
  const sweep = db
    .delete(t)
    .where(sql`${t.resetAt} <= ${sql.placeholder("now")}`)
    .prepare();
  let lastSweep = 0;
  const take = (id: string, key: string, limit: number, windowMs: number, now: number) => {
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      sweep.run({ now });
    }
    const start = now - (now % windowMs);
    const row = (at: number) => `quota:${id}:${key}:${at}`;
    const current = read.get({ key: row(start) })?.hits ?? 0;
    const previous = read.get({ key: row(start - windowMs) })?.hits ?? 0;
    const overlap = 1 - (now - start) / windowMs;
    if (current + Math.ceil(previous * overlap) >= limit) return false;
    add.run({ key: row(start), resetAt: new Date(start + 2 * windowMs) });
    return true;
  };
  return {
    take: (id, key, limit, windowMs, now) => db.transaction(() => take(id, key, limit, windowMs, now), { behavior: "immediate" }),
    reset: (id) => void clear.run({ pattern: `quota:${id}:%` }),
  };
}
