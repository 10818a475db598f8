/**
 * Opens the SQLite file once per process. server.ts and the Remix bundle both
 * import this module (as separate copies): the server opens the handle
 * (setDatabase) and hands it to the Remix copy (`adoptDatabase`, called by
 * `bindPlatform` in app/services/shared.server.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";
import { databasePathProblem } from "./location";
import type { WriteHealth } from "./write-health";
import { checkpointWal, walProblem } from "./checkpoint";

export { checkpointWal, walBytes } from "./checkpoint";

/** The raw SQLite connection (better-sqlite3's API): the only database type the rest of the code names. */
export type SqliteClient = Database.Database;
export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: SqliteClient };

/** This copy's handle: opened here by setDatabase/getDb, or handed over by adoptDatabase. */
let current: { path: string; db: AppDatabase } | undefined;

/** The migrations folder, found from the project root whatever the bundle location. */
export function migrationsFolder(): string {
  const candidates = [
    path.resolve(process.cwd(), "migrations"),
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "migrations"),
  ];
  const found = candidates.find((c) => fs.existsSync(path.join(c, "meta", "_journal.json")));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

/** The error, with the database file named (SQLite's own messages never say which file). */
function withPath(error: unknown, file: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  const named = new Error(`${message} (database file: ${file})`, { cause: error });
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== undefined) Object.assign(named, { code });
  return named;
}

/**
 * The primary's name when `file` sits on a LiteFS read replica, else undefined.
 * LiteFS shows a `.primary` file (holding the primary's hostname) at the root
 * of its mount on replicas only; writes there fail, so the app opens the file
 * read-only and leaves migrations, start-up writes and jobs to the primary.
 */
export function replicaOf(file: string): string | undefined {
  if (file === ":memory:") return undefined;
  try {
    return fs.readFileSync(path.join(path.dirname(file), ".primary"), "utf8").trim() || "unknown";
  } catch {
    return undefined;
  }
}

/** The WAL file is cut back to this size after each checkpoint that resets it. */
export const JOURNAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * auto_vacuum=INCREMENTAL lets the storage budget's pruning give pages back to the filesystem. A new file takes
 * the mode at once; a file made before it needs one VACUUM (a copy of the file: done once, before migrations).
 */
function setIncrementalVacuum(sqlite: Database.Database): void {
  const INCREMENTAL = 2;
  if (Number(sqlite.pragma("auto_vacuum", { simple: true })) === INCREMENTAL) return;
  sqlite.pragma("auto_vacuum = INCREMENTAL");
  const tables = Number(sqlite.prepare("select count(*) from sqlite_master").pluck().get());
  if (tables === 0) return;
  try {
    sqlite.exec("VACUUM");
  } catch {
    // Short of disk for the copy (or locked by another process): the server still starts, the file keeps its
    // mode (pruning then frees pages for reuse without shrinking it), and the next start tries again.
  }
}

/** Opens (creating the folder and file if needed), tunes and migrates a database file; read-only on a LiteFS replica. */
export function openDatabase(file: string): AppDatabase {
  const problem = databasePathProblem(file);
  if (problem) throw new Error(`DATABASE_PATH: ${problem}`);
  let sqlite: Database.Database | undefined;
  if (replicaOf(file) !== undefined) {
    try {
      // The primary created and migrated the file; the replica reads what LiteFS ships to it.
      sqlite = new Database(file, { readonly: true, fileMustExist: true });
      sqlite.pragma("busy_timeout = 5000");
      return drizzle(sqlite, { schema }) as AppDatabase;
    } catch (error) {
      if (sqlite?.open) sqlite.close();
      throw withPath(error, file);
    }
  }
  try {
    if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
    sqlite = new Database(file);
    setIncrementalVacuum(sqlite);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    // Once a checkpoint has reset the WAL, SQLite truncates the file back to this size instead of keeping its peak.
    sqlite.pragma(`journal_size_limit = ${JOURNAL_SIZE_LIMIT_BYTES}`);
    const db = drizzle(sqlite, { schema }) as AppDatabase;
    migrate(db, { migrationsFolder: migrationsFolder() });
    rememberFileIdentity(sqlite, file);
    return db;
  } catch (error) {
    if (sqlite?.open) sqlite.close();
    throw withPath(error, file);
  }
}

/**
 * Opens an existing database file without migrating it (tools such as the
 * inbox CLI, which may run beside the server): read-only unless `write`.
 */
export function openExistingDatabase(file: string, { write = false } = {}): SqliteClient {
  const sqlite = new Database(file, { readonly: !write, fileMustExist: true });
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}

/** Registers the process-wide database (server.ts calls this at start). */
export function setDatabase(file: string): AppDatabase {
  if (current && current.path === file && current.db.$client.open) return current.db;
  const db = openDatabase(file);
  current = { path: file, db };
  return db;
}

/** Makes this copy's getDb() return `db`, a handle another copy opened (the server's, for the Remix build). */
export function adoptDatabase(db: AppDatabase): void {
  current = { path: db.$client.name, db };
  if (!openedFiles.has(db.$client)) rememberFileIdentity(db.$client, db.$client.name);
}

