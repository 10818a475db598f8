/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break arbitrary fields of parsed YAML */
import { describe, expect, it } from "vitest";
import { ContentError, contentPath, contentProblems, contentSummary, toContent } from "~/content/validate.server";
import { brokenContent, rawTestContent, testContent } from "../../helpers/content";

describe("content validation", () => {
  it("accepts the content the tests run with and counts it", () => {
    const content = testContent();
    expect(contentProblems(rawTestContent())).toEqual([]);
    const n = contentSummary(content);
    expect(n.projects).toBe(content.projects.length);
    expect(n.skills).toBe(content.skillCategories.flatMap((c) => c.skills).length);
    expect(n.files).toBeGreaterThan(0);
  });

  it("a broken copy gives the exact messages, one per problem", () => {
    const broken = brokenContent();
    expect(contentProblems(broken.raw)).toEqual(broken.problems);
    expect(() => toContent(broken.raw, "owner")).toThrow(ContentError);
    try {
      toContent(broken.raw, "owner");
    } catch (error) {
      expect((error as ContentError).problems).toEqual(broken.problems);
      expect((error as Error).message).toBe(`Invalid content in owner/:\n${broken.problems.map((p) => `  - ${p}`).join("\n")}`);
    }
  });

  it("names each mistake by its file, path and reason", () => {
    const cases: Array<[(c: Record<string, any>) => void, string]> = [
      [(c) => (c.profile.socials = [{ kind: "x", url: "x.com/clad" }]), "profile.yaml: socials.0.url: must be a URL"],
      [
        (c) => (c.profile.socials = [{ kind: "myspace", url: "https://myspace.com/a" }]),
        "profile.yaml: socials.0.kind: must be one of github, gitlab, linkedin, x, mastodon, bluesky, youtube, twitch, email, website",
      ],
      [
        (c) => (c.profile.socials = [{ kind: "email", url: "me at home" }]),
        "profile.yaml: socials.0.url: must be an e-mail address or a mailto: link",
      ],
      [(c) => (c.profile.email = "hello at example"), "profile.yaml: email: must be an e-mail address"],
      [
        (c) => (c.profile.handle = "Clad Dev"),
        "profile.yaml: handle: must be lowercase letters, digits, _ or - (starting with a letter, at most 32)",
      ],
      [(c) => (c.profile.description = "only one language"), "profile.yaml: description: must have both languages: { en: …, fr: … }"],
      [(c) => (c.profile.about.intro.en = "  "), "profile.yaml: about.intro.en: the English text must not be empty"],
      [(c) => delete c.profile.about.cards[0].text.en, "profile.yaml: about.cards.0.text.en: missing the English text (en)"],
      [
        (c) => (c.profile.facts = [{ value: true, label: { en: "x", fr: "x" } }]),
        "profile.yaml: facts.0.value: must be a number or a text",
      ],
      [(c) => (c.profile.facts = [{ value: 3, label: { en: "cats" } }]), "profile.yaml: facts.0.label.fr: missing the French text (fr)"],
      [(c) => (c.profile.avatarUrl = "images/me.png"), 'profile.yaml: avatarUrl: must be a /path under public/, a URL or ""'],
      [(c) => (c.profile.nickname = "cl"), 'profile.yaml: unknown key "nickname" (a typo?)'],
      [
        (c) => (c.profile.about.cards[0].icon = "unicorn"),
        "profile.yaml: about.cards.0.icon: must be one of code, brain, video, database, cloud, rocket, chart, terminal",
      ],
      [(c) => (c.profile.about.cards = []), "profile.yaml: about.cards: must have at least one card"],
      [(c) => (c.profile.about.modalParagraphs = []), "profile.yaml: about.modalParagraphs: must have at least one paragraph"],
      [(c) => (c.skills.categories = []), "skills.yaml: categories: must have at least one category"],
      [
        (c) => (c.skills.categories[0].id = "my skills"),
        "skills.yaml: categories.0.id: must be letters, digits, _ or - (starting with a letter, at most 40; it is used in URLs)",
      ],
      [(c) => (c.skills.categories[0].skills = []), "skills.yaml: categories.0.skills: must list at least one skill"],
      [
        (c) => (c.skills.categories[0].skills[0].proficiency = "Guru"),
        "skills.yaml: categories.0.skills.0.proficiency: must be Expert, Confirmed or Intermediate",
      ],
      [
        (c) => (c.projects.projects[0].id = "Stream Copilot"),
        "projects.yaml: projects.0.id: must be lowercase letters, digits and dashes (it is used in URLs)",
      ],
      [
        (c) => (c.projects.projects[0].githubUrl = "ftp://example.com/x"),
        'projects.yaml: projects.0.githubUrl: must be a URL, "" (none) or "#" (this site)',
      ],
      [
        (c) => (c.projects.projects[0].twitterPosts = ["https://x.com/clad_dev"]),
        "projects.yaml: projects.0.twitterPosts.0: must be a post URL like https://x.com/<handle>/status/<id>",
      ],
      [
        (c) => c.projects.projects[0].features.fr.push("une de plus"),
        `projects.yaml: projects.0.features: English and French lists differ in length`,
      ],
      [(c) => delete c.projects.projects[0].text.fr.title, "projects.yaml: projects.0.text.fr.title: is missing"],
      [(c) => (c.assistant.availability = { en: "Open to work." }), "assistant.yaml: availability.fr: missing the French text (fr)"],
      [(c) => (c.terminal.bannerArt = ["x".repeat(81)]), "terminal.yaml: bannerArt.0: must be at most 80 characters wide"],
      [(c) => (c.terminal.files = "nothing"), "terminal.yaml: files: must be a map of path: entry"],
    ];
    for (const [breakIt, expected] of cases) {
      const c = rawTestContent();
      breakIt(c);
      const problems = contentProblems(c);
      expect(problems).toHaveLength(1);
      expect(problems[0].startsWith(expected), `${problems[0]} should start with ${expected}`).toBe(true);
    }
  });

  it("checks the file system's paths, entries and the file the quest needs", () => {
    const withEntries = (extra: Record<string, unknown>, drop: string[] = []) => {
      const c = rawTestContent();
      Object.assign(c.terminal.files, extra);
      for (const p of drop) delete c.terminal.files[p];
      return contentProblems(c);
    };
    expect(withEntries({ "/tmp/": { type: "dir" } })).toEqual(['terminal.yaml: files["/tmp/"]: path must not end with /']);
    expect(withEntries({ "/tmp//a": "x" })).toEqual(['terminal.yaml: files["/tmp//a"]: path must not contain //']);
    expect(withEntries({ "/tmp/../etc": { type: "dir" } })).toEqual([
      'terminal.yaml: files["/tmp/../etc"]: path must not contain . or .. segments',
    ]);
    expect(withEntries({ "/tmp/my notes": "x" })).toEqual([
      'terminal.yaml: files["/tmp/my notes"]: path must not contain spaces or backslashes',
    ]);
    expect(withEntries({ "/tmp/a": { type: "link" } })[0]).toMatch(/^terminal\.yaml: files\["\/tmp\/a"\]: must be a text/);
    expect(withEntries({ "/tmp/b": { en: "x", fr: "y", de: "z" } })).toEqual(['terminal.yaml: files["/tmp/b"]: unknown language "de"']);
    expect(withEntries({ "/etc/hostname": "h", "/etc/hostname/x": "x" })).toEqual([
      'terminal.yaml: files["/etc/hostname/x"]: parent /etc/hostname is a file, not a directory',
    ]);
    expect(withEntries({}, ["/home/guest/.secrets/api_token"])).toEqual([
      'terminal.yaml: files["/home/guest/.secrets/api_token"]: is required (a file holding {{apiToken}}): the quest uses it',
    ]);
    expect(withEntries({ "/home/guest": "a file" })).toContain(
      'terminal.yaml: files["/home/guest"]: must be a directory: the shell uses it',
    );
  });

  it("says which file is missing", () => {
    const c: Record<string, unknown> = rawTestContent();
    delete c.skills;
    expect(contentProblems(c)).toEqual(["skills.yaml: is missing"]);
  });

  it("writes paths the way a reader finds them", () => {
    expect(contentPath(["socials", "github"])).toBe("socials.github");
    expect(contentPath(["projects", 0, "id"])).toBe("projects.0.id");
    expect(contentPath(["files", "/etc/motd"])).toBe('files["/etc/motd"]');
  });
});
