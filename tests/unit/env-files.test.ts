import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SECRET_VARIABLES, resolveSecretFiles } from "~/env-files.server";
import { EnvError, parseEnv } from "~/env.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-files-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  throw new Error("parseEnv accepted the configuration");
}

describe("secrets from files (<NAME>_FILE)", () => {
  it("covers every secret variable of the schema", () => {
    expect([...SECRET_VARIABLES].sort()).toEqual(["ADMIN_TOKEN", "OPENAI_API_KEY", "RESEND_API_KEY"]);
  });

  it("reads each secret from its file, trimmed (the trailing newline of `echo key > file`)", () => {
    const env = parseEnv({
      OPENAI_API_KEY_FILE: secretFile("openai", "sk-from-file\n"),
      RESEND_API_KEY_FILE: secretFile("resend", "  re_from_file \r\n"),
      ADMIN_TOKEN_FILE: secretFile("admin", "\tadmin-token-0123456789\n\n"),
    });
    expect(env.OPENAI_API_KEY).toBe("sk-from-file");
    expect(env.RESEND_API_KEY).toBe("re_from_file");
    expect(env.ADMIN_TOKEN).toBe("admin-token-0123456789");
  });

  it("uses the plain variable when no file is named, and treats empty values as unset", () => {
    expect(parseEnv({ OPENAI_API_KEY: "sk-plain", OPENAI_API_KEY_FILE: "" }).OPENAI_API_KEY).toBe("sk-plain");
    // .env.example ships `OPENAI_API_KEY=` empty: a *_FILE beside it is not "both set".
    expect(parseEnv({ OPENAI_API_KEY: "", OPENAI_API_KEY_FILE: secretFile("o2", "sk-2") }).OPENAI_API_KEY).toBe("sk-2");
    expect(parseEnv({}).OPENAI_API_KEY).toBeUndefined();
  });

  it("refuses both <NAME> and <NAME>_FILE with a clear message", () => {
    const file = secretFile("both", "sk-file-secret");
    const error = envError({ OPENAI_API_KEY: "sk-env-secret", OPENAI_API_KEY_FILE: file });
    expect(error.problems).toEqual(["OPENAI_API_KEY and OPENAI_API_KEY_FILE are both set: keep only one"]);
    expect(error.message).not.toMatch(/sk-env-secret|sk-file-secret/);
  });

  it("a missing file names the variable and the path", () => {
    const missing = path.join(dir, "nope", "admin_token");
    const error = envError({ ADMIN_TOKEN_FILE: missing });
    expect(error.problems).toEqual([`ADMIN_TOKEN_FILE: cannot read ${missing} (ENOENT)`]);
    expect(error.message).toMatch(/^Invalid configuration:\n {2}- ADMIN_TOKEN_FILE: /);
  });

  it("an unreadable, empty, oversized or non-regular file is a start error, never showing the content", () => {
    const unreadable = secretFile("unreadable", "sk-hidden-content");
    fs.chmodSync(unreadable, 0o000);
    const readable = (() => {
      try {
        fs.readFileSync(unreadable);
        return true; // root ignores file modes
      } catch {
        return false;
      }
    })();
    if (!readable) {
      expect(resolveSecretFiles({ OPENAI_API_KEY_FILE: unreadable }).problems).toEqual([
        `OPENAI_API_KEY_FILE: cannot read ${unreadable} (EACCES)`,
      ]);
    }
    const empty = secretFile("empty", " \n");
    const big = secretFile("big", "x".repeat(64 * 1024 + 1));
    const { problems } = resolveSecretFiles({ OPENAI_API_KEY_FILE: empty, RESEND_API_KEY_FILE: big, ADMIN_TOKEN_FILE: dir });
    expect(problems).toEqual([
      `OPENAI_API_KEY_FILE: ${empty} is empty`,
      `RESEND_API_KEY_FILE: ${big} is larger than 65536 bytes`,
      `ADMIN_TOKEN_FILE: ${dir} is not a regular file`,
    ]);
    // A device that never ends is refused without reading it.
    expect(resolveSecretFiles({ ADMIN_TOKEN_FILE: "/dev/zero" }).problems).toEqual(["ADMIN_TOKEN_FILE: /dev/zero is not a regular file"]);
  });

  it("a secret from a file is validated like the plain variable, and masked in the error", () => {
    const error = envError({ ADMIN_TOKEN_FILE: secretFile("short", "tooshort\n"), PORT: "eighty" });
    expect(error.problems.map((p) => p.split(":")[0]).sort()).toEqual(["ADMIN_TOKEN", "PORT"]);
    expect(error.message).not.toContain("tooshort");
  });

  it("leaves variables that are not secrets alone (no DATABASE_PATH_FILE)", () => {
    const env = parseEnv({ DATABASE_PATH_FILE: secretFile("db", "/elsewhere.sqlite") });
    expect(env.DATABASE_PATH).toBe(path.resolve("./data/portfolio.sqlite"));
  });
});

describe("startup with a bad secret file", () => {
  it("stops with exit code 1 and a message naming the variable and path", { timeout: 60_000 }, async () => {
    const missing = path.join(dir, "absent_openai_key");
    const root = path.resolve(__dirname, "../..");
    const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        ENV_FILE: "none",
        HOST: "127.0.0.1",
        PORT: "0",
        OPENAI_API_KEY_FILE: missing,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const code = await new Promise<number | null>((resolve) => {
      const collect = (c: Buffer) => {
        output += c.toString();
        // A server that ignored the file would start: stop it, the assertions below fail.
        if (output.includes("listening on")) child.kill("SIGTERM");
      };
      child.stdout.on("data", collect);
      child.stderr.on("data", collect);
      child.once("exit", resolve);
    });
    expect(code, output).toBe(1);
    expect(output).toContain(`Invalid configuration:\n  - OPENAI_API_KEY_FILE: cannot read ${missing} (ENOENT)`);
    expect(output).not.toMatch(/listening on|\n\s+at /);
  });
});
