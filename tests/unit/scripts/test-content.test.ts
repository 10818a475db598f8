/**
 * `npm run test:content` (scripts/test-content.sh) runs its two halves, the content and server checks
 * then the browser checks, even when the first fails, reports both and fails if either did. The real
 * script runs in a copy of the repository's layout with `node` and `npx` replaced by recorders that
 * pass or fail on demand (the halves themselves are the suite's own tests, run elsewhere).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const SCRIPT = path.resolve("scripts/test-content.sh");
const roots: string[] = [];

/** Runs the script with `node` (the content check), `npx vitest` and `npx playwright` exiting as told. */
function runTestContent(fail: { check?: boolean; vitest?: boolean; playwright?: boolean }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "test-content-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "scripts"));
  fs.mkdirSync(path.join(root, "tests/unit"), { recursive: true });
  fs.copyFileSync(SCRIPT, path.join(root, "scripts/test-content.sh"));
  const bin = path.join(root, "bin");
  fs.mkdirSync(bin);
  const log = path.join(root, "calls.log");
  const recorder = (name: string, failing: string) =>
    `#!/bin/sh\necho "${name} $*" >> "${log}"\ncase "$*" in ${failing || "__never__"}) exit 1;; esac\nexit 0\n`;
  const failingNpx = [fail.vitest ? "vitest*" : "", fail.playwright ? "playwright*" : ""].filter(Boolean).join("|");
  fs.writeFileSync(path.join(bin, "npx"), recorder("npx", failingNpx), { mode: 0o755 });
  fs.writeFileSync(path.join(bin, "node"), recorder("node", fail.check ? "*content-check*" : ""), { mode: 0o755 });
  const result = spawnSync("bash", [path.join(root, "scripts/test-content.sh"), "some-content"], {
    env: { PATH: `${bin}:/usr/bin:/bin`, CHROMIUM_PATH: "/usr/bin/chromium", HOME: root, NODE_ENV: "test" },
    encoding: "utf8",
  });
  const calls = fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "";
  return { status: result.status, output: result.stdout + result.stderr, calls };
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe("npm run test:content", () => {
  it("passes when both halves pass", () => {
    const run = runTestContent({});
    expect(run.status).toBe(0);
    expect(run.output).toContain("content and server checks passed, browser checks passed");
  });

  it("still runs the browser half when the content check fails, and fails", () => {
    const run = runTestContent({ check: true });
    expect(run.calls).toMatch(/npx playwright test/);
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("content and server checks FAILED, browser checks passed");
  });

  it("still runs the browser half when the server tests fail, and fails", () => {
    const run = runTestContent({ vitest: true });
    expect(run.calls).toMatch(/npx playwright test/);
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("content and server checks FAILED, browser checks passed");
  });

  it("fails when only the browser half fails, saying so", () => {
    const run = runTestContent({ playwright: true });
    expect(run.status).not.toBe(0);
    expect(run.output).toContain("content and server checks passed, browser checks FAILED");
  });
});
