/** The pure builders behind the crawler-facing tags and files (app/seo). */
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { adoptTestContent, rawTestContent, sampleContent } from "../../helpers/content";
import { SAMPLE_CONTENT_DIR } from "~/content/load.server";
import { toContent } from "~/content/validate.server";
import type { ProjectContent } from "~/content/types";
import { siteBase } from "~/seo/urls";
import { buildSeoMeta, pageText, xHandle } from "~/seo/meta";
import { buildJsonLd, projectUrl, serializeJsonLd } from "~/seo/json-ld";
import { buildLlmsTxt, buildRobots, buildSitemap } from "~/seo/crawl-files";
import { glyphsOf, hasGlyph } from "~/seo/font";
import { cardSkills, drawOgImage, fitText, ogImage, textWidth } from "~/seo/og-image.server";
import { resources } from "~/i18n/resources";

const content = adoptTestContent(sampleContent());
const { profile, skillCategories, projects: projectList } = content;

describe("siteBase", () => {
  it("takes SITE_URL without its trailing slash, keeping a sub-path", () => {
    expect(siteBase("http://127.0.0.1:3000/?lng=fr", "https://clara.example/")).toBe("https://clara.example");
    expect(siteBase("http://127.0.0.1:3000/", "https://clara.example/folio/")).toBe("https://clara.example/folio");
  });
  it("falls back to the request's origin", () => {
    expect(siteBase("http://localhost:3000/?lng=fr&x=1", undefined)).toBe("http://localhost:3000");
  });
});

