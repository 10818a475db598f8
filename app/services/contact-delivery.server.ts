/**
 * Delivery of stored contact messages, exactly once. A send is preceded by an
 * atomic claim in SQLite (status pending/failed, due, attempts left -> lease
 * the row and count the attempt), so the request handler's immediate attempt
 * and the background retry loop never send the same message twice (nor do
 * two processes on one file); Resend's idempotency key covers a crash mid-send.
 */
import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { WriteHealth } from "../../db/write-health";
import type { Env } from "~/env.server";
import { log } from "./log.server";
import type { ServiceCounters } from "./metrics.server";
import { MAIL_TIMEOUT_MS, mailConfigured, sendContactEmail } from "./mail.server";

export const MAX_DELIVERY_ATTEMPTS = 10;
/** Wait after the n-th failed attempt (then 1 h for the rest). */
export const BACKOFF_MS = [2_000, 10_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A claimed row is not claimed again for this long (a send times out well before). */
const LEASE_MS = 2 * 60_000;

/**
 * What the request handlers and the background loop of one process share:
 * the loop's wake-up (a failure seen by a request reschedules it at once) and
 * the sends started but not yet recorded, which count against the daily cap
 * with the e-mails recorded as sent today (checked and taken with no await in
 * between, so two sends cannot both take the last slot). One per process,
 * created by the server (the platform).
 */
export class DeliveryCoordinator {
  private wakeLoop: (() => void) | undefined;
  private started = 0;
  /** The same, per sender: their share counts their sends in flight too. */
  private startedBy = new Map<string, number>();

  /** The background loop registers its wake-up; returns the unregistration. */
  onScheduleChange(wake: () => void): () => void {
    this.wakeLoop = wake;
    return () => {
      if (this.wakeLoop === wake) this.wakeLoop = undefined;
    };
  }

  /** Asks the background loop to look at the schedule again now (e.g. after the clock moved in a test). */
  wake(): void {
    this.wakeLoop?.();
  }

  get inFlight(): number {
    return this.started;
  }

  inFlightFor(sender: string): number {
    return this.startedBy.get(sender) ?? 0;
  }

  addInFlight(n: number, sender?: string | null): void {
    this.started = Math.max(0, this.started + n);
    if (!sender) return;
    const next = Math.max(0, (this.startedBy.get(sender) ?? 0) + n);
    if (next === 0) this.startedBy.delete(sender);
    else this.startedBy.set(sender, next);
  }
}

/** A clock in ms epoch; tests inject one to cross midnight. */
export type Clock = () => number;
const systemClock: Clock = () => Date.now();

/** Start of the UTC day of `now`, and of the next one. */
export const utcDayStart = (now: number) => now - (now % 86_400_000);
export const nextUtcDayStart = (now: number) => utcDayStart(now) + 86_400_000;

/** E-mails recorded as sent during the UTC day of `now`. */
export function sentOnUtcDay(now: number): number {
  const row = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(contactMessages)
    .where(and(eq(contactMessages.deliveryStatus, "sent"), gte(contactMessages.deliveredAt, new Date(utcDayStart(now)))))
    .get();
  return Number(row?.n ?? 0);
}

export const backoffAfter = (attempts: number) => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0];

const retryable = and(
  inArray(contactMessages.deliveryStatus, ["pending", "failed"]),
  lt(contactMessages.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
);

/** The most one sender may have sent in a UTC day: a share of the cap, at least one. */
export const senderDailyShare = (env: Pick<Env, "MAIL_DAILY_CAP" | "MAIL_SENDER_SHARE">) =>
  Math.max(1, Math.floor(env.MAIL_DAILY_CAP * env.MAIL_SENDER_SHARE));

/** The part of the daily cap kept for senders who have not sent today. */
export const NEW_SENDER_RESERVE = 0.2;

/**
 * E-mails of the daily cap that only a sender's first message of the day may use (so a few senders who each used
 * their share cannot fill the day: five of them at a fifth each did, and a new visitor's message waited for the
 * next day). None when one sender may use the whole cap (MAIL_SENDER_SHARE 1: no sharing rules).
 */
export const newSenderReserve = (env: Pick<Env, "MAIL_DAILY_CAP" | "MAIL_SENDER_SHARE">) =>
  env.MAIL_SENDER_SHARE >= 1 ? 0 : Math.floor(env.MAIL_DAILY_CAP * NEW_SENDER_RESERVE);

/** E-mails of one sender recorded as sent during the UTC day of `now`. */
function sentBySenderOnUtcDay(sender: string, now: number): number {
  const row = getDb()
    .select({ n: sql<number>`count(*)` })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.senderKey, sender),
        eq(contactMessages.deliveryStatus, "sent"),
        gte(contactMessages.deliveredAt, new Date(utcDayStart(now))),
      ),
    )
    .get();
  return Number(row?.n ?? 0);
}

