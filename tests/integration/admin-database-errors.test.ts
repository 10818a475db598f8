/**
 * /admin and its CSV export on a damaged database: the pages of the messages
 * table are overwritten while the server is stopped, so the start (which does
 * not read that table) succeeds and the first read fails with SQLITE_CORRUPT.
 * The owner gets a 503 with a plain message, never a 500; and the start's
 * quick_check refuses such a file in the first place.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/write-health";

const TOKEN = "owner-token-0123456789abcdef";
let dir: string;
let databasePath: string;
let app: TestApp | undefined;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-admin-db-"));
  databasePath = path.join(dir, "test.sqlite");
  // A first start creates the schema; then messages, enough for the table to span pages.
  const first = await startTestApp({ ADMIN_TOKEN: TOKEN }, { databasePath, backgroundJobs: false });
  await first.close();
  const db = new Database(databasePath);
  const insert = db.prepare(
    "insert into contact_messages (name, email, message, from_console, lang, created_at, delivery_status, delivery_attempts) values (?, ?, ?, 0, 'en', ?, 'disabled', 0)",
  );
  for (let i = 0; i < 200; i += 1) insert.run(`Visitor ${i}`, `v${i}@example.com`, "x".repeat(400), Date.now() - i * 1000);
  db.pragma("wal_checkpoint(TRUNCATE)");
  const pageSize = Number(db.pragma("page_size", { simple: true }));
  const pages = db.prepare("select pageno from dbstat where name = 'contact_messages'").all() as Array<{ pageno: number }>;
  db.close();
  // Garbage over every page of the table (its root included): the b-tree no longer parses.
  const fd = fs.openSync(databasePath, "r+");
  for (const { pageno } of pages) fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (pageno - 1) * pageSize);
  fs.closeSync(fd);
  // The start's quick_check would refuse this file (tested below): skipped to reach /admin.
  app = await startTestApp({ ADMIN_TOKEN: TOKEN }, { databasePath, backgroundJobs: false, quickCheck: false });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/admin`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams({ intent: "login", token: TOKEN }),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  return (res.headers.get("set-cookie") ?? "").split(";")[0];
}

describe("/admin on a damaged database", () => {
  it("answers the inbox and the CSV export with 503 and a plain message, not 500", async () => {
    const url = app!.url;
    const cookie = await signIn(url);
    const page = await fetch(`${url}/admin`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(503);
    const csv = await fetch(`${url}/admin/export.csv`, { headers: { Cookie: cookie } });
    expect(csv.status).toBe(503);
    expect(await csv.text()).toContain(DATABASE_UNAVAILABLE_MESSAGE);
    const read = await fetch(`${url}/admin`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, Cookie: cookie },
      body: new URLSearchParams({ intent: "read", id: "1" }),
      redirect: "manual",
    });
    expect(read.status).toBe(503);
  });

  it("stops the start with one clear line when quick_check finds the damage", async () => {
    await app?.close();
    app = undefined;
    await expect(startTestApp({ ADMIN_TOKEN: TOKEN }, { databasePath, backgroundJobs: false })).rejects.toThrow(
      /database file .*test\.sqlite is damaged \(quick_check: .+\); restore a backup/,
    );
  });
});
