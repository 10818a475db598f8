import { describe, expect, it } from "vitest";
import { ACCENT_BACKGROUND, contrastRatio, DEFAULT_ACCENT, MIN_ACCENT_CONTRAST } from "~/content/accent";
import { testContent } from "../../helpers/content";

describe("the accent colour's contrast", () => {
  it("is WCAG's ratio: 21:1 for black on white, 1:1 for a colour on itself, #rgb as #rrggbb", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#3ddc84", "#3ddc84")).toBe(1);
    expect(contrastRatio("#777", "#777777")).toBe(1);
    // A known pair: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("the default and the content's accent read on the site's dark panels", () => {
    expect(contrastRatio(DEFAULT_ACCENT, ACCENT_BACKGROUND)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
    const accent = testContent().profile.accent;
    if (accent) expect(contrastRatio(accent, ACCENT_BACKGROUND)).toBeGreaterThanOrEqual(MIN_ACCENT_CONTRAST);
  });
});
