/**
 * The terminal at first paint (ADR 012): the server's HTML already holds the
 * terminal's first screen — the boot banner, in the page's language — inside
 * the terminal's log, so the hero's largest paint does not wait for scripts.
 * And the first visit's budgets that the build output decides (ADR 022).
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerArt } from "../../app/terminal/engine/banner";
import { testContent } from "../helpers/content";
import { BYTE_BUDGETS } from "../../bench/page-weight";

import { startTestApp, type TestApp } from "../helpers/app";

const { profile } = testContent();

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("terminal first screen in the HTML", () => {
  for (const lng of ["en", "fr"] as const) {
    it(`renders the banner inside the terminal's log (${lng})`, async () => {
      const html = await (await fetch(`${app.url}/?lng=${lng}`)).text();
      const log = html.indexOf('data-testid="terminal-output"');
      expect(log).toBeGreaterThan(0);
      const after = html.slice(log, log + 4000);
      // In a <pre> hidden from screen readers (its rows without the spaces that end them).
      expect(after).toContain('<pre class="term-tone-banner" aria-hidden="true">');
      for (const row of bannerArt(profile.handle, testContent().terminal.bannerArt)) expect(after).toContain(escapeHtml(row.trimEnd()));
      expect(after).toContain(escapeHtml(`AI Interface v2.1 · ${profile.name} · ${profile.title[lng]}`));
    });
  }

  it("blocks the first render on one stylesheet only (the page's, all sections inlined at build)", async () => {
    const html = await (await fetch(`${app.url}/?lng=en`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const sheets = [...head.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets).toHaveLength(1);
    const css = await (await fetch(`${app.url}${sheets[0]}`)).text();
    // The rules of the header, the terminal and the last section are all in it; no @import left.
    for (const selector of [".site-header", ".term-screen", ".contact"]) expect(css).toContain(selector);
    expect(css).not.toContain("@import");
  });
});

/**
 * The JavaScript of a first visit to the home page, from the build output: the
 * modules the document loads (modulepreload links, the inline entry's imports)
 * plus the lazy chunks React imports while hydrating without any interaction,
 * with everything they import statically. Each file counts gzipped (level 9, as
 * the bench measures). Lazy chunks that wait for the visitor (the sections under
 * the hero and framer-motion, games, emulators, modals) are not in it.
 */
const KB = 1024;
/** Until the network is idle: the bench's row reads the same number (bench/page-weight.ts). */
const FIRST_VISIT_BUDGET = BYTE_BUDGETS.firstVisitJsUntilIdle;
const DOCUMENT_BUDGET = 150 * KB;
/**
 * Lazy chunks imported at hydration, by the module name esbuild gives them: the
 * terminal's UI (rendered by the hero) and the small shell of the sections that
 * decides when to fetch them. The terminal engine is not listed: it is fetched
 * only when the visitor turns to the terminal (ADR 014).
 */
const HYDRATION_CHUNKS = ["TerminalWithPrograms", "BelowTheFold"];
/** Must never be part of a first visit (ADR 006, ADR 022). */
const DEFERRED_CHUNKS = ["BelowTheFoldContent"];
/**
 * The other lazy chunks a first visit's code can import: each waits for the visitor
 * (a command, a click, a scroll). A new lazy import must be added here or above.
 */
const ON_INTERACTION_CHUNKS = [
  ...DEFERRED_CHUNKS,
  "engine",
  "MobileMenu",
  "ContactWizard",
  "ImageModal",
  "SnakeGame",
  "HangmanGame",
  "BrickBreakerGame",
  "WordleGame",
  "DosPlayer",
  "GbaPlayer",
  "Editor",
];

const PUBLIC_DIR = path.resolve(__dirname, "../../public");
const buildFile = (url: string) => path.join(PUBLIC_DIR, url);
const staticImports = (code: string) => [...code.matchAll(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)].map((m) => m[1]);
const dynamicImports = (code: string) => [...code.matchAll(/import\(\s*"(\/build\/[^"]+\.js)"\s*\)/g)].map((m) => m[1]);
const chunkName = (url: string) => /\/([A-Za-z0-9_$]+)-[A-Z0-9]{8}\.js$/.exec(url)?.[1] ?? null;

/** The files `roots` load, following static imports (what the browser fetches before running them). */
function withStaticImports(roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(fs.readFileSync(buildFile(url), "utf8")));
  }
  return seen;
}

const gzipBytes = (urls: Iterable<string>) => {
  let total = 0;
  for (const url of urls) total += zlib.gzipSync(fs.readFileSync(buildFile(url)), { level: 9 }).length;
  return total;
};

describe("JavaScript of a first visit (build output)", () => {
  async function firstVisit() {
    const html = await (await fetch(`${app.url}/?lng=en`)).text();
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const entryScript = [...html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
    const document = withStaticImports([...preloads, ...staticImports(entryScript), ...dynamicImports(entryScript)]);
    const lazy = new Set<string>();
    let frontier = [...document];
    while (frontier.length > 0) {
      const found = frontier
        .flatMap((url) => dynamicImports(fs.readFileSync(buildFile(url), "utf8")))
        .filter((url) => HYDRATION_CHUNKS.includes(chunkName(url) ?? "") && !lazy.has(url));
      for (const url of withStaticImports(found)) if (!document.has(url)) lazy.add(url);
      frontier = found;
    }
    return { document, lazy, all: new Set([...document, ...lazy]) };
  }

  it("finds the document's modules and each lazy chunk imported at hydration", async () => {
    const { document, lazy } = await firstVisit();
    expect(document.size).toBeGreaterThan(3);
    const names = [...lazy].map(chunkName);
    for (const name of HYDRATION_CHUNKS) expect(names).toContain(name);
  });

  it("knows every lazy chunk its code can import: at hydration, or when the visitor asks", async () => {
    const { all } = await firstVisit();
    const names = new Set([...all].flatMap((url) => dynamicImports(fs.readFileSync(buildFile(url), "utf8")).map(chunkName)));
    for (const name of names) expect([...HYDRATION_CHUNKS, ...ON_INTERACTION_CHUNKS], String(name)).toContain(name);
  });

  it(`stays within ${FIRST_VISIT_BUDGET / KB} KB gzip in total, the document's part within ${DOCUMENT_BUDGET / KB} KB`, async () => {
    const { document, all } = await firstVisit();
    expect(gzipBytes(document)).toBeLessThanOrEqual(DOCUMENT_BUDGET);
    expect(gzipBytes(all)).toBeLessThanOrEqual(FIRST_VISIT_BUDGET);
  });

  it("carries neither the sections under the hero nor framer-motion", async () => {
    const { all } = await firstVisit();
    for (const url of all) {
      expect(DEFERRED_CHUNKS).not.toContain(chunkName(url));
      // A string of framer-motion's core (its optimised-appear attribute), in whichever chunk holds it.
      expect(fs.readFileSync(buildFile(url), "utf8"), url).not.toContain("framerAppearId");
    }
  });
});
