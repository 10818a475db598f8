/**
 * No cache or SEO poisoning through request headers: the page's absolute URLs
 * (canonical, Open Graph, sitemap, robots, llms.txt) come from SITE_URL, else
 * from the host the client addressed, X-Forwarded-Host only from a proxy
 * TRUST_PROXY trusts; the home page cache keeps one copy per host, so a forged
 * host never reaches a clean visitor. Plus the request-line oddities: HTTP/1.0
 * without Host, absolute-form targets.
 */
import net from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { rawRequest } from "../helpers/raw-http";
import { REFUSAL_LOG_LIMIT } from "../../server/request-guards";

const EVIL = "evil.example";
const FORGED = { "X-Forwarded-Host": `${EVIL}:6666`, "X-Forwarded-Port": "6666" };
const CRAWL_FILES = ["/sitemap.xml", "/robots.txt", "/llms.txt"];

/** One raw request written on a socket as is (HTTP/1.0 without Host, absolute-form targets). */
function rawLine(baseUrl: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer")));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    socket.on("error", reject);
    socket.write(text);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("TRUST_PROXY=0, no SITE_URL: X-Forwarded-* are ignored", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ LOG_LEVEL: "warn" });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("never puts a forwarded host or port in the page, nor in the next clean visitor's copy", async () => {
    const forged = await (await fetch(`${app.url}/`, { headers: FORGED })).text();
    expect(forged).not.toContain(EVIL);
    expect(forged).not.toContain(":6666");
    expect(canonicalOf(forged)).toBe(`${app.url}/`);
    const clean = await fetch(`${app.url}/`);
    expect(clean.headers.get("x-page-cache")).toBe("hit");
    const cleanHtml = await clean.text();
    expect(cleanHtml).not.toContain(EVIL);
    expect(canonicalOf(cleanHtml)).toBe(`${app.url}/`);
  });

  it("keeps the crawl files on the addressed host", async () => {
    for (const path of CRAWL_FILES) {
      const body = await (await fetch(`${app.url}${path}`, { headers: FORGED })).text();
      expect(body, path).not.toContain(EVIL);
      expect(body, path).not.toContain(":6666");
    }
  });

  it("answers HTTP/1.0 without Host with the address it was reached on, never 'undefined'", async () => {
    const answer = await rawLine(app.url, "GET /?lng=en HTTP/1.0\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(answer).not.toContain("undefined");
    expect(canonicalOf(answer)).toBe(`${app.url}/?lng=en`);
    const robots = await rawLine(app.url, "GET /robots.txt HTTP/1.0\r\n\r\n");
    expect(robots).toMatch(/^HTTP\/1\.[01] 200 /);
    expect(robots).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it("refuses an absolute-form target with a 400 and one short log line, and rate-limits a flood of them", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const answer = await rawLine(app.url, `GET http://${EVIL}/ HTTP/1.1\r\nHost: ${EVIL}\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/at .*\.(ts|js):\d+/); // no stack trace
    const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("[http] 400"));
    expect(lines).toHaveLength(1);
    expect(lines[0].length).toBeLessThan(300);
    // A flood: never more lines than the limit per window.
    warn.mockClear();
    for (let i = 0; i < REFUSAL_LOG_LIMIT.lines * 2; i += 1)
      expect((await rawRequest(app.url, { method: "GET", path: "/%FF" })).status).toBe(400);
    const flood = warn.mock.calls.filter((call) => String(call[0]).includes("[http] 400"));
    expect(flood.length).toBeLessThanOrEqual(REFUSAL_LOG_LIMIT.lines);
  });

  it("refuses a form post whose Origin has the right host but another scheme or port", async () => {
    const { host } = new URL(app.url);
    const port = Number(new URL(app.url).port);
    for (const origin of [`https://${host}`, `http://127.0.0.1:${port + 1}`]) {
      const res = await fetch(`${app.url}/?index`, {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=terminal&line=help",
      });
      expect(res.status, origin).toBe(403);
    }
  });
});

describe("TRUST_PROXY=1, no SITE_URL: the forwarded host counts and is part of the cache key", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("serves each host its own render", async () => {
    const proxied = await (
      await fetch(`${app.url}/`, { headers: { "X-Forwarded-Host": "site.example", "X-Forwarded-Proto": "https" } })
    ).text();
    expect(canonicalOf(proxied)).toBe("https://site.example/");
    const forged = await (await fetch(`${app.url}/`, { headers: { "X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https" } })).text();
    expect(canonicalOf(forged)).toBe(`https://${EVIL}/`);
    const again = await fetch(`${app.url}/`, { headers: { "X-Forwarded-Host": "site.example", "X-Forwarded-Proto": "https" } });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).not.toContain(EVIL);
    const direct = await (await fetch(`${app.url}/`)).text();
    expect(direct).not.toContain(EVIL);
    expect(canonicalOf(direct)).toBe(`${app.url}/`);
  });
});

describe("SITE_URL set: no header reaches a URL", () => {
  let app: TestApp;
  const SITE = "https://owner.example";
  beforeAll(async () => {
    app = await startTestApp({ SITE_URL: SITE, TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("builds the page and crawl files from SITE_URL whatever the headers", async () => {
    const html = await (await fetch(`${app.url}/`, { headers: FORGED })).text();
    expect(html).not.toContain(EVIL);
    expect(canonicalOf(html)).toBe(`${SITE}/`);
    for (const path of CRAWL_FILES) expect(await (await fetch(`${app.url}${path}`, { headers: FORGED })).text(), path).not.toContain(EVIL);
  });
});

describe("JSON-only API against cross-site forms", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses a cross-site form POST to /api/generate-key with a JSON 403, and mints no key", async () => {
    const forms: Array<Record<string, string>> = [
      { Origin: `http://${EVIL}`, "Content-Type": "application/x-www-form-urlencoded" },
      { Origin: `http://${EVIL}`, "Content-Type": "text/plain" },
      { Origin: "null", "Content-Type": "multipart/form-data; boundary=x" },
      { "Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded" },
    ];
    for (const headers of forms) {
      const res = await fetch(`${app.url}/api/generate-key`, { method: "POST", headers, body: "a=b" });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = (await res.json()) as { success: boolean; key?: string };
      expect(body.success).toBe(false);
      expect(body.key).toBeUndefined();
    }
  });

  it("still serves the site's own JSON posts and header-less clients", async () => {
    const own = await fetch(`${app.url}/api/generate-key`, {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { key?: string }).key).toBeTruthy();
    const curl = await fetch(`${app.url}/api/generate-key`, { method: "POST" });
    expect(curl.status).toBe(200);
  });
});
