import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Options } from "express-rate-limit";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type SqliteClient } from "../../../db/client";
import { SqliteRateLimitStore } from "../../../server/rate-limit-store";

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
  const a = openDatabase(file).$client;
  const b = openDatabase(file).$client;
  clients.push(a, b);
  return { a, b };
}

function store(client: SqliteClient, clock: { now: number }, name = "general") {
  const s = new SqliteRateLimitStore(client, name, () => clock.now);
  s.init({ windowMs: 60_000 } as Options);
  return s;
}

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
