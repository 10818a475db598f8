import { describe, expect, it } from "vitest";
import { drawProjectPreview, projectPictures, projectPreview } from "~/services/project-preview.server";
import { adoptContent, staticContentSource } from "~/content/store.server";
import { testContent } from "../../helpers/content";

const content = testContent();

describe("generated project previews", () => {
  it("draws one distinct picture per project, the same bytes for the same content", () => {
    for (const lng of content.profile.languages) {
      const svgs = content.projects.map((project, index) => drawProjectPreview(project, lng, index));
      expect(new Set(svgs).size).toBe(content.projects.length);
      for (const svg of svgs) {
        expect(svg.startsWith("<svg")).toBe(true);
        expect(svg).toContain('viewBox="0 0 800 450"');
        // Nothing that could run or fetch anything.
        expect(svg).not.toMatch(/<script|href=|on[a-z]+=/i);
      }
      expect(drawProjectPreview(content.projects[0], lng, 0)).toBe(svgs[0]);
    }
  });

  it("gives each project a different accent and motif (the first six)", () => {
    const accents = content.projects
      .slice(0, 6)
      .map((p, i) => /<rect x="\d+" y="\d+" width="56" height="6" fill="(#[0-9a-f]{6})"/.exec(drawProjectPreview(p, "en", i))?.[1]);
    expect(new Set(accents).size).toBe(Math.min(6, content.projects.length));
  });

  it("uses the owner's own picture when the content names one, else a fingerprinted /preview URL", () => {
    const [first, ...rest] = content.projects;
    const owned = {
      ...content,
      projects: [{ ...first, imageUrl: "/media/projects/mine.png" }, ...rest.map((p) => ({ ...p, imageUrl: "" }))],
    };
    const pictures = projectPictures(owned);
    for (const lng of content.profile.languages) {
      expect(pictures[first.id][lng]).toEqual({ url: "/media/projects/mine.png", generated: false });
      for (const project of rest) {
        expect(pictures[project.id][lng].generated).toBe(true);
        expect(pictures[project.id][lng].url).toMatch(new RegExp(`^/preview/${lng}/${project.id}\\.[0-9a-f]{12}\\.svg$`));
      }
    }
  });

  it("serves the current content's pictures by language and id, nothing for an unknown one", () => {
    adoptContent(staticContentSource(content));
    const [project] = content.projects;
    const lng = content.profile.languages[0];
    const preview = projectPreview(lng, project.id);
    expect(preview?.svg).toBe(drawProjectPreview(project, lng, 0));
    expect(projectPictures()[project.id][lng].url).toBe(project.imageUrl || preview?.url);
    expect(projectPreview(lng, "no-such-project")).toBeUndefined();
    expect(projectPreview("xx", project.id)).toBeUndefined();
  });
});
