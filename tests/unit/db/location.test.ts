import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "~/env.server";
import { databaseUrlPath } from "../../../db/location";

describe("DATABASE_URL", () => {
  it("reads file: URLs, relative or absolute", () => {
    expect(databaseUrlPath("file:./data/site.sqlite")).toEqual({ path: "./data/site.sqlite" });
    expect(databaseUrlPath("file:/srv/data/site.sqlite")).toEqual({ path: "/srv/data/site.sqlite" });
    expect(databaseUrlPath("file:///litefs/my%20site.sqlite")).toEqual({ path: "/litefs/my site.sqlite" });
  });

  it("names what is wrong with other URLs", () => {
    expect(databaseUrlPath("libsql://site-owner.turso.io")).toEqual({
      problem:
        'libsql: URLs (a libSQL server or Turso) need the libSQL driver, which this build does not include; use a file: URL (see docs/scaling.md, "libSQL / Turso")',
    });
    expect(databaseUrlPath("postgres://localhost/site")).toEqual({ problem: "must be a file: URL, e.g. file:./data/portfolio.sqlite" });
    expect(databaseUrlPath("file://host/site.sqlite")).toEqual({
      problem: "file://host/site.sqlite names a host: use file:./relative/path or file:///absolute/path",
    });
    expect(databaseUrlPath("file:./site.sqlite?mode=ro")).toEqual({
      problem: "query options are not supported in file:./site.sqlite?mode=ro: write the file path only",
    });
  });

  it("sets the database file at start, over DATABASE_PATH, or stops the start with the reason", () => {
    const env = parseEnv({ DATABASE_URL: "file:./tmp/from-url.sqlite", DATABASE_PATH: "./ignored.sqlite" });
    expect(env.DATABASE_PATH).toBe(path.resolve("./tmp/from-url.sqlite"));
    expect(parseEnv({}).RATE_LIMIT_STORE).toBe("memory");
    expect(parseEnv({ RATE_LIMIT_STORE: "sqlite" }).RATE_LIMIT_STORE).toBe("sqlite");
    expect(() => parseEnv({ DATABASE_URL: "libsql://x.turso.io" })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_URL: "libsql://x.turso.io" })).toThrow(/DATABASE_URL: libsql: URLs/);
    expect(() => parseEnv({ RATE_LIMIT_STORE: "redis" })).toThrow(/RATE_LIMIT_STORE: must be memory or sqlite \(got "redis"\)/);
  });
});
