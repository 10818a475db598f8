/** The real start path: `node build/server.js` (the compiled server `npm start` runs) as a child process. */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT, spawnServerProcess } from "../helpers/server-process";

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const server = spawnServerProcess(env);
  children.push(server.child);
  return server;
}

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-start-"));
  dirs.push(dir);
  return dir;
}

describe("server start", () => {
  it("refuses a bad configuration with a readable list and exit code 1", async () => {
    const server = startServer({
      PORT: "not-a-port",
      TRUST_PROXY: "yes",
      ADMIN_TOKEN: "changemechangeme",
      DATABASE_PATH: path.join(tempDir(), "db.sqlite"),
    });
    const code = await server.exited;
    expect(code).toBe(1);
    expect(server.output()).toContain("Invalid configuration:");
    expect(server.output()).toMatch(/- PORT: .*"not-a-port"/);
    expect(server.output()).toMatch(/- TRUST_PROXY: /);
    expect(server.output()).toContain(
      '- ADMIN_TOKEN: must use at least 8 different characters; generate one with: openssl rand -hex 32 (got "***")',
    );
    expect(server.output()).not.toContain("changemechangeme");
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("creates the database folder on first start and shuts down gracefully on SIGTERM", async () => {
    const dbFile = path.join(tempDir(), "fresh", "site.sqlite");
    const server = startServer({ DATABASE_PATH: dbFile });
    const url = await server.listening;
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(fs.existsSync(dbFile)).toBe(true);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
    // WAL checkpointed (TRUNCATE) and the handle closed: the -wal file is empty or gone.
    const wal = `${dbFile}-wal`;
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0).toBe(true);
    const db = new Database(dbFile, { readonly: true });
    expect((db.prepare("select count(*) as n from projects").get() as { n: number }).n).toBeGreaterThan(0);
    db.close();
  });

  it("runs compiled JavaScript in production: the image's CMD loads no TypeScript loader", () => {
    expect(fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")).toMatch(/^CMD \["node", "build\/server\.js"\]$/m);
    const compiled = fs.readFileSync(path.join(ROOT, "build", "server.js"), "utf8");
    // Plain JavaScript with the app's own modules inlined; packages are imported at run time.
    expect(compiled).not.toMatch(/from "tsx|import "tsx/);
    expect(compiled).toContain("listening on");
  });
});