describe("meta tags", () => {
  const text = pageText(resources.fr.common.meta as never, profile, "fr");
  const meta = buildSeoMeta({
    lng: "fr",
    languages: profile.languages,
    base: "https://c.example",
    languageInUrl: true,
    ...text,
    siteName: profile.name,
    xUrl: profile.socials.find((s) => s.kind === "x")?.url,
  });

  it("fills the locale strings with the owner's name and title", () => {
    expect(text.title).toBe(`${profile.name} | ${profile.title.fr}`);
    expect(text.description).toBe((profile.seo?.description ?? profile.description).fr);
    expect(text.imageAlt).not.toContain("{{");
  });

  it("takes the description from the content's seo, else its description", () => {
    const strings = resources.en.common.meta as never;
    const own = { en: "Own words.", fr: "Mes mots." };
    expect(pageText(strings, { ...profile, seo: { description: own } }, "fr").description).toBe("Mes mots.");
    expect(pageText(strings, { ...profile, seo: undefined }, "en").description).toBe(profile.description.en);
  });

  it("gives a canonical, three alternates, the other locale and the card tags", () => {
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://c.example/?lng=fr" });
    const alternates = meta.filter((m) => "hrefLang" in m) as Array<{ hrefLang: string; href: string }>;
    expect(alternates.map((m) => [m.hrefLang, m.href])).toEqual([
      ["en", "https://c.example/?lng=en"],
      ["fr", "https://c.example/?lng=fr"],
      ["x-default", "https://c.example/"],
    ]);
    expect(meta).toContainEqual({ property: "og:locale", content: "fr_FR" });
    expect(meta).toContainEqual({ property: "og:locale:alternate", content: "en_US" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://c.example/og/fr.png" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "twitter:site", content: "@clad_dev" });
  });

  it("names the bare URL as canonical when the language was not in the request's URL (no hreflang conflict)", () => {
    const bare = buildSeoMeta({
      lng: "fr",
      languages: profile.languages,
      base: "https://c.example",
      languageInUrl: false,
      ...text,
      siteName: profile.name,
    });
    expect(bare).toContainEqual({ tagName: "link", rel: "canonical", href: "https://c.example/" });
    expect(bare).toContainEqual({ property: "og:url", content: "https://c.example/" });
    expect(bare.filter((m) => "hrefLang" in m)).toHaveLength(3);
    expect(bare.some((m) => "name" in m && m.name === "twitter:site")).toBe(false);
  });

  it("reads an X handle only from a profile URL", () => {
    expect(xHandle("https://x.com/clad_dev")).toBe("@clad_dev");
    expect(xHandle("https://twitter.com/someone/")).toBe("@someone");
    expect(xHandle("https://x.com/clad_dev/status/1")).toBeNull();
    expect(xHandle("")).toBeNull();
  });
});

describe("JSON-LD", () => {
  const input = {
    lng: "en" as const,
    base: "https://c.example",
    languageInUrl: true,
    title: "T",
    description: "D",
    profile,
    skillCategories,
    projects: projectList,
  };

  it("is a ProfilePage about the Person, with one CreativeWork per project", () => {
    const data = buildJsonLd(input);
    const types = data["@graph"].map((n) => n["@type"]);
    expect(types).toEqual(["ProfilePage", ...projectList.map(() => "CreativeWork")]);
    const page = data["@graph"][0] as { mainEntity: { "@type": string; name: string; knowsAbout: string[] } };
    expect(page.mainEntity["@type"]).toBe("Person");
    expect(page.mainEntity.name).toBe(profile.name);
    expect(page.mainEntity.knowsAbout).toContain("TypeScript");
  });

  it("dates the page with the content's last change (dateModified), and says nothing when it is unknown", () => {
    const page = (data: ReturnType<typeof buildJsonLd>) => data["@graph"][0] as { dateModified?: string };
    expect(page(buildJsonLd({ ...input, modified: "2026-11-20" })).dateModified).toBe("2026-11-20");
    expect(page(buildJsonLd({ ...input, modified: undefined }))).not.toHaveProperty("dateModified");
  });

  it("escapes '<' so content cannot close the script tag, and still parses to the same value", () => {
    const hostile: ProjectContent = {
      ...projectList[0],
      text: { ...projectList[0].text, en: { ...projectList[0].text.en, title: "</script><script>alert(1)</script> & \u2028" } },
    };
    const value = buildJsonLd({ ...input, projects: [hostile] });
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });

  it("links a project to its live site, else its repository, else the projects section", () => {
    const base = "https://c.example";
    const p = projectList[0];
    expect(projectUrl({ ...p, liveUrl: "https://live.example", githubUrl: "https://github.com/x/y" }, base, "en")).toBe(
      "https://live.example",
    );
    expect(projectUrl({ ...p, liveUrl: "#", githubUrl: "https://github.com/x/y" }, base, "en")).toBe("https://github.com/x/y");
    expect(projectUrl({ ...p, liveUrl: "", githubUrl: "" }, base, "fr")).toBe("https://c.example/?lng=fr#projects");
  });
});

describe("crawler files", () => {
  it("sitemap: escapes URLs and dates lastmod as YYYY-MM-DD", () => {
    const xml = buildSitemap("https://c.example/a&b", new Date("2026-03-04T23:00:00Z"), profile.languages);
    expect(xml).toContain("<loc>https://c.example/a&amp;b/?lng=en</loc>");
    expect(xml).not.toMatch(/&(?!amp;)/);
    expect(xml.match(/<lastmod>2026-03-04<\/lastmod>/g)).toHaveLength(2);
  });

  it("robots: allow all, not the API nor the admin page, sitemap line", () => {
    expect(buildRobots("https://c.example")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://c.example/sitemap.xml\n",
    );
  });

  it("llms.txt: French section with French typography (no regular space before : ; ? !)", () => {
    const text = buildLlmsTxt({ base: "https://c.example", profile, skillCategories, projects: projectList });
    const french = text.split("\n## Français\n")[1];
    const plain = french.replace(/https?:\/\/\S+/g, "");
    expect(plain).not.toMatch(/ [:;?!]/);
    expect(french).toContain("- [Formulaire de contact](https://c.example/?lng=fr#contact)");
  });
});

describe("a third language", () => {
  const languages = ["en", "fr", "es"];
  // The sample with Spanish added and one Spanish text: the others show the default's (English).
  const raw = rawTestContent(SAMPLE_CONTENT_DIR);
  raw.profile.languages = languages;
  raw.profile.title.es = "Ingeniera";
  const spanishContent = toContent(raw);
  const spanish = spanishContent.profile;

  it("meta: an hreflang per language plus x-default, og:locale es_ES and the others as alternates", () => {
    const text = pageText(resources.en.common.meta as never, spanish, "es");
    const meta = buildSeoMeta({ lng: "es", languages, base: "https://c.example", languageInUrl: true, ...text, siteName: profile.name });
    const alternates = meta.filter((m) => "hrefLang" in m).map((m) => (m as { hrefLang: string }).hrefLang);
    expect(alternates).toEqual(["en", "fr", "es", "x-default"]);
    expect(meta).toContainEqual({ property: "og:locale", content: "es_ES" });
    expect(meta.filter((m) => "property" in m && m.property === "og:locale:alternate")).toEqual([
      { property: "og:locale:alternate", content: "en_US" },
      { property: "og:locale:alternate", content: "fr_FR" },
    ]);
    expect(text.title).toBe(`${profile.name} | Ingeniera`);
  });

  it("sitemap: one URL per language, each with every alternate", () => {
    const xml = buildSitemap("https://c.example", new Date("2026-03-04T00:00:00Z"), languages);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain("<loc>https://c.example/?lng=es</loc>");
    expect(xml.match(/hreflang="es"/g)).toHaveLength(3);
  });

  it("llms.txt: a section per language other than English, named in its own language", () => {
    const text = buildLlmsTxt({
      base: "https://c.example",
      profile: spanish,
      skillCategories: spanishContent.skillCategories,
      projects: spanishContent.projects,
    });
    expect(text).toContain("\n## Français\n");
    expect(text).toContain("\n## Español\n");
    expect(text).toContain("> Ingeniera.");
    expect(text).toContain("- [Formulario de contacto](https://c.example/?lng=es#contact)");
  });

  it("llms.txt: each language's link names that language in itself, one without a labels table too", () => {
    // Portuguese has no labels table: the same content with every "es" text keyed "pt".
    const portuguese = JSON.parse(JSON.stringify(spanishContent).replace(/"es":/g, '"pt":')) as typeof spanishContent;
    portuguese.profile.languages = ["en", "fr", "pt"];
    const text = buildLlmsTxt({ base: "https://c.example", ...portuguese });
    expect(text).toContain("- [Portfolio (English)](https://c.example/?lng=en)");
    expect(text).toContain("- [Portfolio (français)](https://c.example/?lng=fr)");
    expect(text).toContain("- [Portfolio (português)](https://c.example/?lng=pt)");
    expect(text.match(/Portfolio \(English\)/g)).toHaveLength(1);
  });
});

describe("preview image", () => {
  function size(png: Buffer) {
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  }

  it("is a 1200×630 PNG per language, deterministic and drawn once", () => {
    const en = drawOgImage(content, "en");
    expect(size(en)).toEqual({ width: 1200, height: 630 });
    expect(en.equals(drawOgImage(content, "en"))).toBe(true);
    expect(en.equals(drawOgImage(content, "fr"))).toBe(false);
    expect(ogImage("fr")).toBe(ogImage("fr"));
  });

  it("uses the site's dark background and terminal green", () => {
    const png = drawOgImage(content, "en");
    const idat = png.subarray(33 + 8, 33 + 8 + png.readUInt32BE(33));
    const raw = zlib.inflateSync(idat);
    const stride = 1200 * 3 + 1;
    const pixel = (x: number, y: number) => [...raw.subarray(y * stride + 1 + x * 3, y * stride + 1 + x * 3 + 3)];
    expect(pixel(5, 5)).toEqual([0x05, 0x08, 0x0a]);
    const colours = new Set<string>();
    for (let y = 0; y < 630; y += 3) for (let x = 0; x < 1200; x += 3) colours.add(pixel(x, y).join(","));
    expect(colours.has([0x3d, 0xdc, 0x84].join(","))).toBe(true);
  });

  it("has a glyph for every letter of the owner's name, titles and card skills", () => {
    const texts = [
      profile.name,
      profile.title.en,
      profile.title.fr,
      ...cardSkills(skillCategories, "en", 40).flat(),
      ...cardSkills(skillCategories, "fr", 40).flat(),
    ];
    const missing = texts.flatMap((t) => [...t.normalize("NFD")].filter((ch) => !/\p{M}/u.test(ch) && !hasGlyph(ch)));
    expect(missing).toEqual([]);
    expect(glyphsOf("é")[0].mark).not.toBeNull();
  });

  it("shrinks, then cuts, text that does not fit", () => {
    expect(fitText("CLARA", 1000, 12).scale).toBe(12);
    const long = fitText("A VERY LONG NAME THAT GOES ON", 600, 12);
    expect(textWidth(long.text, long.scale)).toBeLessThanOrEqual(600);
    const cut = fitText("X".repeat(200), 300, 12);
    expect(cut.text.endsWith("...")).toBe(true);
    expect(textWidth(cut.text, cut.scale)).toBeLessThanOrEqual(300);
  });
});
