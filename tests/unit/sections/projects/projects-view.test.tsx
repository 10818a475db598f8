import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { ContentContext, toClientContent } from "~/content/use-content";
import { ProjectsView } from "~/sections/projects/Projects";
import type { ProjectsSectionData } from "~/sections/projects/loader.server";
import type { ProjectDto } from "~/services/projects.server";
import { testContent } from "../../../helpers/content";

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", fallbackLng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});

const oss: ProjectDto = {
  id: "oss",
  kind: "opensource",
  isOpenSource: true,
  icon: "twitch",
  tags: ["a", "b", "c", "d", "e"],
  githubUrl: "https://github.com/x/y",
  liveUrl: "#",
  imageUrl: "",
  features: { en: [] },
  twitterPosts: [],
  en: { title: "OSS one", description: "d", extendedDescription: "e" },
  fr: { title: "OSS un", description: "d", extendedDescription: "e" },
};

const render = (data: Partial<ProjectsSectionData>, lng = "en", loading = false) => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ContentContext.Provider value={toClientContent(testContent())}>
        <ProjectsView
          data={{ projects: [oss], filter: "all", openProjectId: null, posts: {}, pictures: {}, error: null, ...data }}
          search=""
          loading={loading}
        />
      </ContentContext.Provider>
    </I18nextProvider>,
  );
};

describe("projects view (server render)", () => {
  it("puts the project's picture on its card: sized, lazy, with alt text naming the project", () => {
    const html = render({ pictures: { oss: { en: { url: "/preview/en/oss.0123456789ab.svg", generated: true } } } });
    const img = /<img[^>]*class="project-preview"[^>]*>/.exec(html)?.[0] ?? "";
    expect(img).toContain('src="/preview/en/oss.0123456789ab.svg"');
    expect(img).toContain('width="800"');
    expect(img).toContain('height="450"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('alt="Preview of OSS one"');
    const own = render({ pictures: { oss: { en: { url: "/media/projects/oss.png", generated: false } } } });
    expect(own).toContain('alt="Screenshot of OSS one"');
    expect(render({})).not.toContain("project-preview");
  });

  it("shows the spec's empty message for a filter with no project", () => {
    expect(render({ filter: "client" })).toContain("No client work projects to display.");
    expect(render({ filter: "opensource", projects: [] })).toContain("No open source projects to display.");
    expect(render({ filter: "client" }, "fr")).toContain("Aucun projet client à afficher.");
  });

  it("shows the loading and error texts", () => {
    expect(render({}, "en", true)).toContain("Loading projects...");
    expect(render({ error: "disk I/O error" })).toContain("Error loading projects: disk I/O error");
    expect(render({ error: "" })).toContain("Error loading projects: Failed to fetch projects data");
  });

  it("renders cards with 4 tags plus a count, hides hash links, links each card for no-JS", () => {
    const html = render({});
    expect(html).toContain("OSS one");
    expect(html).toContain("+1");
    expect(html).not.toContain(">e<");
    expect(html).toContain('href="?project=oss#projects"');
    expect(html).toContain('href="https://github.com/x/y"');
    expect(html).not.toContain('href="#"');
    expect(render({}, "fr")).toContain("OSS un");
  });

  it("badges each kind of project in its words: open source, client, personal (card and window)", () => {
    const client: ProjectDto = { ...oss, id: "work", kind: "client", isOpenSource: false, icon: "Code2" };
    const personal: ProjectDto = { ...oss, id: "side", kind: "personal", isOpenSource: false, icon: "gamepad" };
    const badges = (html: string) => [...html.matchAll(/<span class="project-badge ([^"]+)">([^<]+)</g)].map((m) => `${m[1]}: ${m[2]}`);
    const projects = [oss, client, personal];
    expect(badges(render({ projects }))).toEqual(["is-oss: Open source", "is-client: Client project", "is-personal: Personal project"]);
    expect(badges(render({ projects }, "fr"))).toEqual([
      "is-oss: Open source",
      "is-client: Projet client",
      "is-personal: Projet personnel",
    ]);
    expect(badges(render({ projects: [personal], openProjectId: "side" })).at(-1)).toBe("is-personal: Personal project");
  });

  it("draws any content icon on a card, and the gallery's own drawings for its older names", () => {
    const icon = (name: ProjectDto["icon"]) =>
      /<span class="project-icon">(<svg[\s\S]*?<\/svg>)/.exec(render({ projects: [{ ...oss, icon: name }] }))?.[1];
    expect(icon("gamepad")).toContain("M6 11h4");
    expect(icon("globe")).not.toBe(icon("gamepad"));
    expect(icon("Code2")).toContain("m18 16 4-4-4-4");
  });

  it("links the filters with a query parameter and marks the current one", () => {
    const html = render({ filter: "opensource" });
    expect(html).toMatch(/href="\?filter=opensource#projects"[^>]*aria-current="true"/);
    expect(html).toContain('href="?filter=client#projects"');
  });
});
