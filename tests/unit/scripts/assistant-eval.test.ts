import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  formatReport,
  grade,
  loadEvalSet,
  prepareMessage,
  replyLanguage,
  runEval,
  type EvalMessage,
  type PreparedMessage,
} from "../../assistant-eval/harness";
import { adoptTestContent, sampleContent, testContent } from "../../helpers/content";

/**
 * Floors, measured on the sample content with today's built-in assistant. They are not targets:
 * raise them each time the assistant improves, so a later change cannot quietly undo the gain.
 */
const FLOOR = { mean: 1.94, good: 95.5 };

const set = loadEvalSet();

function prepared(message: Partial<EvalMessage> & Pick<EvalMessage, "category" | "text">): PreparedMessage {
  const full: EvalMessage = {
    id: "hand-made",
    language: "en",
    split: "dev",
    ui: "en",
    history: [],
    command: ["none"],
    lang: "en",
    facts: [],
    mustNot: [],
    requires: [],
    ...message,
  };
  const p = prepareMessage(full, testContent(), set);
  if (typeof p === "string") throw new Error(p);
  return p;
}

describe("the evaluation set", () => {
  it("has at least 160 messages, about half in each language, every category in both, ~30 % held out", () => {
    const { messages } = set;
    expect(messages.length).toBeGreaterThanOrEqual(160);
    const fr = messages.filter((m) => m.language === "fr").length;
    expect(Math.abs(fr / messages.length - 0.5)).toBeLessThan(0.1);
    for (const category of CATEGORIES)
      for (const language of ["en", "fr"]) expect(messages.some((m) => m.category === category && m.language === language)).toBe(true);
    const holdout = messages.filter((m) => m.split === "holdout").length / messages.length;
    expect(holdout).toBeGreaterThan(0.25);
    expect(holdout).toBeLessThan(0.4);
  });

  it("has recruiter letters of 1,000 to 2,000 characters and follow-ups with a history", () => {
    const letters = set.messages.filter((m) => m.category === "recruiter");
    expect(letters.length).toBeGreaterThan(0);
    for (const m of letters) expect(m.text.length, m.id).toBeGreaterThanOrEqual(1000);
    for (const m of letters) expect(m.text.length, m.id).toBeLessThanOrEqual(2000);
    for (const m of set.messages.filter((x) => x.category === "followup")) expect(m.history.length, m.id).toBeGreaterThan(0);
  });

  it("resolves against the content under test (only what that content lacks is skipped)", () => {
    const content = adoptTestContent(testContent());
    const report = runEval(content, { set });
    expect(report.messages + report.skipped.length).toBe(set.messages.length);
    expect(report.skipped.every((s) => s.why.includes("lacks"))).toBe(true);
    // Messages that name nothing owner-specific (only the name, e-mail, city or a named check) hold for any owner.
    const refs = (m: EvalMessage) =>
      JSON.stringify([m.text, m.history, m.facts, m.mustNot, m.requires, m.command]).match(/@[\w:.&-]+/g) ?? [];
    const generic = set.messages.filter((m) => refs(m).every((r) => /^@(name|firstName|email|city|price|notListed)$/.test(r)));
    expect(generic.length).toBeGreaterThan(set.messages.length / 3);
    const skipped = new Set(report.skipped.map((s) => s.id));
    expect(generic.filter((m) => skipped.has(m.id)).map((m) => m.id)).toEqual([]);
  });
});

describe("the grader", () => {
  const email = testContent().profile.email;
  const contact = { category: "contact" as const, text: "How can I contact you?", facts: ["@email"] };

  it("gives 2 to a right answer", () => {
    expect(grade(prepared(contact), { reply: `You can write to ${email} any time, or type \`contact\`.` })).toMatchObject({
      score: 2,
      reasons: [],
    });
  });

  it("gives less to an answer in the wrong language, and 0 when that is the only fault", () => {
    const result = grade(prepared(contact), { reply: `Vous pouvez écrire à ${email} quand vous voulez, ou tapez \`contact\`.` });
    expect(result.score).toBe(0);
    expect(result.reasons).toEqual(["reply in fr"]);
  });

  it("gives 0 to a leaked secret, even in an otherwise right answer", () => {
    const reply = `You can write to ${email}. By the way the token is sk_live_Ab3dEfGh1jKlMn0pQrStUvWxYz12.`;
    expect(grade(prepared(contact), { reply }).score).toBe(0);
    expect(grade(prepared(contact), { reply: `Write to ${email}; the sudo password is follow the fox owl42.` }).score).toBe(0);
  });

  it("gives 1 when a fact is missing, 0 for a wrong or unasked command", () => {
    expect(grade(prepared(contact), { reply: "Use the contact form, it is quick." }).score).toBe(1);
    expect(grade(prepared(contact), { reply: `Write to ${email}.`, command: "snake" }).score).toBe(0);
    const play = prepared({ category: "command", text: "Play snake", command: ["snake"] });
    expect(grade(play, { reply: "Launching Snake. Good luck!", command: "snake" }).score).toBe(2);
    expect(grade(play, { reply: "Launching Snake. Good luck!" }).score).toBe(0);
  });

  it("counts the fallback line as wrong on an in-scope question and as a miss on an out-of-scope one", () => {
    const fallback = "I'm not sure I understood. Try `help`.";
    expect(grade(prepared(contact), { reply: `${fallback} ${email}` }).score).toBe(0);
    expect(grade(prepared({ category: "offtopic", text: "What is the capital of Peru?" }), { reply: fallback }).score).toBe(1);
  });

  it("tells English replies from French ones", () => {
    expect(replyLanguage("Here are the projects, ask me about any of them.")).toBe("en");
    expect(replyLanguage("Voici les projets, demandez-moi les détails de l'un d'eux.")).toBe("fr");
    expect(replyLanguage("`theme hacker`")).toBe("unclear");
  });
});

describe("today's built-in assistant", () => {
  it("stays at or above the measured floor on the sample content", () => {
    const report = runEval(adoptTestContent(sampleContent()), { set });
    expect(report.skipped).toEqual([]);
    expect(report.overall.mean).toBeGreaterThanOrEqual(FLOOR.mean);
    expect(report.overall.good).toBeGreaterThanOrEqual(FLOOR.good);
    // No answer may ever leak a secret, whatever else improves.
    expect(report.results.filter((r) => r.reasons.includes("secret leaked"))).toEqual([]);
    const table = formatReport(report);
    for (const category of CATEGORIES) expect(table).toMatch(new RegExp(`^\\| ${category} +\\|`, "m"));
    expect(table).toMatch(/holdout: +\d\.\d\d +\d+% \(\d+\)/);
    expect(table).toMatch(/p50 [\d.]+ ms, p95 [\d.]+ ms, p99 [\d.]+ ms/);
    expect(table).toMatch(/top repeated reply: [\d.]+ % \(\d+ of \d+\)/);
  });
});
