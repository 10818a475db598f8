/**
 * Fault tests for the contact path:
 * - SIGKILL of the real server process (`node build/server.js`, what `npm start` runs) during
 *   200 concurrent contact posts: after a restart on the same SQLite file,
 *   every acknowledged (2xx) message is there exactly once.
 * - A Resend outage covering many messages, then recovery: each message is
 *   delivered exactly once, counted on the fake.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { spawnServerProcess } from "../helpers/server-process";
import { call, count, readDb } from "../fakes/client";
import { startFakeResend } from "../fakes/resend";
import { until } from "../fakes/wait";
import { startTestApp } from "../helpers/app";

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-fault-"));
  dirs.push(dir);
  return dir;
}

/** The production start path as its own process (one process: SIGKILL hits the server itself). */
async function startServerProcess(databasePath: string): Promise<{ child: ChildProcess; url: string; exited: Promise<void> }> {
  const server = spawnServerProcess({ DATABASE_PATH: databasePath, RATE_LIMIT_MULTIPLIER: "100000" });
  children.push(server.child);
  return { child: server.child, url: await server.listening, exited: server.exited.then(() => undefined) };
}

const valid = { name: "Crash Tester", email: "crash@example.com" };

describe("SIGKILL during concurrent contact posts", () => {
  // Killed early (few acknowledged), midway, and late: every acknowledged message survives, once.
  it.each([20, 80, 150])(
    "keeps every acknowledged message exactly once (killed after %i acknowledgements of 200)",
    async (killAfter) => {
      const databasePath = path.join(tempDir(), "db.sqlite");
      const first = await startServerProcess(databasePath);
      const acknowledged: string[] = [];
      let killed = false;
      const posts = Array.from({ length: 200 }, async (_, i) => {
        const message = `fault k${killAfter} #${i}`;
        try {
          const res = await fetch(`${first.url}/api/contact`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ ...valid, message }),
          });
          const body = (await res.json()) as { success?: boolean };
          if (res.ok && body.success === true) {
            acknowledged.push(message);
            if (!killed && acknowledged.length >= killAfter) {
              killed = true;
              first.child.kill("SIGKILL");
            }
          } else {
            // Before the kill, nothing may be refused (the quota is raised for the test).
            expect.soft(res.status, message).toBe(200);
          }
        } catch {
          // Connection reset by the kill: not acknowledged, so no promise was made.
        }
      });
      await Promise.all(posts);
      if (!killed) first.child.kill("SIGKILL");
      await first.exited;
      expect(acknowledged.length).toBeGreaterThanOrEqual(Math.min(killAfter, 200));

      // Restart on the same file (WAL recovery), then check every promise made.
      const second = await startServerProcess(databasePath);
      try {
        expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
        const stored = readDb(databasePath, (db) =>
          (
            db.prepare("select message from contact_messages where message like ?").all(`fault k${killAfter} #%`) as { message: string }[]
          ).map((r) => r.message),
        );
        const times = new Map<string, number>();
        for (const m of stored) times.set(m, (times.get(m) ?? 0) + 1);
        for (const m of acknowledged) expect(times.get(m), m).toBe(1);
        // No message is stored twice either (acknowledged or not).
        expect([...times.values()].every((n) => n === 1)).toBe(true);
        console.log(`[faults] killed after ${killAfter}: ${acknowledged.length} acknowledged, ${stored.length} stored of 200`);
        // The restarted server keeps taking messages.
        expect((await call(`${second.url}/api/contact`, { json: { ...valid, message: "after the crash" } })).status).toBe(200);
      } finally {
        second.child.kill("SIGTERM");
        await second.exited;
      }
    },
    60_000,
  );
});

describe("Resend outage and recovery", () => {
  it("delivers each of 20 messages sent during the outage exactly once after it ends", async () => {
    const resend = await startFakeResend("500");
    const app = await startTestApp(
      {
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
        CONTACT_TO_EMAIL: "owner@example.com",
        CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
        RATE_LIMIT_MULTIPLIER: "1000",
        // Twenty messages from one address: the per-sender share of the daily cap is not under test here.
        MAIL_SENDER_SHARE: "1",
      },
      { backgroundJobs: true },
    );
    try {
      const messages = Array.from({ length: 20 }, (_, i) => `outage #${i}`);
      const answers = await Promise.all(messages.map((message) => call(`${app.url}/api/contact`, { json: { ...valid, message } })));
      for (const a of answers) expect(a.status).toBe(200);
      // Every message tried once and failed on the outage; none delivered.
      await until(() => count(app.databasePath, "contact_messages", "delivery_status = 'failed'") === 20, 15_000, "20 failures");
      expect(resend.delivered.size).toBe(0);

      resend.mode = "ok";
      await until(() => count(app.databasePath, "contact_messages", "delivery_status = 'sent'") === 20, 30_000, "20 deliveries");
      const rows = readDb(
        app.databasePath,
        (db) =>
          db.prepare("select id, created_at, message, delivery_attempts from contact_messages").all() as Array<{
            id: number;
            created_at: number;
            message: string;
            delivery_attempts: number;
          }>,
      );
      expect(rows.map((r) => r.message).sort()).toEqual([...messages].sort());
      // Counted on the fake: one delivery per message, under its own idempotency key.
      expect(resend.delivered.size).toBe(20);
      for (const r of rows) {
        expect(resend.delivered.get(`contact-${r.id}-${r.created_at}`)?.length, r.message).toBe(1);
        expect(r.delivery_attempts).toBeGreaterThanOrEqual(2);
      }
      // Nothing is left scheduled to be sent again.
      expect(count(app.databasePath, "contact_messages", "next_attempt_at is not null")).toBe(0);
    } finally {
      await app.close();
      await resend.close();
    }
  }, 60_000);
});
