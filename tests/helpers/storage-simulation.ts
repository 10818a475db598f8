/**
 * One client at its full allowance, simulated minute by minute on the database `getDb()` holds, with an
 * injected clock: what the storage budget's test (tests/unit/services/storage-growth.test.ts) and the bench's
 * storage row (bench/run.ts) measure. Every write goes through the services' own paths and budget checks.
 */
import fs from "node:fs";
import { getDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { WriteHealth } from "../../db/write-health";
import { parseEnv } from "../../app/env.server";
import { CHAT_LIMITS, storeChatTurns } from "../../app/services/chat.server";
import { CONTACT_LIMITS, CONTACT_RATE } from "../../app/services/contact.server";
import { Quotas } from "../../app/services/quota.server";
import { DEFAULT_RATE_LIMITS } from "../../server/rate-limits";
import { newSessionId, saveSession, SESSION_LIMITS, type TerminalSessionState } from "../../app/services/terminal-sessions.server";
import { TERMINAL_PAID_PER_MINUTE } from "../../app/services/terminal-runner.server";
import { longLineSession } from "./terminal-session";
import { createVisitor, KEYS_PER_IP_PER_HOUR } from "../../app/services/visitors.server";
import { pruneStorage, storageBudget } from "../../app/services/storage-budget.server";

const MINUTE = 60_000;
export const simulationEnv = parseEnv({});
export const simulationBudget = storageBudget(simulationEnv);
export const simulationHealth = new WriteHealth();

/** The database file as SQLite lays it out (pages in use or free), plus its WAL. */
export function fileBytes(): number {
  const client = getDb().$client;
  const pages = Number(client.pragma("page_count", { simple: true })) * Number(client.pragma("page_size", { simple: true }));
  const walFile = `${client.name}-wal`;
  return pages + (fs.existsSync(walFile) ? fs.statSync(walFile).size : 0);
}

/** A session state of about `bytes` of JSON: long lines, as a visitor pasting long commands makes (one per size). */
const states = new Map<number, TerminalSessionState>();
export function sessionState(bytes: number): TerminalSessionState {
  let state = states.get(bytes);
  if (state) return state;
  state = longLineSession(Math.max(1, Math.floor(bytes / 2_050)));
  states.set(bytes, state);
  return state;
}

/**
 * The most one terminal post can add: a new session (no cookie) holding the boot lines, a command line at its
 * 2,000 characters, its 2,000-character echo and the history entry: about 7 KB; counted as 8. (An assistant's
 * answer is a paid call, and the paid tier is already spent on the chat below.)
 */
const SESSION_BYTES_PER_POST = 8_000;
export const chatUser = "q".repeat(CHAT_LIMITS.message);
export const chatReply = "a".repeat(CHAT_LIMITS.reply);
const contact = { name: "n".repeat(CONTACT_LIMITS.name), email: `${"e".repeat(CONTACT_LIMITS.email - 12)}@example.com` };

export interface OneClientGrowth {
  /** The file before, at its largest (sampled before each hourly pruning and at the end), and at the end. */
  beforeBytes: number;
  peakBytes: number;
  endBytes: number;
  /** The file's size before each hourly pruning. */
  hourlyBytes: number[];
  keys: number;
  contacts: number;
  sessionBytesPerMinute: number;
}

export function simulateOneClient(hours: number, start = 1_800_000_000_000): OneClientGrowth {
  const env = simulationEnv;
  const budget = simulationBudget;
  const health = simulationHealth;
  const quotas = new Quotas();
  const beforeBytes = fileBytes();
  // Per minute, at the limits of one address: the assistant at the paid tier's limit, a new key and a contact
  // message whenever their quotas allow, and every other POST of the post tier a terminal post.
  const chatPerMinute = TERMINAL_PAID_PER_MINUTE;
  const contactsEvery = CONTACT_RATE.windowMs / CONTACT_RATE.perIp;
  const postsPerMinute = DEFAULT_RATE_LIMITS.post - chatPerMinute - KEYS_PER_IP_PER_HOUR / 60 - MINUTE / contactsEvery;
  // The posts of a minute as two sessions of the same bytes (the byte cap binds long before the row cap).
  const sessionBytes = Math.ceil((postsPerMinute * SESSION_BYTES_PER_POST) / 2);
  if (sessionBytes >= SESSION_LIMITS.stateBytes) throw new Error("a simulated session is over the state cap");
  const hourlyBytes: number[] = [];
  let peakBytes = beforeBytes;
  let visitorId = 0;
  let keys = 0;
  let contacts = 0;
  let nextContact = start;
  // One transaction per simulated minute: the same rows and checks, without a commit per row (speed).
  const minuteOf = getDb().$client.transaction((minute: number) => {
    const now = start + minute * MINUTE;
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
  for (let minute = 0; minute < hours * 60; minute++) {
    minuteOf(minute);
    if (minute % 60 === 59) {
      const bytes = fileBytes();
      hourlyBytes.push(bytes);
      peakBytes = Math.max(peakBytes, bytes);
      pruneStorage(getDb(), budget, start + minute * MINUTE);
    }
  }
  const endBytes = fileBytes();
  return {
    beforeBytes,
    peakBytes: Math.max(peakBytes, endBytes),
    endBytes,
    hourlyBytes,
    keys,
    contacts,
    sessionBytesPerMinute: 2 * sessionBytes,
  };
}
