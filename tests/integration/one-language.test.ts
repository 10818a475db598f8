/**
 * One language per page (ADR 061): a page carries its content's texts in its own language only (the French
 * page holds no English description, no English project text), for the sample (en, fr) and a second owner
 * speaking three languages. The terminal's engine and the sections get the rest on demand: every language's
 * content at /api/terminal-content, a language's section strings at /api/translations.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "~/content/load.server";
import type { Content } from "~/content/types";
import { SECTION_NAMESPACES } from "~/i18n/config";
import { translationsFor } from "~/i18n/resources";
import { startTestApp, type TestApp } from "../helpers/app";
import { sampleContent } from "../helpers/content";
import { ROOT } from "../helpers/server-process";

/** Every text of a localized value, by language: `{ en: "…", fr: "…" }` anywhere in the tree. */
function textsByLanguage(value: unknown, languages: readonly string[], out = new Map<string, Set<string>>()) {
  if (Array.isArray(value)) for (const item of value) textsByLanguage(item, languages, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (languages.includes(key) && typeof item === "string") {
        if (!out.has(key)) out.set(key, new Set());
        out.get(key)!.add(item);
      } else textsByLanguage(item, languages, out);
    }
  }
  return out;
}

/** A run of plain words from a text (no character HTML or JSON would escape), long enough to be the text's own. */
const plainRun = (text: string) => (text.match(/[\p{L}\p{N} ]{24,}/gu) ?? []).sort((a, b) => b.length - a.length)[0]?.trim();

/** Texts of languages other than `lng` that `lng`'s texts do not also contain. */
function foreignRuns(content: Content, lng: string): string[] {
  const { languages } = content.profile;
  const { assistant: _assistant, ...visible } = content;
  const texts = textsByLanguage(visible, languages);
  const own = [...(texts.get(lng) ?? [])].join("\n");
  return languages
    .filter((other) => other !== lng)
    .flatMap((other) => [...(texts.get(other) ?? [])])
    .map(plainRun)
    .filter((run): run is string => !!run && !own.includes(run));
}

const owners: Array<[string, () => Content]> = [
  ["the sample", sampleContent],
  ["a second owner (three languages)", () => loadContent(path.join(ROOT, "tests/fixtures/owner-content"))],
];

describe.each(owners)("the pages of %s", (_name, contentOf) => {
  let app: TestApp;
  let content: Content;
  beforeAll(async () => {
    content = contentOf();
    app = await startTestApp({}, { content });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("carry their own language's texts only", async () => {
    for (const lng of content.profile.languages) {
      const html = await (await fetch(`${app.url}/?lng=${lng}`)).text();
      const foreign = foreignRuns(content, lng);
      expect(foreign.length, `${lng}: texts of other languages to look for`).toBeGreaterThan(3);
      const found = foreign.filter((run) => html.includes(run));
      expect(found, `${lng} page`).toEqual([]);
      // Its own texts are there (the check above is not blind).
      expect(html).toContain(plainRun(content.profile.description[lng]));
    }
  });

  it("leave the terminal's content, in every language, to /api/terminal-content (a 304 once held)", async () => {
    const res = await fetch(`${app.url}/api/terminal-content`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; data: Content };
    expect(body.success).toBe(true);
    for (const lng of content.profile.languages) expect(body.data.profile.description[lng]).toBe(content.profile.description[lng]);
    expect(Object.keys(body.data.files).length).toBeGreaterThan(0);
    expect(body.data).not.toHaveProperty("assistant");
    const again = await fetch(`${app.url}/api/terminal-content`, { headers: { "If-None-Match": res.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
  });

  it("leave the sections' strings to /api/translations, one language at a time", async () => {
    for (const lng of content.profile.languages) {
      const res = await fetch(`${app.url}/api/translations?lng=${lng}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: Record<string, unknown> };
      expect(Object.keys(body.data).sort()).toEqual([...SECTION_NAMESPACES].sort());
      expect(body.data.contact).toEqual(translationsFor(lng).contact);
    }
    const wrong = await fetch(`${app.url}/api/translations?lng=xx`);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain(content.profile.languages.join(", "));
  });
});
