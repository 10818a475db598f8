/**
 * The first visit's byte budgets (bench/page-weight.ts BYTE_BUDGETS, the same numbers `npm run bench` reports
 * against): the JavaScript the document loads (its modulepreload set), the home HTML in every language and the
 * render-blocking CSS, gzip, on the production build and the sample content. Bytes, not timings: the same build
 * gives the same answer on any machine. A failure names the biggest contributors.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BYTE_BUDGETS, biggest, criticalCss, firstVisitJs, gzipBytes as gzipOf, homeHtml, kb, type Weight } from "../../bench/page-weight";
import { startTestApp, type TestApp } from "../helpers/app";
import { sampleContent } from "../helpers/content";

const content = sampleContent();
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { content });
});
afterAll(async () => {
  await app?.close();
});

const within = (weight: Weight, budget: number, what: string) =>
  expect(
    weight.total.gzip,
    `${what}: ${kb(weight.total.gzip)} gzip, budget ${kb(budget)}; biggest: ${biggest(weight)}`,
  ).toBeLessThanOrEqual(budget);

describe("first-visit bytes of the home page (gzip, sample content)", () => {
  it(`loads at most ${kb(BYTE_BUDGETS.firstVisitJs)} of JavaScript before hydrating (the document's modulepreload set)`, async () => {
    const { html } = await homeHtml(app.url, content.profile.languages[0]);
    const js = await firstVisitJs(app.url, html);
    expect(js.files.length).toBeGreaterThan(3);
    within(js, BYTE_BUDGETS.firstVisitJs, "first-visit JS");
  });

  it.each(content.profile.languages)(`sends at most ${kb(BYTE_BUDGETS.homeHtml)} of HTML in %s`, async (lng) => {
    const page = await homeHtml(app.url, lng);
    const head = page.html.indexOf("</head>");
    const data = page.html.indexOf("streamController.enqueue");
    // The contributors: the head, the markup, the loader data (the page's parts, each gzipped alone).
    const parts: Weight = {
      total: { raw: page.raw, gzip: page.gzip },
      files: [
        ["<head>", page.html.slice(0, head)],
        ["markup", page.html.slice(head, data)],
        ["loader data", page.html.slice(data)],
      ].map(([path, text]) => ({ path, raw: Buffer.byteLength(text), gzip: gzipOf(text) })),
    };
    within(parts, BYTE_BUDGETS.homeHtml, `home HTML (${lng})`);
  });

  it(`blocks the first render on at most ${kb(BYTE_BUDGETS.criticalCss)} of CSS`, async () => {
    const { html } = await homeHtml(app.url, content.profile.languages[0]);
    const css = await criticalCss(app.url, html);
    expect(css.files.length).toBeGreaterThan(0);
    within(css, BYTE_BUDGETS.criticalCss, "critical CSS");
  });
});
