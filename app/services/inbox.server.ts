/**
 * The owner's inbox, as data: the contact messages stored in SQLite, read and
 * changed through a better-sqlite3 handle. Shared by `npm run inbox`
 * (scripts/inbox.ts, its own handle on DATABASE_PATH) and the admin page
 * (/admin, the server's handle: `getDb().$client`). No presentation here.
 */
import type { SqliteClient } from "../../db/client";
import type { contactMessages } from "../../db/schema";
import { cleanVisitorText, csvCell } from "../utils/visitor-text";

/** A stored contact message, as the schema defines it. */
export type InboxRow = typeof contactMessages.$inferSelect;

type Handle = SqliteClient;

const date = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));

/** Visitor text as shown: rows stored before input cleaning may still hold escape sequences. */
const shown = (value: unknown, multiline = false) => cleanVisitorText(String(value ?? ""), { multiline });

/** Every read path (list, show, both exports) goes through this, so no visitor text is shown raw. */
function toRow(r: Record<string, unknown>): InboxRow {
  return {
    id: r.id as number,
    name: shown(r.name),
    email: shown(r.email),
    message: shown(r.message, true),
    fromConsole: r.from_console === 1,
    lang: shown(r.lang),
    createdAt: new Date(r.created_at as number),
    deliveryStatus: r.delivery_status as InboxRow["deliveryStatus"],
    deliveryAttempts: r.delivery_attempts as number,
    lastError: r.last_error === null || r.last_error === undefined ? null : shown(r.last_error),
    nextAttemptAt: date(r.next_attempt_at as number | null),
    deliveredAt: date(r.delivered_at as number | null),
    readAt: date(r.read_at as number | null),
  };
}

/** False until the server has run its first migration on this file. */
export function hasInboxTable(db: Handle): boolean {
  return Boolean(db.prepare("select 1 from sqlite_master where type = 'table' and name = 'contact_messages'").get());
}

export interface ListOptions {
  unread?: boolean;
  /** At most this many rows (all when omitted). */
  limit?: number;
}

/** Messages, newest first. */
export function listMessages(db: Handle, options: ListOptions = {}): InboxRow[] {
  const where = options.unread ? "where read_at is null" : "";
  const limit = options.limit === undefined ? -1 : Math.max(0, Math.floor(options.limit));
  const rows = db.prepare(`select * from contact_messages ${where} order by id desc limit ?`).all(limit) as Record<string, unknown>[];
  return rows.map(toRow);
}

export function countMessages(db: Handle): { total: number; unread: number } {
  const row = db.prepare("select count(*) as total, coalesce(sum(read_at is null), 0) as unread from contact_messages").get() as {
    total: number;
    unread: number;
  };
  return { total: row.total, unread: row.unread };
}

export function getMessage(db: Handle, id: number): InboxRow | undefined {
  const r = db.prepare("select * from contact_messages where id = ?").get(id) as Record<string, unknown> | undefined;
  return r ? toRow(r) : undefined;
}

/** Marks a message read (now) or unread; false when there is no such message. */
export function setRead(db: Handle, id: number, read: boolean, now = Date.now()): boolean {
  return db.prepare("update contact_messages set read_at = ? where id = ?").run(read ? now : null, id).changes > 0;
}

/** Deletes a message for good; false when there is no such message. */
export function deleteMessage(db: Handle, id: number): boolean {
  return db.prepare("delete from contact_messages where id = ?").run(id).changes > 0;
}

/**
 * Makes an undelivered (pending or failed) message due for delivery now; one
 * that gave up after the last allowed attempt gets exactly one more. False when
 * the message does not exist or is not pending/failed.
 */
export function makeDueNow(db: Handle, id: number, maxAttempts: number, now = Date.now()): boolean {
  return (
    db
      .prepare(
        `update contact_messages set next_attempt_at = ?, delivery_attempts = min(delivery_attempts, ?)
         where id = ? and delivery_status in ('pending', 'failed')`,
      )
      .run(now, Math.max(0, maxAttempts - 1), id).changes > 0
  );
}

/** The CSV export's columns, in order (the CLI's and the admin page's). */
export const CSV_COLUMNS: readonly (keyof InboxRow)[] = [
  "id",
  "createdAt",
  "name",
  "email",
  "message",
  "fromConsole",
  "lang",
  "deliveryStatus",
  "deliveryAttempts",
  "lastError",
  "deliveredAt",
  "readAt",
];

/** Header line, then one line per row; cells quoted and formula-safe (csvCell). */
export function toCsvLines(rows: InboxRow[]): string[] {
  return [CSV_COLUMNS.join(","), ...rows.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(","))];
}

export function toJson(rows: InboxRow[]): string {
  return JSON.stringify(rows, null, 2);
}
