import { describe, expect, test } from "vitest";
import { message } from "~/terminal/engine/messages";
import { sampleContent } from "../../../helpers/content";
import { makeHarness } from "./fake-deps";

const name = sampleContent().profile.name;

describe("a language switch", () => {
  test("turns the boot's lines on screen into the new language; typed lines and their output stay", async () => {
    const h = await makeHarness({ language: "en" });
    await h.run("echo hello");
    const typed = h.last(2);
    h.setLanguage("fr");
    h.engine.languageChanged();
    const texts = h.texts();
    expect(texts).toContain(message("fr", "greet1", { name }));
    expect(texts).toContain(message("fr", "booting"));
    expect(texts).toContain(message("fr", "kernel"));
    expect(texts).not.toContain(message("en", "greet1", { name }));
    expect(texts.some((t) => t.includes(sampleContent().profile.title.fr))).toBe(true);
    expect(h.last(2)).toEqual(typed);
  });

  test("and back again; nothing changes when the language is the same", async () => {
    const h = await makeHarness({ language: "fr" });
    const before = h.texts();
    h.engine.languageChanged();
    expect(h.texts()).toEqual(before);
    h.setLanguage("en");
    h.engine.languageChanged();
    expect(h.texts()).toContain(message("en", "greet3"));
    h.setLanguage("fr");
    h.engine.languageChanged();
    expect(h.texts()).toEqual(before);
  });

  test("after clear, nothing of the boot is left to rewrite", async () => {
    const h = await makeHarness({ language: "en" });
    await h.run("clear");
    const before = h.texts();
    h.setLanguage("fr");
    h.engine.languageChanged();
    expect(h.texts()).toEqual(before);
  });
});
