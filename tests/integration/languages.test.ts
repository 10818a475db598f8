/**
 * The content's languages end to end over HTTP: `?lng=` for each answers in it, the default
 * language is the content's first, and the header's switch is the two-language toggle or, with
 * more languages, a menu of plain links (it works without JavaScript).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";

const { profile } = testContent();
const LANGUAGES = profile.languages;

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const html = async (path: string, headers: Record<string, string> = {}) => (await fetch(`${app.url}${path}`, { headers })).text();
/** The header's language switch (the toggle link, or the menu). */
const switchOf = (page: string) => {
  const start = page.indexOf('class="header-actions"');
  return page.slice(start, page.indexOf('class="menu-toggle"', start));
};

describe("the content's languages", () => {
  it.each(LANGUAGES)("?lng=%s answers in that language and remembers it", async (lng) => {
    const res = await fetch(`${app.url}/?lng=${lng}`);
    const page = await res.text();
    expect(page).toContain(`<html lang="${lng}"`);
    expect(res.headers.getSetCookie()).toContainEqual(expect.stringMatching(new RegExp(`^i18next=${lng};`)));
    expect(page).toContain(profile.title[lng].replace(/&/g, "&amp;"));
  });

  it("detects in order: ?lng=, then the cookie, then Accept-Language, then the content's first language", async () => {
    const [first, ...others] = LANGUAGES;
    const last = LANGUAGES[LANGUAGES.length - 1];
    expect(await html("/")).toContain(`<html lang="${first}"`);
    expect(await html("/", { "Accept-Language": "xx-YY" })).toContain(`<html lang="${first}"`);
    expect(await html("/", { "Accept-Language": `${last}-XX;q=0.8,zz;q=0.9` })).toContain(`<html lang="${last}"`);
    if (others.length) {
      expect(await html("/", { Cookie: `i18next=${others[0]}`, "Accept-Language": first })).toContain(`<html lang="${others[0]}"`);
      expect(await html(`/?lng=${first}`, { Cookie: `i18next=${others[0]}` })).toContain(`<html lang="${first}"`);
    }
    // A code the site does not speak is ignored.
    expect(await html("/?lng=de")).toContain(`<html lang="${first}"`);
  });

  it("the header offers the toggle with two languages, a menu of links with more", async () => {
    const [first] = LANGUAGES;
    const header = switchOf(await html(`/?lng=${first}`));
    if (LANGUAGES.length <= 2) {
      expect(header).toContain('data-testid="lang-toggle"');
      expect(header).not.toContain('data-testid="lang-menu"');
      if (LANGUAGES.length === 2) expect(header).toContain(`hrefLang="${LANGUAGES[1]}"`);
      return;
    }
    expect(header).toMatch(/<details class="lang-menu" data-testid="lang-menu">/);
    expect(header).toMatch(/<summary class="lang-toggle" aria-label="[^"]+"/);
    for (const lng of LANGUAGES) expect(header).toContain(`href="/?lng=${lng}" hrefLang="${lng}" lang="${lng}"`);
    expect(header).toContain(`data-testid="lang-option-${first}"`);
    expect(header.match(/aria-current="true"/g)).toHaveLength(1);
  });
});
