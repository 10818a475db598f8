import { describe, expect, it } from "vitest";
import { contentIndex } from "~/services/assistant/content-index.server";
import { testContent } from "../../../helpers/content";

const content = testContent();

describe("retrieval over the owner's content", () => {
  it("builds one index per content object", () => {
    expect(contentIndex(content)).toBe(contentIndex(content));
    expect(contentIndex({ ...content })).not.toBe(contentIndex(content));
  });

  it("finds a project by a line of its features or description, in each language", () => {
    const project = content.projects[0];
    for (const lang of ["en", "fr"] as const) {
      const hits = contentIndex(content).search(project.text[lang].description);
      expect(hits[0].doc.kind, lang).toBe("project");
      expect(hits[0].doc.ref, lang).toBe(0);
    }
  });

  it("finds a skill by its name, even misspelt by a letter", () => {
    const skill = content.skillCategories[0].skills[0];
    const hits = contentIndex(content).search(skill.name);
    expect(hits.some((h) => h.doc.kind === "skill" && h.doc.ref === 0 && h.doc.sub === 0)).toBe(true);
    if (/^[A-Za-z]{5,}$/.test(skill.name)) {
      // One letter wrong in the middle.
      const typo = `${skill.name.slice(0, 2)}${skill.name[2] === "x" ? "y" : "x"}${skill.name.slice(3)}`;
      expect(
        contentIndex(content)
          .search(typo)
          .some((h) => h.doc.kind === "skill"),
      ).toBe(true);
    }
  });

  it("indexes the FAQ, the facts, the socials and the terminal's command help", () => {
    const index = contentIndex(content);
    const faq = content.assistant.faq[0];
    if (faq)
      expect(
        index
          .search(faq.question.en)
          .slice(0, 3)
          .some((h) => h.doc.kind === "faq"),
      ).toBe(true);
    expect(index.search("gen_image").some((h) => h.doc.kind === "command" && h.doc.sub === "gen_image")).toBe(true);
    const social = content.profile.socials[0];
    if (social) expect(index.search(social.kind).some((h) => h.doc.kind === "social")).toBe(true);
    expect(index.vocabulary.size).toBeGreaterThan(50);
  });
});
