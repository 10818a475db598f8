/**
 * Readable by crawlers: per-language title and description,
 * canonical and hreflang alternates, Open Graph and Twitter card tags with a
 * reachable 1200×630 preview image, JSON-LD with the right types, and the
 * sitemap, robots.txt and llms.txt files, in every language of the content, from SITE_URL
 * when it is set and from the request's origin otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { testContent } from "../helpers/content";
import { decodeEntities } from "../helpers/html-text";

const { profile, skillCategories, projects: projectList } = testContent();
/** The content's languages, the default first. */
const LANGUAGES = profile.languages;
/** Open Graph locales of the languages the project has tables for. */
const OG: Record<string, string> = { en: "en_US", fr: "fr_FR", es: "es_ES" };

const SITE = "https://clara.example";
let app: TestApp;
let sited: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  sited = await startTestApp({ SITE_URL: `${SITE}/` });
});
afterAll(async () => {
  await app?.close();
  await sited?.close();
});

/** The attributes of every `<tag …>` in the document's head. */
function tags(html: string, tag: "meta" | "link"): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), decodeEntities(a[2])])),
  );
}

const metaContent = (html: string, key: string) =>
  tags(html, "meta")
    .filter((m) => m.name === key || m.property === key)
    .map((m) => m.content);

async function page(base: string, lng: string) {
  const res = await fetch(`${base}/?lng=${lng}`);
  expect(res.status).toBe(200);
  return { html: await res.text(), csp: res.headers.get("content-security-policy") ?? "" };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const EXPECTED = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    {
      title: `${profile.name} | ${profile.title[lng]}`,
      description: (profile.seo?.description ?? profile.description)[lng],
      locale: OG[lng],
      others: LANGUAGES.filter((l) => l !== lng).map((l) => OG[l]),
    },
  ]),
);
/** Every language's URL, then the x-default, from `base`. */
const alternatesOf = (base: string) => [...LANGUAGES.map((l) => `${base}/?lng=${l}`), `${base}/`];

