import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

type Env = Record<string, string | undefined>;
import { DotEnvError, dotEnvProblems, loadDotEnv } from "../../app/dotenv.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-dotenv-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function folder(name: string, files: Record<string, string>): string {
  const at = path.join(dir, name);
  fs.mkdirSync(at);
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(at, file), text);
  return at;
}

describe("loadDotEnv", () => {
  it("adds the file's variables, keeps those already set, and says which file it read", () => {
    const cwd = folder("basic", {
      ".env": '# a comment\n\nPORT=1234\nexport SITE_URL="https://example.com"\r\nLOG_LEVEL=debug # trailing\n',
    });
    const env: Env = { PORT: "0" };
    expect(loadDotEnv(env, cwd)).toBe(path.join(cwd, ".env"));
    expect(env).toEqual({ PORT: "0", SITE_URL: "https://example.com", LOG_LEVEL: "debug" });
  });

  it("is fine without a file", () => {
    const env: Env = {};
    expect(loadDotEnv(env, folder("empty", {}))).toBeUndefined();
    expect(env).toEqual({});
  });

  it("reads the file ENV_FILE names, none with ENV_FILE=none, and refuses a named file that is missing", () => {
    const cwd = folder("named", { ".env": "A=from-dotenv\n", "prod.env": "A=from-prod\n" });
    const named: Env = { ENV_FILE: "prod.env" };
    loadDotEnv(named, cwd);
    expect(named.A).toBe("from-prod");
    const none: Env = { ENV_FILE: "none" };
    expect(loadDotEnv(none, cwd)).toBeUndefined();
    expect(none.A).toBeUndefined();
    expect(() => loadDotEnv({ ENV_FILE: "absent.env" }, cwd)).toThrow("absent.env: cannot read it (ENOENT)");
  });

  it("refuses a malformed line by number, without repeating it and without applying anything", () => {
    const cwd = folder("broken", { ".env": "A=1\nsk-secret-pasted-alone\nB=2\n" });
    const env: Env = {};
    let error: unknown;
    try {
      loadDotEnv(env, cwd);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DotEnvError);
    expect((error as DotEnvError).problems).toEqual([
      ".env:2: not a NAME=value line (names are letters, digits and _; comments start with #)",
    ]);
    expect((error as Error).message).not.toContain("sk-secret");
    expect(env).toEqual({});
  });
});

describe("dotEnvProblems", () => {
  it("accepts quoted values over several lines", () => {
    expect(dotEnvProblems('KEY="line one\nline two\nline three"\nNEXT=1\n', ".env")).toEqual([]);
  });

  it("names every bad line", () => {
    expect(dotEnvProblems("1PORT=3000\nOK=1\nPORT 3000\n", "x.env").map((p) => p.split(":").slice(0, 2).join(":"))).toEqual([
      "x.env:1",
      "x.env:3",
    ]);
  });
});
