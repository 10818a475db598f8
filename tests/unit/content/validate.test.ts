/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break arbitrary fields of a deep copy of the content */
import { describe, expect, it } from "vitest";
import { content } from "~/content";
import { ContentError, contentPath, contentProblems, contentSummary, validateContent } from "~/content/validate.server";
import { content as broken, EXPECTED_PROBLEMS } from "../../fixtures/content/broken";

/** A deep copy of the real content to break one field at a time (the file system builder is kept). */
function copy() {
  return { ...structuredClone({ ...content, filesystem: undefined }), filesystem: content.filesystem } as unknown as Record<string, any>;
}

describe("content validation", () => {
  it("accepts the shipped content and counts it", () => {
    expect(contentProblems(content)).toEqual([]);
    expect(validateContent(content)).toBe(content);
    expect(contentSummary(content)).toEqual({ projects: 4, skills: 29, files: 28 });
  });

  it("a broken copy gives the exact messages, one per problem", () => {
    expect(contentProblems(broken)).toEqual(EXPECTED_PROBLEMS);
    expect(() => validateContent(broken)).toThrow(ContentError);
    try {
      validateContent(broken);
    } catch (error) {
      expect((error as ContentError).problems).toEqual(EXPECTED_PROBLEMS);
      expect((error as Error).message).toBe(
        `Invalid content module (app/content/):\n${EXPECTED_PROBLEMS.map((p) => `  - ${p}`).join("\n")}`,
      );
    }
  });

  it("names each mistake by its path and reason", () => {
    const cases: Array<[(c: Record<string, any>) => void, string]> = [
      [(c) => (c.profile.socials.x = "x.com/clad"), "content.profile.socials.x: must be a URL"],
      [(c) => (c.profile.email = "hello at example"), "content.profile.email: must be an e-mail address"],
      [
        (c) => (c.profile.handle = "Clad Dev"),
        "content.profile.handle: must be lowercase letters, digits, _ or - (starting with a letter, at most 32)",
      ],
      [(c) => (c.profile.description = "only one language"), "content.profile.description: must have both languages: { en: …, fr: … }"],
      [(c) => (c.profile.about.intro.en = "  "), "content.profile.about.intro.en: the English text must not be empty"],
      [(c) => delete c.profile.about.cards[1].text.en, "content.profile.about.cards.1.text.en: missing the English text (en)"],
      [
        (c) => (c.profile.about.cards[2].id = "modernStack"),
        'content.profile.about.cards.2.id: duplicate card id "modernStack" (already at index 0)',
      ],
      [(c) => (c.profile.facts.selfTaughtSince = "2009"), "content.profile.facts.selfTaughtSince: must be a year (a number)"],
      [(c) => (c.profile.avatarUrl = "images/me.png"), 'content.profile.avatarUrl: must be a /path under public/, a URL or ""'],
      [(c) => (c.profile.nickname = "cl"), 'content.profile: unknown key "nickname" (a typo?)'],
      [(c) => (c.skillCategories[3].skills = []), "content.skillCategories.3.skills: must list at least one skill"],
      [
        (c) => (c.skillCategories[0].skills[0].proficiency = "Guru"),
        "content.skillCategories.0.skills.0.proficiency: must be Expert, Confirmed or Intermediate",
      ],
      [(c) => (c.skillCategories[5].id = "backend"), 'content.skillCategories.5.id: duplicate category id "backend" (already at index 0)'],
      [
        (c) => (c.projects[0].id = "Stream Copilot"),
        "content.projects.0.id: must be lowercase letters, digits and dashes (it is used in URLs)",
      ],
      [
        (c) => (c.projects[0].githubUrl = "ftp://example.com/x"),
        'content.projects.0.githubUrl: must be a URL, "" (none) or "#" (this site)',
      ],
      [
        (c) => (c.projects[0].twitterPosts = ["https://x.com/clad_dev"]),
        "content.projects.0.twitterPosts.0: must be a post URL like https://x.com/<handle>/status/<id>",
      ],
      [(c) => c.projects[1].features.fr.pop(), "content.projects.1.features: English and French lists differ in length (3 and 2)"],
      [(c) => delete c.projects[2].text.fr.title, "content.projects.2.text.fr.title: is missing"],
      [(c) => (c.assistant.faq[0].keywords = []), "content.assistant.faq.0.keywords: must list at least one keyword"],
      [(c) => (c.assistant.availability = { en: "Open to work." }), "content.assistant.availability.fr: missing the French text (fr)"],
      [(c) => (c.terminal.bannerArt = ["x".repeat(81)]), "content.terminal.bannerArt.0: must be at most 80 characters wide"],
    ];
    for (const [breakIt, expected] of cases) {
      const c = copy();
      breakIt(c);
      expect(contentProblems(c)).toEqual([expected]);
    }
  });

  it("checks the file system's paths, entries and the files the quest needs", () => {
    const withEntries = (extra: Record<string, unknown>, drop: string[] = []) => {
      const c = copy();
      c.filesystem = (secrets: Parameters<typeof content.filesystem>[0]) => {
        const table: Record<string, unknown> = { ...content.filesystem(secrets), ...extra };
        for (const p of drop) delete table[p];
        return table;
      };
      return contentProblems(c);
    };
    expect(withEntries({ "/tmp/": { type: "dir" } })).toEqual(['content.filesystem["/tmp/"]: path must not end with /']);
    expect(withEntries({ "/tmp//a": { type: "file", content: "x" } })).toEqual(['content.filesystem["/tmp//a"]: path must not contain //']);
    expect(withEntries({ "/tmp/../etc": { type: "dir" } })).toEqual([
      'content.filesystem["/tmp/../etc"]: path must not contain . or .. segments',
    ]);
    expect(withEntries({ "/tmp/my notes": { type: "file", content: "x" } })).toEqual([
      'content.filesystem["/tmp/my notes"]: path must not contain spaces or backslashes',
    ]);
    expect(withEntries({ "/tmp/a": { type: "link" } })).toEqual([
      'content.filesystem["/tmp/a"]: must be { type: "dir" } or { type: "file", content }',
    ]);
    expect(withEntries({ "/etc/hostname/x": { type: "file", content: "x" } })).toEqual([
      'content.filesystem["/etc/hostname/x"]: parent /etc/hostname is a file, not a directory',
    ]);
    expect(withEntries({}, ["/home/guest/.secrets/api_token"])).toEqual([
      'content.filesystem["/home/guest/.secrets/api_token"]: is required (a file): the shell and the quest use it',
    ]);
    const throwing = copy();
    throwing.filesystem = () => {
      throw new Error("typo in a template");
    };
    expect(contentProblems(throwing)).toEqual(["content.filesystem: buildFileSystem threw: typo in a template"]);
  });

  it("writes paths the way a reader finds them", () => {
    expect(contentPath(["profile", "socials", "github"])).toBe("content.profile.socials.github");
    expect(contentPath(["projects", 0, "id"])).toBe("content.projects.0.id");
    expect(contentPath(["filesystem", "/etc/motd"])).toBe('content.filesystem["/etc/motd"]');
  });
});
