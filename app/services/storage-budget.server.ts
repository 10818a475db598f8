/**
 * The storage budget: what visitors can make the server keep is capped in total (bytes and rows), whatever
 * the number of clients. Over a cap the oldest rows go first; the file gives the pages back by incremental
 * vacuum; below a floor of free disk, optional writes (terminal sessions, chat, images) are refused so that
 * contact messages can still be stored.
 */
import fs from "node:fs";
import path from "node:path";
import type { Env } from "~/env.server";
import type { AppDatabase, SqliteClient } from "../../db/client";
import { HttpError } from "~/utils/http.server";
import { pruneUnanswered } from "./unanswered.server";

export interface StorageBudget {
  sessionsMaxBytes: number;
  sessionsMaxRows: number;
  imagesMaxBytes: number;
  chatRowsPerVisitor: number;
  chatMaxBytes: number;
  chatRetentionMs: number;
  postCacheMaxRows: number;
  visitorsMaxRows: number;
  rateLimitMaxRows: number;
  diskFloorBytes: number;
}

type BudgetEnv = Pick<
  Env,
  | "STORAGE_SESSIONS_MAX_BYTES"
  | "STORAGE_SESSIONS_MAX_ROWS"
  | "STORAGE_IMAGES_MAX_BYTES"
  | "STORAGE_CHAT_ROWS_PER_VISITOR"
  | "STORAGE_CHAT_MAX_BYTES"
  | "STORAGE_CHAT_RETENTION_DAYS"
  | "STORAGE_POST_CACHE_MAX_ROWS"
  | "STORAGE_VISITORS_MAX_ROWS"
  | "STORAGE_RATE_LIMIT_MAX_ROWS"
  | "STORAGE_DISK_FLOOR_BYTES"
>;

const DAY_MS = 24 * 60 * 60 * 1000;

export function storageBudget(env: BudgetEnv): StorageBudget {
  return {
    sessionsMaxBytes: env.STORAGE_SESSIONS_MAX_BYTES,
    sessionsMaxRows: env.STORAGE_SESSIONS_MAX_ROWS,
    imagesMaxBytes: Math.min(env.STORAGE_IMAGES_MAX_BYTES, env.STORAGE_SESSIONS_MAX_BYTES),
    chatRowsPerVisitor: env.STORAGE_CHAT_ROWS_PER_VISITOR,
    chatMaxBytes: env.STORAGE_CHAT_MAX_BYTES,
    chatRetentionMs: env.STORAGE_CHAT_RETENTION_DAYS * DAY_MS,
    postCacheMaxRows: env.STORAGE_POST_CACHE_MAX_ROWS,
    visitorsMaxRows: env.STORAGE_VISITORS_MAX_ROWS,
    rateLimitMaxRows: env.STORAGE_RATE_LIMIT_MAX_ROWS,
    diskFloorBytes: env.STORAGE_DISK_FLOOR_BYTES,
  };
}

/** What a visitor reads when an optional write is refused for want of disk space. */
export const LOW_DISK_MESSAGE = {
  en: "The server is short of disk space: this was not saved. Messages through the contact form are still received.",
  fr: "Le serveur manque d'espace disque\u00a0: rien n'a été enregistré. Les messages du formulaire de contact sont toujours reçus.",
} as const;

/** A 507 for the APIs (its message is the visitor's); the terminal form answers with the localized message. */
export class LowDiskError extends HttpError {
  constructor(readonly freeBytes: number) {
    super(507, LOW_DISK_MESSAGE.en);
    this.name = "LowDiskError";
  }
}

/** statfs is a system call: its answer is reused this long. */
const DISK_CHECK_MS = 5_000;
const diskChecks = new Map<string, { at: number; free: number }>();

/** Free bytes (for an unprivileged process) on the filesystem holding `file`; Infinity when it cannot be told. */
export function freeDiskBytes(file: string, now = Date.now()): number {
  if (file === ":memory:" || file === "") return Number.POSITIVE_INFINITY;
  const cached = diskChecks.get(file);
  if (cached && now - cached.at < DISK_CHECK_MS) return cached.free;
  let free = Number.POSITIVE_INFINITY;
  try {
    const stats = fs.statfsSync(path.dirname(file));
    free = stats.bavail * stats.bsize;
  } catch {
    // No answer: the write itself will tell.
  }
  diskChecks.set(file, { at: now, free });
  return free;
}

/** Forgets the cached free-space answers (tests that change the floor). */
export function resetDiskChecks(): void {
  diskChecks.clear();
}

