/**
 * Opens the SQLite file once per process. server.ts and the Remix bundle both
 * import this module (as separate copies), so the handle lives on globalThis.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "./schema";

export type AppDatabase = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const HANDLE = Symbol.for("terminal-portfolio.db");
type Holder = { [HANDLE]?: { path: string; db: AppDatabase } };

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

/** Opens (creating the folder and file if needed), tunes and migrates a database file. */
export function openDatabase(file: string): AppDatabase {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  const db = drizzle(sqlite, { schema }) as AppDatabase;
  migrate(db, { migrationsFolder: migrationsFolder() });
  return db;
}

/** Registers the process-wide database (server.ts calls this at start). */
export function setDatabase(file: string): AppDatabase {
  const holder = globalThis as Holder;
  const current = holder[HANDLE];
  if (current && current.path === file && current.db.$client.open) return current.db;
  const db = openDatabase(file);
  holder[HANDLE] = { path: file, db };
  return db;
}

/** The process-wide database; opens DATABASE_PATH lazily if server.ts did not. */
export function getDb(): AppDatabase {
  const current = (globalThis as Holder)[HANDLE];
  if (current?.db.$client.open) return current.db;
  const file = path.resolve(process.env.DATABASE_PATH || "./data/portfolio.sqlite");
  return setDatabase(file);
}

/** Checkpoints the WAL into the main file and closes the handle. */
export function closeDatabase(): void {
  const holder = globalThis as Holder;
  const current = holder[HANDLE];
  if (!current) return;
  if (current.db.$client.open) {
    current.db.$client.pragma("wal_checkpoint(TRUNCATE)");
    current.db.$client.close();
  }
  delete holder[HANDLE];
}
