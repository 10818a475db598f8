/* eslint-disable @typescript-eslint/no-explicit-any -- the tests break arbitrary fields of parsed YAML */
import { describe, expect, it } from "vitest";
import { ContentError, contentPath, contentProblems, contentSummary, toContent } from "~/content/validate.server";
import { englishName } from "~/i18n/config";
import { CONTENT_ICONS } from "~/content/icons";
import { SAMPLE_CONTENT_DIR, loadContent } from "~/content/load.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brokenContent, rawTestContent, sampleWithLanguages, testContent, writeContentFolder } from "../../helpers/content";

// The content's languages: the default first (its text is required), the others fall back to it.
const languages = testContent().profile.languages;
const [def] = languages;
const other = languages[1];

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
      [
        (c) => (c.profile.description = "only one language"),
        `profile.yaml: description: must be { ${languages.map((l) => `${l}: …`).join(", ")} } (the ${englishName(def)} text at least)`,
      ],
      [(c) => (c.profile.about.intro.en = "  "), "profile.yaml: about.intro.en: the English text must not be empty"],
      [(c) => delete c.profile.about.cards[0].text.en, "profile.yaml: about.cards.0.text.en: missing the English text (en)"],
      [
        (c) => (c.profile.facts = [{ value: true, label: { en: "x", fr: "x" } }]),
        "profile.yaml: facts.0.value: must be a number or a text",
      ],
      [
        (c) => (c.profile.facts = [{ value: 3, label: { [other]: "cats" } }]),
        `profile.yaml: facts.0.label.${def}: missing the ${englishName(def)} text (${def})`,
      ],
      [
        (c) => (c.profile.languages = [...languages, "xx"]),
        `profile.yaml: languages.${languages.length}: "xx" has no locale table in app/i18n/locales (known: en, fr, es)`,
      ],
      [(c) => (c.profile.languages = [...languages, def]), `profile.yaml: languages.${languages.length}: "${def}" is listed twice`],
      [(c) => (c.profile.avatarUrl = "images/me.png"), 'profile.yaml: avatarUrl: must be a /path under public/, a URL or ""'],
      [(c) => (c.profile.accent = "orange"), 'profile.yaml: accent: must be a colour written "#rrggbb"'],
      [
        (c) => (c.profile.accent = "#1b5e20"),
        "profile.yaml: accent: #1b5e20 is too dark to read on the site's dark background (contrast 2.2:1, at least 4.5:1 needed): pick a lighter colour",
      ],
      [(c) => (c.profile.nickname = "cl"), 'profile.yaml: unknown key "nickname" (a typo?)'],
      [
        (c) => (c.profile.about.cards[0].icon = "unicorn"),
        `profile.yaml: about.cards.0.icon: must be one of ${CONTENT_ICONS.join(", ")} (docs/customizing.md shows them; any case), not "unicorn"`,
      ],
      [
        (c) => (c.projects.projects[0].icon = "Unicorn"),
        `projects.yaml: projects.0.icon: must be one of ${CONTENT_ICONS.join(", ")}, BrainCircuit, Code2 (docs/customizing.md`,
      ],
      [(c) => (c.projects.projects[0].kind = "hobby"), "projects.yaml: projects.0.kind: must be opensource, client, personal"],
      [
        (c) => Object.assign(c.projects.projects[0], { kind: undefined, isOpenSource: undefined }),
        "projects.yaml: projects.0.kind: is missing (opensource, client, personal)",
      ],
      [
        (c) => Object.assign(c.projects.projects[0], { kind: "personal", isOpenSource: true }),
        "projects.yaml: projects.0.isOpenSource: says true but kind says personal: keep kind alone",
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
      [
        (c) => (c.assistant.availability = { [def]: "Open to work.", de: "Offen." }),
        `assistant.yaml: availability: "de" is not one of the site's languages (${languages.join(", ")}; profile.yaml languages)`,
      ],
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
    expect(withEntries({ "/tmp/b": { en: "x", fr: "y", de: "z" } })).toEqual([
      `terminal.yaml: files["/tmp/b"]: unknown language "de" (the site's: ${languages.join(", ")})`,
    ]);
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

  it("takes a project's kind (personal too), or isOpenSource alone as before, and icons in any case", () => {
    const c = rawTestContent(SAMPLE_CONTENT_DIR); // four projects
    const [first, second, ...rest] = c.projects.projects as Array<Record<string, unknown>>;
    c.projects.projects = [
      { ...first, kind: "personal", isOpenSource: undefined, icon: "GAMEPAD" },
      { ...second, kind: undefined, isOpenSource: true, icon: "Twitch" },
      ...rest.map((p) => ({ ...p, isOpenSource: false, kind: "client", icon: "Code2" })),
    ];
    c.profile.about.cards[0].icon = "Globe";
    const { projects, profile } = toContent(c);
    expect(projects.map((p) => [p.kind, p.isOpenSource, p.icon])).toEqual([
      ["personal", false, "gamepad"],
      ["opensource", true, "twitch"],
      ...rest.map(() => ["client", false, "Code2"]),
    ]);
    expect(profile.about.cards[0].icon).toBe("globe");
  });

  it("fills a language left out with the default language's text", () => {
    const content = sampleWithLanguages(["en", "fr", "es"], (raw) => {
      raw.profile.title.es = "Ingeniera";
      delete raw.profile.description.fr;
      raw.terminal.files["/tmp/hola.txt"] = { en: "hello", es: "hola" };
      raw.terminal.files["/tmp/only-en.txt"] = { en: "only English" };
    });
    const { profile } = content;
    expect(profile.languages).toEqual(["en", "fr", "es"]);
    expect(profile.title.es).toBe("Ingeniera");
    // Missing: the English text shows.
    expect(profile.location.es).toBe(profile.location.en);
    expect(profile.description.fr).toBe(profile.description.en);
    expect(content.projects[0].text.es).toEqual(content.projects[0].text.en);
    expect(content.files["/tmp/hola.txt"]).toEqual({ en: "hello", fr: "hello", es: "hola" });
    expect(content.files["/tmp/only-en.txt"]).toEqual({ en: "only English", fr: "only English", es: "only English" });
  });

  it("a folder that names no languages speaks English and French", () => {
    const raw = rawTestContent(SAMPLE_CONTENT_DIR);
    delete raw.profile.languages;
    expect(toContent(raw).profile.languages).toEqual(["en", "fr"]);
    raw.profile.languages = [];
    expect(contentProblems(raw)).toEqual(["profile.yaml: languages: must list at least one language"]);
  });

  it("the first language is the default: the one every text needs and the others fall back to", () => {
    const content = sampleWithLanguages(["fr", "en"], (raw) => {
      delete raw.profile.title.en;
    });
    expect(content.profile.title.en).toBe(content.profile.title.fr);
    const raw = rawTestContent(SAMPLE_CONTENT_DIR);
    raw.profile.languages = ["fr", "en"];
    delete raw.profile.title.fr;
    expect(contentProblems(raw)).toEqual(["profile.yaml: title.fr: missing the French text (fr)"]);
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

describe("the content's date (structured data's dateModified)", () => {
  const folder = (raw: ReturnType<typeof rawTestContent>) =>
    writeContentFolder(fs.mkdtempSync(path.join(os.tmpdir(), "content-date-")), raw);

  it("is the profile's `updated` when the owner sets it", () => {
    const raw = rawTestContent();
    raw.profile.updated = "2025-03-14";
    const dir = folder(raw);
    try {
      expect(loadContent(dir).modified).toBe("2025-03-14");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("else the day the newest content file was written", () => {
    const raw = rawTestContent();
    delete raw.profile.updated;
    const dir = folder(raw);
    try {
      const old = new Date("2024-01-02T12:00:00Z");
      for (const name of fs.readdirSync(dir)) if (name.endsWith(".yaml")) fs.utimesSync(path.join(dir, name), old, old);
      const newest = new Date("2024-06-30T08:00:00Z");
      fs.utimesSync(path.join(dir, "skills.yaml"), newest, newest);
      expect(loadContent(dir).modified).toBe("2024-06-30");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a date not written YYYY-MM-DD is reported", () => {
    const raw = rawTestContent();
    raw.profile.updated = "20/11/2026";
    expect(contentProblems(raw).join("\n")).toMatch(/updated.*YYYY-MM-DD/);
  });
});
