/**
 * The bytes a first visit of the home page costs before it can paint and hydrate, measured on a running
 * production server: deterministic (no browser, no timing), so both a test and `npm run bench` read them.
 * - first-visit JS: the scripts the document names (its modulepreload links and inline `import`s), gzip;
 * - home HTML: the document of one language (`/?lng=`), gzip;
 * - critical CSS: the render-blocking stylesheets (`<link rel="stylesheet">` in the document), gzip.
 */
import zlib from "node:zlib";

/** The byte budgets (gzip), read by tests/integration/page-budgets.test.ts and bench/run.ts. */
export const BYTE_BUDGETS = {
  /** The document's modulepreload set: 102.7 KB when set (116.3 KB before ADR 061; bare Remix + React ~84 KB). */
  firstVisitJs: 110 * 1024,
  /** Each language's home page, sample content: 18.8 / 19.8 KB (en / fr) when set (28.4 / 29.4 KB before). */
  homeHtml: 20 * 1024,
  /** 8.6 KB when set (2026-11-28): a little room, not a second stylesheet's worth. */
  criticalCss: 10 * 1024,
  /**
   * Everything a first visit fetches until the network is idle (the terminal's UI chunk too): the bench's row and
   * tests/integration/first-paint.test.ts. 117.3 KB when set (2026-11-28; 130.9 KB before ADR 061).
   */
  firstVisitJsUntilIdle: 120 * 1024,
} as const;

export interface Resource {
  path: string;
  raw: number;
  gzip: number;
}

export interface Weight {
  total: { raw: number; gzip: number };
  /** Biggest first. */
  files: Resource[];
}

/** gzip at the level the server's compression uses (zlib's default). */
export const gzipBytes = (body: Buffer | string) => zlib.gzipSync(body).length;

async function resource(base: string, href: string): Promise<Resource> {
  const url = new URL(href, base);
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url.pathname}: HTTP ${res.status}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { path: url.pathname, raw: body.length, gzip: gzipBytes(body) };
}

async function weigh(base: string, hrefs: Iterable<string>): Promise<Weight> {
  const files = await Promise.all([...new Set(hrefs)].map((href) => resource(base, href)));
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: "raw" | "gzip") => files.reduce((n, f) => n + f[key], 0);
  return { total: { raw: sum("raw"), gzip: sum("gzip") }, files };
}

/** The home document in one language, as a browser asks for it (identity: gzip is computed here). */
export async function homeHtml(base: string, lng: string): Promise<{ html: string; raw: number; gzip: number }> {
  const res = await fetch(new URL(`/?lng=${encodeURIComponent(lng)}`, base), { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`/?lng=${lng}: HTTP ${res.status}`);
  const html = await res.text();
  return { html, raw: Buffer.byteLength(html), gzip: gzipBytes(html) };
}

/** Scripts the document loads before hydration: modulepreload links and the inline module's imports. */
export function documentScripts(html: string): string[] {
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map((m) => /href="([^"]+)"/.exec(m[0])?.[1]);
  const imports = [...html.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*["'](\/build\/[^"']+\.js)["']/g)].map((m) => m[1]);
  return [...preloads, ...imports].filter((href): href is string => Boolean(href));
}

/** Render-blocking stylesheets: `<link rel="stylesheet">` outside `<noscript>` (a media="print" one does not block). */
export function blockingStylesheets(html: string): string[] {
  const outsideNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  return [...outsideNoscript.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/media="print"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
}

export const firstVisitJs = (base: string, html: string) => weigh(base, documentScripts(html));
export const criticalCss = (base: string, html: string) => weigh(base, blockingStylesheets(html));

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** "a 80.7 KB, b 14.9 KB, …": the biggest contributors, for a failure message or a bench note. */
export function biggest(weight: Weight, count = 8): string {
  return weight.files
    .slice(0, count)
    .map((f) => `${f.path} ${kb(f.gzip)}`)
    .join(", ");
}