/** The process-wide database; opens DATABASE_PATH lazily if server.ts did not. */
export function getDb(): AppDatabase {
  if (current?.db.$client.open) return current.db;
  const file = path.resolve(process.env.DATABASE_PATH || "./data/portfolio.sqlite");
  return setDatabase(file);
}

/** Checkpoints the WAL into the main file and closes the handle. */
export function closeDatabase(): void {
  if (!current) return;
  if (current.db.$client.open) {
    // Never waits: a reader elsewhere (a sqlite3 shell, Litestream) would hold the shutdown for busy_timeout.
    try {
      if (!current.db.$client.readonly) checkpointWal(current.db.$client);
    } catch {
      // The file is gone or the disk failed: closing still releases the handle.
    }
    current.db.$client.close();
  }
  current = undefined;
}

/** A successful write probe is trusted this long; a failed one is retried at every check. */
export const WRITE_PROBE_INTERVAL_MS = 5_000;
const probes = new WeakMap<Database.Database, { at: number; error?: string }>();

/**
 * The file a connection opened (device and inode), kept on the connection itself under a
 * registry symbol: the Remix build's copy of this module checks the handle the server opened.
 */
type OpenedFile = { file: string; dev: number; ino: number };
/**
 * The file each connection opened, to notice it deleted or replaced later. Per copy of this
 * module: the Remix build's copy records it when it adopts the server's connection (adoptDatabase).
 */
const openedFiles = new WeakMap<Database.Database, OpenedFile>();
const openedFileOf = (client: Database.Database) => openedFiles.get(client);

function rememberFileIdentity(client: Database.Database, file: string): void {
  if (file === ":memory:" || file === "") return;
  try {
    const { dev, ino } = fs.statSync(file);
    openedFiles.set(client, { file, dev, ino });
  } catch {
    // Not a plain file (a URI, a special path): nothing to compare later.
  }
}

/**
 * Throws (as SQLITE_CANTOPEN, a "database unavailable" error) when the file this connection
 * opened is gone from its path or another file stands there: SQLite goes on writing into the
 * unlinked inode, so a write "succeeds" and is lost at the next start. Callers run it after a
 * write they are about to acknowledge; the write probe runs it too.
 */
export function assertDatabaseFile(client: Database.Database): void {
  const opened = openedFileOf(client);
  if (!opened) return;
  let reason: string | undefined;
  try {
    const { dev, ino } = fs.statSync(opened.file);
    if (dev !== opened.dev || ino !== opened.ino) reason = "replaced by another file";
  } catch {
    reason = "deleted";
  }
  if (reason === undefined) return;
  const error = new Error(`the database file ${opened.file} was ${reason} while the server had it open; restart the server`);
  (error as Error & { code: string }).code = "SQLITE_CANTOPEN";
  throw error;
}

/**
 * A real, committed, tiny write: `PRAGMA user_version` set to its own value
 * (one page in the WAL). Fails on a read-only file or connection, a full or
 * broken disk, or a lock held longer than busy_timeout.
 */
function probeWrite(client: Database.Database, health: WriteHealth, now: number): string | undefined {
  const last = probes.get(client);
  if (last && !last.error && now - last.at < WRITE_PROBE_INTERVAL_MS) return undefined;
  let error: string | undefined;
  try {
    const version = Number(client.pragma("user_version", { simple: true }));
    client.pragma(`user_version = ${Number.isInteger(version) ? version : 0}`);
    assertDatabaseFile(client);
  } catch (e) {
    error = health.describe(e);
  }
  probes.set(client, { at: now, error });
  return error;
}

/**
 * `wal`: writes work, but the WAL is not being checkpointed (or is over its budget): the file grows until
 * whatever holds it back (a read transaction on another connection) lets go.
 */
export type DatabaseHealth = { ok: true } | { ok: false; reason: string; kind: "unavailable" | "wal" };

/**
 * For /healthz: the database reads, takes a write, no recent write failed (as `health` was told), and the
 * WAL checkpoints keep up (db/checkpoint.ts).
 */
export function databaseHealth(db: AppDatabase, health: WriteHealth, now = Date.now()): DatabaseHealth {
  const client = db.$client;
  if (!client.open) return { ok: false, kind: "unavailable", reason: "database closed" };
  try {
    db.get(sql`select 1`);
  } catch (e) {
    return { ok: false, kind: "unavailable", reason: `read failed: ${health.describe(e)}` };
  }
  // A read replica takes no writes by design: reading is its whole health.
  if (client.readonly) return { ok: true };
  const probeError = probeWrite(client, health, now);
  if (probeError) return { ok: false, kind: "unavailable", reason: `write probe failed: ${probeError}` };
  const failure = health.recentFailure(now);
  if (failure) return { ok: false, kind: "unavailable", reason: `recent write failed: ${failure}` };
  const wal = walProblem(client, now);
  if (wal) return { ok: false, kind: "wal", reason: wal };
  return { ok: true };
}
