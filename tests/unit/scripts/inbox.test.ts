import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/client";
import { contactMessages } from "../../../db/schema";
import { runInbox } from "../../../scripts/inbox";

let dir: string;
let file: string;
let db: AppDatabase;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-test-"));
  file = path.join(dir, "db.sqlite");
  db = openDatabase(file);
  const t = (s: string) => new Date(`2026-11-20T${s}:00Z`);
  db.insert(contactMessages)
    .values([
      {
        name: "Ada",
        email: "ada@example.com",
        message: 'First, with a "quote", a comma\nand a new line',
        createdAt: t("10:00"),
        deliveryStatus: "sent",
        deliveryAttempts: 2,
        deliveredAt: t("10:05"),
      },
      {
        name: "Bob",
        email: "bob@example.com",
        message: "=cmd|' /C calc'!A0",
        fromConsole: true,
        lang: "fr",
        createdAt: t("11:00"),
        deliveryStatus: "failed",
        deliveryAttempts: 3,
        lastError: "HTTP 500: Fake outage",
        nextAttemptAt: t("12:00"),
      },
      { name: "Cy", email: "cy@example.com", message: "Third", createdAt: t("12:00"), deliveryStatus: "disabled", readAt: t("12:30") },
    ])
    .run();
});
afterAll(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const run = (...argv: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = runInbox(argv, { out: (l) => out.push(l), err: (l) => err.push(l) }, { DATABASE_PATH: file });
  return { code, out: out.join("\n"), err: err.join("\n") };
};

describe("inbox CLI", () => {
  it("lists newest first with unread marks and delivery status", () => {
    const { code, out } = run();
    expect(code).toBe(0);
    expect(out).toContain("3 messages, 2 unread");
    const order = ["#3", "#2", "#1"].map((id) => out.indexOf(id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(out).toMatch(/\* #2 .*Bob <bob@example.com>.*\[failed ×3, retrying\]/);
    expect(out).toMatch(/\* #1 .*\[sent \(after 2 attempts\)\]/);
    expect(out).toMatch(/ {2}#3 .*\[inbox only\]/);
    expect(out).toContain("2026-11-20 11:00 UTC");
  });

  it("filters unread", () => {
    const { out } = run("--unread");
    expect(out).toContain("#1");
    expect(out).toContain("#2");
    expect(out).not.toContain("#3 ");
  });

  it("shows one message in full", () => {
    const { code, out } = run("--show", "2");
    expect(code).toBe(0);
    expect(out).toContain("Message #2 (unread)");
    expect(out).toContain("From:     Bob <bob@example.com>");
    expect(out).toContain("Via:      terminal (fr)");
    expect(out).toContain("Delivery: failed ×3, retrying; attempts: 3");
    expect(out).toContain("Error:    HTTP 500: Fake outage");
    expect(out).toContain("=cmd|' /C calc'!A0");
  });

  it("marks read and unread", () => {
    expect(run("--mark-read", "1").out).toBe("Marked #1 as read.");
    expect(run().out).toContain("3 messages, 1 unread");
    expect(run("--mark-unread", "1").out).toBe("Marked #1 as unread.");
    const missing = run("--mark-read", "99");
    expect(missing.code).toBe(1);
    expect(missing.err).toBe("No message #99.");
  });

  it("exports JSON and CSV (quoted, formula-safe)", () => {
    const json = JSON.parse(run("--export", "json").out) as Array<Record<string, unknown>>;
    expect(json.map((r) => r.id)).toEqual([3, 2, 1]);
    expect(json[1]).toMatchObject({ name: "Bob", deliveryStatus: "failed", fromConsole: true, lastError: "HTTP 500: Fake outage" });
    const csv = run("--export", "csv").out.split("\n");
    expect(csv[0]).toBe("id,createdAt,name,email,message,fromConsole,lang,deliveryStatus,deliveryAttempts,lastError,deliveredAt,readAt");
    const text = csv.join("\n");
    expect(text).toContain('"First, with a ""quote"", a comma\nand a new line"');
    expect(text).toContain(`"'=cmd|' /C calc'!A0"`);
    expect(JSON.parse(run("--export", "json", "--unread").out)).toHaveLength(2);
  });

  it("explains bad usage and a missing database", () => {
    expect(run("--export", "xml")).toMatchObject({ code: 2, err: expect.stringContaining("--export needs csv or json.") });
    expect(run("--show")).toMatchObject({ code: 2 });
    const none = runInbox([], { out: () => {}, err: () => {} }, { DATABASE_PATH: path.join(dir, "nope.sqlite") });
    expect(none).toBe(1);
  });

  it("runs as `npm run inbox` (node --import tsx scripts/inbox.ts)", async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/inbox.ts", "--unread"], {
      env: { ...process.env, DATABASE_PATH: file },
    });
    expect(stdout).toContain("Bob <bob@example.com>");
  });
});
