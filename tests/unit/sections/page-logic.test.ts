import { describe, expect, it } from "vitest";
import { KONAMI_SEQUENCE, MATRIX_MODE_MS, isTypingTarget, konamiStep } from "~/components/konami";
import {
  HEADER_HEIGHT_PX,
  HEADER_SLIDE_PX,
  HEADER_SPRING,
  MOBILE_OVERLAY_FADE_S,
  SECTIONS,
  nextScrollHidden,
  pickActiveSection,
  type SectionKey,
} from "~/sections/nav";
import { isMobileUserAgent } from "~/utils/device";
import { scrambleFrame } from "~/sections/hero/scramble";
import { tabColumns, tabIndexForKey } from "~/sections/skills/tabs-keys";
import { sampleContent } from "../../helpers/content";

import { resources } from "~/i18n/resources";

const content = sampleContent();

function feed(keys: readonly string[], start = 0) {
  let progress = start;
  let done = false;
  for (const key of keys) {
    const step = konamiStep(progress, key);
    progress = step.progress;
    done = done || step.done;
  }
  return { progress, done };
}

describe("konami code", () => {
  it("completes on the exact sequence, with the spec's 5000 ms", () => {
    expect(feed(KONAMI_SEQUENCE).done).toBe(true);
    expect(MATRIX_MODE_MS).toBe(5000);
  });
  it("accepts upper-case B and A", () => {
    expect(feed([...KONAMI_SEQUENCE.slice(0, 8), "B", "A"]).done).toBe(true);
  });
  it("fails on a wrong key and restarts cleanly", () => {
    expect(feed([...KONAMI_SEQUENCE.slice(0, 9), "x"]).done).toBe(false);
    expect(feed(["x", ...KONAMI_SEQUENCE]).done).toBe(true);
    // An extra "up" at the start still works.
    expect(feed(["ArrowUp", ...KONAMI_SEQUENCE]).done).toBe(true);
    expect(feed(["ArrowUp", "ArrowUp", "ArrowDown", "ArrowUp", ...KONAMI_SEQUENCE]).done).toBe(true);
  });
  it("ignores keys typed into fields", () => {
    expect(isTypingTarget({ tagName: "INPUT" } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "TEXTAREA" } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "BUTTON" } as unknown as EventTarget)).toBe(false);
    const inGame = { tagName: "DIV", closest: (sel: string) => (sel === "[data-terminal-overlay]" ? {} : null) };
    expect(isTypingTarget(inGame as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", closest: () => null } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("header", () => {
  it("has the spec's constants and anchors", () => {
    expect(HEADER_HEIGHT_PX).toBe(64);
    expect(HEADER_SLIDE_PX).toBe(80);
    expect(MOBILE_OVERLAY_FADE_S).toBe(0.2);
    expect(HEADER_SPRING).toMatchObject({ stiffness: 100, damping: 20 });
    expect(SECTIONS.map((s) => `${s.key}:#${s.id}`)).toEqual([
      "hero:#hero",
      "about:#about",
      "skills:#skills",
      "agents:#ai-showcase",
      "projects:#projects",
      "contact:#contact",
    ]);
  });
  it("picks the section with the largest visible fraction, earlier on ties, current when none", () => {
    const r = (entries: Array<[SectionKey, number]>) => new Map(entries);
    expect(
      pickActiveSection(
        r([
          ["hero", 0.3],
          ["about", 0.9],
        ]),
        "hero",
      ),
    ).toBe("about");
    expect(
      pickActiveSection(
        r([
          ["skills", 1],
          ["agents", 1],
        ]),
        "hero",
      ),
    ).toBe("skills");
    expect(
      pickActiveSection(
        r([
          ["contact", 0.2],
          ["projects", 0.1],
        ]),
        "hero",
      ),
    ).toBe("contact");
    expect(pickActiveSection(r([]), "projects")).toBe("projects");
    expect(pickActiveSection(r([["about", 0]]), "skills")).toBe("skills");
  });
  it("hides on scrolling down past the header, shows on scrolling up and at the top", () => {
    expect(nextScrollHidden(false, 200, 300)).toBe(true);
    expect(nextScrollHidden(true, 300, 200)).toBe(false);
    expect(nextScrollHidden(true, 300, 302)).toBe(true);
    expect(nextScrollHidden(false, 300, 298)).toBe(false);
    expect(nextScrollHidden(true, 100, 40)).toBe(false);
    expect(nextScrollHidden(false, 0, 50)).toBe(false);
  });
});

describe("hero", () => {
  it("detects mobile user agents", () => {
    expect(
      isMobileUserAgent(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36")).toBe(true);
    expect(isMobileUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36")).toBe(
      false,
    );
    expect(isMobileUserAgent(null)).toBe(false);
  });
  it("scrambles letters but keeps length and spaces, and settles on the name", () => {
    const name = "Clara Adler";
    const frame = scrambleFrame(name, 0, () => 0.5);
    expect(frame).toHaveLength(name.length);
    expect(frame[5]).toBe(" ");
    expect(frame).not.toBe(name);
    expect(scrambleFrame(name, 1)).toBe(name);
    expect(scrambleFrame(name, 0.5, () => 0).slice(0, 5)).toBe("Clara");
  });
});

describe("skills", () => {
  it("moves between tabs with arrows (wrapping), Home and End", () => {
    expect(tabIndexForKey("ArrowDown", 0, 6)).toBe(1);
    expect(tabIndexForKey("ArrowRight", 5, 6)).toBe(0);
    expect(tabIndexForKey("ArrowUp", 0, 6)).toBe(5);
    expect(tabIndexForKey("ArrowLeft", 3, 6)).toBe(2);
    expect(tabIndexForKey("Home", 4, 6)).toBe(0);
    expect(tabIndexForKey("End", 1, 6)).toBe(5);
    expect(tabIndexForKey("a", 1, 6)).toBeNull();
  });
  it("lays the wide tab grid in rows as even as can be, at most four columns", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map(tabColumns)).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3, 4]);
  });
  it("has the spec's categories and counts, with translated proficiency labels", () => {
    expect(content.skillCategories.map((c) => `${c.id}:${c.skills.length}`)).toEqual([
      "backend:7",
      "cloudDevopsBdd:6",
      "iaMl:6",
      "frontend:3",
      "automation:2",
      "tools:5",
    ]);
    expect(resources.en.skills.levels).toEqual({ Expert: "Expert", Confirmed: "Confirmed", Intermediate: "Intermediate" });
    expect(resources.fr.skills.levels).toEqual({ Expert: "Expert", Confirmed: "Confirmé", Intermediate: "Intermédiaire" });
  });
  it("gives each category a subtitle of its own that reads with its label", () => {
    // The spec's second reading of the six categories, in both languages.
    expect(content.skillCategories.map((c) => `${c.label.en} · ${c.altLabel.en}`)).toEqual([
      "Backend · Modern stack",
      "Cloud, DevOps & databases · Databases",
      "AI & machine learning · AI and LLMs",
      "Frontend · Web interfaces",
      "Automation · Workflows and scraping",
      "Tools · Dev tooling",
    ]);
    expect(content.skillCategories.map((c) => c.altLabel.fr)).toEqual([
      "Stack moderne",
      "Bases de données",
      "IA et LLM",
      "Interfaces web",
      "Workflows et extraction web",
      "Outillage dev",
    ]);
    for (const lng of ["en", "fr"] as const) {
      const subtitles = content.skillCategories.map((c) => c.altLabel[lng]);
      expect(new Set(subtitles).size).toBe(subtitles.length);
    }
  });
  it("pairs the spec's second readings only with the categories they describe", () => {
    // The spec lists six readings for six categories, but "legacy" and "cloud and infra" describe neither the
    // frontend (React, CSS) nor the automation (n8n, Playwright): shown beside them they misread them (ADR 059).
    const reading = (id: string) => content.skillCategories.find((c) => c.id === id)?.altLabel.en.toLowerCase();
    expect(["backend", "iaMl", "cloudDevopsBdd", "tools"].map(reading)).toEqual([
      "modern stack",
      "ai and llms",
      "databases",
      "dev tooling",
    ]);
    expect(reading("frontend")).not.toBe("legacy");
    expect(reading("automation")).not.toBe("cloud and infra");
  });
});

describe("locales (common, about, skills)", () => {
  const keys = (value: unknown, prefix = ""): string[] =>
    value && typeof value === "object" ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
  it.each(["common", "about", "skills"] as const)("%s has the same keys in en and fr", (ns) => {
    expect(keys(resources.fr[ns]).sort()).toEqual(keys(resources.en[ns]).sort());
  });
  it("has the spec's exact strings", () => {
    const en = resources.en.common as { header: { switchLanguage: string }; hero: Record<string, string> };
    expect(en.header.switchLanguage).toBe("Switch to French");
    expect(en.hero.fullscreen).toBe("Fullscreen mode");
    expect(en.hero.exitFullscreen).toBe("Exit fullscreen");
    expect(en.hero.tapToActivate).toBe("Tap to activate terminal");
    expect((resources.en.about as { modal: { title: string } }).modal.title).toBe("About Me");
  });
});
