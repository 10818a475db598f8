/**
 * Where the rate limiter keeps its counters. "memory" (the default) is
 * express-rate-limit's own per-process store; "sqlite" keeps them in the
 * `rate_limit_hits` table, so every process on the same database file (several
 * workers on one volume, or a restart) sees one count per client.
 */
import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import type { SqliteClient } from "../db/client";
import type { SharedQuotaBackend } from "../app/services/quota.server";

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
  private lastSweep = 0;
  private readonly st: ReturnType<typeof statements>;

  constructor(
    client: SqliteClient,
    name: string,
    private readonly now: () => number = Date.now,
  ) {
    this.prefix = `${name}:`;
    this.st = statements(client);
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  get(key: string): ClientRateLimitInfo | undefined {
    const row = this.st.get.get(this.prefix + key, this.now()) as { hits: number; reset_at: number } | undefined;
    return row ? { totalHits: row.hits, resetTime: new Date(row.reset_at) } : undefined;
  }

  increment(key: string): ClientRateLimitInfo {
    const now = this.now();
    if (now - this.lastSweep >= SWEEP_EVERY_MS) {
      this.lastSweep = now;
      this.st.sweep.run(now);
    }
    const row = this.st.increment.get({ key: this.prefix + key, resetAt: now + this.windowMs, now }) as { hits: number; reset_at: number };
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  decrement(key: string): void {
    this.st.decrement.run(this.prefix + key, this.now());
  }

  resetKey(key: string): void {
    this.st.reset.run(this.prefix + key);
  }

  resetAll(): void {
    this.st.resetAll.run(`${this.prefix}%`);
  }
}

function statements(client: SqliteClient) {
  return {
    get: client.prepare("select hits, reset_at from rate_limit_hits where key = ? and reset_at > ?"),
    // A window that has ended starts over at 1; otherwise one more hit in the same window.
    increment: client.prepare(
      `insert into rate_limit_hits (key, hits, reset_at) values (@key, 1, @resetAt)
       on conflict (key) do update set
         hits = case when reset_at <= @now then 1 else hits + 1 end,
         reset_at = case when reset_at <= @now then excluded.reset_at else reset_at end
       returning hits, reset_at`,
    ),
    decrement: client.prepare("update rate_limit_hits set hits = max(hits - 1, 0) where key = ? and reset_at > ?"),
    reset: client.prepare("delete from rate_limit_hits where key = ?"),
    resetAll: client.prepare("delete from rate_limit_hits where key like ?"),
    sweep: client.prepare("delete from rate_limit_hits where reset_at <= ?"),
  };
}

export function sqliteStores(client: SqliteClient): RateLimitStoreFactory {
  return (name) => new SqliteRateLimitStore(client, name);
}

/**
 * The app's quotas (app/services/quota.server.ts) counted in the same table, with
 * the same two-window sliding estimate as in memory: rows "quota:<id>:<key>:<window start>",
 * kept two windows so the previous one still counts. One IMMEDIATE transaction per
 * take: no other process can slip a hit between the check and the increment.
 */
export function sqliteQuotaBackend(client: SqliteClient): SharedQuotaBackend {
  const read = client.prepare("select hits from rate_limit_hits where key = ?");
  const add = client.prepare(
    `insert into rate_limit_hits (key, hits, reset_at) values (@key, 1, @resetAt)
     on conflict (key) do update set hits = hits + 1`,
  );
  const clear = client.prepare("delete from rate_limit_hits where key like ?");
  const sweep = client.prepare("delete from rate_limit_hits where reset_at <= ?");
  let lastSweep = 0;
  const take = client.transaction((id: string, key: string, limit: number, windowMs: number, now: number) => {
    if (now - lastSweep >= SWEEP_EVERY_MS) {
      lastSweep = now;
      sweep.run(now);
    }
    const start = now - (now % windowMs);
    const row = (at: number) => `quota:${id}:${key}:${at}`;
    const current = (read.get(row(start)) as { hits: number } | undefined)?.hits ?? 0;
    const previous = (read.get(row(start - windowMs)) as { hits: number } | undefined)?.hits ?? 0;
    const overlap = 1 - (now - start) / windowMs;
    if (current + Math.ceil(previous * overlap) >= limit) return false;
    add.run({ key: row(start), resetAt: start + 2 * windowMs });
    return true;
  });
  return {
    take: (id, key, limit, windowMs, now) => take.immediate(id, key, limit, windowMs, now),
    reset: (id) => void clear.run(`quota:${id}:%`),
  };
}
