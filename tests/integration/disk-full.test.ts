/**
 * A full disk, and space coming back, without a restart. SQLite's own limit on the file's pages
 * (`PRAGMA max_page_count`) makes every write that needs a new page fail with SQLITE_FULL, as a full
 * filesystem does, without root or a small filesystem; raising it again is the space coming back.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError } from "../fakes/client";
import { getDb } from "../../db/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/write-health";
import { CONTACT_LIMITS } from "../../app/services/contact.server";
import { sessionCookieOf } from "../helpers/terminal-session";

let app: TestApp;

beforeAll(async () => {
  // The shared rate-limit store: every request writes its counter to the same database.
  app = await startTestApp({ RATE_LIMIT_STORE: "sqlite", RATE_LIMIT_MULTIPLIER: "1000", TRUST_PROXY: "1" }, { backgroundJobs: false });
});
afterAll(async () => {
  if (getDb().$client.open) getDb().$client.pragma("max_page_count = 1073741823");
  await app?.close();
});

const message = (i: number) => ({ name: "Ada", email: "ada@example.com", message: `#${i} `.padEnd(CONTACT_LIMITS.message, "m") });

function postLine(line: string, from: string) {
  return fetch(`${app.url}/?index&lng=en`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": from },
    body: new URLSearchParams({ intent: "terminal", line }),
  });
}

describe("a full disk", { timeout: 30_000 }, () => {
  it("is answered 503 while full; once space returns, every write works again without a restart", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = getDb().$client;
    expect((await call(`${app.url}/api/contact`, { json: message(0) })).status).toBe(200);

    // No page more than the file has now: the free pages inside it go first, then writes fail.
    client.pragma(`max_page_count = ${Number(client.pragma("page_count", { simple: true }))}`);
    let full: Awaited<ReturnType<typeof call>> | undefined;
    let stored = 0;
    for (let i = 1; i <= 400 && !full; i++) {
      const res = await call(`${app.url}/api/contact`, { json: message(i), headers: { "X-Forwarded-For": `10.0.${i >> 8}.${i & 255}` } });
      if (res.status === 200) stored += 1;
      else full = res;
    }
    expect(full, "the disk never filled").toBeDefined();
    expectJsonError(full!, 503, DATABASE_UNAVAILABLE_MESSAGE);
    const kept = count(app.databasePath, "contact_messages");
    expect(kept).toBe(stored + 1);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);
    // The page is still served, to known clients and to new ones (whose rate-limit counters cannot be stored).
    for (let i = 0; i < 300; i++) {
      const page = await fetch(`${app.url}/?lng=en`, { headers: { "X-Forwarded-For": `10.1.${i >> 8}.${i & 255}` } });
      await page.arrayBuffer();
      expect(page.status).toBe(200);
    }

    // Space comes back.
    client.pragma("max_page_count = 1073741823");
    const contact = await call(`${app.url}/api/contact`, { json: message(1_000), headers: { "X-Forwarded-For": "10.9.9.9" } });
    expect(contact.status).toBe(200);
    expect(count(app.databasePath, "contact_messages")).toBe(kept + 1);
    const terminal = await postLine("whoami", "10.9.9.10");
    expect(terminal.status).toBe(303);
    expect(sessionCookieOf(terminal)).not.toBe("");
    expect((await call(`${app.url}/api/generate-key`, { headers: { "X-Forwarded-For": "10.9.9.11" } })).status).toBe(200);
    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    errors.mockRestore();
  });
});