/**
 * Why message `id` cannot go today, if so: the site-wide cap is reached; its sender has used their share of it (so
 * one sender never keeps the others' messages waiting behind theirs); or its sender has sent today and only the
 * reserve for new senders is left. A message whose sender is unknown (stored before senders were told apart) is
 * not taken for a new sender's.
 */
function deferralReason(env: Env, now: number, sender: string | null, coordinator: DeliveryCoordinator): string | undefined {
  const cap = env.MAIL_DAILY_CAP;
  if (cap <= 0) return undefined;
  const sentToday = sentOnUtcDay(now) + coordinator.inFlight;
  if (sentToday >= cap) return `daily e-mail cap (${cap}) reached`;
  if (env.MAIL_SENDER_SHARE >= 1) return undefined;
  // Sends in flight count: a new sender's two messages at once do not both pass as their first.
  const bySender = sender === null ? null : sentBySenderOnUtcDay(sender, now) + coordinator.inFlightFor(sender);
  const share = senderDailyShare(env);
  if (bySender !== null && bySender >= share) return `this sender's share of the daily e-mail cap (${share} of ${cap}) used`;
  if (bySender === 0) return undefined;
  const reserve = newSenderReserve(env);
  if (sentToday >= cap - reserve) return `the rest of the daily e-mail cap (${reserve} of ${cap}) is kept for new senders`;
  return undefined;
}

/** "deferred": the site-wide daily cap is reached; the message waits, stored, for the next UTC day. */
export type DeliveryOutcome = "sent" | "failed" | "skipped" | "deferred";

export interface DeliveryOptions {
  /** The process's coordinator (the platform's). */
  coordinator: DeliveryCoordinator;
  /** The app's counters (the platform's): e-mail sends and failures. */
  metrics: ServiceCounters;
  /** Told of recorded deliveries (/healthz). */
  writeHealth: WriteHealth;
  timeoutMs?: number;
  clock?: Clock;
}

const isDue = (now: number) => or(isNull(contactMessages.nextAttemptAt), lte(contactMessages.nextAttemptAt, new Date(now)));

/** Tries to deliver one message now, if it is due and nobody else holds it. */
export async function deliverContactMessage(id: number, env: Env, options: DeliveryOptions): Promise<DeliveryOutcome> {
  if (!mailConfigured(env)) return "skipped";
  const db = getDb();
  const clock = options.clock ?? systemClock;
  const now = clock();
  const { coordinator } = options;
  const sender = db.select({ key: contactMessages.senderKey }).from(contactMessages).where(eq(contactMessages.id, id)).get()?.key ?? null;
  // Checked and counted with no await in between: two concurrent sends cannot both take the last slot.
  const reason = deferralReason(env, now, sender, coordinator);
  if (reason) {
    // Over the cap or the sender's share: no attempt is counted; the message becomes due at the next UTC midnight.
    const deferred = db
      .update(contactMessages)
      .set({ nextAttemptAt: new Date(nextUtcDayStart(now)), deferredReason: reason })
      .where(and(eq(contactMessages.id, id), retryable, isDue(now)))
      .run().changes;
    if (!deferred) return "skipped";
    coordinator.wake();
    log(env, "warn", `[contact] message #${id} kept for tomorrow: ${reason}`);
    return "deferred";
  }
  coordinator.addInFlight(1, sender);
  try {
    return await claimAndSend(id, env, options, clock);
  } finally {
    coordinator.addInFlight(-1, sender);
  }
}

