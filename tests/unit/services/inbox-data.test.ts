import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/client";
import { contactMessages } from "../../../db/schema";
import {
  countMessages,
  deleteMessage,
  getMessage,
  hasInboxTable,
  listMessages,
  makeDueNow,
  setRead,
} from "../../../app/services/inbox.server";

let dir: string;
let db: AppDatabase;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "inbox-data-"));
  db = openDatabase(path.join(dir, "db.sqlite"));
  db.insert(contactMessages)
    .values([
      { name: "Gave up", email: "a@example.com", message: "one", deliveryStatus: "failed", deliveryAttempts: 10 },
      { name: "Sent", email: "b@example.com", message: "two\u001b[2Jthree", deliveryStatus: "sent", deliveryAttempts: 1 },
      {
        name: "Pending",
        email: "c@example.com",
        message: "four",
        deliveryStatus: "pending",
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      },
    ])
    .run();
});
afterEach(() => {
  db.$client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("inbox data functions", () => {
  it("list newest first, filter unread, count, show (visitor text cleaned)", () => {
    const client = db.$client;
    expect(hasInboxTable(client)).toBe(true);
    expect(listMessages(client).map((m) => m.id)).toEqual([3, 2, 1]);
    expect(listMessages(client, { limit: 1 }).map((m) => m.id)).toEqual([3]);
    setRead(client, 3, true);
    expect(listMessages(client, { unread: true }).map((m) => m.id)).toEqual([2, 1]);
    expect(countMessages(client)).toEqual({ total: 3, unread: 2 });
    expect(getMessage(client, 2)?.message).toBe("twothree");
    expect(getMessage(client, 99)).toBeUndefined();
  });

  it("delete removes exactly one row", () => {
    expect(deleteMessage(db.$client, 2)).toBe(true);
    expect(deleteMessage(db.$client, 2)).toBe(false);
    expect(countMessages(db.$client).total).toBe(2);
  });

  it("makeDueNow: pending/failed become due now; a given-up one gets one more attempt; sent ones are left alone", () => {
    const now = Date.now();
    expect(makeDueNow(db.$client, 3, 10, now)).toBe(true);
    expect(getMessage(db.$client, 3)?.nextAttemptAt?.getTime()).toBe(now);
    expect(makeDueNow(db.$client, 1, 10, now)).toBe(true);
    expect(getMessage(db.$client, 1)?.deliveryAttempts).toBe(9);
    expect(makeDueNow(db.$client, 2, 10, now)).toBe(false);
    expect(makeDueNow(db.$client, 42, 10, now)).toBe(false);
  });
});
