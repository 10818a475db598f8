/**
 * Two real server processes (`node build/server.js`) on one SQLite file: with
 * RATE_LIMIT_STORE=sqlite a limit (or a quota) spent on the first is refused by the second;
 * with the in-memory default each process counts alone.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { spawnServerProcess } from "../helpers/server-process";
import { CONTACT_MESSAGES } from "../../app/services/contact.server";

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(
    children.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    ),
  );
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts one server process and resolves with its URL once it listens. */
function start(env: Record<string, string>): Promise<string> {
  const server = spawnServerProcess({ LOG_LEVEL: "error", ...env });
  children.push(server.child);
  return server.listening;
}

/** Paid limit 1 per minute (20 × 0.05): one AI request per client, whichever process answers it. */
async function twoServers(store: "sqlite" | "memory") {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-shared-"));
  dirs.push(dir);
  const env = { DATABASE_PATH: path.join(dir, "shared.sqlite"), RATE_LIMIT_STORE: store, RATE_LIMIT_MULTIPLIER: "0.05" };
  // One after the other: the first creates and migrates the file.
  const first = await start(env);
  const second = await start(env);
  return { first, second, databasePath: env.DATABASE_PATH };
}

const ask = (base: string) =>
  fetch(`${base}/api/sendMessage`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message: "hi" }),
  });

const contact = (base: string, message: string) =>
  fetch(`${base}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Ada", email: "ada@example.com", message }),
  });

// Each test starts two server processes: generous on a busy shared machine.
describe("rate limits shared through the database", { timeout: 60_000 }, () => {
  it("RATE_LIMIT_STORE=sqlite: the second process refuses once the limit is spent on the first", async () => {
    const { first, second } = await twoServers("sqlite");
    expect((await ask(first)).status).not.toBe(429);
    const refused = await ask(second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ success: false, message: "Too many AI requests. Please wait a minute and try again." });
    expect((await ask(first)).status).toBe(429);
  });

  it("RATE_LIMIT_STORE=sqlite: the contact quota spent on the first process is refused by the second", async () => {
    const { first, second, databasePath } = await twoServers("sqlite");
    // CONTACT_RATE.perIp (5) × 0.05 → 1 message per address per window, whichever process takes it.
    expect((await contact(first, "one")).status).toBe(200);
    const refused = await contact(second, "two");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(CONTACT_MESSAGES.tooMany.en);
    const db = new Database(databasePath, { readonly: true });
    expect(db.prepare("select message from contact_messages").all()).toEqual([{ message: "one" }]);
    db.close();
  });

  it("the in-memory default counts per process", async () => {
    const { first, second } = await twoServers("memory");
    expect((await ask(first)).status).not.toBe(429);
    expect((await ask(second)).status).not.toBe(429);
    expect((await ask(first)).status).toBe(429);
  });
});
