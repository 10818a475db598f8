import { describe, expect, it } from "vitest";
import { correct, editDistance, fold, splitQuestions, stem, terms } from "~/services/assistant/normalize";

describe("the assistant's English/French analyser", () => {
  it("folds case, accents and punctuation", () => {
    expect(fold("Compétences, S'IL VOUS PLAÎT !")).toBe("competences s il vous plait");
    expect(fold("Œuvre")).toBe("oeuvre");
  });

  it("brings plural and derived forms to one stem in both languages", () => {
    expect(stem("competences")).toBe(stem("competence"));
    expect(stem("projects")).toBe(stem("project"));
    expect(stem("projets")).toBe(stem("projet"));
    expect(stem("agencies")).toBe("agency");
    expect(stem("deployment")).toBe(stem("deploy"));
    // Short words and numbers stay as they are.
    expect(stem("go")).toBe("go");
    expect(stem("2009")).toBe("2009");
  });

  it("drops function words of both languages", () => {
    expect(terms("What are your skills?")).toEqual([stem("skills")]);
    expect(terms("Quelles sont tes compétences ?")).toEqual([stem("competences")]);
  });

  it("counts an adjacent swap as one edit", () => {
    expect(editDistance("projetcs", "projects")).toBe(1);
    expect(editDistance("kubernets", "kubernetes")).toBe(1);
    expect(editDistance("abc", "xyz", 1)).toBeGreaterThan(1);
  });

  it("repairs a misspelt word to the vocabulary's closest, and leaves known and short words alone", () => {
    const vocabulary = new Set(["show", "projects", "contact", "skills", "pendu", "perdu"]);
    const byLength = new Map<number, string[]>();
    for (const w of vocabulary) byLength.set(w.length, [...(byLength.get(w.length) ?? []), w]);
    expect(correct("shwo me your projetcs", vocabulary, byLength)).toBe("show me your projects");
    expect(correct("how can i contcat you", vocabulary, byLength)).toBe("how can i contact you");
    expect(correct("je suis perdu", vocabulary, byLength)).toBe("je suis perdu");
  });
});

describe("splitting a long message into questions", () => {
  it("keeps the sentences that ask, up to three, in order", () => {
    const letter =
      "Hello, I recruit for a startup. We like your work. Do you know Python? Are you available in May? " +
      "What is your rate? Can we call on Monday?";
    expect(splitQuestions(letter)).toEqual(["Do you know Python?", "Are you available in May?", "What is your rate?"]);
  });

  it("falls back to the longer sentences when nothing ends with a question mark", () => {
    const parts = splitQuestions("Tell me about your projects. I need a backend developer for a long mission.");
    expect(parts.length).toBe(2);
  });
});
