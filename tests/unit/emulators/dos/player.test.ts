import { describe, expect, it } from "vitest";
import { DOS_MAX_WIDTH, DOS_MAX_WIDTH_EXPANDED, DOS_MIN_WIDTH, dosWindowSize } from "~/emulators/dos/layout";
import { dosStrings, failureText } from "~/emulators/dos/strings";

describe("DOS window size (up to 800x600, up to 1600 px wide expanded)", () => {
  it("caps a large space at 800x600, or 1600x1200 when expanded / fullscreen", () => {
    expect(dosWindowSize({ width: 2000, height: 2000 }, false)).toEqual({ width: 800, height: 600 });
    expect(dosWindowSize({ width: 2000, height: 2000 }, true)).toEqual({ width: 1600, height: 1200 });
    expect(DOS_MAX_WIDTH).toBe(800);
    expect(DOS_MAX_WIDTH_EXPANDED).toBe(1600);
  });

  it("keeps 4:3 and fits the limiting side", () => {
    expect(dosWindowSize({ width: 647, height: 240 }, false)).toEqual({ width: 320, height: 240 });
    expect(dosWindowSize({ width: 1280, height: 700 }, true)).toEqual({ width: 933, height: 700 });
    expect(dosWindowSize({ width: 1920, height: 1080 }, true)).toEqual({ width: 1440, height: 1080 });
  });

  it("stays readable on a 390 px phone", () => {
    const size = dosWindowSize({ width: 358, height: 700 }, false);
    expect(size).toEqual({ width: 358, height: 269 });
  });

  it("never collapses on bad input", () => {
    for (const bad of [
      { width: 0, height: 0 },
      { width: Number.NaN, height: Number.NaN },
      { width: -5, height: 100 },
      { width: 50, height: 20 },
    ]) {
      const size = dosWindowSize(bad, false);
      expect(size.width).toBeGreaterThanOrEqual(DOS_MIN_WIDTH);
      expect(size.height).toBe(Math.round(size.width * 0.75));
    }
  });
});

describe("DOS player texts", () => {
  it("has the spec's English wording", () => {
    const en = dosStrings("en");
    expect(en.loading).toBe("This may take a minute. Please wait...");
    expect(en.errorTitle("Doom")).toBe("Error Loading Doom");
    expect(en.close).toBe("Close");
  });

  it("words the failure with the frame's reason, else the generic one", () => {
    expect(failureText("en", "Bundle fetch failed (404)")).toBe("Failed to initialize the game: Bundle fetch failed (404)");
    expect(failureText("en", "Failed to load js-dos after multiple attempts")).toBe(
      "Failed to initialize the game: Failed to load js-dos after multiple attempts",
    );
    expect(failureText("en", null)).toBe("Failed to initialize the game: Failed to initialize the game");
    expect(failureText("en", "   ")).toBe("Failed to initialize the game: Failed to initialize the game");
  });

  it("has French texts for every English one", () => {
    const en = dosStrings("en");
    const fr = dosStrings("fr");
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
    expect(fr.loading).not.toBe(en.loading);
    expect(fr.errorTitle("Doom")).toContain("Doom");
    expect(failureText("fr", null)).toContain(fr.genericReason);
  });
});
