/**
 * The portfolio commands (issue 36): about, skills, resume/cv, socials, email, agents, ~/about.txt and
 * ~/skills, made from the content for the sample owner and the suite's second, very different one, in
 * both languages, with and without JavaScript; and every section heading's "$ command" works when typed.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { loadContent } from "~/content/load.server";
import { factText, skillName, type Content } from "~/content/types";
import { createEngine } from "~/terminal/engine";
import { message } from "~/terminal/engine/messages";
import type { SavedSession } from "~/terminal/engine/types";
import { sampleContent } from "../../../helpers/content";
import { makeHarness, plainDeps, type Harness } from "./fake-deps";

const OWNERS: Array<[string, () => Content]> = [
  ["the sample owner", sampleContent],
  ["the second owner", () => loadContent(path.join(process.cwd(), "tests/fixtures/owner-content"))],
];
const LANGUAGES = ["en", "fr"] as const;

/** The lines a line printed (its echo left out). */
async function answer(h: Harness, line: string): Promise<string[]> {
  const before = h.engine.snapshot().lines.length;
  await h.run(line);
  return h.texts().slice(before + 1);
}

describe.each(OWNERS)("for %s", (_owner, contentOf) => {
  describe.each(LANGUAGES)("in %s", (lng) => {
    const t = (key: Parameters<typeof message>[1], params?: Record<string, string | number>) => message(lng, key, params);
    const harness = () => makeHarness({ content: contentOf(), language: lng });

    test("about prints the About section, and ~/about.txt holds the same text", async () => {
      const h = await harness();
      const { profile } = contentOf();
      const out = await answer(h, "about");
      expect(out[0]).toBe(`${profile.name}: ${profile.title[lng]}`);
      const text = out.join("\n");
      expect(text).toContain(profile.about.intro[lng]);
      for (const paragraph of profile.about.modalParagraphs) expect(text).toContain(paragraph[lng]);
      for (const card of profile.about.cards) expect(text).toContain(card.title[lng]);
      for (const fact of profile.facts) expect(text).toContain(factText(fact, lng).replace(/\s/g, " "));
      expect(out.at(-1)).toBe(t("aboutMore", { file: "~/about.txt" }));
      expect(await answer(h, "cat ~/about.txt")).toEqual(out.slice(0, -1));
    });

    test("skills lists the categories; skills <id> and ~/skills/<id> list a category's skills", async () => {
      const h = await harness();
      const categories = contentOf().skillCategories;
      const list = await answer(h, "skills");
      expect(list[0]).toBe(t("skillsTitle"));
      for (const [i, category] of categories.entries()) {
        expect(list[i + 1]).toContain(category.id);
        expect(list[i + 1]).toContain(category.label[lng]);
      }
      expect(await answer(h, "ls ~/skills")).toEqual([
        categories
          .map((c) => c.id)
          .sort()
          .join("  "),
      ]);
      const first = categories[0];
      const detail = await answer(h, `skills ${first.id.toUpperCase()}`);
      expect(detail[0]).toBe(`${first.label[lng]} (${first.altLabel[lng]})`);
      expect(detail).toHaveLength(first.skills.length + 1);
      for (const [i, skill] of first.skills.entries()) expect(detail[i + 1]).toContain(skillName(skill, lng));
      const file = await answer(h, `cat ~/skills/${first.id}`);
      expect(file.slice(1)).toEqual(detail.slice(1).map((line) => line.trim()));
      expect(await answer(h, "skills nope")).toEqual([t("skillsUnknown", { name: "nope", ids: categories.map((c) => c.id).join(", ") })]);
    });

    test("socials lists the e-mail first then each link; email gives the address and points to contact", async () => {
      const h = await harness();
      const { profile } = contentOf();
      const out = await answer(h, "socials");
      expect(out[0]).toContain(profile.email);
      expect(out).toHaveLength(1 + profile.socials.filter((s) => s.kind !== "email").length);
      for (const social of profile.socials) expect(out.join("\n")).toContain(social.url.replace(/^https?:\/\/(www\.)?/, ""));
      const links = h.engine
        .snapshot()
        .lines.slice(-out.length)
        .flatMap((l) => l.segments ?? []);
      expect(links.find((s) => s.href?.startsWith("mailto:"))?.href).toBe(`mailto:${profile.email}`);
      expect(await answer(h, "email")).toEqual([profile.email, t("emailContact")]);
    });

    test("resume and cv open the print dialog in the browser, and link to the page without JavaScript", async () => {
      for (const cmd of ["resume", "cv"]) {
        const h = await harness();
        const out = await answer(h, cmd);
        expect(out).toEqual([`${t("resumeLink")} /?lng=${lng}`, t("resumeOpening")]);
        expect(h.effects).toContainEqual({ type: "print" });
      }
      const h = await harness();
      const saved = h.engine.save() as SavedSession;
      const engine = createEngine(plainDeps({ content: contentOf(), language: () => lng, scriptless: true }), saved);
      const effects: string[] = [];
      engine.subscribe((_snapshot, effect) => effect && effects.push(effect.type));
      await engine.submit("resume");
      const lines = engine.snapshot().lines.slice(saved.lines.length + 1);
      expect(lines.map((l) => l.text)).toEqual([`${t("resumeLink")} /?lng=${lng}`, t("resumeNoScript")]);
      expect(lines[0].segments?.at(-1)).toEqual({ text: `/?lng=${lng}`, href: `/?lng=${lng}` });
      expect(effects).toEqual([]);
    });

    test("agents --demo prints the scripted exchange, linking the section only when the content shows it", async () => {
      const h = await harness();
      const out = await answer(h, "agents --demo");
      expect(out.slice(0, 2)).toEqual([t("agentsTitle"), t("agentsText")]);
      expect(out.join("\n")).toContain(t("agentsDemo"));
      expect(out.at(-1) === `${t("agentsSection")} #ai-showcase`).toBe(contentOf().profile.showcase !== false);
    });
  });
});

describe("the section headings and help", () => {
  /** Each section's "$ command" line (app/sections' SectionHeading), as the page shows it. */
  const headings = (lng: string) =>
    ["about", "skills", "showcase", "projects", "contact"].map(
      (ns) => (JSON.parse(fs.readFileSync(`app/i18n/locales/${lng}/${ns}.json`, "utf8")) as { prompt: string }).prompt,
    );

  test.each(LANGUAGES)("every heading's command runs in the shell and prints, never 'command not found' (%s)", async (lng) => {
    for (const line of headings(lng)) {
      const h = await makeHarness({ language: lng });
      const out = await answer(h, line);
      await h.clock.runAll();
      expect(out.length, line).toBeGreaterThan(0);
      expect(h.texts().join("\n"), line).not.toMatch(/command not found|commande introuvable|No such file|Aucun fichier/);
      expect(h.api.messages, line).toEqual([]);
    }
    // The About heading prints the owner, not the visitor's user name.
    const h = await makeHarness({ language: lng });
    expect((await answer(h, headings(lng)[0])).join("\n")).toContain(sampleContent().profile.name);
  });

  test("help lists the portfolio commands first, and 'skills' is no longer a near miss of kill", async () => {
    const h = await makeHarness();
    const out = await answer(h, "help");
    // The first group after the title: the portfolio's commands, in the page's order.
    const names = out[1]!
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/)[0]);
    expect(out[1]!.split("\n")[0]).toBe("Portfolio");
    expect(names).toEqual(["about", "skills", "projects", "resume", "cv", "socials", "email", "contact"]);
    expect(await answer(h, "skills")).not.toContain("Did you mean kill?");
  });
});
