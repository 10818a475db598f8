/**
 * Faults: per-IP quotas by IPv6 /56 and the daily e-mail cap, a hanging AI
 * server, a database that cannot write, and the cookie / database path /
 * visitor pruning edge cases.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { spawn } from "node:child_process";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError, readDb } from "../fakes/client";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { until } from "../fakes/wait";
import { EnvError, parseEnv } from "../../app/env.server";
import { answerBuiltin } from "../../app/services/assistant-builtin.server";
import { generatePng } from "../../app/services/png.server";
import { CONTACT_MESSAGES } from "../../app/services/contact.server";
import { nextUtcDayStart } from "../../app/services/contact-delivery.server";
import { getDb, openDatabase, WRITE_PROBE_INTERVAL_MS } from "../../db/client";
import { isHttpsSite, langCookieHeader } from "../../app/i18n/config";
import { pruneVisitors, VISITOR_RETENTION_MS } from "../../app/services/visitors.server";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../db/write-health";

const valid = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello!\nLet's build an engine." };

describe("per-IP quotas key IPv6 clients by their /56", () => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind one proxy, X-Forwarded-For is the client address the quotas see.
    app = await startTestApp({ TRUST_PROXY: "1" }, { rateLimits: { general: 100_000, post: 100_000, paid: 100_000 } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const from = (ip: string) => ({ "X-Forwarded-For": ip });

  it("counts contact messages from 6 addresses of one /64 against one 5-per-10-minutes quota", async () => {
    const before = count(app.databasePath, "contact_messages");
    for (let i = 1; i <= 5; i++) {
      const res = await call(`${app.url}/api/contact`, {
        json: { ...valid, message: `#${i}` },
        headers: from(`2001:db8:1:2::${i.toString(16)}`),
      });
      expect(res.status).toBe(200);
    }
    // Another /64 of the same /56: still the same client.
    expectJsonError(
      await call(`${app.url}/api/contact`, { json: valid, headers: from("2001:db8:1:2f:aaaa:bbbb:cccc:dddd") }),
      429,
      CONTACT_MESSAGES.tooMany.en,
    );
    expect(count(app.databasePath, "contact_messages")).toBe(before + 5);
    // A different /56 is a different client.
    expect((await call(`${app.url}/api/contact`, { json: valid, headers: from("2001:db8:1:100::1") })).status).toBe(200);
  });

  it("treats an IPv4-mapped IPv6 address as the IPv4 client", async () => {
    for (let i = 1; i <= 5; i++) {
      const ip = i % 2 ? "198.51.100.7" : "::ffff:198.51.100.7";
      expect((await call(`${app.url}/api/contact`, { json: { ...valid, message: `v4 #${i}` }, headers: from(ip) })).status).toBe(200);
    }
    expect((await call(`${app.url}/api/contact`, { json: valid, headers: from("::ffff:c633:6407") })).status).toBe(429);
  });
});

describe("the Express rate limits key IPv6 clients by their /56", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(
      { TRUST_PROXY: "1", RATE_LIMIT_MULTIPLIER: "1000" },
      { rateLimits: { general: 100_000, post: 3, paid: 100_000 } },
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 429 to the 4th POST from rotating addresses of one /56, not to another /56", async () => {
    const post = (ip: string) => call(`${app.url}/api/generate-key`, { headers: { "X-Forwarded-For": ip } });
    for (const ip of ["2001:db8:5:500::1", "2001:db8:5:5ff::2", "2001:db8:5:580:1:2:3:4"]) expect((await post(ip)).status).toBe(200);
    expectJsonError(await post("2001:db8:5:5aa::9"), 429, "Too many requests. Please wait a minute before sending more.");
    expect((await post("2001:db8:5:600::1")).status).toBe(200);
  });
});

interface MessageRow {
  id: number;
  delivery_status: string;
  delivery_attempts: number;
  next_attempt_at: number | null;
  delivered_at: number | null;
}

describe("the site-wide daily e-mail cap", () => {
  let resend: FakeResend;
  let app: TestApp;
  let offset = 0;
  beforeAll(async () => {
    resend = await startFakeResend("ok");
    app = await startTestApp(
      {
        RATE_LIMIT_MULTIPLIER: "1000",
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
        CONTACT_TO_EMAIL: "owner@example.com",
        CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
        MAIL_DAILY_CAP: "2",
        // One sender here: the site-wide cap alone is under test (the per-sender share has its own test).
        MAIL_SENDER_SHARE: "1",
      },
      { clock: () => Date.now() + offset },
    );
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  const rows = () => readDb(app.databasePath, (db) => db.prepare("select * from contact_messages order by id").all() as MessageRow[]);

  it("sends 2 of 3 messages today, keeps the third stored, and delivers it once the UTC day changes", async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await call(`${app.url}/api/contact`, { json: { ...valid, message: `message ${i}` } });
      expect(res.status).toBe(200);
    }
    await until(() => rows().filter((r) => r.delivery_status === "sent").length === 2, 10_000, "two deliveries");
    const third = await until(() => rows().find((r) => r.delivery_status === "pending" && r.next_attempt_at !== null), 10_000, "deferral");
    expect(rows()).toHaveLength(3);
    expect(third.delivery_attempts).toBe(0);
    expect(third.next_attempt_at).toBe(nextUtcDayStart(Date.now()));
    expect(resend.requests).toHaveLength(2);
    expect(resend.delivered.size).toBe(2);

    // Tomorrow: the background delivery sends it, once.
    offset = nextUtcDayStart(Date.now()) - Date.now() + 60_000;
    app.wakeDelivery();
    await until(() => rows().every((r) => r.delivery_status === "sent"), 10_000, "the deferred delivery");
    expect(resend.requests).toHaveLength(3);
    expect(resend.delivered.size).toBe(3);
    for (const requests of resend.delivered.values()) expect(requests).toHaveLength(1);
    const delivered = rows().find((r) => r.id === third.id)!;
    expect(delivered.delivered_at).toBeGreaterThanOrEqual(nextUtcDayStart(Date.now()));
  });
});

describe("a hanging OpenAI-compatible server", () => {
  let hanging: http.Server;
  let hangingUrl: string;
  const received: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    // Accepts every connection and request, never answers.
    hanging = http.createServer((req) => {
      received.push(req.url ?? "");
    });
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    hangingUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    app = await startTestApp(
      {
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${hangingUrl}/v1`,
        AI_CHAT_TIMEOUT_MS: "500",
        AI_IMAGE_TIMEOUT_MS: "500",
        RATE_LIMIT_MULTIPLIER: "1000",
      },
      { backgroundJobs: false },
    );
  });
  afterAll(async () => {
    await app?.close();
    hanging?.closeAllConnections();
    await new Promise<void>((resolve) => (hanging ? hanging.close(() => resolve()) : resolve()));
  });
  afterEach(() => {
    received.length = 0;
  });

  it("defaults to 12 s for chat and 25 s for images", () => {
    const env = parseEnv({});
    expect(env.AI_CHAT_TIMEOUT_MS).toBe(12_000);
    expect(env.AI_IMAGE_TIMEOUT_MS).toBe(25_000);
    expect(env.MAIL_DAILY_CAP).toBe(90);
  });

  it("answers the chat with the built-in assistant after one attempt", async () => {
    const key = (await call(`${app.url}/api/generate-key`)).body.key as string;
    const started = Date.now();
    const res = await call(`${app.url}/api/sendMessage`, { key, json: { message: "What are your skills?", lang: "en" } });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.reply).toBe(answerBuiltin("What are your skills?", "en").reply);
    expect(elapsed).toBeLessThan(3_000);
    expect(received).toEqual(["/v1/chat/completions"]);
  });

  it("answers the image with the embedded generator after one attempt", async () => {
    const key = (await call(`${app.url}/api/generate-key`)).body.key as string;
    const started = Date.now();
    const res = await call(`${app.url}/api/generate-image`, { key, json: { prompt: "a red fox" } });
    const elapsed = Date.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.imageBase64).toBe(generatePng("a red fox").toString("base64"));
    expect(elapsed).toBeLessThan(3_000);
    expect(received).toEqual(["/v1/images/generations"]);
  });
});

describe("a database that cannot write", () => {
  let app: TestApp;
  let offset = 0;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_MULTIPLIER: "1000" }, { backgroundJobs: false, clock: () => Date.now() + offset });
  });
  afterAll(async () => {
    if (getDb().$client.open) getDb().$client.pragma("query_only = OFF");
    await app?.close();
  });

  it("reports degraded health, answers API writes with a clear 503 and still renders the page", async () => {
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    const before = count(app.databasePath, "contact_messages");

    // The server's own connection turns read-only (as a read-only file or a full disk would).
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    getDb().$client.pragma("query_only = ON");

    const contact = await call(`${app.url}/api/contact`, { json: valid });
    expectJsonError(contact, 503, DATABASE_UNAVAILABLE_MESSAGE);
    expectJsonError(await call(`${app.url}/api/generate-key`), 503, DATABASE_UNAVAILABLE_MESSAGE);

    const health = await fetch(`${app.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "degraded", message: DATABASE_UNAVAILABLE_MESSAGE });

    const page = await fetch(`${app.url}/?lng=en`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<html");
    // The page's form action (no JavaScript) answers 503 too, the page with its error, not a 500.
    const form = await fetch(`${app.url}/?index&lng=en`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Ada", email: "ada@example.com", message: "Hello there, a message long enough." }),
    });
    expect(form.status).toBe(503);
    expect(await form.text()).toContain("<html");

    // The log names the file ("attempt to write a readonly database" alone does not).
    const logged = errors.mock.calls.map((c) => c.map(String).join(" "));
    errors.mockRestore();
    expect(logged.some((line) => line.includes("readonly database") && line.includes(app.databasePath))).toBe(true);

    // Writable again: a successful write clears the recent failure, health is ok again.
    getDb().$client.pragma("query_only = OFF");
    expect((await call(`${app.url}/api/generate-key`)).status).toBe(200);
    const healed = await fetch(`${app.url}/healthz`);
    expect(healed.status).toBe(200);
    expect(await healed.json()).toMatchObject({ status: "ok" });
    expect(count(app.databasePath, "contact_messages")).toBe(before);
  });

  it("reports degraded from the write probe alone, before any request failed", async () => {
    // No request fails here: the write probe finds it once the last successful one (trusted for
    // WRITE_PROBE_INTERVAL_MS) is old: the app's clock moves past it rather than the test waiting.
    getDb().$client.pragma("query_only = ON");
    try {
      offset += WRITE_PROBE_INTERVAL_MS;
      const health = await until(
        async () => {
          const res = await fetch(`${app.url}/healthz`);
          return res.status === 503 ? res : undefined;
        },
        10_000,
        "degraded health",
      );
      expect(await health.json()).toMatchObject({ status: "degraded", message: DATABASE_UNAVAILABLE_MESSAGE });
    } finally {
      getDb().$client.pragma("query_only = OFF");
    }
  });
});

describe("the language cookie is Secure on https", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", RATE_LIMIT_MULTIPLIER: "1000" }, { backgroundJobs: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const cookieOf = async (headers: Record<string, string>) =>
    (await fetch(`${app.url}/?lng=fr`, { headers, redirect: "manual" })).headers.get("set-cookie") ?? "";

  it("adds Secure behind an https proxy, not on plain http", async () => {
    const plain = await cookieOf({});
    expect(plain).toMatch(/^i18next=fr;/);
    expect(plain).not.toMatch(/;\s*Secure/i);
    const https = await cookieOf({ "X-Forwarded-Proto": "https" });
    expect(https).toMatch(/^i18next=fr;/);
    expect(https).toMatch(/;\s*Secure/i);
  });

  it("adds Secure when SITE_URL is https, whatever the request", () => {
    expect(isHttpsSite("http://127.0.0.1:3000/", "https://example.com")).toBe(true);
    expect(isHttpsSite("http://127.0.0.1:3000/", "http://example.com")).toBe(false);
    expect(isHttpsSite("https://example.com/", undefined)).toBe(true);
    expect(langCookieHeader("en", true)).toBe("i18next=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    expect(langCookieHeader("en")).toBe("i18next=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("DATABASE_PATH and database errors", () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-faults-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a path under /proc, /sys or /dev (also through a symlink) with a clear message", () => {
    for (const file of ["/proc/self/portfolio.sqlite", "/proc/self/environ", "/sys/portfolio.sqlite", "/dev/portfolio.sqlite"]) {
      expect(() => parseEnv({ DATABASE_PATH: file })).toThrow(EnvError);
      expect(() => parseEnv({ DATABASE_PATH: file })).toThrow(/DATABASE_PATH: .* cannot hold a database/);
      expect(() => openDatabase(file)).toThrow(/DATABASE_PATH: .* cannot hold a database/);
    }
    const link = path.join(tempDir(), "link");
    fs.symlinkSync("/proc/self", link);
    expect(() => parseEnv({ DATABASE_PATH: path.join(link, "db.sqlite") })).toThrow(/is under \/proc/);
    expect(parseEnv({ DATABASE_PATH: path.join(tempDir(), "ok.sqlite") }).DATABASE_PATH).toMatch(/ok\.sqlite$/);
  });

  // Node's recursive mkdirSync under /proc loops at 100 % CPU (measured: still spinning after 3 s): refuse before it.
  it("stops the real server at once (exit 1, no stack trace) instead of spinning", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: path.resolve(__dirname, "../.."),
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: "0",
        ENV_FILE: "none",
        DATABASE_PATH: "/proc/portfolio/data/db.sqlite",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    clearTimeout(timer);
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration:");
    expect(output).toContain("DATABASE_PATH: /proc/portfolio/data/db.sqlite is under /proc");
    expect(output).not.toMatch(/\n\s+at /);
  });

  it("names the file in 'unable to open database file'", () => {
    const dir = tempDir(); // a folder where the file should be
    expect(() => openDatabase(dir)).toThrow(`unable to open database file (database file: ${dir})`);
  });
});

describe("visitors unused for 90 days are pruned", () => {
  it("deletes old keys and their chat history at start, keeps recent ones", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-faults-"));
    const databasePath = path.join(dir, "prune.sqlite");
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const seed = openDatabase(databasePath);
    const insert = seed.$client.prepare("insert into visitors (key_hash, created_at, last_seen_at) values (?, ?, ?)");
    const old = Number(insert.run("old", now - 200 * day, now - 91 * day).lastInsertRowid);
    const recent = Number(insert.run("recent", now - 200 * day, now - 89 * day).lastInsertRowid);
    seed.$client.prepare("insert into chat_messages (visitor_id, role, content) values (?, 'user', 'hi')").run(old);
    seed.$client.prepare("insert into chat_messages (visitor_id, role, content) values (?, 'user', 'hi')").run(recent);
    seed.$client.close();

    const app = await startTestApp({}, { databasePath });
    try {
      await until(() => count(databasePath, "visitors", "id = ?", old) === 0, 10_000, "pruning at start");
      expect(count(databasePath, "visitors", "id = ?", recent)).toBe(1);
      expect(count(databasePath, "chat_messages", "visitor_id = ?", old)).toBe(0);
      expect(count(databasePath, "chat_messages", "visitor_id = ?", recent)).toBe(1);

      // The job itself, with a clock 90 days ahead: the recent one goes too.
      expect(pruneVisitors(now + VISITOR_RETENTION_MS)).toBe(1);
      expect(count(databasePath, "visitors")).toBe(0);
    } finally {
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
