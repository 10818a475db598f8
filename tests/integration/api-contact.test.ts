import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError, readDb } from "../fakes/client";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { until } from "../fakes/wait";
import { runInbox } from "../../scripts/inbox";

interface Row {
  id: number;
  name: string;
  email: string;
  message: string;
  from_console: number;
  lang: string;
  created_at: number;
  delivery_status: string;
  delivery_attempts: number;
  last_error: string | null;
  next_attempt_at: number | null;
  delivered_at: number | null;
}

const rowOf = (file: string, id: number) =>
  readDb(file, (db) => db.prepare("select * from contact_messages where id = ?").get(id) as Row | undefined);
const lastRow = (file: string) =>
  readDb(file, (db) => db.prepare("select * from contact_messages order by id desc limit 1").get() as Row | undefined);

const mailEnv = (resend: FakeResend) => ({
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  CONTACT_TO_EMAIL: "owner@example.com",
  CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
  RATE_LIMIT_MULTIPLIER: "1000",
});

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello!\nLet's build an engine." };

describe("POST /api/contact without e-mail configured", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("stores the message (status disabled) and answers success", async () => {
    const res = await call(`${app.url}/api/contact`, { json: { ...valid, fromConsole: true }, headers: { Cookie: "i18next=fr" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Message sent successfully." });
    const row = lastRow(app.databasePath)!;
    expect(row).toMatchObject({
      ...valid,
      from_console: 1,
      lang: "fr",
      delivery_status: "disabled",
      delivery_attempts: 0,
      last_error: null,
    });
  });

  it("trims fields and defaults fromConsole to false", async () => {
    const res = await call(`${app.url}/api/contact`, { json: { name: "  Bob ", email: " bob@example.com ", message: " hi " } });
    expect(res.status).toBe(200);
    expect(lastRow(app.databasePath)).toMatchObject({ name: "Bob", email: "bob@example.com", message: "hi", from_console: 0, lang: "en" });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = count(app.databasePath, "contact_messages");
    const res = await call(`${app.url}/api/contact`, { json: { ...valid, website: "http://spam.example" } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("rejects bad input with per-field messages, never a 5xx, nothing stored", async () => {
    const cases: Array<[string, RequestInit & { json?: unknown }, number, string, Record<string, string>?]> = [
      [
        "empty object",
        { json: {} },
        400,
        "Name is required.",
        { name: "Name is required.", email: "Email is required.", message: "Message is required." },
      ],
      ["missing name", { json: { email: valid.email, message: "x" } }, 400, "Name is required.", { name: "Name is required." }],
      ["blank name", { json: { ...valid, name: "   " } }, 400, "Name is required."],
      ["name not a string", { json: { ...valid, name: 42 } }, 400, "Name is required."],
      [
        "name too long",
        { json: { ...valid, name: "n".repeat(101) } },
        400,
        "Name must be at most 100 characters.",
        { name: "Name must be at most 100 characters." },
      ],
      [
        "invalid email",
        { json: { ...valid, email: "not-an-email" } },
        400,
        "Please enter a valid email address.",
        { email: "Please enter a valid email address." },
      ],
      ["email object", { json: { ...valid, email: { a: 1 } } }, 400, "Email is required."],
      ["email too long", { json: { ...valid, email: `${"e".repeat(250)}@x.io` } }, 400, "Email must be at most 254 characters."],
      ["empty message", { json: { ...valid, message: "" } }, 400, "Message is required.", { message: "Message is required." }],
      ["message too long", { json: { ...valid, message: "m".repeat(5001) } }, 400, "Message must be at most 5000 characters."],
      ["array body", { json: [valid] }, 400, "Name is required."],
      ["null body", { json: null }, 400, "Name is required."],
      ["malformed JSON", { body: '{"name": "x",', headers: { "Content-Type": "application/json" } }, 400, "Malformed JSON body."],
      [
        "form encoded",
        { body: "name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } },
        415,
        "Content-Type must be application/json.",
      ],
      ["over the limit", { json: { ...valid, message: "m".repeat(65 * 1024) } }, 413, "Request body too large."],
    ];
    const before = count(app.databasePath, "contact_messages");
    for (const [name, init, status, message, errors] of cases) {
      const res = await call(`${app.url}/api/contact`, init);
      try {
        expectJsonError(res, status, message);
        if (errors) expect(res.body.errors).toEqual(errors);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("accepts the exact limits", async () => {
    const res = await call(`${app.url}/api/contact`, {
      json: { name: "n".repeat(100), email: `${"e".repeat(240)}@example.com`, message: "m".repeat(5000) },
    });
    expect(res.status).toBe(200);
  });

  it("answers other methods with a JSON 405", async () => {
    for (const method of ["GET", "PUT", "DELETE"])
      expectJsonError(await call(`${app.url}/api/contact`, { method }), 405, "Method not allowed. Use POST.");
  });
});

describe("per-IP contact rate limit", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({}, { backgroundJobs: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("allows 5 messages per 10 minutes per address, then a clear 429 without storing", async () => {
    for (let i = 0; i < 5; i++) expect((await call(`${app.url}/api/contact`, { json: { ...valid, message: `#${i}` } })).status).toBe(200);
    const res = await call(`${app.url}/api/contact`, { json: valid });
    expectJsonError(res, 429, "Too many messages sent from your address. Please wait a few minutes before sending another one.");
    expect(count(app.databasePath, "contact_messages")).toBe(5);
    // Invalid input is still answered with its 400 (it is not counted either).
    expectJsonError(await call(`${app.url}/api/contact`, { json: {} }), 400);
    // A French visitor reads it in French.
    const fr = await call(`${app.url}/api/contact`, { json: valid, headers: { Cookie: "i18next=fr" } });
    expectJsonError(fr, 429, "Trop de messages envoyés depuis votre adresse. Patientez quelques minutes avant d'en envoyer un autre.");
  });
});

describe("delivery through Resend", () => {
  let resend: FakeResend;
  let app: TestApp;
  beforeAll(async () => {
    resend = await startFakeResend("ok");
    app = await startTestApp(mailEnv(resend));
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  it("stores, answers success, then delivers once with reply-to and an idempotency key", async () => {
    const before = resend.requests.length;
    const res = await call(`${app.url}/api/contact`, { json: valid });
    expect(res.body).toEqual({ success: true, message: "Message sent successfully." });
    const id = lastRow(app.databasePath)!.id;
    const row = await until(
      () => {
        const r = rowOf(app.databasePath, id);
        return r?.delivery_status === "sent" ? r : undefined;
      },
      10_000,
      "status sent",
    );
    expect(row).toMatchObject({ delivery_attempts: 1, last_error: null, next_attempt_at: null });
    expect(row.delivered_at).toBeGreaterThanOrEqual(row.created_at);

    expect(resend.requests.length).toBe(before + 1);
    const sent = resend.requests[before];
    expect(sent.headers["idempotency-key"]).toBe(`contact-${id}-${row.created_at}`);
    expect(sent.body).toMatchObject({
      from: "Portfolio <portfolio@example.com>",
      to: "owner@example.com",
      reply_to: "ada@example.com",
      subject: "Portfolio message from Ada Lovelace",
    });
    expect((sent.body as { text: string }).text).toContain(valid.message);

    // The owner's inbox reads (and marks) the same file while the server runs.
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    expect(runInbox(["--show", String(id)], io, { DATABASE_PATH: app.databasePath })).toBe(0);
    expect(lines).toContain(`Message #${id} (unread)`);
    expect(lines).toContain("Delivery: sent; attempts: 1");
    expect(runInbox(["--mark-read", String(id)], io, { DATABASE_PATH: app.databasePath })).toBe(0);
    expect(rowOf(app.databasePath, id)).toMatchObject({ delivery_status: "sent" });
    expect(readDb(app.databasePath, (db) => db.prepare("select read_at from contact_messages where id = ?").get(id))).toEqual({
      read_at: expect.any(Number),
    });
    // ...and the server keeps writing meanwhile.
    expect((await call(`${app.url}/api/contact`, { json: valid })).status).toBe(200);
    const next = lastRow(app.databasePath)!.id;
    await until(() => rowOf(app.databasePath, next)?.delivery_status === "sent", 10_000, "the next message sent");
  });

  it("retries after an outage with backoff and delivers exactly once", async () => {
    resend.mode = "500";
    const before = resend.requests.length;
    const res = await call(`${app.url}/api/contact`, { json: { ...valid, message: "during the outage" } });
    expect(res.status).toBe(200);
    const id = lastRow(app.databasePath)!.id;
    const failed = await until(
      () => {
        const r = rowOf(app.databasePath, id);
        return r?.delivery_status === "failed" ? r : undefined;
      },
      10_000,
      "status failed",
    );
    expect(failed.delivery_attempts).toBe(1);
    expect(failed.last_error).toContain("500");
    expect(failed.next_attempt_at).toBeGreaterThan(Date.now() - 1000);

    resend.mode = "ok";
    const sent = await until(
      () => {
        const r = rowOf(app.databasePath, id);
        return r?.delivery_status === "sent" ? r : undefined;
      },
      15_000,
      "the retry",
    );
    expect(sent.delivery_attempts).toBe(2);
    expect(sent.last_error).toBeNull();
    const key = `contact-${id}-${sent.created_at}`;
    expect(resend.delivered.get(key)?.length).toBe(1);
    expect(resend.requests.slice(before).map((r) => r.headers["idempotency-key"])).toEqual([key, key]);
  });

  it("answers the visitor at once even when Resend hangs", async () => {
    resend.mode = "timeout";
    const before = resend.requests.length;
    const started = Date.now();
    const res = await call(`${app.url}/api/contact`, { json: { ...valid, message: "slow provider" } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const id = lastRow(app.databasePath)!.id;
    await resend.waitForRequests(before + 1);
    expect(rowOf(app.databasePath, id)).toMatchObject({ delivery_status: "pending", delivery_attempts: 1 });
    // Let the held request fail so nothing is in flight when the app closes.
    resend.mode = "ok";
    resend.releaseHeld();
    await until(() => rowOf(app.databasePath, id)?.delivery_status === "sent", 15_000, "delivery after release");
    expect(resend.delivered.get(`contact-${id}-${rowOf(app.databasePath, id)!.created_at}`)?.length).toBe(1);
  });
});

describe("delivery after a restart", () => {
  it("delivers pending and failed messages once the server starts again, each exactly once", async () => {
    const resend = await startFakeResend("500");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-restart-"));
    const databasePath = path.join(dir, "db.sqlite");
    try {
      const first = await startTestApp(mailEnv(resend), { backgroundJobs: false, databasePath });
      await call(`${first.url}/api/contact`, { json: { ...valid, message: "failed before the restart" } });
      const failedId = lastRow(databasePath)!.id;
      await until(() => rowOf(databasePath, failedId)?.delivery_status === "failed", 10_000, "first failure");
      await first.close();

      // A message stored just before a crash, never attempted.
      const db = new Database(databasePath);
      const pendingId = Number(
        db
          .prepare("insert into contact_messages (name, email, message, delivery_status) values (?, ?, ?, 'pending')")
          .run("Grace", "grace@example.com", "stored before the crash").lastInsertRowid,
      );
      db.close();

      resend.mode = "ok";
      const second = await startTestApp(mailEnv(resend), { backgroundJobs: true, databasePath });
      try {
        await until(
          () => rowOf(databasePath, failedId)?.delivery_status === "sent" && rowOf(databasePath, pendingId)?.delivery_status === "sent",
          10_000,
          "both delivered",
        );
        expect(rowOf(databasePath, failedId)!.delivery_attempts).toBe(2);
        expect(rowOf(databasePath, pendingId)!.delivery_attempts).toBe(1);
        expect(resend.delivered.size).toBe(2);
        for (const list of resend.delivered.values()) expect(list.length).toBe(1);
        expect(resend.requests.length).toBe(3);
      } finally {
        await second.close();
      }
    } finally {
      await resend.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
