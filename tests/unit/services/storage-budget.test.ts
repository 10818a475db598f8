/** The storage budget on a real SQLite file, with an injected clock: caps hold whatever the number of sessions. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, getDb, openDatabase, setDatabase } from "../../../db/client";
import { WriteHealth } from "../../../db/write-health";
import { parseEnv } from "~/env.server";
import { newSessionId, ownerShare, peekSession, saveSession, saveSessionImage, sessionOwnerKey } from "~/services/terminal-sessions.server";
import {
  assertOptionalWrite,
  LowDiskError,
  pruneStorage,
  resetDiskChecks,
  storageBudget,
  storageUsage,
  type StorageBudget,
} from "~/services/storage-budget.server";

import { longLineSession } from "../../helpers/terminal-session";

const health = new WriteHealth();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-budget-"));
const file = path.join(dir, "b.sqlite");

const state = longLineSession;

const budget = (overrides: Partial<StorageBudget> = {}): StorageBudget => ({ ...storageBudget(parseEnv({})), ...overrides });

describe("storage budget", () => {
  beforeAll(() => void setDatabase(file));
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has documented defaults: sessions at most 64 MB in total", () => {
    const defaults = storageBudget(parseEnv({}));
    expect(defaults.sessionsMaxBytes).toBeLessThanOrEqual(64 * 1024 * 1024);
    expect(storageBudget(parseEnv({ STORAGE_SESSIONS_MAX_BYTES: "2000000" })).sessionsMaxBytes).toBe(2_000_000);
  });

  it("many sessions: the total stays under the cap, the oldest are gone, the newest kept", () => {
    const cap = budget({ sessionsMaxBytes: 1024 * 1024, sessionsMaxRows: 1_000 });
    const ids: string[] = [];
    let now = 1_700_000_000_000;
    for (let i = 0; i < 120; i++) {
      const id = newSessionId();
      ids.push(id);
      now += 1_000;
      saveSession(id, state(10, i), health, now, cap);
      const usage = storageUsage(getDb(), cap, now);
      expect(usage.sessions.bytes).toBeLessThanOrEqual(cap.sessionsMaxBytes);
    }
    expect(peekSession(ids[0], now)).toBeNull();
    expect(peekSession(ids.at(-1), now)).not.toBeNull();
    const kept = ids.filter((id) => peekSession(id, now) !== null);
    // The kept ones are exactly the newest.
    expect(kept).toEqual(ids.slice(ids.length - kept.length));
    expect(kept.length).toBeGreaterThan(10);
  });

  it("caps the number of sessions, and images in total (oldest images dropped, sessions kept)", () => {
    const cap = budget({ sessionsMaxRows: 5, imagesMaxBytes: 250_000 });
    let now = 1_800_000_000_000;
    const ids = Array.from({ length: 8 }, () => newSessionId());
    for (const id of ids) saveSession(id, state(1, 0), health, (now += 1_000), cap);
    expect(storageUsage(getDb(), cap, now).sessions.rows).toBe(5);
    const live = ids.slice(3);
    for (const id of live) expect(saveSessionImage(id, Buffer.alloc(100_000, 1), cap, (now += 1))).toBe(true);
    const usage = storageUsage(getDb(), cap, now);
    expect(usage.sessions.imageBytes).toBeLessThanOrEqual(250_000);
    expect(usage.sessions.imageBytes).toBe(200_000);
    expect(usage.sessions.rows).toBe(5);
  });

  it("one client holds at most its share of the sessions: filling it evicts its own oldest, never another client's", () => {
    const cap = budget({ sessionsMaxBytes: 1024 * 1024, sessionsMaxRows: 1_000 });
    const share = ownerShare(cap);
    let now = 1_850_000_000_000;
    // Another no-JS visitor's session, older than everything the flooding client makes.
    const other = newSessionId();
    saveSession(other, state(1, "other"), health, (now += 1_000), cap, "198.51.100.7");
    const flooder: string[] = [];
    // Twice the whole budget from one address (IPv6: one /56, whatever the address in it).
    for (let i = 0; i < 100; i++) {
      const id = newSessionId();
      flooder.push(id);
      saveSession(id, state(10, i), health, (now += 1_000), cap, `2001:db8:0:1::${(i % 200).toString(16)}`);
    }
    expect(peekSession(other, now)).not.toBeNull();
    expect(peekSession(flooder.at(-1), now)).not.toBeNull();
    expect(peekSession(flooder[0], now)).toBeNull();
    const held = getDb()
      .$client.prepare("select count(*) as rows, sum(state_bytes + image_bytes) as bytes from terminal_sessions where owner_key = ?")
      .get(sessionOwnerKey("2001:db8:0:1::1")) as { rows: number; bytes: number };
    expect(held.bytes).toBeLessThanOrEqual(share.maxBytes);
    expect(held.rows).toBeGreaterThan(1);
    // The kept ones are the client's newest.
    const kept = flooder.filter((id) => peekSession(id, now) !== null);
    expect(kept).toEqual(flooder.slice(flooder.length - kept.length));
    // Its newest session stays even when it alone is over the share (an image bigger than 10 % of the budget).
    expect(saveSessionImage(flooder.at(-1)!, Buffer.alloc(share.maxBytes + 1, 1), cap, now)).toBe(true);
    expect(peekSession(flooder.at(-1), now)).not.toBeNull();
    expect(flooder.filter((id) => peekSession(id, now) !== null)).toEqual([flooder.at(-1)]);
    expect(peekSession(other, now)).not.toBeNull();
  });

  it("below the free-disk floor, optional writes are refused", () => {
    resetDiskChecks();
    const greedy = budget({ diskFloorBytes: Number.MAX_SAFE_INTEGER });
    expect(() => assertOptionalWrite(getDb(), greedy)).toThrow(LowDiskError);
    expect(() => saveSession(newSessionId(), state(1, 0), health, Date.now(), greedy)).toThrow(LowDiskError);
    expect(() => assertOptionalWrite(getDb(), budget())).not.toThrow();
  });

  it("the hourly pass: chat per visitor, in total and by age, oEmbed rows, visitors and rate-limit rows", () => {
    const db = getDb();
    const client = db.$client;
    const now = 1_900_000_000_000;
    const day = 24 * 60 * 60 * 1000;
    const addVisitor = client.prepare("insert into visitors (key_hash, last_seen_at) values (?, ?)");
    const visitorIds = Array.from({ length: 6 }, (_, i) => Number(addVisitor.run(`k${i}`, now - i * 1000).lastInsertRowid));
    const addChat = client.prepare("insert into chat_messages (visitor_id, role, content, created_at) values (?, 'user', ?, ?)");
    for (let i = 0; i < 10; i++) addChat.run(visitorIds[0], "a".repeat(100), now - i);
    addChat.run(visitorIds[1], "old", now - 40 * day);
    const addPost = client.prepare("insert into post_cache (url, status, fetched_at, expires_at) values (?, 'ok', ?, ?)");
    for (let i = 0; i < 5; i++) addPost.run(`https://x.com/p/${i}`, now, now + i);
    const addHit = client.prepare("insert into rate_limit_hits (key, hits, reset_at) values (?, 1, ?)");
    for (let i = 0; i < 5; i++) addHit.run(`general:${i}`, now + 60_000 + i);
    addHit.run("general:expired", now - 1);

    const report = pruneStorage(
      db,
      budget({ chatRowsPerVisitor: 4, chatMaxBytes: 300, postCacheMaxRows: 2, visitorsMaxRows: 4, rateLimitMaxRows: 3 }),
      now,
    );
    // By age the 40-day-old turn goes, per visitor 4 stay, then 300 bytes in total keep the newest 3.
    expect(client.prepare("select count(*) from chat_messages").pluck().get()).toBe(3);
    expect(client.prepare("select count(*) from post_cache").pluck().get()).toBe(2);
    expect(client.prepare("select count(*) from visitors").pluck().get()).toBe(4);
    expect(client.prepare("select key_hash from visitors order by last_seen_at desc").pluck().all()).toEqual(["k0", "k1", "k2", "k3"]);
    expect(client.prepare("select count(*) from rate_limit_hits").pluck().get()).toBe(3);
    expect(report.rateLimits).toBe(3);
  });
});

describe("incremental vacuum", () => {
  it("a new file uses auto_vacuum=INCREMENTAL; an older file is converted once at open; pruning gives pages back", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "storage-vacuum-"));
    try {
      const fresh = openDatabase(path.join(folder, "new.sqlite"));
      expect(fresh.$client.pragma("auto_vacuum", { simple: true })).toBe(2);
      fresh.$client.close();

      const oldFile = path.join(folder, "old.sqlite");
      const raw = new Database(oldFile);
      raw.exec("create table keep (x text); insert into keep values ('kept')");
      expect(raw.pragma("auto_vacuum", { simple: true })).toBe(0);
      raw.close();
      const converted = openDatabase(oldFile);
      expect(converted.$client.pragma("auto_vacuum", { simple: true })).toBe(2);
      expect(converted.$client.prepare("select x from keep").pluck().get()).toBe("kept");

      const insert = converted.$client.prepare("insert into keep values (?)");
      for (let i = 0; i < 500; i++) insert.run("y".repeat(4_000));
      const before = Number(converted.$client.pragma("page_count", { simple: true }));
      converted.$client.exec("delete from keep");
      const report = pruneStorage(converted, budget(), Date.now());
      expect(report.freedPages).toBeGreaterThan(100);
      expect(Number(converted.$client.pragma("page_count", { simple: true }))).toBeLessThan(before / 2);
      converted.$client.close();
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
