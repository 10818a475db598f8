/**
 * An owner whose content differs in shape from the sample: other socials (no X, no GitHub),
 * no facts, one card and one category with ids of its own, no AI showcase, no seo text.
 * The page, its head and llms.txt follow the content, with nothing of the sample left.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { rawTestContent, writeContentFolder } from "../helpers/content";

const raw = rawTestContent();
raw.profile.socials = [
  { kind: "linkedin", url: "https://www.linkedin.com/in/someone" },
  { kind: "website", url: "https://someone.example/blog", label: "Blog" },
];
raw.profile.facts = [];
raw.profile.showcase = false;
delete raw.profile.seo;
raw.profile.about.cards = [
  { id: "craft", icon: "rocket", title: { en: "Craft", fr: "Métier" }, text: { en: "I ship.", fr: "Je livre." }, keywords: ["Go"] },
];
raw.skills.categories = [
  {
    id: "my-skills",
    label: { en: "Everything", fr: "Tout" },
    altLabel: { en: "All of it", fr: "Tout ça" },
    skills: [{ name: "Go", proficiency: "Expert" }],
  },
];

let app: TestApp;
let dir: string;
beforeAll(async () => {
  dir = writeContentFolder(fs.mkdtempSync(path.join(os.tmpdir(), "owner-shapes-")), raw);
  app = await startTestApp({ CONTENT_DIR: dir });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("an owner with other shapes", () => {
  it("renders only the links, cards, categories and sections the content has", async () => {
    const html = await (await fetch(`${app.url}/?lng=en`)).text();
    expect(html).toContain('data-testid="social-email"');
    expect(html).toContain('data-testid="social-linkedin"');
    expect(html).toContain('data-testid="social-website"');
    expect(html).toContain(">Blog<");
    expect(html).not.toMatch(/data-testid="social-(x|github|twitch)"/);
    expect(html).not.toContain('class="about-facts"');
    expect(html).toContain('data-testid="about-card-craft"');
    expect(html).toContain('data-category="my-skills"');
    expect(html).not.toContain('id="ai-showcase"');
    expect(html).not.toContain('href="#ai-showcase"');
  });

  it("takes the description from the profile and names no X account", async () => {
    const html = await (await fetch(`${app.url}/?lng=fr`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("twitter:site");
    expect(head).not.toContain("twitter:creator");
    const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? "";
    expect(description.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&")).toBe(raw.profile.description.fr);
  });

  it("lists the links in llms.txt and the JSON-LD", async () => {
    const llms = await (await fetch(`${app.url}/llms.txt`)).text();
    expect(llms).toContain("- [LinkedIn](https://www.linkedin.com/in/someone)");
    expect(llms).toContain("- [Blog](https://someone.example/blog)");
    expect(llms).not.toMatch(/\[(X|GitHub|Twitch)\]/);
    const html = await (await fetch(`${app.url}/?lng=en`)).text();
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(jsonLd).toContain('"sameAs":["https://www.linkedin.com/in/someone","https://someone.example/blog"]');
  });
});
