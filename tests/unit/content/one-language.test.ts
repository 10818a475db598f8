/** inOneLanguage and withLanguagesOf (ADR 061): one language's texts out of every localized part, and back. */
import { describe, expect, it } from "vitest";
import { inOneLanguage, withLanguagesOf } from "~/content/one-language";

const data = {
  title: { en: "Hello", fr: "Bonjour" },
  skills: [{ name: "Databases", fr: "Bases de données", proficiency: "Expert" }],
  project: { id: "p", en: { title: "Shop" }, fr: { title: "Boutique" }, features: { en: ["fast"], fr: ["rapide"] } },
  // Keyed by ids, one of which is a language code: kept whole (no key of the page's language in it).
  pictures: { fr: "/fr.svg", de: "/de.svg" },
};

describe("inOneLanguage", () => {
  it("keeps the page's language of every localized part, and everything else", () => {
    expect(inOneLanguage(data, "fr")).toEqual({
      title: { fr: "Bonjour" },
      skills: [{ name: "Databases", fr: "Bases de données", proficiency: "Expert" }],
      project: { id: "p", fr: { title: "Boutique" }, features: { fr: ["rapide"] } },
      pictures: { fr: "/fr.svg", de: "/de.svg" },
    });
    const en = inOneLanguage(data, "en");
    expect(en.title).toEqual({ en: "Hello" });
    expect(en.project).toEqual({ id: "p", en: { title: "Shop" }, features: { en: ["fast"] } });
    expect(en.pictures).toEqual(data.pictures);
  });
});

describe("withLanguagesOf", () => {
  it("holds both languages after a switch, and takes the new data for everything else", () => {
    const before = inOneLanguage(data, "en");
    const after = inOneLanguage(data, "fr");
    const merged = withLanguagesOf(
      { ...before, gone: true, skills: [{ name: "SQL", level: 1 }] },
      { ...after, skills: [{ name: "Databases" }] },
    );
    expect(merged.title).toEqual({ fr: "Bonjour", en: "Hello" });
    expect(merged.project).toEqual({
      id: "p",
      fr: { title: "Boutique" },
      en: { title: "Shop" },
      features: { fr: ["rapide"], en: ["fast"] },
    });
    // Not a text of another language: the new data's, or nothing.
    expect(merged.skills).toEqual([{ name: "Databases" }]);
    expect(merged).not.toHaveProperty("gone");
  });
});
