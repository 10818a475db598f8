/**
 * Security headers as a test. A fresh CSP nonce on every HTML
 * response (the one on the page's scripts), no 'unsafe-eval' on the page,
 * cross-origin isolation on pages, API answers and files, and on an https site
 * in production: HSTS and only `Secure` cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
const directive = (csp: string, name: string) => new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1] ?? "";
/** Every <script> of the page: the inline ones must carry the nonce. */
const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe("security headers on a plain-http site", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("gives every HTML response its own nonce, the one on each of its script tags", async () => {
    const seen = new Set<string>();
    // Sequential and parallel requests, both languages, and the 404 page.
    const paths = ["/", "/", "/?lng=fr", "/?index", "/no-such-page"];
    const answers = [
      ...(await Promise.all(paths.map((p) => fetch(`${app.url}${p}`)))),
      await fetch(`${app.url}/`),
      await fetch(`${app.url}/`),
    ];
    for (const res of answers) {
      expect(res.headers.get("content-type")).toContain("text/html");
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = nonceOf(csp);
      expect(nonce, res.url).toBeTruthy();
      // At least 128 bits of randomness (base64: 22+ characters).
      expect(nonce!.replace(/=+$/, "").length).toBeGreaterThanOrEqual(22);
      seen.add(nonce!);
      const html = await res.text();
      const tags = scriptTags(html);
      expect(tags.length, res.url).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, res.url).toContain(`nonce="${nonce}"`);
      // The nonce is never sent to the page in any other place an attacker could read it back from markup.
      expect(html.split(nonce!).length - 1, res.url).toBe(tags.length);
    }
    expect(seen.size).toBe(answers.length);
  });

  it("allows no eval and no inline script on the page", async () => {
    const res = await fetch(`${app.url}/`);
    await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("'unsafe-eval'");
    const scriptSrc = directive(csp, "script-src");
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("*");
    expect(scriptSrc).not.toMatch(/(?:^|\s)(?:https?:|data:|blob:)(?:\s|$)/);
    expect(directive(csp, "script-src-attr")).toBe("'none'");
    expect(directive(csp, "object-src")).toBe("'none'");
    expect(directive(csp, "frame-ancestors")).toBe("'self'");
  });

  it("sends COOP, COEP and CORP on the page, on API answers and on files", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const answers = await Promise.all([
      fetch(`${app.url}/`),
      fetch(`${app.url}/api/projects`),
      fetch(`${app.url}/api/nope`, { method: "POST" }),
      fetch(`${app.url}${asset}`),
      fetch(`${app.url}/favicon.svg`),
      fetch(`${app.url}/healthz`),
    ]);
    for (const res of answers) {
      await res.arrayBuffer();
      expect(res.headers.get("cross-origin-opener-policy"), res.url).toBe("same-origin");
      expect(res.headers.get("cross-origin-embedder-policy"), res.url).toBe("require-corp");
      expect(res.headers.get("cross-origin-resource-policy"), res.url).toBe("same-origin");
      expect(res.headers.get("x-content-type-options"), res.url).toBe("nosniff");
      expect(res.headers.get("x-powered-by"), res.url).toBeNull();
    }
  });

  it("sends no HSTS and no upgrade-insecure-requests over plain http", async () => {
    const res = await fetch(`${app.url}/`);
    await res.text();
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });
});

describe("security headers on an https site in production (SITE_URL=https://...)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: "production", SITE_URL: "https://portfolio.example.com" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("sends HSTS (at least 180 days, subdomains) and upgrade-insecure-requests", async () => {
    for (const path of ["/", "/api/projects", "/healthz"]) {
      const res = await fetch(`${app.url}${path}`);
      await res.arrayBuffer();
      const hsts = res.headers.get("strict-transport-security") ?? "";
      expect(hsts, path).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(180 * 24 * 3600);
      expect(hsts, path).toContain("includeSubDomains");
    }
    const page = await fetch(`${app.url}/`);
    await page.text();
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("marks every cookie it sets Secure (the i18next language cookie too)", async () => {
    const answers = await Promise.all([
      fetch(`${app.url}/?lng=fr`),
      fetch(`${app.url}/?lng=en`, { headers: { Cookie: "i18next=fr" } }),
      fetch(`${app.url}/api/generate-key`, { method: "POST", headers: { "Content-Type": "application/json" } }),
    ]);
    const cookies = [];
    for (const res of answers) {
      await res.arrayBuffer();
      cookies.push(...res.headers.getSetCookie());
    }
    // The language switch sets the i18next cookie: there is at least that one to check.
    expect(cookies.some((c) => c.startsWith("i18next="))).toBe(true);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure(?:;|$)/i);
  });
});
