import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe("health", () => {
  it("answers 200 when SQLite answers", async () => {
    const res = await fetch(`${app.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
});

describe("security headers", () => {
  it("sends a strict CSP with a fresh nonce per request and cross-origin isolation", async () => {
    const [a, b] = await Promise.all([fetch(`${app.url}/`), fetch(`${app.url}/`)]);
    const cspA = a.headers.get("content-security-policy") ?? "";
    const cspB = b.headers.get("content-security-policy") ?? "";
    const nonceA = /'nonce-([^']+)'/.exec(cspA)?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(cspB)?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceB).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);

    const scriptSrc = /script-src ([^;]+)/.exec(cspA)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(cspA).toContain("object-src 'none'");
    expect(cspA).toContain("base-uri 'self'");
    expect(cspA).toContain("frame-ancestors 'self'");
    expect(cspA).toMatch(/connect-src [^;]*https:/);
    expect(cspA).not.toContain("upgrade-insecure-requests");
    expect(cspA).not.toContain("ws:"); // the live-reload socket is allowed in development only

    expect(a.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(a.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
    expect(a.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(a.headers.get("permissions-policy")).toContain("camera=()");
    expect(a.headers.get("x-powered-by")).toBeNull();

    // The nonce in the header is the one on the page's inline scripts.
    const html = await a.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([nonceA]));
    await b.text();
  });

  it("caches fingerprinted build files for a year and other public files for an hour", async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = /href="(\/build\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const built = await fetch(`${app.url}${asset}`);
    expect(built.status).toBe(200);
    expect(built.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const plain = await fetch(`${app.url}/favicon.svg`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("API error answers are JSON", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    for (const method of ["GET", "POST"]) {
      const res = await fetch(`${app.url}/api/does-not-exist`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ success: false, message: "Unknown API endpoint." });
    }
  });

  it("answers a body over the limit with a JSON 413 before reading it", async () => {
    const res = await fetch(`${app.url}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(70 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "Request body too large." });
  });
});

describe("language detection on the server", () => {
  const htmlLang = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];

  it("renders French for ?lng=fr, in the first byte, and remembers it in the cookie", async () => {
    const res = await fetch(`${app.url}/?lng=fr`);
    const html = await res.text();
    expect(htmlLang(html)).toBe("fr");
    expect(html).toContain("Voir les projets");
    expect(res.headers.get("set-cookie")).toContain("i18next=fr");
  });

  it("lets the cookie beat Accept-Language", async () => {
    const res = await fetch(`${app.url}/`, { headers: { Cookie: "i18next=en", "Accept-Language": "fr-FR,fr;q=0.9" } });
    const html = await res.text();
    expect(htmlLang(html)).toBe("en");
    expect(html).toContain("View projects");
  });

  it("picks the first supported language of the visitor's list, and sets no cookie for a guess", async () => {
    const res = await fetch(`${app.url}/`, { headers: { "Accept-Language": "de-DE,fr-FR;q=0.9,en;q=0.8" } });
    expect(htmlLang(await res.text())).toBe("fr");
    expect(res.headers.get("set-cookie") ?? "").not.toContain("i18next=");
    const byQuality = await fetch(`${app.url}/`, { headers: { "Accept-Language": "en;q=0.5, es, fr;q=0.8" } });
    expect(htmlLang(await byQuality.text())).toBe("fr");
    const english = await fetch(`${app.url}/`, { headers: { "Accept-Language": "it, en-GB;q=0.7, fr;q=0" } });
    expect(htmlLang(await english.text())).toBe("en");
    expect(english.headers.get("set-cookie") ?? "").not.toContain("i18next=");
  });

  it("uses Accept-Language without a cookie, and English for anything unsupported", async () => {
    const fr = await (await fetch(`${app.url}/`, { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } })).text();
    expect(htmlLang(fr)).toBe("fr");
    const de = await (await fetch(`${app.url}/`, { headers: { "Accept-Language": "de-DE" } })).text();
    expect(htmlLang(de)).toBe("en");
  });

  it("lets the query beat the cookie", async () => {
    const html = await (await fetch(`${app.url}/?lng=fr`, { headers: { Cookie: "i18next=en" } })).text();
    expect(htmlLang(html)).toBe("fr");
  });
});
