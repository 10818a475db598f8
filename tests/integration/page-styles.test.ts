/**
 * The page's one stylesheet, as served: the terminal's scrollbars in its colours, the
 * forced-colours repairs and the print layout are in it (their effect is checked in a
 * browser by tests/e2e/forced-colors.spec.ts and tests/e2e/print.spec.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";

let app: TestApp;
let css = "";

beforeAll(async () => {
  app = await startTestApp();
  const html = await (await fetch(`${app.url}/?lng=en`)).text();
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) css += await (await fetch(new URL(href, app.url))).text();
});
afterAll(async () => {
  await app?.close();
});

/** The declarations of every rule whose selector list names `selector` exactly. */
function declarationsOf(selector: string): string {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((rule) => rule[1].split(",").some((s) => s.trim() === selector))
    .map((rule) => rule[2])
    .join(";");
}

describe("the page's stylesheet", () => {
  it("gives every scroller of the terminal thin scrollbars in the terminal's colours", () => {
    expect(declarationsOf(".term")).toMatch(/scrollbar-color:\s*var\(--term-border[^;}]*\)\s+var\(--term-background/);
    for (const scroller of [".term-screen", ".term-overlay-body", ".term-editor-text"])
      expect(declarationsOf(scroller), scroller).toMatch(/scrollbar-width:\s*thin/);
  });

  it("has forced-colours and print rules", () => {
    expect(css).toMatch(/@media\s*\(forced-colors:\s*active\)/);
    expect(css).toMatch(/@media\s+print/);
  });
});
