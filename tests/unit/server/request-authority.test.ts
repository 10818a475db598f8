import { describe, expect, it } from "vitest";
import { requestAuthority } from "../../../server/remix-http";

const req = (headers: Record<string, string>) => ({ headers, socket: { localAddress: "127.0.0.1", localPort: 3000 } }) as never;

describe("requestAuthority", () => {
  it("takes Host as sent, lower-cased, port included", () => {
    expect(requestAuthority(req({ host: "Example.COM:8080" }))).toBe("example.com:8080");
    expect(requestAuthority(req({ host: "portfolio_web:3000" }))).toBe("portfolio_web:3000");
    expect(requestAuthority(req({ host: "[::1]:3000" }))).toBe("[::1]:3000");
  });
  it("ignores X-Forwarded-Host when no proxy is trusted", () => {
    expect(requestAuthority(req({ host: "site.example", "x-forwarded-host": "evil.example:666" }))).toBe("site.example");
  });
  it("falls back to SITE_URL's host, else the reached address, for a missing or malformed Host", () => {
    expect(requestAuthority(req({}), "owner.example")).toBe("owner.example");
    expect(requestAuthority(req({}))).toBe("127.0.0.1:3000");
    expect(requestAuthority(req({ host: "evil.example/x?y" }))).toBe("127.0.0.1:3000");
    expect(requestAuthority(req({ host: "a b" }))).toBe("127.0.0.1:3000");
  });
});
