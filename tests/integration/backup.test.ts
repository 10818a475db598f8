/**
 * `npm run backup`: an online backup while the server runs and
 * writes, then a restore round trip — the backup copied to a fresh path, the
 * app started on it, every message found in /admin and by the inbox functions.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call } from "../fakes/client";
import { listMessages } from "../../app/services/inbox.server";
import { BACKUP_NAME, pruneBackups, timestamp } from "../../scripts/backup";

const ROOT = path.resolve(__dirname, "../..");
const TOKEN = "backup-test-token-0123456789";

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command from the project root with these variables added; resolves when it exits. */
function run(command: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}
const npmBackup = (env: Record<string, string>, ...args: string[]) =>
  run("npm", ["run", "--silent", "backup", ...(args.length ? ["--", ...args] : [])], env);
/** The lines a failure printed, without npm's own warnings about this machine's configuration. */
const errorLines = (r: Run) =>
  r.stderr
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith("npm "))
    .slice(0, 1);

const MESSAGES = Array.from({ length: 12 }, (_, i) => ({
  name: `Visitor ${i + 1}`,
  email: `visitor${i + 1}@example.com`,
  message: `Message number ${i + 1}: ${"é".repeat(i)} <b>bold?</b>`,
}));

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run backup with the server running, then restore", () => {
  let app: TestApp;
  let backupPath = "";
  const databasePath = () => path.join(dir, "live", "portfolio.sqlite");
  const backupDir = () => path.join(dir, "backups");

  beforeAll(async () => {
    app = await startTestApp({ ADMIN_TOKEN: TOKEN, RATE_LIMIT_MULTIPLIER: "1000" }, { databasePath: databasePath() });
    for (const m of MESSAGES) expect((await call(`${app.url}/api/contact`, { json: m })).status).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("copies the live database (WAL included) to BACKUP_DIR/portfolio-YYYYMMDD-HHMMSS.sqlite and prints its path", async () => {
    // The server holds the file open, its last writes still in the WAL.
    expect(fs.existsSync(`${databasePath()}-wal`)).toBe(true);
    const before = Date.now();
    const result = await npmBackup({ DATABASE_PATH: databasePath(), BACKUP_DIR: backupDir() });
    expect(result.code, result.stderr).toBe(0);
    backupPath = result.stdout.trim();
    expect(path.dirname(backupPath)).toBe(backupDir());
    expect(path.basename(backupPath)).toMatch(/^portfolio-\d{8}-\d{6}\.sqlite$/);
    const stamped = path.basename(backupPath).slice("portfolio-".length, "portfolio-".length + 15);
    expect(stamped >= timestamp(new Date(before - 1000))).toBe(true);
    // One self-contained file: no temporary name, no -wal/-shm left beside it.
    expect(fs.readdirSync(backupDir())).toEqual([path.basename(backupPath)]);
    // Every contact message is in it: readable by its owner only, whatever the umask (cron's is 022).
    expect(fs.statSync(backupPath).mode & 0o777).toBe(0o600);
    expect(fs.statSync(backupDir()).mode & 0o777).toBe(0o700);

    // Every message, read from the backup alone (read-only).
    const copy = new Database(backupPath, { readonly: true, fileMustExist: true });
    try {
      const rows = copy.prepare("select name, email, message from contact_messages order by id").all();
      expect(rows).toEqual(MESSAGES);
      expect(copy.pragma("journal_mode", { simple: true })).toBe("delete");
    } finally {
      copy.close();
    }
  });

  it("the server keeps serving and writing during and after the backup", async () => {
    const during = npmBackup({ DATABASE_PATH: databasePath(), BACKUP_DIR: path.join(dir, "during") });
    const extra = { name: "Late", email: "late@example.com", message: "Sent while a backup ran" };
    expect((await call(`${app.url}/api/contact`, { json: extra })).status).toBe(200);
    expect((await during).code).toBe(0);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });

  it("restores: the backup copied over a fresh path, the app started on it lists every message", async () => {
    await app.close();
    const restored = path.join(dir, "restored", "portfolio.sqlite");
    fs.mkdirSync(path.dirname(restored), { recursive: true });
    fs.copyFileSync(backupPath, restored);
    const again = await startTestApp({ ADMIN_TOKEN: TOKEN }, { databasePath: restored });
    try {
      // The inbox functions (the CLI's and the page's) on the restored file.
      const db = new Database(restored, { readonly: true });
      try {
        expect(
          listMessages(db)
            .map((m) => m.name)
            .reverse(),
        ).toEqual(MESSAGES.map((m) => m.name));
      } finally {
        db.close();
      }
      // And the owner's page.
      const login = await fetch(`${again.url}/admin`, {
        method: "POST",
        headers: { Origin: again.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "login", token: TOKEN }),
        redirect: "manual",
      });
      const cookie = /admin_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0] ?? "";
      const html = await (await fetch(`${again.url}/admin`, { headers: { Cookie: cookie } })).text();
      expect(html).toContain(`${MESSAGES.length} messages, ${MESSAGES.length} unread`);
      for (const m of MESSAGES) expect(html).toContain(m.email);
    } finally {
      await again.close();
    }
  });
});

