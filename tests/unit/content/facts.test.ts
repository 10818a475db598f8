import { describe, expect, it } from "vitest";
import { factText } from "~/content/types";

describe("a fact as one line", () => {
  const label = { en: "{value}+ members", fr: "Plus de {value} membres" };

  it("puts the value where the label says, numbers written the language's way", () => {
    expect(factText({ value: 25000, label }, "en")).toBe("25,000+ members");
    expect(factText({ value: 25000, label }, "fr").replace(/\s/g, " ")).toBe("Plus de 25 000 membres");
  });

  it("puts the value first when the label does not place it", () => {
    expect(factText({ value: "3", label: { en: "cats", fr: "chats" } }, "fr")).toBe("3 chats");
  });

  it("writes a year as a year (never '2,009'), and groups from five digits", () => {
    const since = { en: "Self-taught since {value}", fr: "Autodidacte depuis {value}" };
    expect(factText({ value: 2009, label: since }, "en")).toBe("Self-taught since 2009");
    expect(factText({ value: 2009, label: since }, "fr")).toBe("Autodidacte depuis 2009");
  });
});
