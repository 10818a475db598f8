/**
 * Work that runs beside the request handlers for the life of the server
 * (e.g. the contact delivery retry loop). server.ts starts it after the
 * database is ready and stops it on shutdown.
 */
import type { Env } from "~/env.server";
import {
  makeUndeliveredDueNow,
  nextDueAt,
  runDeliveryPass,
  type Clock,
  type DeliveryCoordinator,
  type DeliveryOptions,
} from "./contact-delivery.server";
import type { ServiceCounters } from "./metrics.server";
import { databaseUnavailable, type WriteHealth } from "../../db/write-health";
import { checkpointWal, getDb } from "../../db/client";
import { log } from "./log.server";
import { mailConfigured } from "./mail.server";
import { pruneVisitors } from "./visitors.server";
import { pruneSessions } from "./terminal-sessions.server";
import { pruneStorage, storageBudget } from "./storage-budget.server";

export interface BackgroundJobs {
  stop(): Promise<void>;
}

/** The loop wakes at least this often (new messages are also tried at once by the request). */
export const DELIVERY_POLL_MS = 15_000;
const MIN_WAIT_MS = 200;

export interface BackgroundOptions {
  /** The process's delivery coordinator (the platform's): requests wake the loop through it. */
  delivery: DeliveryCoordinator;
  /** The app's counters (e-mail sends). */
  metrics: ServiceCounters;
  /** Told of failed writes (/healthz). */
  writeHealth: WriteHealth;
  /** The delivery loop's clock (tests move it past midnight for the daily e-mail cap). */
  clock?: Clock;
}

/** Visitor keys, sessions and every table under the storage budget are pruned at start and then this often. */
export const VISITOR_PRUNE_EVERY_MS = 60 * 60 * 1000;

export function startBackgroundJobs(env: Env, options: BackgroundOptions): BackgroundJobs {
  const clock = options.clock ?? (() => Date.now());
  const jobs = [startVisitorPruning(env, clock, options.writeHealth), startWalCheckpoints(env, clock)];
  if (mailConfigured(env))
    jobs.push(
      startContactDelivery(env, clock, { coordinator: options.delivery, metrics: options.metrics, writeHealth: options.writeHealth }),
    );
  return { stop: async () => void (await Promise.all(jobs.map((j) => j.stop()))) };
}

/** The WAL is checkpointed and truncated this often (a burst of writes leaves no large file behind for long). */
export const WAL_CHECKPOINT_EVERY_MS = 5_000;

/**
 * SQLite's own checkpoints run inside writes and never shrink the file below journal_size_limit while a
 * reader pins it; this one truncates it to zero whenever no reader needs it, and so also gives back a full disk.
 * It never waits on another connection (db/checkpoint.ts); what it could not do, /healthz reports.
 */
function startWalCheckpoints(env: Env, clock: Clock): BackgroundJobs {
  let warned = false;
  const timer = setInterval(() => {
    try {
      const client = getDb().$client;
      if (client.readonly || !client.open) return;
      checkpointWal(client, clock());
      warned = false;
    } catch (error) {
      if (!warned) log(env, "warn", "[db] WAL checkpoint failed", error);
      warned = true;
    }
  }, WAL_CHECKPOINT_EVERY_MS);
  timer.unref?.();
  return { stop: async () => clearInterval(timer) };
}

/** Deletes visitor keys unused for 90 days (and their chat history), idle sessions, and whatever is over the storage budget. */
function startVisitorPruning(env: Env, clock: Clock, writeHealth: WriteHealth): BackgroundJobs {
  const prune = () => {
    try {
      const removed = pruneVisitors(clock());
      if (removed) log(env, "info", `[visitors] ${removed} visitor key(s) unused for 90 days deleted`);
      const sessions = pruneSessions(clock());
      if (sessions) log(env, "info", `[terminal] ${sessions} no-JS terminal session(s) idle for a day deleted`);
      const budget = pruneStorage(getDb(), storageBudget(env), clock());
      const over = Object.entries(budget).filter(([name, n]) => name !== "freedPages" && n > 0);
      if (over.length > 0)
        log(env, "info", `[storage] over budget or retention, deleted: ${over.map(([name, n]) => `${name} ${n}`).join(", ")}`);
    } catch (error) {
      databaseUnavailable(error, writeHealth); // records the failure for /healthz when the store cannot write
      log(env, "error", "[visitors] pruning failed", error);
    }
  };
  prune();
  const timer = setInterval(prune, VISITOR_PRUNE_EVERY_MS);
  timer.unref?.();
  return { stop: async () => clearInterval(timer) };
}

function startContactDelivery(
  env: Env,
  clock: Clock,
  delivery: Pick<DeliveryOptions, "coordinator" | "metrics" | "writeHealth">,
): BackgroundJobs {
  const { coordinator } = delivery;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;

  const schedule = () => {
    if (stopped) return;
    const due = nextDueAt();
    const wait = due === undefined ? DELIVERY_POLL_MS : Math.min(DELIVERY_POLL_MS, Math.max(MIN_WAIT_MS, due - clock()));
    timer = setTimeout(tick, wait);
    timer.unref?.();
  };

  const tick = () => {
    timer = undefined;
    running = runDeliveryPass(env, { ...delivery, shouldStop: () => stopped, clock })
      .then(() => undefined)
      .catch((error: unknown) => {
        databaseUnavailable(error, delivery.writeHealth); // records the failure for /healthz when the store cannot write
        log(env, "error", "[contact] delivery pass failed", error);
      })
      .finally(() => {
        running = undefined;
        schedule();
      });
  };

  // A failed attempt elsewhere (the request's immediate try) may move the next due time earlier.
  const unsubscribe = coordinator.onScheduleChange(() => {
    if (stopped || running || !timer) return;
    clearTimeout(timer);
    schedule();
  });

  try {
    const due = makeUndeliveredDueNow(clock());
    if (due) log(env, "info", `[contact] ${due} undelivered message(s) queued for delivery after start`);
  } catch (error) {
    log(env, "error", "[contact] could not queue undelivered messages", error);
  }
  tick();

  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
