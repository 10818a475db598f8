/**
 * The systemd unit of docs/deployment.md: systemd's own parser accepts it, it runs what
 * `npm start` runs, and it may write where the app writes by default.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { envSchema } from "../../../app/env.server";
import { DEFAULT_BACKUP_DIR } from "../../../scripts/backup";

const ROOT = path.resolve(__dirname, "../../..");
const doc = fs.readFileSync(path.join(ROOT, "docs", "deployment.md"), "utf8");
const unit = /```ini\n([\s\S]*?)```/.exec(doc)?.[1] ?? "";
const settings = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, "gm"))].map((m) => m[1]);
const hasSystemd = spawnSync("systemd-analyze", ["--version"]).status === 0;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-unit-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the systemd unit in docs/deployment.md", () => {
  it.skipIf(!hasSystemd)("passes systemd-analyze verify without a warning", () => {
    const file = path.join(dir, "portfolio.service");
    // This machine's node, wherever it is installed: verify checks that the command exists.
    fs.writeFileSync(file, unit.replace(/^ExecStart=\S+/m, `ExecStart=${process.execPath}`));
    const result = spawnSync("systemd-analyze", ["verify", file], { encoding: "utf8" });
    expect(result.stderr.trim()).toBe("");
    expect(result.status).toBe(0);
  });

  it("starts what npm start starts, in production", () => {
    const start = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string;
    const [, env, command] = /^(\w+=\S+) node (.+)$/.exec(start) ?? [];
    expect(settings("Environment")).toContain(env);
    expect(settings("ExecStart")).toEqual([`/usr/bin/node ${command}`]);
  });

  it("lets the app write its default database and backups, and nothing else of the system", () => {
    const [workdir] = settings("WorkingDirectory");
    const writable = settings("ReadWritePaths").flatMap((v) => v.split(/\s+/));
    expect(settings("ProtectSystem")).toEqual(["strict"]);
    const defaults = envSchema.parse({});
    for (const file of [defaults.DATABASE_PATH, path.posix.join(DEFAULT_BACKUP_DIR, "portfolio-x.sqlite")]) {
      const at = path.posix.resolve(workdir, file);
      expect(writable.some((w) => at.startsWith(`${w}/`))).toBe(true);
    }
  });
});
