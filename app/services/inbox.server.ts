/**
 * The owner's inbox, as data: the contact messages stored in SQLite, read and
 * changed through a better-sqlite3 handle. Shared by `npm run inbox`
 * (scripts/inbox.ts, its own handle on DATABASE_PATH) and the admin page
 * (/admin, the server's handle: `getDb().$client`). No presentation here.
 */
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { SqliteClient } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { cleanVisitorText, csvCell } from "../utils/visitor-text";

/** A stored contact message, as the schema defines it. */
export type InboxRow = typeof contactMessages.$inferSelect;

type Handle = SqliteClient;

/** SQLite's own catalogue, only to ask whether the table exists yet. */
const sqliteMaster = sqliteTable("sqlite_master", { type: text("type").notNull(), name: text("name").notNull() });

/** Callers hand over the raw connection (the CLI opens its own); one query builder per connection. */
const BUILDERS = new WeakMap<Handle, BetterSQLite3Database>();
function orm(handle: Handle): BetterSQLite3Database {
  let db = BUILDERS.get(handle);
  if (!db) {
    db = drizzle(handle);
    BUILDERS.set(handle, db);
  }
  return db;
}

/** Visitor text as shown: rows stored before input cleaning may still hold escape sequences. */
const shown = (value: string, multiline = false) => cleanVisitorText(value, { multiline });

/** Every read path (list, show, both exports) goes through this, so no visitor text is shown raw. */
function toRow(r: InboxRow): InboxRow {
  return {
    ...r,
    name: shown(r.name),
    email: shown(r.email),
    message: shown(r.message, true),
    lang: shown(r.lang),
    lastError: r.lastError === null ? null : shown(r.lastError),
  };
}

/** False until the server has run its first migration on this file. */
export function hasInboxTable(db: Handle): boolean {
  const found = orm(db)
    .select({ name: sqliteMaster.name })
    .from(sqliteMaster)
    .where(and(eq(sqliteMaster.type, "table"), eq(sqliteMaster.name, "contact_messages")))
    .get();
  return found !== undefined;
}

export interface ListOptions {
  unread?: boolean;
  /** At most this many rows (all when omitted). */
  limit?: number;
}

/** Messages, newest first. */
export function listMessages(db: Handle, options: ListOptions = {}): InboxRow[] {
  const query = orm(db)
    .select()
    .from(contactMessages)
    .where(options.unread ? isNull(contactMessages.readAt) : undefined)
    .orderBy(desc(contactMessages.id));
  const rows = options.limit === undefined ? query.all() : query.limit(Math.max(0, Math.floor(options.limit))).all();
  return rows.map(toRow);
}

export function countMessages(db: Handle): { total: number; unread: number } {
  const row = orm(db)
    .select({ total: count(), unread: sql<number>`coalesce(sum(${contactMessages.readAt} is null), 0)`.mapWith(Number) })
    .from(contactMessages)
    .get();
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

export function getMessage(db: Handle, id: number): InboxRow | undefined {
  const r = orm(db).select().from(contactMessages).where(eq(contactMessages.id, id)).get();
  return r ? toRow(r) : undefined;
}

/** Marks a message read (now) or unread; false when there is no such message. */
export function setRead(db: Handle, id: number, read: boolean, now = Date.now()): boolean {
  return (
    orm(db)
      .update(contactMessages)
      .set({ readAt: read ? new Date(now) : null })
      .where(eq(contactMessages.id, id))
      .run().changes > 0
  );
}

/** Deletes a message for good; false when there is no such message. */
export function deleteMessage(db: Handle, id: number): boolean {
  return orm(db).delete(contactMessages).where(eq(contactMessages.id, id)).run().changes > 0;
}

/**
 * Makes an undelivered (pending or failed) message due for delivery now; one
 * that gave up after the last allowed attempt gets exactly one more. False when
 * the message does not exist or is not pending/failed.
 */
export function makeDueNow(db: Handle, id: number, maxAttempts: number, now = Date.now()): boolean {
  const attempts = contactMessages.deliveryAttempts;
  return (
    orm(db)
      .update(contactMessages)
      .set({ nextAttemptAt: new Date(now), deliveryAttempts: sql`min(${attempts}, ${Math.max(0, maxAttempts - 1)})` })
      .where(and(eq(contactMessages.id, id), inArray(contactMessages.deliveryStatus, ["pending", "failed"])))
      .run().changes > 0
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
