/** `npm start` (node build/server.js) reads .env from its working directory, as docker compose does. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { ROOT, spawnServerProcess, stopServerProcess, type ServerProcess } from "../helpers/server-process";
import { rawTestContent, writeContentFolder } from "../helpers/content";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-dotenv-"));
const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServerProcess(server)));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The production server started from `cwd` with the default env file (ENV_FILE empty = unset). */
function startIn(cwd: string, env: Record<string, string> = {}): ServerProcess {
  const server = spawnServerProcess({ ENV_FILE: "", ...env }, { args: [path.join(ROOT, "build", "server.js")], cwd });
  running.push(server);
  return server;
}

describe("npm start and .env", () => {
  it("takes CONTENT_DIR and DATABASE_PATH from .env in its working directory; the environment wins over the file", async () => {
    const cwd = path.join(dir, "site");
    writeContentFolder(path.join(cwd, "my-content"), rawTestContent());
    fs.writeFileSync(path.join(cwd, "my-content", "media", "only-in-my-content.txt"), "mine");
    fs.writeFileSync(
      path.join(cwd, ".env"),
      // PORT=1 would fail to listen: the PORT=0 of the environment must win.
      "# the owner's settings\nPORT=1\nCONTENT_DIR=my-content\nDATABASE_PATH=./data/site.sqlite\n",
    );
    const server = startIn(cwd);
    const url = await server.listening;
    expect(new URL(url).port).not.toBe("1");
    expect(fs.existsSync(path.join(cwd, "data", "site.sqlite"))).toBe(true);
    const media = await fetch(`${url}/media/only-in-my-content.txt`);
    expect(media.status).toBe(200);
    expect(await media.text()).toBe("mine");
  });

  it("stops with the file's line number (exit 1, no stack trace) on a malformed line", async () => {
    const cwd = path.join(dir, "broken");
    fs.mkdirSync(cwd);
    fs.writeFileSync(path.join(cwd, ".env"), "PORT=0\nthis line has no equals sign\n");
    const server = startIn(cwd, { DATABASE_PATH: path.join(cwd, "db.sqlite") });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(".env:2: not a NAME=value line");
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(cwd, "db.sqlite"))).toBe(false);
  });

  it("starts with .env.example copied as .env", async () => {
    const cwd = path.join(dir, "example");
    fs.mkdirSync(cwd);
    fs.copyFileSync(path.join(ROOT, ".env.example"), path.join(cwd, ".env"));
    const server = startIn(cwd);
    const url = await server.listening;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(fs.existsSync(path.join(cwd, "data", "portfolio.sqlite"))).toBe(true);
  });
});