describe("backup failures and pruning", () => {
  it("a missing database: one clear line, exit 1, nothing written", async () => {
    const out = path.join(dir, "nothing");
    const r = await npmBackup({ DATABASE_PATH: path.join(dir, "missing.sqlite"), BACKUP_DIR: out });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(errorLines(r)).toEqual([
      `Backup failed: no database at ${path.join(dir, "missing.sqlite")} (set DATABASE_PATH, or start the server once to create it).`,
    ]);
    expect(fs.existsSync(out)).toBe(false);
  });

  it("a backup folder that cannot be written: one clear line, exit 1", async () => {
    const db = path.join(dir, "small.sqlite");
    new Database(db).exec("create table t (x)").close();
    const blocker = path.join(dir, "a-file");
    fs.writeFileSync(blocker, "not a folder");
    const r = await npmBackup({ DATABASE_PATH: db, BACKUP_DIR: path.join(blocker, "backups") });
    expect(r.code).toBe(1);
    expect(errorLines(r)[0]).toMatch(
      new RegExp(`^Backup failed: cannot write to the backup folder ${path.join(blocker, "backups")} \\(BACKUP_DIR\\): ENOTDIR`),
    );
  });

  it("bad options: usage and exit 2", async () => {
    const r = await npmBackup({ DATABASE_PATH: path.join(dir, "x.sqlite") }, "--keep", "zero");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Backup failed: --keep needs a number of backups (1 or more).");
  });

  it("--keep N deletes all but the N newest backups, and nothing else", async () => {
    const db = path.join(dir, "keep.sqlite");
    new Database(db).exec("create table t (x); insert into t values (1)").close();
    const out = path.join(dir, "keep");
    fs.mkdirSync(out);
    const old = ["portfolio-20240101-000000.sqlite", "portfolio-20250101-000000.sqlite", "portfolio-20250101-000000-2.sqlite"];
    for (const name of [...old, "notes.txt"]) fs.writeFileSync(path.join(out, name), "x");
    const r = await npmBackup({ DATABASE_PATH: db, BACKUP_DIR: out }, "--keep", "2");
    expect(r.code, r.stderr).toBe(0);
    const [made, ...deleted] = r.stdout.trim().split("\n");
    const left = fs.readdirSync(out).sort();
    expect(left).toEqual([path.basename(made), "notes.txt", "portfolio-20250101-000000-2.sqlite"].sort());
    // On stdout, not stderr: a cron job discarding stdout has output (a mail) only when it fails.
    expect(deleted).toContain(`Deleted old backup ${path.join(out, "portfolio-20240101-000000.sqlite")}`);
    expect(r.stderr).not.toContain("Deleted old backup");
    expect(pruneBackups(out, 5)).toEqual([]);
    expect(BACKUP_NAME.test("portfolio-20250101-000000-2.sqlite")).toBe(true);
  });

  it("the compiled build/backup.js (what the production image runs) works too, on a closed WAL database", async () => {
    const db = path.join(dir, "closed.sqlite");
    const handle = new Database(db);
    handle.pragma("journal_mode = WAL");
    handle.exec("create table contact_messages (id integer primary key, name text); insert into contact_messages (name) values ('Ada')");
    handle.close();
    expect(fs.existsSync(path.join(ROOT, "build", "backup.js"))).toBe(true);
    const r = await run(process.execPath, ["build/backup.js"], { DATABASE_PATH: db, BACKUP_DIR: path.join(dir, "compiled") });
    expect(r.code, r.stderr).toBe(0);
    const copy = new Database(r.stdout.trim(), { readonly: true });
    expect(copy.prepare("select name from contact_messages").all()).toEqual([{ name: "Ada" }]);
    copy.close();
    expect(fs.readdirSync(path.join(dir, "compiled"))).toEqual([path.basename(r.stdout.trim())]);
    // The stopped database is left as it was: no -wal/-shm created beside it.
    expect(fs.existsSync(`${db}-wal`) || fs.existsSync(`${db}-shm`)).toBe(false);
  });
});
