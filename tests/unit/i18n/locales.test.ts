import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namespaces, supportedLngs } from "~/i18n/config";

const LOCALES = path.resolve(__dirname, "../../../app/i18n/locales");

function keysOf(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), "utf8")) as unknown;

describe("locale files", () => {
  it("has one file per language and namespace, and no stray files", () => {
    for (const lng of supportedLngs) {
      const files = fs.readdirSync(path.join(LOCALES, lng)).sort();
      expect(files).toEqual([...namespaces].map((ns) => `${ns}.json`).sort());
    }
  });

  it.each([...namespaces])("namespace %s has the same keys in every language, blank in none or all", (ns) => {
    const [first, ...others] = supportedLngs;
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
      const blank = supportedLngs.map((lng) => typeof valueOf(lng, key) === "string" && String(valueOf(lng, key)).trim() === "");
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
});
