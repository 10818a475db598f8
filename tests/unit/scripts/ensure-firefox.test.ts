/**
 * scripts/ensure-firefox.sh, the part that never installs: FIREFOX_PATH names the browser when it
 * is an executable file, and a wrong one fails with a message instead of falling back.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../helpers/server-process";

const ensure = (firefoxPath: string) =>
  spawnSync("bash", [path.join(ROOT, "scripts/ensure-firefox.sh")], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", FIREFOX_PATH: firefoxPath },
  });

describe("scripts/ensure-firefox.sh", () => {
  it("prints FIREFOX_PATH when it is an executable file", () => {
    const result = ensure(process.execPath);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(process.execPath);
  });

  it("fails and says why when FIREFOX_PATH is not one", () => {
    const result = ensure(path.join(ROOT, "no-such-firefox"));
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("FIREFOX_PATH");
    expect(result.stderr).toContain("not an executable file");
  });
});
