import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Options } from "express-rate-limit";
import { afterEach, describe, expect, it } from "vitest";
import { checkpointWal, JOURNAL_SIZE_LIMIT_BYTES, openDatabase, walBytes, type AppDatabase, type SqliteClient } from "../../../db/client";
import { SqliteRateLimitStore, sqliteQuotaBackend } from "../../../server/rate-limit-store";
import { Quotas } from "~/services/quota.server";

const clients: SqliteClient[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** Two separate connections to one file: what two processes on one volume have. */
function twoConnections() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-rl-"));
  dirs.push(dir);
  const file = path.join(dir, "db.sqlite");
  const a = openDatabase(file);
  const b = openDatabase(file);
  clients.push(a.$client, b.$client);
  return { a, b, file };
}

function store(client: AppDatabase, clock: { now: number }, name = "general", limit?: number) {
  const s = new SqliteRateLimitStore(client, name, () => clock.now);
  s.init({ windowMs: 60_000, limit } as Options);
  return s;
}

const totalChanges = (db: AppDatabase) => (db.$client.prepare("select total_changes() as n").get() as { n: number }).n;

describe("SQLite rate-limit store", () => {
  it("counts one client's hits across connections, in one window", () => {
    const { a, b } = twoConnections();
    const clock = { now: 1_000_000 };
    const first = store(a, clock);
    const second = store(b, clock);
    expect(first.increment("1.2.3.4")).toEqual({ totalHits: 1, resetTime: new Date(1_060_000) });
    expect(second.increment("1.2.3.4")).toEqual({ totalHits: 2, resetTime: new Date(1_060_000) });
    expect(first.get("1.2.3.4")).toEqual({ totalHits: 2, resetTime: new Date(1_060_000) });
    expect(second.increment("5.6.7.8").totalHits).toBe(1);
  });

  it("counts in memory while the database cannot take a write (a full disk), and in the database again after", () => {
    const { a } = twoConnections();
    const clock = { now: 1_000_000 };
    const s = store(a, clock, "general", 3);
    expect(s.increment("known").totalHits).toBe(1);
    a.$client.pragma("query_only = ON");
    try {
      // New and known clients alike are still counted, and limited, per window.
      expect([1, 2, 3, 4].map(() => s.increment("new").totalHits)).toEqual([1, 2, 3, 4]);
      clock.now += 60_000;
      expect(s.increment("new")).toEqual({ totalHits: 1, resetTime: new Date(1_120_000) });
    } finally {
      a.$client.pragma("query_only = OFF");
    }
    expect(s.increment("known")).toEqual({ totalHits: 1, resetTime: new Date(1_120_000) });
    expect(s.get("known")?.totalHits).toBe(1);
  });

  it("starts a new window once the old one ends, and keeps limiters apart", () => {
    const { a } = twoConnections();
    const clock = { now: 0 };
    const general = store(a, clock, "general");
    const paid = store(a, clock, "paid");
    general.increment("k");
    general.increment("k");
    expect(paid.increment("k").totalHits).toBe(1);
    clock.now = 60_000;
    expect(general.get("k")).toBeUndefined();
    expect(general.increment("k")).toEqual({ totalHits: 1, resetTime: new Date(120_000) });
  });

  it("decrements, resets one key and resets its own limiter only", () => {
    const { a, b } = twoConnections();
    const clock = { now: 0 };
    const general = store(a, clock, "general");
    const post = store(b, clock, "post");
    general.increment("k");
    general.increment("k");
    general.decrement("k");
    expect(general.get("k")?.totalHits).toBe(1);
    general.resetKey("k");
    expect(general.get("k")).toBeUndefined();
    general.increment("k");
    post.increment("k");
    general.resetAll();
    expect(general.get("k")).toBeUndefined();
    expect(post.get("k")?.totalHits).toBe(1);
    expect(general.localKeys).toBe(false);
  });
});

