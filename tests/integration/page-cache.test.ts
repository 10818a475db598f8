/**
 * One render per page variant (ADR 011): the home page is rendered once per
 * variant and replayed with a fresh CSP nonce per response, gzipped without
 * recompressing; personal or non-page requests are never served from it.
 */
import http from "node:http";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { createPageCache, pageQuery, pageVariantKey } from "../../server/page-cache";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

/** Raw GET (fetch would decode gzip itself): status, headers, body bytes. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("home page render cache", () => {
  it("renders once, then replays the page with each response's own nonce", async () => {
    const first = await fetch(`${app.url}/?filter=all`);
    const firstBody = await first.text();
    expect(first.headers.get("x-page-cache")).toBeNull();
    const second = await fetch(`${app.url}/?filter=all`);
    const secondBody = await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");

    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).not.toBe("");
    expect(a).not.toBe(b);
    // Every inline script carries the response's own nonce, none the cached one.
    expect(secondBody).not.toContain(a);
    expect((secondBody.match(/<script nonce="([^"]+)"/g) ?? []).length).toBeGreaterThan(2);
    expect(new Set([...secondBody.matchAll(/<script nonce="([^"]+)"/g)].map((m) => m[1]))).toEqual(new Set([b]));
    expect(secondBody.split(b).join("N")).toBe(firstBody.split(a).join("N"));
    expect(second.headers.get("cross-origin-embedder-policy")).toBe("require-corp");
  });

  it("gzips a cached page into a valid body without recompressing it per request", async () => {
    await fetch(`${app.url}/?skill=1`);
    const res = await rawGet(`${app.url}/?skill=1`, { "Accept-Encoding": "gzip, deflate, br" });
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    const html = zlib.gunzipSync(res.body).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
    expect(html).toContain(`nonce="${nonce}"`);
  });

  it("answers a client that asks for no compression with the same bytes, French accents included", async () => {
    await fetch(`${app.url}/?lng=fr&skill=2`);
    const gzipped = await rawGet(`${app.url}/?lng=fr&skill=2`, { "Accept-Encoding": "gzip" });
    const plain = await rawGet(`${app.url}/?lng=fr&skill=2`, { "Accept-Encoding": "identity" });
    expect(plain.headers["x-page-cache"]).toBe("hit");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers["content-length"])).toBe(plain.body.length);
    const nonceIn = (res: { headers: http.IncomingHttpHeaders }) =>
      /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
    const html = plain.body.toString("utf8");
    expect(html).toContain(`nonce="${nonceIn(plain)}"`);
    expect(html).toContain("é");
    expect(html.split(nonceIn(plain)).join("N")).toBe(zlib.gunzipSync(gzipped.body).toString("utf8").split(nonceIn(gzipped)).join("N"));
  });

  it("keeps languages apart, replays the language cookie of a ?lng= variant, and answers HEAD", async () => {
    const fr = await fetch(`${app.url}/`, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    await fr.text();
    const frAgain = await fetch(`${app.url}/`, { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    const en = await fetch(`${app.url}/`, { headers: { "Accept-Language": "en-GB" } });
    expect(await frAgain.text()).toContain('<html lang="fr"');
    expect(await en.text()).toContain('<html lang="en"');

    await (await fetch(`${app.url}/?lng=fr`)).text();
    const chosen = await fetch(`${app.url}/?lng=fr`);
    expect(chosen.headers.get("x-page-cache")).toBe("hit");
    expect(chosen.headers.get("set-cookie")).toMatch(/^i18next=fr;/);
    // The same link for a visitor who already has the cookie: no cookie to set.
    const kept = await fetch(`${app.url}/?lng=fr`, { headers: { Cookie: "i18next=fr" } });
    await kept.text();
    const keptAgain = await fetch(`${app.url}/?lng=fr`, { headers: { Cookie: "i18next=fr" } });
    expect(keptAgain.headers.get("set-cookie")).toBeNull();

    const head = await fetch(`${app.url}/`, { method: "HEAD", headers: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
  });

  it("answers tracking parameters from their variant's entry, a page rendered without them (ADR 048)", async () => {
    const body = async (res: Response) => (await res.text()).split(nonceOf(res)).join("N");
    // The first visitor of a variant comes from a campaign link: the page kept for everyone carries no trace of it.
    const first = await fetch(`${app.url}/?utm_source=newsletter&lng=fr&skill=9&fbclid=IwAR0abc`);
    expect(first.headers.get("x-page-cache")).toBeNull();
    const firstBody = await body(first);
    expect(firstBody).not.toMatch(/utm_source|newsletter|fbclid|IwAR0abc/);
    expect(firstBody).toContain("skill=9");
    const plain = await fetch(`${app.url}/?lng=fr&skill=9`);
    expect(plain.headers.get("x-page-cache")).toBe("hit");
    expect(await body(plain)).toBe(firstBody);
    for (const tracked of ["utm_source=x1&utm_medium=email&utm_campaign=c", "gclid=Cj0K", "msclkid=1&unknown=2", "_ga=3&ref="]) {
      const res = await fetch(`${app.url}/?lng=fr&${tracked}&skill=9`);
      expect(res.headers.get("x-page-cache")).toBe("hit");
      expect(await body(res)).toBe(firstBody);
    }
  });

  it("never serves data requests, other paths or other methods from the cache", async () => {
    for (let i = 0; i < 2; i += 1) {
      // Single-fetch data requests (/_root.data) are not the page.
      const data = await fetch(`${app.url}/_root.data`);
      expect(data.headers.get("x-page-cache")).toBeNull();
      await data.text();
    }
    const key = (over: Partial<{ method: string; path: string; url: string; cookie: string }>) =>
      pageVariantKey(
        {
          method: over.method ?? "GET",
          path: over.path ?? "/",
          url: over.url ?? "/",
          protocol: "http",
          headers: { host: "Example.com", cookie: over.cookie, "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" },
        },
        ["terminal_session"],
      );
    expect(key({})).toBe("http|example.com|d|d|");
    expect(key({ method: "POST" })).toBeNull();
    expect(key({ path: "/api/projects", url: "/api/projects" })).toBeNull();
    expect(key({ url: "/?_data=root" })).toBeNull();
    expect(key({ cookie: "terminal_session=abc" })).toBeNull();
    expect(key({ cookie: "i18next=fr" })).toBe("http|example.com|c:fr|d|");
    expect(key({ url: "/?lng=fr", cookie: "i18next=en" })).toBe("http|example.com|q:fr:set|d|?lng=fr");
    // Only the parameters the page reads make a variant.
    expect(key({ url: "/?utm_source=a&lng=fr&fbclid=b&gclid=c&x=1", cookie: "i18next=fr" })).toBe("http|example.com|q:fr:kept|d|?lng=fr");
    expect(key({ url: "/?utm_campaign=spring" })).toBe("http|example.com|d|d|");
  });

  it("keeps the page's parameters as written, in their order, and drops the others", () => {
    expect(pageQuery("")).toBe("");
    expect(pageQuery("?")).toBe("");
    expect(pageQuery("?utm_source=a&fbclid=b")).toBe("");
    expect(pageQuery("?skill=2&utm_source=a&lng=fr&filter=open%20source&project=p1&index")).toBe(
      "?skill=2&lng=fr&filter=open%20source&project=p1&index",
    );
    // Names as the page decodes them: an encoded "lng" is still the language.
    expect(pageQuery("?%6Cng=fr&l%6Eg=en&lng%00=x&&")).toBe("?%6Cng=fr&l%6Eg=en");
    expect(pageQuery("?v=1&w=2", ["w"])).toBe("?w=2");
  });
});

describe("page cache bounds", () => {
  it("keeps at most maxEntries variants (least recently used out) and expires after its TTL", async () => {
    let clock = 0;
    let renders = 0;
    const cache = createPageCache({ maxEntries: 2, ttlMs: 1000, now: () => clock, queryParams: ["v", "slow"] });
    const server = express();
    server.use((_req, res, next) => {
      res.locals.cspNonce = `nonce${Math.random().toString(36).slice(2)}`;
      next();
    });
    server.use(cache.middleware);
    server.get("/", (req, res) => {
      renders += 1;
      const send = () => res.type("html").send(`<p nonce="${res.locals.cspNonce as string}">${String(req.query.v)}</p>`);
      // A slow render, so a burst of requests finds it under way.
      if (req.query.slow) setTimeout(send, 100);
      else send();
    });
    const listener = server.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const { port } = listener.address() as { port: number };
    const get = async (v: string) => (await fetch(`http://127.0.0.1:${port}/?v=${v}`)).text();
    try {
      await get("a");
      await get("b");
      await get("a"); // hit; a is now the most recent
      expect(renders).toBe(2);
      await get("c"); // evicts b
      expect(cache.stats().entries).toBe(2);
      await get("b");
      expect(renders).toBe(4);
      clock = 5000; // everything expired
      await get("b");
      expect(renders).toBe(5);
      expect(await get("c")).toMatch(/^<p nonce="nonce[a-z0-9]+">c<\/p>$/);

      // A burst of first visitors to one variant: one render, every answer with its own nonce.
      const before = renders;
      const burst = await Promise.all(Array.from({ length: 12 }, () => get("d&slow=1")));
      expect(renders - before).toBe(1);
      expect(cache.stats().coalesced).toBe(11);
      const nonces = burst.map((body) => /nonce="([^"]+)"/.exec(body)?.[1]);
      expect(new Set(nonces).size).toBe(12);
      for (const body of burst) expect(body).toMatch(/^<p nonce="nonce[a-z0-9]+">d<\/p>$/);
    } finally {
      listener.close();
    }
  });
});

describe("personal pages spliced into the shared page", () => {
  /** A page shaped like the real one around its splice points (the real one: tests/integration/personal-pages.test.ts). */
  const page = (nonce: string, title: string, terminal: string, boundary = true) =>
    `<!DOCTYPE html><html lang="en"><head><script nonce="${nonce}"></script></head><body>` +
    `<span class="terminal-frame-title" aria-hidden="true">${title}</span>` +
    `${boundary ? "<!--$-->" : ""}${terminal}${boundary ? "<!--/$-->" : ""}<p nonce="${nonce}">é end</p></body></html>`;
  const terminal = (lines: string, action = "/?index&amp;v=1") =>
    `<div class="term" data-testid="terminal"><div class="term-log">${lines}</div><form class="term-prompt-row" data-hidden="true" method="post" action="${action}"></form></div>`;

  const actionOf = (query: Record<string, unknown>) => `/?index&amp;v=${String(query.v)}${query.drift ? "&amp;drift=1" : ""}`;

  async function start() {
    let fullRenders = 0;
    const asked: string[] = [];
    const cache = createPageCache({
      personalCookies: ["term_session"],
      queryParams: ["index", "v", "unmarked", "drift"],
      splice: {
        renderShared: async (req, res) => {
          // As the app does: the variant's page without the personal cookie.
          const nonce = res.locals.cspNonce as string;
          const boot = terminal("boot", actionOf(req.query));
          const body = req.query.unmarked ? page(nonce, "fresh", boot, false) : page(nonce, "fresh", boot);
          return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
        },
        terminal: async (cookie, lang, formAction) => {
          asked.push(`${lang} ${formAction}`);
          const drift = formAction.includes("drift");
          if (cookie === null) return { title: "fresh", markup: terminal(drift ? "other" : "boot", formAction.replace(/&/g, "&amp;")) };
          return { title: "mine <~>", markup: terminal(`session of ${cookie}`, formAction.replace(/&/g, "&amp;")) };
        },
      },
    });
    const server = express();
    server.use((_req, res, next) => {
      res.locals.cspNonce = `nonce${Math.random().toString(36).slice(2)}`;
      next();
    });
    server.use(cache.middleware);
    server.get("/", (req, res) => {
      fullRenders += 1;
      res.type("html").send(page(res.locals.cspNonce as string, "full", terminal("rendered in full", actionOf(req.query))));
    });
    const listener = server.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const { port } = listener.address() as { port: number };
    return { cache, listener, url: `http://127.0.0.1:${port}`, renders: () => fullRenders, asked };
  }

  it("answers a personal request with the shared page and the session's terminal, gzipped or not", async () => {
    const { cache, listener, url, renders, asked } = await start();
    try {
      for (const encoding of ["identity", "gzip"]) {
        const res = await rawGet(`${url}/?v=1`, { cookie: "term_session=abc", "accept-encoding": encoding });
        expect(res.headers["x-page-cache"]).toBe("splice");
        expect(res.headers["cache-control"]).toBe("private, no-store");
        const body = (encoding === "gzip" ? zlib.gunzipSync(res.body) : res.body).toString("utf8");
        const nonce = /nonce="([^"]+)"/.exec(body)?.[1] ?? "";
        expect(nonce).toMatch(/^nonce/);
        expect(body).toBe(page(nonce, "mine &lt;~&gt;", terminal("session of term_session=abc")));
      }
      expect(renders()).toBe(0);
      // Where the page's form posts (and its language) come from the shared page.
      expect(asked).toContain("en /?index&v=1");
      expect(cache.stats().spliced).toBe(2);
    } finally {
      listener.close();
    }
  });

  it("renders in full when a splice point is missing or the terminal alone is not the page's", async () => {
    const { cache, listener, url, renders } = await start();
    try {
      const unmarked = await fetch(`${url}/?v=2&unmarked=1`, { headers: { cookie: "term_session=abc" } });
      expect(unmarked.headers.get("x-page-cache")).toBeNull();
      expect(await unmarked.text()).toContain("rendered in full");
      const drift = await fetch(`${url}/?v=3&drift=1`, { headers: { cookie: "term_session=abc" } });
      expect(drift.headers.get("x-page-cache")).toBeNull();
      expect(await drift.text()).toContain("rendered in full");
      expect(renders()).toBe(2);
      expect(cache.stats()).toMatchObject({ spliced: 0, spliceFallbacks: 2 });
    } finally {
      listener.close();
    }
  });
});