/** Throws LowDiskError when the database's filesystem is under the floor (before an optional write). */
export function assertOptionalWrite(db: AppDatabase, budget: Pick<StorageBudget, "diskFloorBytes">, now = Date.now()): void {
  if (budget.diskFloorBytes <= 0) return;
  const free = freeDiskBytes(db.$client.name, now);
  if (free < budget.diskFloorBytes) throw new LowDiskError(free);
}

// ---------- the sessions' caps (checked on each session write) ----------

/**
 * Deletes the sessions beyond `:maxRows` rows or `:maxBytes` bytes, counted from the newest: of the whole
 * store ("all", its covering index), or of one client's share ("owner", `:owner`; ADR 047), where the
 * owner's newest session (the one being saved) always stays. One statement for both, read from the index.
 */
export function sessionEvictionSql(scope: "all" | "owner"): string {
  const from =
    scope === "owner"
      ? "terminal_sessions indexed by terminal_sessions_owner_idx where owner_key = :owner"
      : "terminal_sessions indexed by terminal_sessions_budget_idx";
  const beyond = scope === "owner" ? "n > 1 and (n > :maxRows or running > :maxBytes)" : "n > :maxRows or running > :maxBytes";
  return `delete from terminal_sessions where rowid in (
     select id from (
       select rowid as id,
              row_number() over w as n,
              sum(state_bytes + image_bytes) over w as running
       from ${from}
       window w as (order by last_seen_at desc, rowid desc rows unbounded preceding)
     ) where ${beyond}
   )`;
}

function sessionStatements(client: SqliteClient) {
  return {
    // From the covering index (last_seen_at, state_bytes, image_bytes): the rows themselves are not read.
    totals: client.prepare<[], { rows: number; bytes: number | null; images: number | null }>(
      "select count(*) as rows, sum(state_bytes + image_bytes) as bytes, sum(image_bytes) as images from terminal_sessions indexed by terminal_sessions_budget_idx",
    ),
    // Newest first; every row beyond a cap (rows or bytes, counted from the newest) goes.
    evict: client.prepare<{ maxRows: number; maxBytes: number }>(sessionEvictionSql("all")),
    // The images of the oldest sessions go first; the sessions themselves stay.
    dropImages: client.prepare<{ maxBytes: number }>(
      `update terminal_sessions set image = null, image_bytes = 0 where rowid in (
         select id from (
           select rowid as id, sum(image_bytes) over w as running
           from terminal_sessions indexed by terminal_sessions_budget_idx
           where image_bytes > 0
           window w as (order by last_seen_at desc, rowid desc rows unbounded preceding)
         ) where running > :maxBytes
       )`,
    ),
  };
}
const SESSION_STATEMENTS = new WeakMap<SqliteClient, ReturnType<typeof sessionStatements>>();

/** Keeps the sessions under their caps (oldest evicted first); returns how many sessions and images went. */
export function enforceSessionBudget(db: AppDatabase, budget: StorageBudget): { sessions: number; images: number } {
  const client = db.$client;
  let st = SESSION_STATEMENTS.get(client);
  if (!st) {
    st = sessionStatements(client);
    SESSION_STATEMENTS.set(client, st);
  }
  const totals = st.totals.get();
  const result = { sessions: 0, images: 0 };
  if (!totals) return result;
  if ((totals.images ?? 0) > budget.imagesMaxBytes) result.images = st.dropImages.run({ maxBytes: budget.imagesMaxBytes }).changes;
  if (totals.rows > budget.sessionsMaxRows || (totals.bytes ?? 0) > budget.sessionsMaxBytes)
    result.sessions = st.evict.run({ maxRows: budget.sessionsMaxRows, maxBytes: budget.sessionsMaxBytes }).changes;
  return result;
}

// ---------- chat history and visitor keys (checked on each write, against a count kept in memory) ----------

/** Over a cap on write, a store is brought back to this share of it: the next pass is a tenth of the cap away. */
const LOW_WATER = 0.9;

/** Per connection: chat bytes and visitor rows as last counted, plus what was written since. */
const ESTIMATES = new WeakMap<SqliteClient, { chatBytes?: number; visitors?: number }>();
const estimatesOf = (client: SqliteClient) => {
  let estimates = ESTIMATES.get(client);
  if (!estimates) {
    estimates = {};
    ESTIMATES.set(client, estimates);
  }
  return estimates;
};

