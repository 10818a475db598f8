import { randomBytes } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";

describe("environment", () => {
  it("runs on embedded defaults with no variables at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATABASE_PATH).toBe(path.resolve("./data/portfolio.sqlite"));
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.RESEND_API_KEY).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.LOG_LEVEL).toBe("info");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({ OPENAI_API_KEY: "", SITE_URL: "", CONTACT_TO_EMAIL: " " });
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.SITE_URL).toBeUndefined();
    expect(env.CONTACT_TO_EMAIL).toBeUndefined();
  });

  it("lists every bad variable in one readable error", () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: "eighty",
        TRUST_PROXY: "true",
        OPENAI_BASE_URL: "ftp://x",
        LOG_LEVEL: "loud",
        CONTACT_TO_EMAIL: "nope",
        ADMIN_TOKEN: "short",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.map((p) => p.split(":")[0]).sort();
    expect(problems).toEqual(["ADMIN_TOKEN", "CONTACT_TO_EMAIL", "LOG_LEVEL", "OPENAI_BASE_URL", "PORT", "TRUST_PROXY"]);
    expect((error as EnvError).message).toMatch(/^Invalid configuration:\n {2}- /);
    // Secrets are never echoed back.
    expect((error as EnvError).message).not.toContain("short");
  });

  it("accepts a hop count for TRUST_PROXY and named senders", () => {
    const env = parseEnv({
      TRUST_PROXY: "1",
      CONTACT_FROM_EMAIL: "Portfolio <noreply@example.com>",
      OPENAI_BASE_URL: "http://127.0.0.1:11434/v1",
    });
    expect(env.TRUST_PROXY).toBe(1);
    expect(env.CONTACT_FROM_EMAIL).toBe("Portfolio <noreply@example.com>");
  });

  describe("ADMIN_TOKEN strength", () => {
    function adminTokenProblems(token: string): string[] {
      try {
        parseEnv({ ADMIN_TOKEN: token });
        return [];
      } catch (error) {
        if (!(error instanceof EnvError)) throw error;
        expect(error.message).not.toContain(token); // the secret is never echoed back
        return error.problems;
      }
    }

    it("accepts tokens from the documented generators, every time", () => {
      // 100 fresh ones of each: a random token fails these rules far less than once in 10^15 tries.
      for (let i = 0; i < 100; i++) {
        for (const token of [
          randomBytes(32).toString("hex"), // openssl rand -hex 32
          randomBytes(32).toString("base64"), // openssl rand -base64 32
          randomBytes(24).toString("base64url"), // .env.example's node one-liner
        ]) {
          expect(adminTokenProblems(token), token).toEqual([]);
        }
      }
    });

    it("refuses a token with fewer than 8 different characters, in the start-up list", () => {
      for (const token of ["aaaaaaaaaaaaaaaaaaaaaaaa", "abababababababab", "changemechangeme", "passwordpassword", "k3Q9k3Q9zx7kzx7k"]) {
        expect(adminTokenProblems(token), token).toEqual([
          `ADMIN_TOKEN: must use at least 8 different characters; generate one with: openssl rand -hex 32 (got "***")`,
        ]);
      }
      expect(adminTokenProblems("k3Q9k3Q9zx7Wzx7W")).toEqual([]); // exactly 8
    });

    it("refuses one character repeated 8 times in a row", () => {
      expect(adminTokenProblems("Tr0ub4dor-00000000")).toEqual([
        `ADMIN_TOKEN: must not repeat one character more than 7 times in a row; generate one with: openssl rand -hex 32 (got "***")`,
      ]);
      expect(adminTokenProblems("Tr0ub4dor-0000000")).toEqual([]); // 7 in a row
    });

    it("still refuses fewer than 16 characters, with one line per variable", () => {
      expect(adminTokenProblems("k3Q9zx7W-short")).toEqual([
        `ADMIN_TOKEN: must be at least 16 characters; generate one with: openssl rand -hex 32 (got "***")`,
      ]);
    });
  });
});
