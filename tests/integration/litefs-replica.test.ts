/**
 * A LiteFS read replica: the database folder shows a `.primary` file. The app
 * opens the file read-only, serves pages and reads, stays healthy, and never
 * writes (no migrations, no project upsert, no shared rate-limit rows).
 */
import fs from "node:fs";
import { testContent } from "../helpers/content";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, replicaOf } from "../../db/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/write-health";
import { upsertProjectsFromContent } from "../../app/services/projects.server";
import { startTestApp, type TestApp } from "../helpers/app";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-replica-"));
const file = path.join(dir, "portfolio.sqlite");
let app: TestApp;

const count = (table: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  // What the primary did before: create, migrate and fill the file (LiteFS then ships it to replicas).
  const primary = openDatabase(file);
  upsertProjectsFromContent(primary, testContent().projects);
  primary.$client.pragma("wal_checkpoint(TRUNCATE)");
  primary.$client.close();
  fs.writeFileSync(path.join(dir, ".primary"), "primary-host\n");
  app = await startTestApp({ RATE_LIMIT_STORE: "sqlite" }, { databasePath: file });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("on a LiteFS read replica", () => {
  it("knows its primary", () => {
    expect(replicaOf(file)).toBe("primary-host");
    expect(replicaOf(path.join(os.tmpdir(), "no-litefs-here", "db.sqlite"))).toBeUndefined();
  });

  it("serves the page, the projects and a healthy /healthz, without writing", async () => {
    expect((await fetch(`${app.url}/`)).status).toBe(200);
    const projects = await fetch(`${app.url}/api/projects`);
    expect(projects.status).toBe(200);
    expect(Object.keys(((await projects.json()) as { data: Record<string, unknown> }).data)).toHaveLength(testContent().projects.length);
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    // The shared rate-limit store is the primary's business: the replica counts in memory.
    expect(count("rate_limit_hits")).toBe(0);
  });

  it("a write that reaches it by mistake is refused cleanly (the proxy sends writes to the primary)", async () => {
    const res = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Ada", email: "ada@example.com", message: "Hello" }),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(count("contact_messages")).toBe(0);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