describe("SQLite rate-limit store and the WAL", () => {
  it("answers requests already over the limit from memory: a flood of refusals writes nothing", () => {
    const { a, b, file } = twoConnections();
    const clock = { now: 5_000_000 };
    const general = store(a, clock, "general", 10);
    for (let i = 0; i < 11; i++) general.increment("flood");
    const changes = totalChanges(a);
    checkpointWal(a.$client);
    // Another connection holds a read open the whole time, as a long request would: no checkpoint can reset the WAL.
    const reader = b.$client.prepare("select key from rate_limit_hits").iterate();
    expect(reader.next().done).toBe(false);
    let last = general.increment("flood");
    for (let i = 0; i < 5_000; i++) last = general.increment("flood");
    reader.return?.();
    expect(last.totalHits).toBe(5_012);
    expect(totalChanges(a)).toBe(changes);
    expect(walBytes(file)).toBeLessThan(64 * 1024);
    // A new window counts in the database again, from 1.
    clock.now += 60_000;
    expect(general.increment("flood").totalHits).toBe(1);
    expect(totalChanges(a)).toBeGreaterThan(changes);
    // A client under the limit still counts on every hit, seen by other connections.
    const other = store(b, clock, "general", 10);
    for (let i = 0; i < 3; i++) general.increment("calm");
    expect(other.increment("calm").totalHits).toBe(4);
  });

  it("sets journal_size_limit and a checkpoint truncates a grown WAL", () => {
    const { a, b, file } = twoConnections();
    expect(a.$client.pragma("journal_size_limit", { simple: true })).toBe(JOURNAL_SIZE_LIMIT_BYTES);
    const clock = { now: 0 };
    const general = store(a, clock, "general", 1_000_000);
    general.increment("first");
    general.increment("second");
    // A read left open on another connection: SQLite's automatic checkpoints cannot reset the WAL meanwhile.
    const reader = b.$client.prepare("select key from rate_limit_hits").iterate();
    reader.next();
    for (let i = 0; i < 3_000; i++) general.increment(`key-${i}`);
    expect(walBytes(file)).toBeGreaterThan(JOURNAL_SIZE_LIMIT_BYTES / 8);
    reader.return?.();
    expect(checkpointWal(a.$client).busy).toBe(false);
    expect(walBytes(file)).toBeLessThan(8 * 1024 * 1024);
    expect(walBytes(file)).toBe(0);
  });
});

describe("SQLite quota backend (the app's quotas with RATE_LIMIT_STORE=sqlite)", () => {
  it("shares one sliding window between connections: a quota spent on one is refused on the other", () => {
    const { a, b } = twoConnections();
    const first = sqliteQuotaBackend(a);
    const second = sqliteQuotaBackend(b);
    const at = 3_600_000 * 10; // the start of a window
    expect(first.take("contact", "1.2.3.4", 2, 60_000, at)).toBe(true);
    expect(second.take("contact", "1.2.3.4", 2, 60_000, at + 1)).toBe(true);
    expect(first.take("contact", "1.2.3.4", 2, 60_000, at + 2)).toBe(false);
    expect(second.take("contact", "5.6.7.8", 2, 60_000, at + 3)).toBe(true);
    // Half-way through the next window, half of the previous window's 2 hits still count.
    expect(second.take("contact", "1.2.3.4", 2, 60_000, at + 90_000)).toBe(true);
    expect(first.take("contact", "1.2.3.4", 2, 60_000, at + 90_001)).toBe(false);
    // Two windows later the old rows no longer count.
    expect(first.take("contact", "1.2.3.4", 2, 60_000, at + 180_000)).toBe(true);
    first.reset("contact");
    expect(a.$client.prepare("select count(*) as n from rate_limit_hits where key like 'quota:contact:%'").get()).toEqual({ n: 0 });
  });

  it("is what the app's quotas count with when the server gives it", () => {
    const { a, b } = twoConnections();
    const quota = (backend?: ReturnType<typeof sqliteQuotaBackend>) => new Quotas(backend).named("unit-shared", 1, 60_000);
    expect(quota(sqliteQuotaBackend(a)).take("k", 0)).toBe(true);
    // Another process on the same file (another connection) sees the spent quota.
    expect(quota(sqliteQuotaBackend(b)).take("k", 1)).toBe(false);
    // In memory (the default), the count is this process's own.
    expect(quota().take("k", 2)).toBe(true);
  });
});
