/**
 * An online backup of the site's SQLite database, safe while the server runs:
 * SQLite's backup API copies a consistent snapshot (committed WAL pages
 * included) without stopping writers.
 *
 *   npm run backup                  DATABASE_PATH -> BACKUP_DIR/portfolio-YYYYMMDD-HHMMSS.sqlite
 *   npm run backup -- --keep 14     then delete all but the 14 newest backups
 *
 * Compiled to build/backup.js by `npm run build` (scripts/build-server.ts), so the
 * production image runs it with its production dependencies: `node build/backup.js`.
 * Prints the backup's path (and the pruned ones) on stdout; on failure one line on stderr and a
 * non-zero exit, so a cron job that discards stdout has output (mailed by cron) only when it fails.
 * Backups are readable by their owner only (files 0600, a folder it creates 0700): they hold every
 * contact message.
 */
import { loadDotEnvOrExit } from "../app/dotenv.server";
import fs from "node:fs";
import path from "node:path";
import { ranDirectly } from "./ran-directly";
import { openExistingDatabase, type SqliteClient } from "../db/client";
import { databasePathProblem } from "../db/location";

/** The app's own defaults (app/env.server.ts for DATABASE_PATH). */
export const DEFAULT_DATABASE_PATH = "./data/portfolio.sqlite";
export const DEFAULT_BACKUP_DIR = "./data/backups";
export const BACKUP_NAME = /^portfolio-\d{8}-\d{6}(?:-\d+)?\.sqlite$/;

const USAGE = `Usage: npm run backup -- [--keep N]

  Copies DATABASE_PATH (default ${DEFAULT_DATABASE_PATH}) into BACKUP_DIR
  (default ${DEFAULT_BACKUP_DIR}) as portfolio-YYYYMMDD-HHMMSS.sqlite (UTC).
  Backups are readable by their owner only (0600).
  --keep N   afterwards, delete all but the N newest backups in BACKUP_DIR
  --help     this text`;

export interface BackupIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

class Failure extends Error {}

/** "20261123-140512" in UTC. */
export const timestamp = (d: Date) => d.toISOString().slice(0, 19).replace(/-|:/g, "").replace("T", "-");

const reason = (error: unknown) => {
  const e = error as NodeJS.ErrnoException;
  return e?.code && !String(e.message).includes(e.code) ? `${e.code}: ${e.message}` : String(e?.message ?? error);
};

function parseArgs(argv: string[]): { keep?: number; help: boolean } {
  const options: { keep?: number; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--help" || arg === "-h") options.help = true;
    else if (arg === "--keep") {
      const value = argv[++i];
      if (!value || !/^\d+$/.test(value) || Number(value) < 1) throw new Failure("--keep needs a number of backups (1 or more).");
      options.keep = Number(value);
    } else throw new Failure(`Unknown option: ${arg}`);
  }
  return options;
}

/** A free name for this second's backup (a second run in the same second gets -2, -3…). */
function targetPath(dir: string, now: Date): string {
  const base = `portfolio-${timestamp(now)}`;
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${base}${n === 1 ? "" : `-${n}`}.sqlite`);
    if (!fs.existsSync(file) && !fs.existsSync(`${file}.partial`)) return file;
  }
}

/** Deletes all but the `keep` newest backups (by their timestamped names); returns the deleted paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  // Newest first: by timestamp, then by the same-second counter (none = 1).
  const order = (name: string) => {
    const [, stamp, n] = /^portfolio-(\d{8}-\d{6})(?:-(\d+))?\.sqlite$/.exec(name) ?? [];
    return `${stamp}:${String(Number(n ?? 1)).padStart(6, "0")}`;
  };
  const backups = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => (order(a) < order(b) ? 1 : order(a) > order(b) ? -1 : 0));
  const doomed = backups.slice(keep).map((name) => path.join(dir, name));
  for (const file of doomed) fs.rmSync(file, { force: true });
  return doomed;
}

export async function runBackup(
  argv: string[],
  io: BackupIo,
  env: Record<string, string | undefined> = process.env,
  now = new Date(),
): Promise<number> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(argv);
  } catch (error) {
    io.err(`Backup failed: ${(error as Error).message}`);
    io.err(USAGE);
    return 2;
  }
  if (options.help) {
    io.out(USAGE);
    return 0;
  }

  const source = path.resolve(env.DATABASE_PATH?.trim() || DEFAULT_DATABASE_PATH);
  const dir = path.resolve(env.BACKUP_DIR?.trim() || DEFAULT_BACKUP_DIR);
  let partial: string | undefined;
  try {
    const problem = databasePathProblem(source);
    if (problem) throw new Failure(`DATABASE_PATH: ${problem}`);
    if (!fs.existsSync(source) || !fs.statSync(source).isFile())
      throw new Failure(`no database at ${source} (set DATABASE_PATH, or start the server once to create it).`);
    try {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      fs.accessSync(dir, fs.constants.W_OK);
    } catch (error) {
      throw new Failure(`cannot write to the backup folder ${dir} (BACKUP_DIR): ${reason(error)}`);
    }

    const target = targetPath(dir, now);
    // Written under a temporary name and renamed once complete and checked: a file with the final
    // name is always a whole backup.
    partial = `${target}.partial`;
    // Created empty with the owner-only mode before SQLite writes a byte (an empty file is an empty
    // database to it), so no copy is ever readable by others, whatever the umask.
    fs.writeFileSync(partial, "", { mode: 0o600, flag: "wx" });
    let db: SqliteClient;
    try {
      // Not `readonly`: a read-only connection leaves empty -wal/-shm files behind when it is the
      // last one (server stopped); this one only reads, and SQLite tidies them up when it closes.
      db = openExistingDatabase(source, { write: true });
    } catch (error) {
      throw new Failure(`cannot open ${source}: ${reason(error)}`);
    }
    try {
      await db.backup(partial);
    } catch (error) {
      throw new Failure(`copying ${source} failed: ${reason(error)}`);
    } finally {
      db.close();
    }
    const copy = openExistingDatabase(partial, { write: true });
    try {
      // The copy inherits WAL mode: made a rollback-journal file, it is one self-contained file
      // (no -wal/-shm beside it), and the server switches it back to WAL when it opens it.
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Failure(`the copy of ${source} is damaged (quick_check: ${String(check)}).`);
    } finally {
      copy.close();
    }
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, target);
    partial = undefined;
    io.out(target);
    if (options.keep !== undefined) {
      for (const file of pruneBackups(dir, options.keep)) io.out(`Deleted old backup ${file}`);
    }
    return 0;
  } catch (error) {
    if (partial) for (const file of [partial, `${partial}-wal`, `${partial}-shm`]) fs.rmSync(file, { force: true });
    io.err(`Backup failed: ${error instanceof Failure ? error.message : reason(error)}`);
    return 1;
  }
}

if (ranDirectly(import.meta.url)) {
  loadDotEnvOrExit(); // the same .env as npm start
  process.exitCode = await runBackup(process.argv.slice(2), { out: (l) => console.log(l), err: (l) => console.error(l) });
}
