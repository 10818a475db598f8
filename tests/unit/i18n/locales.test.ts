import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWN_LANGUAGES, namespaces } from "~/i18n/config";
import { translationsFor } from "~/i18n/resources";

/** The complete tables; another language translates some keys and falls back to English for the rest. */
const COMPLETE = ["en", "fr"];
const PARTIAL = KNOWN_LANGUAGES.filter((lng) => !COMPLETE.includes(lng));

const LOCALES = path.resolve(__dirname, "../../../app/i18n/locales");

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8")) as unknown;

describe("locale files", () => {
  it("has one file per language and namespace, and no stray files or folders", () => {
    expect(fs.readdirSync(LOCALES).sort()).toEqual([...KNOWN_LANGUAGES].sort());
    for (const lng of KNOWN_LANGUAGES) {
      const files = fs.readdirSync(path.join(LOCALES, lng)).sort();
      expect(files).toEqual([...namespaces].map((ns) => `${ns}.json`).sort());
    }
  });

  it.each([...namespaces])("namespace %s has the same keys in English and French, blank in none or all", (ns) => {
    const [first, ...others] = COMPLETE;
    const reference = keysOf(read(first, ns)).sort();
    for (const lng of others) {
      const keys = keysOf(read(lng, ns)).sort();
      expect({ lng, missing: reference.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !reference.includes(k)) }).toEqual({
        lng,
        missing: [],
        extra: [],
      });
    }
    // An empty string is allowed only when it is empty in every language (a deliberate blank).
    const valueOf = (lng: string, key: string) =>
      key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], read(lng, ns));
    for (const key of reference) {
      if (!key) continue;
      const blank = COMPLETE.map((lng) => typeof valueOf(lng, key) === "string" && String(valueOf(lng, key)).trim() === "");
      expect(
        blank.every((b) => b === blank[0]),
        `${ns}:${key} is blank in only some languages`,
      ).toBe(true);
    }
  });

  it("uses the same interpolation variables in both languages", () => {
    for (const ns of namespaces) {
      const en = read("en", ns);
      const fr = read("fr", ns);
      for (const key of keysOf(en)) {
        if (!key) continue;
        const get = (obj: unknown) => key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], obj);
        const vars = (v: unknown) => (typeof v === "string" ? [...v.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : []);
        expect(vars(get(fr)), `${ns}:${key}`).toEqual(vars(get(en)));
      }
    }
  });

  it.each(PARTIAL.flatMap((lng) => namespaces.map((ns) => [lng, ns])))(
    "%s/%s: only keys English has, none blank, the same variables",
    (lng, ns) => {
      const english = read("en", ns);
      const own = read(lng, ns);
      const get = (obj: unknown, key: string) =>
        key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], obj);
      const vars = (v: unknown) => (typeof v === "string" ? [...v.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : []);
      const reference = keysOf(english);
      for (const key of keysOf(own).filter(Boolean)) {
        expect(reference, `${lng}/${ns}:${key} is not an English key`).toContain(key);
        expect(String(get(own, key)).trim(), `${lng}/${ns}:${key}`).not.toBe("");
        expect(vars(get(own, key)), `${lng}/${ns}:${key}`).toEqual(vars(get(english, key)));
      }
    },
  );

  it("a partial language's bundle has its own strings and English for the rest", () => {
    for (const lng of PARTIAL) {
      const bundle = translationsFor(lng);
      for (const ns of namespaces) {
        expect(keysOf(bundle[ns]).sort(), `${lng}/${ns}`).toEqual(keysOf(read("en", ns)).sort());
        for (const key of keysOf(read(lng, ns)).filter(Boolean)) {
          const get = (obj: unknown) => key.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], obj);
          expect(get(bundle[ns]), `${lng}/${ns}:${key}`).toBe(get(read(lng, ns)));
        }
      }
    }
    // Spanish translates the Skills title but not the no-JavaScript note: that one is English.
    expect((translationsFor("es").skills as { title: string }).title).toBe("Habilidades");
    expect((translationsFor("es").common as { hero: { noscript: string } }).hero.noscript).toBe(
      (read("en", "common") as { hero: { noscript: string } }).hero.noscript,
    );
  });

  it("a complete language's bundle is its own table, unchanged", () => {
    for (const lng of COMPLETE)
      for (const ns of namespaces) expect(JSON.stringify(translationsFor(lng)[ns])).toBe(JSON.stringify(read(lng, ns)));
  });
});
