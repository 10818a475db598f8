/**
 * WAL checkpoints that never wait, and what /healthz learns from them. A `TRUNCATE` checkpoint invokes the
 * busy handler (busy_timeout, 5 s here) whenever another connection holds a read transaction (an owner's
 * `sqlite3` shell, Litestream, a long backup): better-sqlite3 is synchronous, so that wait stalled the whole
 * server. A `PASSIVE` checkpoint copies what it can and returns at once; the file is truncated only when
 * nothing is left to copy, and then without waiting either. What cannot be copied stays in the WAL, so the
 * outcome is remembered per connection: a WAL that stops shrinking, or grows past its budget, turns /healthz
 * degraded instead of growing unseen behind a main file that looks fine.
 */
import fs from "node:fs";
import type Database from "better-sqlite3";

/** Bytes of the WAL past which /healthz is degraded (a burst between two 5 s checkpoints stays far below). */
export const WAL_BUDGET_BYTES = 64 * 1024 * 1024;
/**
 * Checkpoints that copy nothing while frames wait (or that fail) for this long turn /healthz degraded. Longer
 * than Litestream's own checkpoint interval (1 min), after which its read transaction moves on.
 */
export const CHECKPOINT_STALL_MS = 2 * 60_000;

/** What /healthz says in public when the WAL is the problem (the reason, naming the cause, goes to the log). */
export const WAL_DEGRADED_MESSAGE = "The database's write-ahead log is not being checkpointed: writes work, but its file keeps growing.";

/** Bytes of the WAL file beside `file` (0 when there is none). */
export function walBytes(file: string): number {
  try {
    return fs.statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

export interface CheckpointResult {
  /** Frames in the WAL, and how many of them are in the main file now. */
  walFrames: number;
  checkpointed: number;
  /** Frames a reader's snapshot still needs: they stay in the WAL until it moves on. */
  busy: boolean;
  /** The WAL file was cut to zero bytes. */
  truncated: boolean;
}

/** Per connection: the last outcome and since when checkpoints have made no progress. */
interface CheckpointRecord {
  walFrames: number;
  checkpointed: number;
  stalledSince?: number;
  problem?: string;
}
const records = new WeakMap<Database.Database, CheckpointRecord>();

type CheckpointRow = { busy: number; log: number; checkpointed: number };

/** A checkpoint that gives up at once when it would wait (busy_timeout 0 for this one statement, then restored). */
function checkpointWithoutWaiting(client: Database.Database, mode: "PASSIVE" | "TRUNCATE"): CheckpointRow {
  const timeout = Number(client.pragma("busy_timeout", { simple: true }));
  client.pragma("busy_timeout = 0");
  try {
    const [row] = client.pragma(`wal_checkpoint(${mode})`) as CheckpointRow[];
    return row ?? { busy: 0, log: 0, checkpointed: 0 };
  } finally {
    client.pragma(`busy_timeout = ${timeout}`);
  }
}

/**
 * Copies the WAL into the main file as far as every reader allows, then truncates it to zero bytes if
 * nothing is left and no reader needs it. Never waits on a lock. `now` dates the outcome for /healthz.
 */
export function checkpointWal(client: Database.Database, now = Date.now()): CheckpointResult {
  const before = records.get(client) ?? { walFrames: 0, checkpointed: 0 };
  let row: CheckpointRow;
  let truncated = false;
  try {
    // PASSIVE never calls the busy handler; busy_timeout 0 also covers SQLite versions that would.
    row = checkpointWithoutWaiting(client, "PASSIVE");
    if (row.log >= 0 && row.checkpointed >= row.log && walBytes(client.name) > 0) {
      const truncate = checkpointWithoutWaiting(client, "TRUNCATE");
      truncated = truncate.busy === 0;
      if (truncated) row = truncate;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    records.set(client, { ...before, stalledSince: before.stalledSince ?? now, problem: `checkpoint failed: ${message}` });
    throw error;
  }
  const complete = row.checkpointed >= row.log;
  // Progress: everything copied, more copied than last time, or the WAL started over (SQLite's own checkpoint).
  const progressed = complete || row.checkpointed > before.checkpointed || row.log < before.walFrames;
  records.set(client, {
    walFrames: row.log,
    checkpointed: row.checkpointed,
    ...(progressed
      ? {}
      : {
          stalledSince: before.stalledSince ?? now,
          problem: "another connection's read transaction holds back the frames written since it began",
        }),
  });
  return { walFrames: row.log, checkpointed: row.checkpointed, busy: !complete, truncated };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** Why the WAL is unhealthy (checkpoints stalled or failing for CHECKPOINT_STALL_MS, or over its budget), else undefined. */
export function walProblem(client: Database.Database, now = Date.now(), budgetBytes = WAL_BUDGET_BYTES): string | undefined {
  if (walBytes(client.name) > budgetBytes)
    return `the WAL file is over its budget of ${mib(budgetBytes)} (a long read transaction on another connection keeps it from being checkpointed)`;
  const record = records.get(client);
  // Worded without the growing figures: /healthz logs its reason once per change.
  if (record?.stalledSince !== undefined && now - record.stalledSince >= CHECKPOINT_STALL_MS)
    return `WAL checkpoints have made no progress since ${new Date(record.stalledSince).toISOString()}: ${record.problem}`;
  return undefined;
}
