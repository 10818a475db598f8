import { describe, expect, it } from "vitest";
import { initials } from "~/sections/hero/Hero";

describe("the hero's monogram", () => {
  it("takes the first letters of the first and last words, upper-cased", () => {
    expect(initials("Malik Durand")).toBe("MD");
    expect(initials("  élodie  de la Tour ")).toBe("ÉT");
    expect(initials("Clara")).toBe("C");
    expect(initials("Zoë 𝒜da")).toBe("Z𝒜");
  });
});
