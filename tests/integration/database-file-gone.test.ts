/**
 * The database file deleted or replaced under the running server: SQLite keeps
 * writing into the unlinked file, so without a check a contact message is
 * answered "sent" and gone after the restart. The write probe (/healthz) and
 * the writes a visitor is answered for (a contact message, a terminal post, a new key) notice it: 503,
 * nothing acknowledged that is not stored.
 */
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, expectJsonError } from "../fakes/client";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/write-health";

const valid = { name: "Ada", email: "ada@example.com", message: "Is this stored?" };
let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

const files = (db: string) => [db, `${db}-wal`, `${db}-shm`];

describe("database file gone or replaced while running", () => {
  it("answers contact and /healthz with 503 once the file is deleted", async () => {
    app = await startTestApp();
    expect((await call(`${app.url}/api/contact`, { json: valid })).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    for (const file of files(app.databasePath)) fs.rmSync(file, { force: true });
    const answer = await call(`${app.url}/api/contact`, { json: { ...valid, message: "after the delete" } });
    expect(answer.status).toBe(503);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);
  });

  it("answers terminal posts and new visitor keys with an error, not success, once the file is deleted", async () => {
    app = await startTestApp();
    const post = (line: string) =>
      fetch(`${app!.url}/?index&lng=en`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "terminal", line }),
      });
    expect((await post("whoami")).status).toBe(303);
    expect((await call(`${app.url}/api/generate-key`)).status).toBe(200);
    for (const file of files(app.databasePath)) fs.rmSync(file, { force: true });
    const terminal = await post("pwd");
    expect(terminal.status).toBe(503);
    expect(terminal.headers.getSetCookie().some((c) => c.startsWith("term_session="))).toBe(false);
    const key = await call(`${app.url}/api/generate-key`);
    expectJsonError(key, 503, DATABASE_UNAVAILABLE_MESSAGE);
    expect(key.body.key).toBeUndefined();
  });

  it("answers 503 when another file stands at the path (a restore over a running server)", async () => {
    app = await startTestApp();
    expect((await call(`${app.url}/api/contact`, { json: valid })).status).toBe(200);
    const copy = `${app.databasePath}.copy`;
    fs.copyFileSync(app.databasePath, copy);
    fs.renameSync(copy, app.databasePath);
    expect((await call(`${app.url}/api/contact`, { json: { ...valid, message: "after the swap" } })).status).toBe(503);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);
  });
});
