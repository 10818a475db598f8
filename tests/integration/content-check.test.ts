/** `npm run content:check` as a real child process, and the app refusing to start on broken content. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/env.server";
import { startServer } from "../../server/app";
import { content as broken, EXPECTED_PROBLEMS } from "../fixtures/content/broken";

const ROOT = path.resolve(__dirname, "../..");
const BROKEN = path.join(ROOT, "tests/fixtures/content/broken.ts");

function runCheck(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/content-check.ts", ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-content-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run content:check", () => {
  it("prints the counts and exits 0 on the shipped content", async () => {
    const result = await runCheck([]);
    expect(result).toEqual({ code: 0, stdout: "Content OK: 4 projects, 29 skills, 28 files\n", stderr: "" });
  });

  it("prints each problem on its own line and exits 1 on a broken module (argument or CONTENT_MODULE)", async () => {
    const expected = [...EXPECTED_PROBLEMS, "6 problems in the content module: fix them and run npm run content:check again.", ""].join(
      "\n",
    );
    const byArgument = await runCheck(["--module", BROKEN]);
    expect(byArgument).toEqual({ code: 1, stdout: "", stderr: expected });
    const byEnv = await runCheck([], { CONTENT_MODULE: BROKEN });
    expect(byEnv).toEqual({ code: 1, stdout: "", stderr: expected });
  });

  it("says which file it cannot load", async () => {
    const result = await runCheck(["--module", path.join(dir, "missing.ts")]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Cannot load the content module .*missing\.ts: /);
  });
});

describe("start with broken content", () => {
  it("refuses to start and lists the same problems, before opening the database", async () => {
    const databasePath = path.join(dir, "never.sqlite");
    const env = parseEnv({ NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "silent", DATABASE_PATH: databasePath });
    const start = startServer({ env, content: broken, backgroundJobs: false });
    await expect(start).rejects.toThrow(`Invalid content module (app/content/):\n${EXPECTED_PROBLEMS.map((p) => `  - ${p}`).join("\n")}`);
    expect(fs.existsSync(databasePath)).toBe(false);
  });
});
