/**
 * A write whose commit fails (the disk fills while SQLite appends the transaction to the WAL): nothing
 * may be acknowledged. `INSERT … RETURNING` read with better-sqlite3's `.get()` outside a transaction hands
 * back the new row even then, so a key was answered 200 and never stored, and a delivery claim that was never
 * stored let the e-mail go. The disk fills here by the process's own file size limit (RLIMIT_FSIZE, set with
 * util-linux `prlimit` on this test process): a write past it fails as on a full disk, at commit, where
 * `max_page_count` (disk-full.test.ts) fails earlier, inside the statement.
 */
import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call, count, expectJsonError, readDb } from "../fakes/client";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { getDb } from "../../db/client";
import { DATABASE_UNAVAILABLE_MESSAGE, WriteHealth } from "../../db/write-health";
import { DeliveryCoordinator, deliverContactMessage } from "../../app/services/contact-delivery.server";
import { createMetrics } from "../../app/services/metrics.server";

const hasPrlimit = (() => {
  try {
    execFileSync("prlimit", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
if (!hasPrlimit) console.warn("commit-fails.test.ts skipped: util-linux `prlimit` is not installed");

/** Empties the WAL, then runs `fn` to its end while no file of this process may grow: every commit fails. */
async function whileTheDiskIsFull<T>(fn: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  getDb().$client.pragma("wal_checkpoint(TRUNCATE)");
  execFileSync("prlimit", ["--pid", String(process.pid), "--fsize=0:"]);
  try {
    return (await Promise.allSettled([fn()]))[0];
  } finally {
    execFileSync("prlimit", ["--pid", String(process.pid), "--fsize=unlimited:"]);
  }
}

describe.runIf(hasPrlimit)("a commit that fails is never acknowledged", { timeout: 30_000 }, () => {
  let app: TestApp;
  let resend: FakeResend;
  beforeAll(async () => {
    resend = await startFakeResend("ok");
    app = await startTestApp(
      {
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
        CONTACT_TO_EMAIL: "owner@example.com",
        CONTACT_FROM_EMAIL: "Portfolio <portfolio@example.com>",
      },
      { backgroundJobs: false },
    );
  });
  afterAll(async () => {
    await app?.close();
    await resend?.close();
  });

  it("POST /api/generate-key answers 503 and gives out no key; the next one works", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = count(app.databasePath, "visitors");
    const answer = await whileTheDiskIsFull(() => call(`${app.url}/api/generate-key`));
    expect(answer.status).toBe("fulfilled");
    expectJsonError((answer as PromiseFulfilledResult<Awaited<ReturnType<typeof call>>>).value, 503, DATABASE_UNAVAILABLE_MESSAGE);
    expect(count(app.databasePath, "visitors")).toBe(before);

    const ok = await call(`${app.url}/api/generate-key`);
    expect(ok.status).toBe(200);
    expect(count(app.databasePath, "visitors")).toBe(before + 1);
    errors.mockRestore();
  });

  it("a delivery whose claim is not stored sends no e-mail", async () => {
    const db = getDb().$client;
    const id = Number(
      db
        .prepare(
          "insert into contact_messages (name, email, message, delivery_status) values ('Ada', 'ada@example.com', 'claim me', 'pending')",
        )
        .run().lastInsertRowid,
    );
    const options = { coordinator: new DeliveryCoordinator(), metrics: createMetrics(), writeHealth: new WriteHealth() };
    const delivery = await whileTheDiskIsFull(() => deliverContactMessage(id, app.env, options));
    expect(delivery).toMatchObject({ status: "rejected", reason: { code: expect.stringMatching(/^SQLITE_(IOERR|FULL)/) } });
    expect(resend.requests).toHaveLength(0);
    const row = readDb(app.databasePath, (r) =>
      r.prepare("select delivery_attempts, delivery_status from contact_messages where id = ?").get(id),
    );
    expect(row).toEqual({ delivery_attempts: 0, delivery_status: "pending" });

    // With space again, it goes out once.
    expect(await deliverContactMessage(id, app.env, options)).toBe("sent");
    expect(resend.requests).toHaveLength(1);
  });
});
