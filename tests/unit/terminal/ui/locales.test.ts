import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/terminal.json";
import fr from "~/i18n/locales/fr/terminal.json";

const keys = (node: object, prefix = ""): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    value && typeof value === "object" ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("terminal strings", () => {
  it("has every key in both languages, none empty", () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const bundle of [en, fr]) {
      for (const key of keys(bundle)) {
        const value = key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], bundle);
        expect(typeof value === "string" && value.trim() !== "", key).toBe(true);
      }
    }
  });

  it("keeps the interpolations of the English strings in French", () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keys(en)) {
      const get = (b: object) => key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], b) as string;
      expect(vars(get(fr)), key).toEqual(vars(get(en)));
    }
  });
});
