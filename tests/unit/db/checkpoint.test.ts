/**
 * The periodic WAL checkpoint with a second connection holding a read transaction (an owner's sqlite3 shell,
 * Litestream, a backup): it returns at once instead of waiting busy_timeout, truncates when nothing is left,
 * and remembers a WAL that stops shrinking for /healthz.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/client";
import { CHECKPOINT_STALL_MS, checkpointWal, walBytes, walProblem } from "../../../db/checkpoint";

const opened: Array<{ close(): unknown }> = [];
const dirs: string[] = [];
afterEach(() => {
  for (const handle of opened.splice(0).reverse()) handle.close();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function database(): { db: AppDatabase; file: string; reader: Database.Database } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "checkpoint-"));
  dirs.push(dir);
  const file = path.join(dir, "db.sqlite");
  const db = openDatabase(file);
  const reader = new Database(file, { readonly: true });
  opened.push(db.$client, reader);
  return { db, file, reader };
}

const writeRows = (db: AppDatabase, n: number, tag: string) => {
  const insert = db.$client.prepare("insert into visitors (key_hash) values (?)");
  for (let i = 0; i < n; i++) insert.run(`${tag}-${i}`);
};

/** Begins a read transaction on `reader` that pins the snapshot it sees now. */
const holdRead = (reader: Database.Database) => {
  reader.exec("begin");
  reader.prepare("select count(*) from visitors").get();
};

describe("WAL checkpoints never wait on another connection", () => {
  it("returns at once while a reader pins an older snapshot, keeps busy_timeout, and truncates once the reader is gone", () => {
    const { db, file, reader } = database();
    const client = db.$client;
    writeRows(db, 50, "before");
    holdRead(reader);
    writeRows(db, 200, "after");
    const started = performance.now();
    const held = checkpointWal(client);
    // busy_timeout is 5 s: a checkpoint that waited on the reader would take it all.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(held.busy).toBe(true);
    expect(held.truncated).toBe(false);
    expect(held.checkpointed).toBeLessThan(held.walFrames);
    expect(client.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(walBytes(file)).toBeGreaterThan(0);

    reader.exec("commit");
    const free = checkpointWal(client);
    expect(free).toMatchObject({ busy: false, truncated: true });
    expect(walBytes(file)).toBe(0);
  });

  it("returns at once when everything is copied but a reader still uses the WAL (no truncation then)", () => {
    const { db, file, reader } = database();
    writeRows(db, 100, "all");
    holdRead(reader);
    const started = performance.now();
    const result = checkpointWal(db.$client);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result).toMatchObject({ busy: false, truncated: false });
    expect(result.checkpointed).toBe(result.walFrames);
    expect(walBytes(file)).toBeGreaterThan(0);
    expect(walProblem(db.$client, Date.now() + 10 * CHECKPOINT_STALL_MS)).toBeUndefined();
    reader.exec("commit");
  });

  it("a WAL held back for CHECKPOINT_STALL_MS, or over its budget, is a problem; progress clears it", () => {
    const { db, file, reader } = database();
    const client = db.$client;
    const t0 = 1_900_000_000_000;
    writeRows(db, 10, "a");
    holdRead(reader);
    writeRows(db, 10, "b");
    checkpointWal(client, t0);
    for (let at = t0; at <= t0 + CHECKPOINT_STALL_MS; at += 5_000) {
      writeRows(db, 5, `c${at}`);
      checkpointWal(client, at);
    }
    expect(walProblem(client, t0 + CHECKPOINT_STALL_MS - 1)).toBeUndefined();
    expect(walProblem(client, t0 + CHECKPOINT_STALL_MS)).toMatch(/no progress since .*read transaction/);
    expect(walProblem(client, t0, walBytes(file) - 1)).toMatch(/over its budget/);

    reader.exec("commit");
    checkpointWal(client, t0 + CHECKPOINT_STALL_MS + 5_000);
    expect(walProblem(client, t0 + CHECKPOINT_STALL_MS + 5_000)).toBeUndefined();
    expect(walProblem(client, t0, 0)).toBeUndefined();
  });
});