const chatBytesNow = (client: SqliteClient) =>
  (client.prepare("select coalesce(sum(length(cast(content as blob))), 0) as n from chat_messages").get() as { n: number }).n;
const visitorsNow = (client: SqliteClient) => (client.prepare("select count(*) as n from visitors").get() as { n: number }).n;

/** The oldest chat turns of all visitors beyond `maxBytes` of text go; returns how many. */
function capChat(client: SqliteClient, maxBytes: number): number {
  return client
    .prepare(
      `delete from chat_messages where id in (
         select id from (select id, sum(length(cast(content as blob))) over (order by id desc rows unbounded preceding) as running
                         from chat_messages)
         where running > ?)`,
    )
    .run(maxBytes).changes;
}

/** The least recently seen visitor keys beyond `maxRows` go (their chat history with them); returns how many. */
function capVisitors(client: SqliteClient, maxRows: number): number {
  return client
    .prepare(
      `delete from visitors where id in (
         select id from visitors order by last_seen_at desc, id desc limit -1 offset ?)`,
    )
    .run(maxRows).changes;
}

/**
 * After chat turns were stored (`addedBytes` of text): when the total may be over its cap, the oldest turns go
 * until it is under 90 % of it. Many clients at once cannot push the history past its cap between two prunings.
 */
export function enforceChatBudget(db: AppDatabase, budget: Pick<StorageBudget, "chatMaxBytes">, addedBytes: number): number {
  const client = db.$client;
  const estimates = estimatesOf(client);
  estimates.chatBytes = estimates.chatBytes === undefined ? chatBytesNow(client) : estimates.chatBytes + addedBytes;
  if (estimates.chatBytes <= budget.chatMaxBytes) return 0;
  const removed = capChat(client, Math.floor(budget.chatMaxBytes * LOW_WATER));
  estimates.chatBytes = chatBytesNow(client);
  return removed;
}

/** After a visitor key was made: over the cap, the least recently seen keys go until 90 % of it are left. */
export function enforceVisitorBudget(db: AppDatabase, budget: Pick<StorageBudget, "visitorsMaxRows">): number {
  const client = db.$client;
  const estimates = estimatesOf(client);
  estimates.visitors = estimates.visitors === undefined ? visitorsNow(client) : estimates.visitors + 1;
  if (estimates.visitors <= budget.visitorsMaxRows) return 0;
  const removed = capVisitors(client, Math.floor(budget.visitorsMaxRows * LOW_WATER));
  estimates.visitors = visitorsNow(client);
  return removed;
}

// ---------- the hourly pass over every table ----------

export interface PruneReport {
  sessions: number;
  images: number;
  chat: number;
  postCache: number;
  visitors: number;
  rateLimits: number;
  /** Groups of unanswered questions past their 30 days (or over their cap). */
  unanswered: number;
  /** Pages handed back to the filesystem. */
  freedPages: number;
}

/** Everything over its cap or past its retention goes; then the free pages go back to the filesystem. */
export function pruneStorage(db: AppDatabase, budget: StorageBudget, now = Date.now()): PruneReport {
  const client = db.$client;
  const report: PruneReport = { sessions: 0, images: 0, chat: 0, postCache: 0, visitors: 0, rateLimits: 0, unanswered: 0, freedPages: 0 };
  const budgetPass = client.transaction(() => {
    const sessions = enforceSessionBudget(db, budget);
    report.sessions = sessions.sessions;
    report.images = sessions.images;
    report.chat += client.prepare("delete from chat_messages where created_at < ?").run(now - budget.chatRetentionMs).changes;
    report.chat += client
      .prepare(
        `delete from chat_messages where id in (
           select id from (select id, row_number() over (partition by visitor_id order by id desc) as n from chat_messages)
           where n > ?)`,
      )
      .run(budget.chatRowsPerVisitor).changes;
    report.chat += capChat(client, budget.chatMaxBytes);
    report.postCache = client
      .prepare(
        `delete from post_cache where url in (
           select url from post_cache order by expires_at desc limit -1 offset ?)`,
      )
      .run(budget.postCacheMaxRows).changes;
    report.visitors = capVisitors(client, budget.visitorsMaxRows);
    report.rateLimits = client.prepare("delete from rate_limit_hits where reset_at <= ?").run(now).changes;
    report.rateLimits += client
      .prepare(
        `delete from rate_limit_hits where key in (
           select key from rate_limit_hits order by reset_at desc limit -1 offset ?)`,
      )
      .run(budget.rateLimitMaxRows).changes;
    report.unanswered = pruneUnanswered(db, now);
  });
  budgetPass.immediate();
  // Counted again at the next write (other processes may write to the same file).
  ESTIMATES.delete(client);
  report.freedPages = giveSpaceBack(client);
  return report;
}

