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
});
