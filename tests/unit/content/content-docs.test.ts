/** The owner's guide keeps up with what the content folder accepts and where things come from. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_ICONS, PROJECT_ICONS } from "~/content/icons";
import { PROJECT_KINDS } from "~/content/project-kinds";

const ROOT = path.resolve(__dirname, "../../..");
const doc = (name: string) => fs.readFileSync(path.join(ROOT, "docs", name), "utf8");

describe("docs/customizing.md", () => {
  const guide = doc("customizing.md");
  const icons = guide.slice(guide.indexOf("### Icons"), guide.indexOf("**X posts**"));

  it("shows every icon name the content may use", () => {
    for (const name of PROJECT_ICONS) expect(icons, name).toContain(`\`${name}\``);
    expect(CONTENT_ICONS.length).toBeGreaterThan(8);
  });

  it("names every kind of project", () => {
    for (const kind of PROJECT_KINDS) expect(guide).toContain(`\`${kind}\``);
  });
});

describe("docs", () => {
  it("never say the owner's data comes from app/content/ (it comes from the content folder)", () => {
    for (const name of fs.readdirSync(path.join(ROOT, "docs")).filter((f) => f.endsWith(".md")))
      expect(doc(name), name).not.toMatch(/(from|mirrored from|written from) `app\/content\/`/);
  });
});
