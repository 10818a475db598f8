/**
 * The 404 page: any address no route answers gets a terminal's answer to `cd` into that path, in the
 * visitor's language, with the way home as a command; status 404, kept out of search engines, and
 * readable as text (w3m, when installed).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrompt } from "~/terminal/catalog";
import { notFoundPrompt } from "~/sections/not-found/NotFound";
import { resources } from "~/i18n/resources";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";
import { htmlText } from "../helpers/html-text";

const { profile } = testContent();
const prompt = formatPrompt("guest", profile.handle, "~");

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A paragraph of the page by its test id, as text. */
const byTestId = (html: string, id: string) =>
  htmlText(html.match(new RegExp(`<(p|a)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`))?.[2] ?? "");

const EXPECTED = {
  en: { error: (path: string) => `cd: ${path}: No such file or directory`, title: "Page not found", home: "Back to the home page" },
  fr: {
    error: (path: string) => `cd\u00a0: ${path}\u00a0: Aucun fichier ou dossier de ce nom`,
    title: "Page introuvable",
    home: "Retour à l'accueil",
  },
} as const;

describe("the 404 page", () => {
  it("keeps the terminal's prompt (the NotFound component draws it without the catalogue)", () => {
    expect(notFoundPrompt(profile.handle)).toBe(prompt);
  });

  for (const lng of ["en", "fr"] as const) {
    it(`answers 404 with cd's error for the path asked and a way home, noindex (${lng})`, async () => {
      const res = await fetch(`${app.url}/projects/nothing%20here?lng=${lng}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      const html = await res.text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain(`<title>${EXPECTED[lng].title} | ${profile.name}</title>`);
      expect(html).not.toContain("application/ld+json");
      expect(html).not.toContain('rel="canonical"');
      const page = htmlText(html);
      expect(page).toContain(`${prompt} cd /projects/nothing here`);
      expect(byTestId(html, "not-found-error")).toBe(EXPECTED[lng].error("/projects/nothing here"));
      expect(byTestId(html, "not-found-home")).toBe(`cd ~ # ${EXPECTED[lng].home}`);
      // The language the address chose is kept on the way home.
      expect(html).toMatch(new RegExp(`<a href="/\\?lng=${lng}" class="not-found-home"`));
      // The strings come from the locale tables the page uses.
      expect(EXPECTED[lng].title).toBe((resources[lng].common as { errors: { notFoundTitle: string } }).errors.notFoundTitle);
    });
  }

  it("without a language in the address, goes home to / (the cookie or the browser chooses again)", async () => {
    const html = await (await fetch(`${app.url}/nope`, { headers: { "Accept-Language": "fr" } })).text();
    expect(byTestId(html, "not-found-error")).toBe(EXPECTED.fr.error("/nope"));
    expect(html).toContain('<a href="/" class="not-found-home"');
  });

  it("a form posted to a missing address gets the same 404 page", async () => {
    const res = await fetch(`${app.url}/nope?lng=en`, { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(res.status).toBe(404);
    expect(byTestId(await res.text(), "not-found-error")).toBe(EXPECTED.en.error("/nope"));
  });

  it("does not touch /api's JSON 404", async () => {
    const res = await fetch(`${app.url}/api/nope`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
  });

  it.skipIf(!fs.existsSync("/usr/bin/w3m"))("reads as text in w3m: the prompt, the error and the way home", async () => {
    const { stdout } = await promisify(execFile)("/usr/bin/w3m", ["-dump", "-cols", "120", `${app.url}/missing/page?lng=en`], {
      encoding: "utf8",
    });
    const lines = stdout.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toEqual([
      "Page not found",
      `${prompt} cd /missing/page`,
      "cd: /missing/page: No such file or directory",
      `${prompt} cd ~ # Back to the home page`,
      "There is nothing at this address.",
    ]);
  });
});
