import { describe, expect, it } from "vitest";
import {
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  SESSION_TTL_MS,
  originAllowed,
  tokenMatches,
  AdminAuth,
} from "../../../app/admin/auth.server";

const auth = new AdminAuth();

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const requestWith = (cookie: string, url = "http://127.0.0.1:3000/admin") => new Request(url, { headers: { Cookie: cookie } });

describe("admin token comparison", () => {
  it("matches only the exact token, whatever the lengths", () => {
    expect(tokenMatches("a-long-enough-token", "a-long-enough-token")).toBe(true);
    expect(tokenMatches("a-long-enough-toke", "a-long-enough-token")).toBe(false);
    expect(tokenMatches("", "a-long-enough-token")).toBe(false);
    expect(tokenMatches("x".repeat(10_000), "a-long-enough-token")).toBe(false);
  });
});

describe("admin sessions", () => {
  it("a created session is signed in until it expires or ends; Secure only over https", () => {
    const now = 1_000_000;
    const setCookie = auth.createSession(new Request("http://127.0.0.1/admin"), undefined, now);
    expect(setCookie).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; Max-Age=14400; Path=\/admin; HttpOnly; SameSite=Strict$/);
    const request = requestWith(cookieOf(setCookie));
    expect(auth.isSignedIn(request, now + SESSION_TTL_MS - 1)).toBe(true);
    expect(auth.isSignedIn(request, now + SESSION_TTL_MS)).toBe(false);
    expect(auth.isSignedIn(request, now)).toBe(false); // expired sessions are forgotten

    const again = requestWith(cookieOf(auth.createSession(new Request("http://127.0.0.1/admin"), undefined)));
    expect(auth.isSignedIn(again)).toBe(true);
    expect(auth.endSession(again, undefined)).toMatch(/^admin_session=; Max-Age=0;/);
    expect(auth.isSignedIn(again)).toBe(false);

    expect(auth.createSession(new Request("https://example.com/admin"), undefined)).toContain("; Secure");
    expect(auth.createSession(new Request("http://127.0.0.1/admin"), "https://example.com")).toContain("; Secure");
  });

  it("ignores malformed or unknown ids", () => {
    expect(auth.isSignedIn(requestWith("admin_session=short"))).toBe(false);
    expect(auth.isSignedIn(requestWith(`admin_session=${"B".repeat(43)}`))).toBe(false);
    expect(auth.isSignedIn(new Request("http://127.0.0.1/admin"))).toBe(false);
  });
});

describe("wrong-token counter", () => {
  it(`allows ${LOGIN_MAX_FAILURES} wrong tries per window, then waits for the window's end`, () => {
    const client = `unit-${Math.random()}`;
    const t0 = 5_000_000;
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect(auth.loginRetryAfter(client, t0 + i)).toBe(0);
      auth.recordLoginFailure(client, t0 + i);
    }
    expect(auth.loginRetryAfter(client, t0 + 10)).toBe(Math.ceil((LOGIN_WINDOW_MS - 10) / 1000));
    expect(auth.loginRetryAfter(client, t0 + LOGIN_WINDOW_MS)).toBe(0);
    // A new window starts with the next failure.
    auth.recordLoginFailure(client, t0 + LOGIN_WINDOW_MS);
    expect(auth.loginRetryAfter(client, t0 + LOGIN_WINDOW_MS + 1)).toBe(0);
    auth.clearLoginFailures(client);
  });
});

describe("origin check", () => {
  const none = { origin: null, referer: null };
  const site = "https://site.example";
  it("accepts the request's own origin by Origin or Referer", () => {
    expect(originAllowed({ ...none, origin: "https://site.example" }, site)).toBe(true);
    expect(originAllowed({ ...none, origin: "https://SITE.example:443" }, site)).toBe(true);
    expect(originAllowed({ ...none, referer: "https://site.example/admin?x=1" }, site)).toBe(true);
    expect(originAllowed({ ...none, origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000")).toBe(true);
  });
  it("compares the scheme and the port, not only the host", () => {
    expect(originAllowed({ ...none, origin: "http://site.example" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "https://site.example:8443" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "http://127.0.0.1:3001" }, "http://127.0.0.1:3000")).toBe(false);
  });
  it("takes SITE_URL's origin only for the host it names (https ended by an untrusted proxy)", () => {
    expect(originAllowed({ ...none, origin: "https://site.example" }, "http://site.example", site)).toBe(true);
    expect(originAllowed({ ...none, origin: "https://site.example" }, "http://other.example", site)).toBe(false);
  });
  it("refuses another host, a look-alike, null, garbage or no header at all", () => {
    expect(originAllowed({ ...none, origin: "https://evil.example" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "https://site.example.evil.example" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "null" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "::::" }, site)).toBe(false);
    expect(originAllowed({ ...none, origin: "javascript:alert(1)" }, site)).toBe(false);
    expect(originAllowed(none, site)).toBe(false);
    // Origin wins over a matching Referer.
    expect(originAllowed({ origin: "https://evil.example", referer: "https://site.example/" }, site)).toBe(false);
  });
});
