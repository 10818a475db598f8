/** The sample persona's texts left in an owner's folder (content:check's warnings), compared normalised. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readContentFiles, SAMPLE_CONTENT_DIR } from "~/content/load.server";
import { normaliseText, sampleLeftovers } from "~/content/sample-leftovers.server";
import { rawTestContent } from "../../helpers/content";

const sample = readContentFiles(SAMPLE_CONTENT_DIR).raw;
const OWNER_DIR = path.resolve("tests/fixtures/owner-content");

/** The second owner's folder with `change` applied to a copy of its parsed files. */
function ownerWith(change: (raw: ReturnType<typeof rawTestContent>) => void) {
  const raw = rawTestContent(OWNER_DIR);
  change(raw);
  return raw;
}

describe("normaliseText", () => {
  it("folds non-breaking and thin spaces, line breaks, case and compatibility forms", () => {
    expect(normaliseText("Lyon,\u00a0France\u202f:\n  ﬁne ＡＩ")).toBe(normaliseText("lyon, france : fine ai"));
  });
});

describe("sampleLeftovers", () => {
  it("finds nothing in an owner's own folder", () => {
    expect(sampleLeftovers(rawTestContent(OWNER_DIR), sample)).toEqual([]);
  });

  it("names the file and field of a sample line kept behind a non-breaking space", () => {
    const line = sample.profile as { description: { fr: string } };
    const kept = line.description.fr.replace(/ /g, "\u00a0");
    expect(kept).not.toBe(line.description.fr);
    const raw = ownerWith((r) => (r.profile.about.intro = { en: r.profile.about.intro.en, fr: kept }));
    expect(sampleLeftovers(raw, sample)).toEqual([
      expect.stringMatching(/^profile\.yaml: about\.intro\.fr: still the sample's text \("Je construis/),
    ]);
  });

  it("finds a re-wrapped, re-cased sample text in another file and field", () => {
    const text = (sample.profile as { projectsIntro: { en: string } }).projectsIntro.en;
    const raw = ownerWith((r) => (r.projects.projects[0].text.en.description = text.toUpperCase().replace(/ /, "\n  ")));
    expect(sampleLeftovers(raw, sample)).toEqual([
      expect.stringMatching(/^projects\.yaml: projects\.0\.text\.en\.description: still the sample's text/),
    ]);
  });

  it("flags the sample's name and e-mail at their fields, but not short texts any portfolio shares", () => {
    const raw = ownerWith((r) => {
      r.profile.name = "Clara\u00a0Adler";
      r.profile.email = "HELLO@clara-adler.dev";
      r.skills.categories[0].skills[0].name = "TypeScript";
    });
    expect(sampleLeftovers(raw, sample).map((line) => line.split(": still")[0])).toEqual(["profile.yaml: name", "profile.yaml: email"]);
  });
});