async function claimAndSend(id: number, env: Env, options: DeliveryOptions, clock: Clock): Promise<DeliveryOutcome> {
  const db = getDb();
  const now = clock();
  // In a transaction: `UPDATE … RETURNING` read with `.get()` alone returns the row even when the commit fails
  // (a full disk), and the e-mail would go out on a claim that was never stored. The commit throws instead.
  const claimed = db.transaction(
    (tx) =>
      tx
        .update(contactMessages)
        .set({ nextAttemptAt: new Date(now + LEASE_MS), deliveryAttempts: sql`${contactMessages.deliveryAttempts} + 1` })
        .where(and(eq(contactMessages.id, id), retryable, isDue(now)))
        .returning()
        .get(),
    { behavior: "immediate" },
  );
  if (!claimed) return "skipped";

  const result = await sendContactEmail(claimed, env, options.metrics, options.timeoutMs ?? MAIL_TIMEOUT_MS);
  // The server may have shut down meanwhile: never reopen a database from here. The lease
  // expires, the next start retries, and the idempotency key stops a second e-mail.
  if (!db.$client.open) {
    log(env, "warn", `[contact] message #${id}: database closed before the result (${result.ok ? "sent" : result.error}) was recorded`);
    return result.ok ? "sent" : "failed";
  }
  if (result.ok) {
    db.update(contactMessages)
      .set({ deliveryStatus: "sent", deliveredAt: new Date(clock()), lastError: null, nextAttemptAt: null, deferredReason: null })
      .where(eq(contactMessages.id, id))
      .run();
    options.writeHealth.reportSuccess();
    log(env, "info", `[contact] message #${id} delivered (attempt ${claimed.deliveryAttempts}, ${result.providerId})`);
    return "sent";
  }
  const giveUp = claimed.deliveryAttempts >= MAX_DELIVERY_ATTEMPTS;
  db.update(contactMessages)
    .set({
      deliveryStatus: "failed",
      lastError: result.error.slice(0, 500),
      nextAttemptAt: giveUp ? null : new Date(clock() + backoffAfter(claimed.deliveryAttempts)),
    })
    .where(eq(contactMessages.id, id))
    .run();
  options.coordinator.wake();
  log(
    env,
    "warn",
    `[contact] message #${id} delivery attempt ${claimed.deliveryAttempts} failed: ${result.error}${giveUp ? " (giving up)" : ""}`,
  );
  return "failed";
}

/** Ids of messages due for a delivery attempt, oldest first. */
export function dueMessageIds(limit = 20, now = Date.now()): number[] {
  return getDb()
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(retryable, isDue(now)))
    .orderBy(asc(contactMessages.id))
    .limit(limit)
    .all()
    .map((r) => r.id);
}

/** When the next message becomes due (ms epoch), if any. */
export function nextDueAt(): number | undefined {
  const row = getDb()
    .select({ at: sql<number | null>`min(coalesce(${contactMessages.nextAttemptAt}, 0))` })
    .from(contactMessages)
    .where(retryable)
    .get();
  return row?.at === null || row?.at === undefined ? undefined : Number(row.at);
}

/** After a restart, everything still undelivered is due at once (the outage may have been ours). */
export function makeUndeliveredDueNow(now = Date.now()): number {
  return getDb()
    .update(contactMessages)
    .set({ nextAttemptAt: new Date(now) })
    .where(and(retryable, or(isNull(contactMessages.nextAttemptAt), sql`${contactMessages.nextAttemptAt} > ${now}`)))
    .run().changes;
}

/** One pass over due messages; returns how many were sent. */
export async function runDeliveryPass(env: Env, options: DeliveryOptions & { shouldStop?: () => boolean }): Promise<number> {
  if (!mailConfigured(env)) return 0;
  let sent = 0;
  for (const id of dueMessageIds(20, (options.clock ?? systemClock)())) {
    if (options.shouldStop?.()) break;
    if ((await deliverContactMessage(id, env, options)) === "sent") sent += 1;
  }
  return sent;
}
