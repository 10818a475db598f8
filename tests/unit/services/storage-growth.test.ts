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
import { contactMessages } from "../../../db/schema";
import { WriteHealth } from "../../../db/write-health";
import { parseEnv } from "~/env.server";
import { CHAT_LIMITS, storeChatTurns } from "~/services/chat.server";
import { CONTACT_LIMITS, CONTACT_RATE } from "~/services/contact.server";
import { Quotas } from "~/services/quota.server";
import { DEFAULT_RATE_LIMITS } from "../../../server/rate-limits";
import { newSessionId, saveSession, SESSION_LIMITS, type TerminalSessionState } from "~/services/terminal-sessions.server";
import { TERMINAL_PAID_PER_MINUTE } from "~/services/terminal-runner.server";
import { createVisitor, KEYS_PER_IP_PER_HOUR } from "~/services/visitors.server";
import { pruneStorage, storageBudget, storageUsage } from "~/services/storage-budget.server";

const MB = 1_000_000;
const MINUTE = 60_000;
const health = new WriteHealth();
const env = parseEnv({});
const budget = storageBudget(env);

let dir = "";
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-growth-"));
  setDatabase(path.join(dir, "growth.sqlite"));
});
afterEach(() => {
  closeDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The database file as SQLite lays it out (pages in use or free), plus its WAL. */
function fileBytes(): number {
  const client = getDb().$client;
  const pages = Number(client.pragma("page_count", { simple: true })) * Number(client.pragma("page_size", { simple: true }));
  const walFile = `${client.name}-wal`;
  return pages + (fs.existsSync(walFile) ? fs.statSync(walFile).size : 0);
}

/** A session state of about `bytes` of JSON: long lines, as a visitor pasting long commands makes (one per size). */
const states = new Map<number, TerminalSessionState>();
function sessionState(bytes: number): TerminalSessionState {
  let state = states.get(bytes);
  if (state) return state;
  const lines = Math.max(1, Math.floor(bytes / 2_050));
  state = {
    engine: {
      version: 1,
      user: "guest",
      cwd: "/home/guest",
      theme: "matrix",
      quest: { active: false, level: 0, completedAt: {} },
      secrets: { sessionId: "S", apiToken: "T", recoveryPhrase: "R", completionKey: "K" },
      startedAt: new Date(0).toISOString(),
      lines: Array.from({ length: lines }, (_, i) => ({ id: i + 1, type: "user" as const, text: `${i}:`.padEnd(2_000, "x") })),
      nextId: lines + 1,
      mode: "normal",
      pendingSudo: null,
    },
    storage: {},
  };
  states.set(bytes, state);
  return state;
}

/**
 * The most one terminal post can add: a new session (no cookie) holding the boot lines, a command line at its
 * 2,000 characters, its 2,000-character echo and the history entry: about 7 KB; counted as 8. (An assistant's
 * answer is a paid call, and the paid tier is already spent on the chat below.)
 */
const SESSION_BYTES_PER_POST = 8_000;
const chatUser = "q".repeat(CHAT_LIMITS.message);
const chatReply = "a".repeat(CHAT_LIMITS.reply);
const contact = { name: "n".repeat(CONTACT_LIMITS.name), email: `${"e".repeat(CONTACT_LIMITS.email - 12)}@example.com` };

describe("one client at its full allowance for 24 hours", () => {
  it("grows the database by at most 50 MB", { timeout: 30_000 }, () => {
    const start = 1_800_000_000_000;
    const quotas = new Quotas();
    const before = fileBytes();
    // Per minute, at the limits of one address: the assistant at the paid tier's limit, a new key and a contact
    // message whenever their quotas allow, and every other POST of the post tier a terminal post.
    const chatPerMinute = TERMINAL_PAID_PER_MINUTE;
    const contactsEvery = CONTACT_RATE.windowMs / CONTACT_RATE.perIp;
    const postsPerMinute = DEFAULT_RATE_LIMITS.post - chatPerMinute - KEYS_PER_IP_PER_HOUR / 60 - MINUTE / contactsEvery;
    let peak = 0;
    let visitorId = 0;
    let keys = 0;
    let contacts = 0;
    let nextContact = start;
    // One transaction per simulated minute: the same rows and checks, without a commit per row (test speed).
    const minuteOf = getDb().$client.transaction((minute: number) => {
      const now = start + minute * MINUTE;
      // The posts of a minute as two sessions of the same bytes (the byte cap binds long before the row cap).
      const sessionBytes = Math.ceil((postsPerMinute * SESSION_BYTES_PER_POST) / 2);
      expect(sessionBytes).toBeLessThan(SESSION_LIMITS.stateBytes);
      for (let i = 0; i < 2; i++) saveSession(newSessionId(), sessionState(sessionBytes), health, now, budget);
      // A new key whenever the hourly quota allows (the per-visitor history share is then no limit).
      try {
        visitorId = createVisitor(env, "203.0.113.7", { quotas, writeHealth: health }, now).id;
        keys += 1;
      } catch {
        // Over the hour's keys: the last key goes on.
      }
      for (let i = 0; i < chatPerMinute; i++) storeChatTurns(getDb(), budget, visitorId, chatUser, chatReply, null);
      for (; nextContact <= now; nextContact += contactsEvery, contacts += 1)
        getDb()
          .insert(contactMessages)
          .values({ ...contact, message: `${contacts}`.padEnd(CONTACT_LIMITS.message, "m") })
          .run();
    });
    for (let minute = 0; minute < 24 * 60; minute++) {
      minuteOf(minute);
      if (minute % 60 === 59) {
        peak = Math.max(peak, fileBytes());
        pruneStorage(getDb(), budget, start + minute * MINUTE);
      }
    }
    peak = Math.max(peak, fileBytes());
    const grown = peak - before;
    // The figures, for the record (docs/operations.md quotes them).
    console.info(
      `[storage growth] one client, 24 h: peak +${(grown / MB).toFixed(1)} MB, after pruning ${((fileBytes() - before) / MB).toFixed(1)} MB; ` +
        `${keys} keys, ${contacts} contact messages`,
    );
    expect(keys).toBeGreaterThan(KEYS_PER_IP_PER_HOUR);
    expect(grown).toBeLessThanOrEqual(50 * MB);
  });
});

describe("a thousand clients at once", () => {
  it("never push a capped store past its cap", { timeout: 30_000 }, () => {
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
