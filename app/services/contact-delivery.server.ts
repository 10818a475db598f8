/**
 * Delivery of stored contact messages, exactly once. A send is preceded by an
 * atomic claim in SQLite (status pending/failed, due, attempts left -> lease
 * the row and count the attempt), so the request handler's immediate attempt
 * and the background retry loop (two module copies in one process) never send
 * the same message twice; Resend's idempotency key covers a crash mid-send.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { getDb } from "../../db/client";
import { contactMessages } from "../../db/schema";
import type { Env } from "~/env.server";
import { log } from "./log.server";
import { MAIL_TIMEOUT_MS, mailConfigured, sendContactEmail } from "./mail.server";

export const MAX_DELIVERY_ATTEMPTS = 10;
/** Wait after the n-th failed attempt (then 1 h for the rest). */
export const BACKOFF_MS = [2_000, 10_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A claimed row is not claimed again for this long (a send times out well before). */
const LEASE_MS = 2 * 60_000;

/**
 * The background loop (server copy of this module) registers a wake-up here, so
 * that a failure seen by the request handler's copy reschedules it at once.
 */
const WAKE = Symbol.for("terminal-portfolio.contact-delivery-wake");
type WakeHolder = { [WAKE]?: () => void };
export function onDeliveryScheduleChange(wake: () => void): () => void {
  const holder = globalThis as WakeHolder;
  holder[WAKE] = wake;
  return () => {
    if (holder[WAKE] === wake) delete holder[WAKE];
  };
}
const scheduleChanged = () => (globalThis as WakeHolder)[WAKE]?.();

export const backoffAfter = (attempts: number) => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0];

const retryable = and(
  inArray(contactMessages.deliveryStatus, ["pending", "failed"]),
  lt(contactMessages.deliveryAttempts, MAX_DELIVERY_ATTEMPTS),
);

export type DeliveryOutcome = "sent" | "failed" | "skipped";

/** Tries to deliver one message now, if it is due and nobody else holds it. */
export async function deliverContactMessage(id: number, env: Env, options: { timeoutMs?: number } = {}): Promise<DeliveryOutcome> {
  if (!mailConfigured(env)) return "skipped";
  const db = getDb();
  const now = Date.now();
  const claimed = db
    .update(contactMessages)
    .set({ nextAttemptAt: new Date(now + LEASE_MS), deliveryAttempts: sql`${contactMessages.deliveryAttempts} + 1` })
    .where(
      and(
        eq(contactMessages.id, id),
        retryable,
        or(isNull(contactMessages.nextAttemptAt), lte(contactMessages.nextAttemptAt, new Date(now))),
      ),
    )
    .returning()
    .get();
  if (!claimed) return "skipped";

  const result = await sendContactEmail(claimed, env, options.timeoutMs ?? MAIL_TIMEOUT_MS);
  // The server may have shut down meanwhile: never reopen a database from here. The lease
  // expires, the next start retries, and the idempotency key stops a second e-mail.
  if (!db.$client.open) {
    log(env, "warn", `[contact] message #${id}: database closed before the result (${result.ok ? "sent" : result.error}) was recorded`);
    return result.ok ? "sent" : "failed";
  }
  if (result.ok) {
    db.update(contactMessages)
      .set({ deliveryStatus: "sent", deliveredAt: new Date(), lastError: null, nextAttemptAt: null })
      .where(eq(contactMessages.id, id))
      .run();
    log(env, "info", `[contact] message #${id} delivered (attempt ${claimed.deliveryAttempts}, ${result.providerId})`);
    return "sent";
  }
  const giveUp = claimed.deliveryAttempts >= MAX_DELIVERY_ATTEMPTS;
  db.update(contactMessages)
    .set({
      deliveryStatus: "failed",
      lastError: result.error.slice(0, 500),
      nextAttemptAt: giveUp ? null : new Date(Date.now() + backoffAfter(claimed.deliveryAttempts)),
    })
    .where(eq(contactMessages.id, id))
    .run();
  scheduleChanged();
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
    .where(and(retryable, or(isNull(contactMessages.nextAttemptAt), lte(contactMessages.nextAttemptAt, new Date(now)))))
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
export async function runDeliveryPass(env: Env, options: { timeoutMs?: number; shouldStop?: () => boolean } = {}): Promise<number> {
  if (!mailConfigured(env)) return 0;
  let sent = 0;
  for (const id of dueMessageIds()) {
    if (options.shouldStop?.()) break;
    if ((await deliverContactMessage(id, env, options)) === "sent") sent += 1;
  }
  return sent;
}
