/**
 * The VPS layout of docs/deployment.md replayed under a temporary root with a real service user
 * (created by the guide's own `adduser` line, deleted afterwards): the data folder's ownership,
 * the nightly backup of deploy/portfolio-backup.cron run as cron would run it, and the restore of
 * docs/operations.md, after which the service can still write its database. Needs root (adduser,
 * runuser) and no existing `portfolio` user: skipped otherwise. The service itself is a small
 * writer standing in for the server (the same SQLite, the unit's umask), so no build of the site
 * is started; the backup is the compiled build/backup.js the cron line runs.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
const USER = "portfolio";
/** Where a command is (runuser is in /usr/sbin, outside cron's PATH), or "". */
const which = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" }).stdout.trim();
const has = (command: string) => which(command) !== "";
const userExists = spawnSync("getent", ["passwd", USER]).status === 0;
const canRun = process.getuid?.() === 0 && has("adduser") && has("runuser") && !userExists;

/** The ```sh block after the marker naming this test in a guide. */
const replayed = (doc: string) =>
  /<!-- replayed by tests\/integration\/vps-layout\.test\.ts -->\n```sh\n([\s\S]*?)```/.exec(read(doc))?.[1] ?? "";
/** One command per unindented line (an indented line continues a quoted argument), comments dropped. */
const commandsOf = (block: string) =>
  block
    .split(/\n(?=\S)/)
    .map((c) => c.replace(/\s+#[^'\n]*$/gm, "").trim())
    .filter(Boolean);

const setup = commandsOf(replayed("docs/deployment.md"));
const restore = commandsOf(replayed("docs/operations.md"));
const unit = /```ini\n([\s\S]*?)```/.exec(read("docs/deployment.md"))?.[1] ?? "";
const unitSetting = (key: string) => new RegExp(`^${key}=(.*)$`, "m").exec(unit)?.[1] ?? "";
const cronFile = read("deploy/portfolio-backup.cron");
const cronPath = /^PATH=(.*)$/m.exec(cronFile)?.[1] ?? "";
const [, cronUser, cronCommand] = /^(?:\S+\s+){5}(\S+)\s+(.*)$/m.exec(cronFile.replace(/^(#.*|\w+=.*)$/gm, "")) ?? [];

let tmp: string;
let srv: string;
/** A documented path, moved under the temporary root. */
const here = (text: string) => text.replaceAll("/srv/portfolio", srv);
const app = () => path.join(srv, "app");
const data = () => path.join(app(), "data");

function sh(
  command: string,
  options: { as?: string; cwd?: string; env?: Record<string, string | undefined> } = {},
): SpawnSyncReturns<string> {
  const argv = options.as ? [which("runuser"), "-u", options.as, "--", "sh", "-ec", command] : ["sh", "-ec", command];
  return spawnSync(argv[0], argv.slice(1), {
    cwd: options.cwd ?? app(),
    env: (options.env ?? process.env) as NodeJS.ProcessEnv,
    encoding: "utf8",
  });
}
const ok = (r: SpawnSyncReturns<string>) => expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);

/** The service: writes one contact message the way the server would, as its user, with the unit's umask. */
const WRITER = `
const Database = require(${JSON.stringify(path.join(ROOT, "node_modules", "better-sqlite3"))});
const db = new Database("data/portfolio.sqlite");
db.pragma("journal_mode = WAL");
db.exec("create table if not exists contact_messages (id integer primary key, name text)");
db.prepare("insert into contact_messages (name) values (?)").run(process.argv[1]);
db.close();`;
const serviceWrites = (name: string) =>
  sh(`umask ${unitSetting("UMask")}; exec node -e '${WRITER}' ${JSON.stringify(name)}`, { as: unitSetting("User") });
const names = () =>
  sh(
    `node -e 'const D = require(${JSON.stringify(path.join(ROOT, "node_modules", "better-sqlite3"))}); ` +
      `console.log(new D("data/portfolio.sqlite", { readonly: true }).prepare("select name from contact_messages order by id").pluck().all().join(","))'`,
    { as: USER }, // as the service: root would leave root-owned -wal/-shm files beside it
  ).stdout.trim();
const owner = (file: string) => fs.statSync(file).uid;
const mode = (file: string) => fs.statSync(file).mode & 0o777;
let uid = -1;

beforeAll(() => {
  if (!canRun) return;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vps-layout-"));
  fs.chmodSync(tmp, 0o755);
  srv = path.join(tmp, "srv", "portfolio");
  fs.mkdirSync(path.dirname(srv));
});
afterAll(() => {
  if (!canRun) return;
  spawnSync("userdel", [USER]);
  spawnSync("groupdel", [USER]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.skipIf(!canRun)("the VPS layout of docs/deployment.md, under a temporary root", () => {
  it("the guide's setup makes a service user that owns data/ alone; the code and .env stay root's", () => {
    const run = (prefix: string) => setup.filter((c) => c.startsWith(prefix));
    expect(run("adduser")).toHaveLength(1);
    ok(sh(here(run("adduser")[0]), { cwd: tmp }));
    uid = Number(spawnSync("id", ["-u", USER], { encoding: "utf8" }).stdout);
    // What `git clone` and `npm ci && npm run build` leave, as root: this checkout's build and modules.
    fs.mkdirSync(app());
    fs.symlinkSync(path.join(ROOT, "build"), path.join(app(), "build"));
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(app(), "node_modules"));
    fs.writeFileSync(path.join(app(), ".env"), "# settings\n");
    for (const command of [...run("chown"), ...run("chmod"), ...run("install")]) ok(sh(here(command)));

    expect([owner(data()), mode(data())]).toEqual([uid, 0o700]);
    expect([owner(path.join(app(), ".env")), mode(path.join(app(), ".env"))]).toEqual([0, 0o640]);
    expect(unitSetting("User")).toBe(USER);
    expect(here(unitSetting("WorkingDirectory"))).toBe(app());
    ok(serviceWrites("Ada"));
    expect(owner(path.join(data(), "portfolio.sqlite"))).toBe(uid);
  });

  it("the cron line runs as that user in the app's folder: a backup only it can read, and no output", () => {
    expect(cronUser).toBe(unitSetting("User"));
    expect(/^cd (\S+) /.exec(cronCommand)?.[1]).toBe(unitSetting("WorkingDirectory"));
    expect(cronCommand).not.toMatch(/--silent|2>\s*\/dev\/null|2>&1/);
    // As cron runs it: its PATH, the user's HOME, from /.
    const cronEnv = { PATH: cronPath, HOME: srv, LOGNAME: USER, SHELL: "/bin/sh" };
    const run = sh(here(cronCommand), { as: cronUser, cwd: "/", env: cronEnv });
    ok(run);
    expect(run.stdout + run.stderr).toBe(""); // nothing for cron to mail
    const backups = path.join(data(), "backups");
    const [backup] = fs.readdirSync(backups);
    expect(backup).toMatch(/^portfolio-\d{8}-\d{6}\.sqlite$/);
    expect([owner(path.join(backups, backup)), mode(path.join(backups, backup))]).toEqual([uid, 0o600]);
    expect([owner(backups), mode(backups)]).toEqual([uid, 0o700]);
  });

  it("a failing nightly backup prints its reason, which cron mails", () => {
    fs.renameSync(path.join(data(), "portfolio.sqlite"), path.join(data(), "away.sqlite"));
    try {
      const run = sh(here(cronCommand), { as: cronUser, cwd: "/", env: { PATH: cronPath, HOME: srv } });
      expect(run.stdout + run.stderr).toMatch(/^Backup failed: no database at /m);
    } finally {
      fs.renameSync(path.join(data(), "away.sqlite"), path.join(data(), "portfolio.sqlite"));
    }
  });

  it("the restore of docs/operations.md, run by root, leaves a database the service can write", () => {
    ok(serviceWrites("Grace")); // after the backup: the restore takes it away
    const [backup] = fs.readdirSync(path.join(data(), "backups"));
    const steps = restore.filter((c) => !c.startsWith("systemctl")); // the service here is not a unit
    expect(steps.some((c) => c.startsWith(`runuser -u ${USER}`))).toBe(true);
    ok(sh(here(steps.join("\n")).replace(/portfolio-20261123-030000\.sqlite/g, backup), { cwd: "/" }));

    const live = path.join(data(), "portfolio.sqlite");
    expect(owner(live)).toBe(uid);
    const write = serviceWrites("Linus");
    expect(write.stderr).not.toMatch(/readonly database/);
    ok(write);
    expect(names()).toBe("Ada,Linus");
    expect(fs.existsSync(path.join(data(), "portfolio.sqlite.before-restore"))).toBe(true);
    expect(fs.existsSync(path.join(data(), "portfolio.sqlite.restoring"))).toBe(false);
  });

  it("(why) a backup copied in by root instead is a database the service cannot write", () => {
    const [backup] = fs.readdirSync(path.join(data(), "backups"));
    // The previous guide's steps 2-4, as root.
    ok(
      sh(
        `mv data/portfolio.sqlite data/portfolio.sqlite.old; rm -f data/portfolio.sqlite-wal data/portfolio.sqlite-shm; ` +
          `cp data/backups/${backup} data/portfolio.sqlite`,
      ),
    );
    // Root's copy of a 0600 backup cannot even be opened; of an older, world-readable one, not written.
    expect(serviceWrites("Linus").stderr).toMatch(/attempt to write a readonly database|unable to open database file/);
  });
});
