/**
 * The storage budget's aims, on a real SQLite file with an injected clock (a simulated day in seconds):
 * one client at its full allowance for 24 h grows the database by at most 50 MB, and a thousand clients at
 * once (spoofed addresses behind a trusting proxy: per-address limits do not hold them) never push a
 * capped store past its cap. Every write goes through the services' own paths and their budget checks.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, getDb, setDatabase } from "../../../db/client";
import { storeChatTurns } from "~/services/chat.server";
import { Quotas } from "~/services/quota.server";
import { newSessionId, saveSession } from "~/services/terminal-sessions.server";
import { createVisitor, KEYS_PER_IP_PER_HOUR } from "~/services/visitors.server";
import { storageUsage } from "~/services/storage-budget.server";
import {
  chatReply,
  chatUser,
  fileBytes,
  sessionState,
  simulateOneClient,
  simulationBudget as budget,
  simulationEnv as env,
  simulationHealth as health,
} from "../../helpers/storage-simulation";

const MB = 1_000_000;

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-growth-"));
  setDatabase(path.join(dir, "growth.sqlite"));
});
afterEach(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Simulated days of writes: ~20 s on an idle 2-core machine, twice that when it is busy; the
// timeouts only stop a runaway.
describe("one client at its full allowance for 24 hours", () => {
  it("grows the database by at most 50 MB", { timeout: 180_000 }, () => {
    const day = simulateOneClient(24);
    const grown = day.peakBytes - day.beforeBytes;
    // The figures, for the record (docs/operations.md quotes them).
    console.info(
      `[storage growth] one client, 24 h: peak +${(grown / MB).toFixed(1)} MB, at the end ${((day.endBytes - day.beforeBytes) / MB).toFixed(1)} MB; ` +
        `${day.keys} keys, ${day.contacts} contact messages`,
    );
    expect(day.hourlyBytes).toHaveLength(24);
    expect(day.keys).toBeGreaterThan(KEYS_PER_IP_PER_HOUR);
    expect(grown).toBeLessThanOrEqual(50 * MB);
  });
});

describe("a thousand clients at once", () => {
  it("never push a capped store past its cap", { timeout: 180_000 }, () => {
    const start = 1_800_000_000_000;
    // Spoofed addresses: every client has its own quotas, so nothing per address holds them back.
    const quotas = new Quotas();
    const caps = { sessions: budget.sessionsMaxBytes, chat: budget.chatMaxBytes, visitors: budget.visitorsMaxRows };
    const rounds = 60;
    let now = start;
    let chatBytesMax = 0;
    // A round: each of the thousand clients makes a key; every 50th also a session, every 25th a question.
    const roundOf = getDb().$client.transaction((round: number) => {
      for (let client = 0; client < 1_000; client++) {
        const ip = `10.${client >> 8}.${client & 255}.${round + 1}`;
        const visitorId = createVisitor(env, ip, { quotas, writeHealth: health }, now).id;
        if (client % 50 === 0) saveSession(newSessionId(), sessionState(60_000), health, now, budget);
        if (client % 25 === 0) storeChatTurns(getDb(), budget, visitorId, chatUser, chatReply, null);
      }
    });
    for (let round = 0; round < rounds; round++) {
      now += 5_000;
      roundOf(round);
      const usage = storageUsage(getDb(), budget, now);
      const chatBytes = (
        getDb().$client.prepare("select coalesce(sum(length(cast(content as blob))), 0) as n from chat_messages").get() as { n: number }
      ).n;
      chatBytesMax = Math.max(chatBytesMax, chatBytes);
      expect(usage.sessions.bytes).toBeLessThanOrEqual(caps.sessions);
      expect(usage.visitors.rows).toBeLessThanOrEqual(caps.visitors);
      expect(chatBytes).toBeLessThanOrEqual(caps.chat);
    }
    const usage = storageUsage(getDb(), budget, now);
    console.info(
      `[storage growth] 1,000 clients, ${rounds} rounds: file ${(fileBytes() / MB).toFixed(1)} MB; sessions ${(usage.sessions.bytes / MB).toFixed(1)} MB, ` +
        `chat ${(chatBytesMax / MB).toFixed(1)} MB at most, ${usage.visitors.rows} keys`,
    );
    // Every cap was reached (the test wrote well past each), and held.
    expect(usage.sessions.bytes).toBeGreaterThan(caps.sessions * 0.8);
    expect(chatBytesMax).toBeGreaterThan(caps.chat * 0.8);
    expect(usage.visitors.rows).toBeGreaterThan(caps.visitors * 0.8);
  });
});