describe.each(LANGUAGES)("the home page in %s", (lng) => {
  const expected = EXPECTED[lng];

  it("has its title and description in its language", async () => {
    const { html } = await page(app.url, lng);
    expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(expected.title);
    expect(metaContent(html, "description")).toEqual([expected.description]);
    expect(html).toContain(`<html lang="${lng}"`);
  });

  it("names its canonical URL and an hreflang alternate per language plus x-default (from the request's origin)", async () => {
    const { html } = await page(app.url, lng);
    const links = tags(html, "link");
    expect(links.filter((l) => l.rel === "canonical").map((l) => l.href)).toEqual([`${app.url}/?lng=${lng}`]);
    const alternates = links.filter((l) => l.rel === "alternate" && l.hreflang);
    expect(alternates.map((l) => [l.hreflang, l.href])).toEqual([
      ...LANGUAGES.map((l) => [l, `${app.url}/?lng=${l}`]),
      ["x-default", `${app.url}/`],
    ]);
  });

  it("has Open Graph and Twitter card tags, and the preview image is reachable: a 1200×630 PNG", async () => {
    const { html } = await page(app.url, lng);
    const one = (key: string) => {
      const values = metaContent(html, key);
      expect(values, key).toHaveLength(1);
      return values[0];
    };
    expect(one("og:type")).toBe("profile");
    expect(one("og:title")).toBe(expected.title);
    expect(one("og:description")).toBe(expected.description);
    expect(one("og:url")).toBe(`${app.url}/?lng=${lng}`);
    expect(one("og:locale")).toBe(expected.locale);
    expect(metaContent(html, "og:locale:alternate")).toEqual(expected.others);
    expect(one("og:image:width")).toBe("1200");
    expect(one("og:image:height")).toBe("630");
    expect(one("og:image:alt")).toContain(profile.name);
    expect(one("twitter:card")).toBe("summary_large_image");
    expect(one("twitter:title")).toBe(expected.title);
    expect(one("twitter:description")).toBe(expected.description);
    const image = one("og:image");
    expect(image).toBe(`${app.url}/og/${lng}.png`);
    expect(one("twitter:image")).toBe(image);

    const res = await fetch(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toMatch(/public, max-age=\d{5,}/);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("carries JSON-LD with the CSP nonce: a ProfilePage about the Person, and the projects as CreativeWork, in its language", async () => {
    const { html, csp } = await page(app.url, lng);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    expect(csp).toContain(`'nonce-${scripts[0][1]}'`);
    const data = JSON.parse(scripts[0][2]) as { "@context": string; "@graph": Array<Record<string, unknown>> };
    expect(data["@context"]).toBe("https://schema.org");
    const graph = data["@graph"];
    const ofType = (type: string) => graph.filter((node) => node["@type"] === type);

    const [pageNode] = ofType("ProfilePage");
    expect(ofType("ProfilePage")).toHaveLength(1);
    expect(pageNode.url).toBe(`${app.url}/?lng=${lng}`);
    expect(pageNode.inLanguage).toBe(lng);
    const person = pageNode.mainEntity as Record<string, unknown>;
    expect(person["@type"]).toBe("Person");
    expect(person.name).toBe(profile.name);
    expect(person.jobTitle).toBe(profile.title[lng]);
    expect(person.description).toBe(profile.description[lng]);
    expect(person.url).toBe(`${app.url}/`);
    expect(person.sameAs).toEqual(profile.socials.filter((s) => s.kind !== "email").map((s) => s.url));
    expect(person.knowsAbout).toHaveLength(skillCategories.reduce((n, c) => n + c.skills.length, 0));
    // The content's last change: the profile's `updated`, else its newest file's date.
    expect(pageNode.dateModified).toBe(testContent().modified);
    expect(String(pageNode.dateModified)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const works = ofType("CreativeWork");
    expect(works).toHaveLength(projectList.length);
    expect(works.map((w) => w.name)).toEqual(projectList.map((p) => p.text[lng].title));
    expect(works.map((w) => w.description)).toEqual(projectList.map((p) => p.text[lng].description));
    expect(works.map((w) => w.keywords)).toEqual(projectList.map((p) => p.tags.join(", ")));
    for (const work of works) expect(String(work.url)).toMatch(/^https?:\/\//);
    // A work links to the live site, else the code, else the projects section.
    projectList.forEach((p, i) => {
      const expectedUrl = /^https?:/.test(p.liveUrl) ? p.liveUrl : /^https?:/.test(p.githubUrl) ? p.githubUrl : undefined;
      if (expectedUrl) expect(works[i].url).toBe(expectedUrl);
      else expect(String(works[i].url)).toMatch(/#projects$/);
    });
  });
});

describe("the owner's private page", () => {
  let admin: TestApp;
  beforeAll(async () => {
    admin = await startTestApp({ ADMIN_TOKEN: "seo-test-admin-token-0123456789abcdef" });
  });
  afterAll(async () => {
    await admin?.close();
  });

  it("/admin (noindex) carries no JSON-LD", async () => {
    const res = await fetch(`${admin.url}/admin`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("noindex");
    expect(html).not.toContain("application/ld+json");
  });
});

describe("the bare URL (language detected)", () => {
  // A language other than the default, asked for by the browser.
  const asked = LANGUAGES[LANGUAGES.length - 1];
  it("is its own canonical (the x-default), in the detected language, with the same alternates", async () => {
    const res = await fetch(`${app.url}/`, { headers: { "Accept-Language": `${asked}-XX,${asked};q=0.9` } });
    const html = await res.text();
    expect(html).toContain(`<html lang="${asked}"`);
    expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(EXPECTED[asked].title);
    const links = tags(html, "link");
    // Lighthouse fails a canonical that names another hreflang URL than the page's own.
    expect(links.filter((l) => l.rel === "canonical").map((l) => l.href)).toEqual([`${app.url}/`]);
    expect(links.filter((l) => l.hreflang).map((l) => l.href)).toEqual(alternatesOf(app.url));
    expect(metaContent(html, "og:url")).toEqual([`${app.url}/`]);
    expect(metaContent(html, "og:image")).toEqual([`${app.url}/og/${asked}.png`]);
  });
});

describe("crawler files", () => {
  it("/sitemap.xml lists every language's URL with their hreflang alternates and a lastmod", async () => {
    const res = await fetch(`${app.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]);
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1])).toEqual(LANGUAGES.map((l) => `${app.url}/?lng=${l}`));
    const today = new Date().toISOString().slice(0, 10);
    for (const url of urls) {
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect((/<lastmod>([^<]+)</.exec(url)?.[1] ?? "9999") <= today).toBe(true);
      expect([...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]])).toEqual([
        ...LANGUAGES.map((l) => [l, `${app.url}/?lng=${l}`]),
        ["x-default", `${app.url}/`],
      ]);
    }
  });

  it("/robots.txt allows all but the API and /admin, and names the sitemap", async () => {
    const res = await fetch(`${app.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });

  it("/llms.txt sums up the owner, skills, projects (linked) and contact in English, then in French", async () => {
    const res = await fetch(`${app.url}/llms.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    const lines = text.split("\n");
    expect(lines[0]).toBe(`# ${profile.name}`);
    expect(lines.find((l) => l.startsWith("> "))).toContain(profile.description.en);
    const h2 = lines.filter((l) => l.startsWith("## "));
    const NAMES: Record<string, string> = { fr: "Français", es: "Español" };
    const others = LANGUAGES.filter((l) => l !== "en");
    expect(h2).toEqual(["## About", "## Skills", "## Projects", "## Contact", ...others.map((l) => `## ${NAMES[l]}`)]);
    const english = text.split("\n## Français\n")[0];
    const french = text.split("\n## Français\n")[1].split("\n## ")[0];
    expect(french.split("\n").filter((l) => l.startsWith("### "))).toEqual([
      "### À propos",
      "### Compétences",
      "### Projets",
      "### Contact",
    ]);
    for (const p of projectList) {
      expect(english).toContain(`[${p.text.en.title}](`);
      expect(english).toContain(p.text.en.description);
      expect(french).toContain(`[${p.text.fr.title}](`);
      expect(french).toContain(p.text.fr.description);
    }
    for (const p of projectList) if (/^https?:/.test(p.githubUrl)) expect(english).toContain(p.githubUrl);
    for (const c of skillCategories) expect(english).toContain(`- ${c.label.en}: `);
    for (const c of skillCategories) expect(french).toContain(`- ${c.label.fr}\u00a0: `);
    expect(english).toContain(`(${app.url}/?lng=en#contact)`);
    expect(french).toContain(`(${app.url}/?lng=fr#contact)`);
    for (const s of profile.socials) if (s.kind !== "email") expect(english).toContain(`(${s.url})`);
    expect(french).toContain(profile.about.intro.fr);
  });

  it("answers 404 for a preview image of an unknown language", async () => {
    expect((await fetch(`${app.url}/og/de.png`)).status).toBe(404);
    for (const lng of LANGUAGES) expect((await fetch(`${app.url}/og/${lng}.png`)).status).toBe(200);
    expect((await fetch(`${app.url}/og/en.jpg`)).status).toBe(404);
  });
});

describe("with SITE_URL set", () => {
  it("builds every absolute URL from SITE_URL, not from the request", async () => {
    for (const lng of LANGUAGES) {
      const { html } = await page(sited.url, lng);
      const links = tags(html, "link");
      expect(links.find((l) => l.rel === "canonical")?.href).toBe(`${SITE}/?lng=${lng}`);
      expect(links.filter((l) => l.hreflang).map((l) => l.href)).toEqual(alternatesOf(SITE));
      expect(metaContent(html, "og:url")).toEqual([`${SITE}/?lng=${lng}`]);
      expect(metaContent(html, "og:image")).toEqual([`${SITE}/og/${lng}.png`]);
      expect(html).not.toContain(sited.url);
    }
    expect(await (await fetch(`${sited.url}/robots.txt`)).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    const sitemap = await (await fetch(`${sited.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE}/?lng=fr</loc>`);
    expect(sitemap).not.toContain(sited.url);
    expect(await (await fetch(`${sited.url}/llms.txt`)).text()).toContain(`(${SITE}/?lng=en#contact)`);
  });
});
