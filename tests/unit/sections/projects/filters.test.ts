import { describe, expect, it } from "vitest";
import {
  baseLanguage,
  cardTags,
  filterProjects,
  galleryHref,
  parseFilter,
  projectFeatures,
  projectText,
  visibleUrl,
} from "~/sections/projects/filters";
import type { ProjectKind } from "~/content/project-kinds";
import type { ProjectDto } from "~/services/projects.server";

const block = (title: string) => ({ title, description: `${title} d`, extendedDescription: `${title} e` });
const project = (id: string, isOpenSource: boolean, kind: ProjectKind = isOpenSource ? "opensource" : "client"): ProjectDto => ({
  id,
  kind,
  isOpenSource,
  icon: "Code2",
  tags: ["a", "b", "c", "d", "e", "f"],
  githubUrl: "",
  liveUrl: "#",
  imageUrl: "",
  features: { en: ["f-en"], fr: ["f-fr"] },
  twitterPosts: [],
  en: block(`${id}-en`),
  fr: block(`${id}-fr`),
});

describe("project filters", () => {
  const list = [project("a", true), project("b", false), project("c", true)];
  it("keeps all, open source or client projects", () => {
    expect(filterProjects(list, "all").map((p) => p.id)).toEqual(["a", "b", "c"]);
    expect(filterProjects(list, "opensource").map((p) => p.id)).toEqual(["a", "c"]);
    expect(filterProjects(list, "client").map((p) => p.id)).toEqual(["b"]);
    expect(filterProjects([list[0]], "client")).toEqual([]);
  });

  it("shows a personal project under all only: it is neither open source nor client work", () => {
    const withPersonal = [...list, project("d", false, "personal")];
    expect(filterProjects(withPersonal, "all").map((p) => p.id)).toEqual(["a", "b", "c", "d"]);
    expect(filterProjects(withPersonal, "client").map((p) => p.id)).toEqual(["b"]);
    expect(filterProjects(withPersonal, "opensource").map((p) => p.id)).toEqual(["a", "c"]);
  });

  it("parses the query parameter, defaulting to all", () => {
    expect(parseFilter("client")).toBe("client");
    expect(parseFilter("opensource")).toBe("opensource");
    expect(parseFilter("CLIENT")).toBe("all");
    expect(parseFilter(null)).toBe("all");
  });

  it("builds no-JS links that keep other parameters", () => {
    expect(galleryHref("", { filter: "client" })).toBe("?filter=client#projects");
    expect(galleryHref("?lng=fr&project=x", { filter: "all", project: null })).toBe("?lng=fr#projects");
    expect(galleryHref("?filter=client", { project: "b" })).toBe("?filter=client&project=b#projects");
    expect(galleryHref("?project=b", { project: null })).toBe("/#projects");
  });
});

describe("project text", () => {
  const p = project("a", true);
  it("uses the first part of the language code with an English fallback", () => {
    expect(baseLanguage("fr-CA")).toBe("fr");
    expect(projectText(p, "fr-CA").title).toBe("a-fr");
    expect(projectText(p, "de").title).toBe("a-en");
    expect(projectText(p, undefined).title).toBe("a-en");
    expect(projectFeatures(p, "fr")).toEqual(["f-fr"]);
    expect(projectFeatures(p, "es")).toEqual(["f-en"]);
  });

  it("shows 4 tags plus a count", () => {
    expect(cardTags(p.tags)).toEqual({ shown: ["a", "b", "c", "d"], extra: 2, rest: ["e", "f"] });
    expect(cardTags(["a"])).toEqual({ shown: ["a"], extra: 0, rest: [] });
  });

  it("hides empty and hash links", () => {
    expect(visibleUrl("")).toBeNull();
    expect(visibleUrl("#")).toBeNull();
    expect(visibleUrl("  ")).toBeNull();
    expect(visibleUrl("https://x.y")).toBe("https://x.y");
  });
});