/** With auto_vacuum=INCREMENTAL, the file's free pages go back to the filesystem; returns how many. */
export function giveSpaceBack(client: SqliteClient): number {
  const free = Number(client.pragma("freelist_count", { simple: true }));
  if (free > 0) client.pragma("incremental_vacuum");
  return free - Number(client.pragma("freelist_count", { simple: true }));
}

// ---------- what /healthz and /metrics show ----------

export interface StorageUsage {
  databaseBytes: number;
  walBytes: number;
  freeDiskBytes: number | null;
  sessions: { rows: number; bytes: number; imageBytes: number; maxRows: number; maxBytes: number; maxImageBytes: number };
  chat: { rows: number; maxBytes: number };
  visitors: { rows: number; maxRows: number };
  postCache: { rows: number; maxRows: number };
  rateLimits: { rows: number; maxRows: number };
}

export function storageUsage(db: AppDatabase, budget: StorageBudget, now = Date.now()): StorageUsage {
  const client = db.$client;
  const pages = Number(client.pragma("page_count", { simple: true }));
  const pageSize = Number(client.pragma("page_size", { simple: true }));
  let wal = 0;
  try {
    wal = fs.statSync(`${client.name}-wal`).size;
  } catch {
    // No WAL file (closed, or :memory:).
  }
  const count = (table: string) => (client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  const sessions = client
    .prepare(
      "select count(*) as rows, coalesce(sum(state_bytes + image_bytes), 0) as bytes, coalesce(sum(image_bytes), 0) as images from terminal_sessions indexed by terminal_sessions_budget_idx",
    )
    .get() as { rows: number; bytes: number; images: number };
  const free = freeDiskBytes(client.name, now);
  return {
    databaseBytes: pages * pageSize,
    walBytes: wal,
    freeDiskBytes: Number.isFinite(free) ? free : null,
    sessions: {
      rows: sessions.rows,
      bytes: sessions.bytes,
      imageBytes: sessions.images,
      maxRows: budget.sessionsMaxRows,
      maxBytes: budget.sessionsMaxBytes,
      maxImageBytes: budget.imagesMaxBytes,
    },
    chat: { rows: count("chat_messages"), maxBytes: budget.chatMaxBytes },
    visitors: { rows: count("visitors"), maxRows: budget.visitorsMaxRows },
    postCache: { rows: count("post_cache"), maxRows: budget.postCacheMaxRows },
    rateLimits: { rows: count("rate_limit_hits"), maxRows: budget.rateLimitMaxRows },
  };
}

/** The usage, measured at most once per `ttlMs` (/healthz is not rate-limited). */
export function cachedStorageUsage(db: AppDatabase, budget: StorageBudget, ttlMs = 10_000): (now?: number) => StorageUsage | null {
  let last: { at: number; usage: StorageUsage | null } | undefined;
  return (now = Date.now()) => {
    if (last && now - last.at < ttlMs && now >= last.at) return last.usage;
    let usage: StorageUsage | null = null;
    try {
      usage = db.$client.open ? storageUsage(db, budget, now) : null;
    } catch {
      // A database that cannot be read: /healthz says so in its status; the figures are left out.
    }
    last = { at: now, usage };
    return usage;
  };
}

/** The short public summary /healthz adds to its answer: sizes and how full each capped store is. */
export function storageSummary(usage: StorageUsage) {
  const share = (used: number, max: number) => (max > 0 ? Math.round((used / max) * 1000) / 1000 : 0);
  return {
    databaseBytes: usage.databaseBytes,
    walBytes: usage.walBytes,
    freeDiskBytes: usage.freeDiskBytes,
    budget: {
      sessionsBytes: share(usage.sessions.bytes, usage.sessions.maxBytes),
      sessionsRows: share(usage.sessions.rows, usage.sessions.maxRows),
      imagesBytes: share(usage.sessions.imageBytes, usage.sessions.maxImageBytes),
      visitorsRows: share(usage.visitors.rows, usage.visitors.maxRows),
      postCacheRows: share(usage.postCache.rows, usage.postCache.maxRows),
      rateLimitRows: share(usage.rateLimits.rows, usage.rateLimits.maxRows),
    },
  };
}
