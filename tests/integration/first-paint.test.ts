/**
 * The terminal at first paint (issue 12): the server's HTML already holds the
 * terminal's first screen — the boot banner, in the page's language — inside
 * the terminal's log, so the hero's largest paint does not wait for scripts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerArt } from "../../app/terminal/engine/banner";
import { profile } from "../../app/content/profile";
import { startTestApp, type TestApp } from "../helpers/app";

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
      expect(after).toContain("term-tone-banner");
      for (const row of bannerArt()) expect(after).toContain(escapeHtml(row));
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
