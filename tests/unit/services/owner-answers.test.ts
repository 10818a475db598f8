/** The owner's own answers (/admin): the paraphrase match, the checks of what the owner writes, storage and use. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, getDb, setDatabase } from "../../../db/client";
import { parseEnv } from "~/env.server";
import {
  answerFromOwner,
  checkOwnerAnswer,
  deleteOwnerAnswer,
  findOwnerAnswer,
  listOwnerAnswers,
  matchScore,
  MIN_COVERAGE,
  OWNER_ANSWER_LIMITS,
  saveOwnerAnswer,
  sameTerm,
  termIndex,
  wordingsOf,
} from "~/services/owner-answers.server";
import { terms } from "~/services/assistant/normalize";
import { sendChatMessage } from "~/services/chat.server";
import { listUnanswered } from "~/services/unanswered.server";
import { createMetrics } from "~/services/metrics.server";
import { WriteHealth } from "../../../db/write-health";
import { adoptTestContent, sampleContent } from "../../helpers/content";

const STUDIES = {
  question: { en: "What did you study?", fr: "Qu'as-tu étudié ?" },
  keywords: ["university", "degree", "études"],
};
const matches = (question: string, entry: { question: Record<string, string>; keywords: string[] } = STUDIES) =>
  matchScore(question, wordingsOf(entry)) >= MIN_COVERAGE;

describe("the match of a visitor's question with an owner's answer", () => {
  it("matches paraphrases: the same words reworded, a keyword, the other language, a typo", () => {
    expect(matchScore("What are her studies?", wordingsOf(STUDIES))).toBe(1);
    expect(matches("what did she study")).toBe(true);
    expect(matches("STUDIES??")).toBe(true);
    // {go, univers}: the keyword explains half of it, the threshold's edge.
    expect(matchScore("Where did she go to university?", wordingsOf(STUDIES))).toBe(MIN_COVERAGE);
    expect(matches("Where did she go to university?")).toBe(true);
    expect(matches("Qu'a-t-elle étudié ?")).toBe(true);
    expect(matches("what did you studdy")).toBe(true);
    expect(matches("which degree does she have")).toBe(true);
  });

  it("does not match an unrelated question, nor one where the owner's topic is a small part", () => {
    expect(matchScore("What is her favourite colour?", wordingsOf(STUDIES))).toBe(0);
    expect(matches("what are her skills?")).toBe(false);
    expect(matches("show me your projects")).toBe(false);
    expect(matches("")).toBe(false);
    expect(matches("what?")).toBe(false);
    // One word of five is hers: the assistant answers the rest.
    expect(matchScore("what did she study and which projects used rust and react", wordingsOf(STUDIES))).toBeLessThan(MIN_COVERAGE);
  });

  it("needs a whole wording: one word of a two-word question is not its topic", () => {
    const remote = { question: { en: "Do you work remotely?" }, keywords: [] };
    expect(matches("can she work remotely", remote)).toBe(true);
    expect(matches("what work have you done", remote)).toBe(false);
    // A keyword phrase counts when all its words are asked.
    const schedule = { question: { en: "When do you stream?" }, keywords: ["stream schedule"] };
    expect(matches("what's the schedule of your streams", schedule)).toBe(true);
    expect(matches("what's your schedule", schedule)).toBe(false);
  });

  it("finds through its index exactly the terms a comparison with each would find (prefix, typo, swap, insertion)", () => {
    const vocabulary = [
      ...new Set(
        terms(
          "study studies university universities degree etudes etudie school go remote work working stream schedule rust react docker kubernetes kuberntes recieve receive",
        ),
      ),
    ];
    const near = termIndex(vocabulary);
    for (const term of [
      ...vocabulary,
      "studdy",
      "univrsity",
      "etud",
      "etudi",
      "wrok",
      "streams",
      "dockr",
      "kubernetse",
      "go",
      "gone",
      "x",
    ]) {
      const [analysed = term] = terms(term);
      expect(near(analysed).sort(), analysed).toEqual(vocabulary.filter((v) => sameTerm(analysed, v)).sort());
    }
  });
});

describe("what the owner writes", () => {
  const languages = ["en", "fr"] as const;

  it("keeps the texts given, per language, and the keywords split on commas and lines", () => {
    const checked = checkOwnerAnswer(
      {
        question: { en: " What did you study? ", fr: "" },
        answer: { en: "CS in Lyon.", fr: "Info à Lyon." },
        keywords: "university, degree\nuniversity",
      },
      languages,
    );
    expect(checked).toEqual({
      ok: true,
      draft: {
        question: { en: "What did you study?" },
        answer: { en: "CS in Lyon.", fr: "Info à Lyon." },
        keywords: ["university", "degree"],
      },
    });
  });

  it("names each field at fault: no answer, no question, too long, characters no one writes, too many keywords", () => {
    const checked = checkOwnerAnswer(
      {
        question: { en: "", fr: " " },
        answer: { en: "x".repeat(OWNER_ANSWER_LIMITS.answer + 1), fr: "bad \u202e text" },
        keywords: Array.from({ length: OWNER_ANSWER_LIMITS.keywords + 1 }, (_, i) => `k${i}`).join(","),
      },
      languages,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems).toEqual([
      { field: "answer.en", problem: "tooLong" },
      { field: "keywords", problem: "tooManyKeywords" },
      { field: "question.en", problem: "questionRequired" },
    ]);
    const empty = checkOwnerAnswer({ question: { en: "Q?" }, answer: {}, keywords: "" }, languages);
    expect(empty).toEqual({ ok: false, problems: [{ field: "answer.en", problem: "answerRequired" }] });
  });
});

describe("stored answers, used before any assistant", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "owner-answers-"));
  const T0 = Date.parse("2026-11-01T12:00:00Z");
  beforeAll(() => {
    setDatabase(path.join(dir, "o.sqlite"));
    adoptTestContent(sampleContent());
  });
  beforeEach(() => {
    getDb().$client.exec("delete from owner_answers; delete from unanswered_questions;");
  });
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const draft = {
    question: { en: "What did you study?", fr: "Qu'as-tu étudié ?" },
    answer: { en: "Computer science at INSA Lyon.", fr: "L'informatique à l'INSA Lyon." },
    keywords: ["university"],
  };

  it("one answer per group: saving again rewrites it; the cap refuses a new one, never an edit", () => {
    const first = saveOwnerAnswer(getDb(), "what did you study", draft, T0);
    const again = saveOwnerAnswer(getDb(), "what did you study", { ...draft, keywords: [] }, T0);
    expect(again).toEqual(first);
    expect(listOwnerAnswers(getDb()).map((a) => [a.questionKey, a.keywords])).toEqual([["what did you study", []]]);
    // Two writes in one millisecond still read as two versions.
    expect(listOwnerAnswers(getDb())[0]!.updatedAt.getTime()).toBe(T0 + 1);
    const insert = getDb().$client.prepare(
      "insert into owner_answers (question_key, question, answer, keywords, updated_at) values (?, '{}', '{}', '[]', 0)",
    );
    for (let i = 1; i < OWNER_ANSWER_LIMITS.entries; i++) insert.run(`filler ${i}`);
    expect(saveOwnerAnswer(getDb(), "one more", draft, T0)).toEqual({ saved: false, reason: "full" });
    expect(saveOwnerAnswer(getDb(), "what did you study", draft, T0)).toMatchObject({ saved: true });
  });

  it("answers in the visitor's language when written in it, else the site's default; counts each use", () => {
    const saved = saveOwnerAnswer(getDb(), "what did you study", { ...draft, answer: { en: draft.answer.en } }, T0);
    expect(answerFromOwner(getDb(), "where did she go to university?", "en", T0)).toEqual({ reply: draft.answer.en, source: "owner" });
    // Written in English only: a French visitor gets the English text rather than nothing.
    expect(answerFromOwner(getDb(), "Qu'a-t-elle étudié ?", "fr", T0)?.reply).toBe(draft.answer.en);
    saveOwnerAnswer(getDb(), "what did you study", draft, T0 + 10);
    // The cache sees the new text at once (the version changed).
    expect(answerFromOwner(getDb(), "Qu'a-t-elle étudié ?", "en", T0 + 20)?.reply).toBe(draft.answer.fr);
    expect(answerFromOwner(getDb(), "what is her favourite colour?", "en", T0)).toBeUndefined();
    const [row] = listOwnerAnswers(getDb());
    expect([row!.used, row!.lastUsedAt?.getTime()]).toEqual([3, T0 + 20]);
    expect(saved.saved && deleteOwnerAnswer(getDb(), saved.id)).toBe(true);
    expect(findOwnerAnswer(getDb(), "what did you study?")).toBeUndefined();
  });

  it("the chat service replies with it before the built-in assistant, and the miss is no longer recorded", async () => {
    const visitor = Number(getDb().$client.prepare("insert into visitors (key_hash) values (?)").run("o".repeat(64)).lastInsertRowid);
    const options = { metrics: createMetrics(), writeHealth: new WriteHealth() };
    const env = parseEnv({});
    const missed = "Do you collect zorboquill stamps?";
    const before = await sendChatMessage(visitor, missed, env, options);
    expect(before.source).toBe("builtin");
    expect(listUnanswered(getDb()).map((g) => [g.text, g.asked])).toEqual([[missed, 1]]);
    const stamps = { question: { en: missed }, answer: { en: "Yes, since 2019." }, keywords: ["zorboquill"] };
    saveOwnerAnswer(getDb(), listUnanswered(getDb())[0]!.questionKey, stamps);
    const after = await sendChatMessage(visitor, "does she collect zorboquills?", env, options);
    expect(after).toEqual({ reply: "Yes, since 2019.", source: "owner" });
    await sendChatMessage(visitor, missed, env, options);
    expect(listUnanswered(getDb()).map((g) => g.asked)).toEqual([1]);
    // Both turns are stored as any other.
    const turns = getDb().$client.prepare("select role, content from chat_messages where visitor_id = ? order by id").all(visitor);
    expect(turns.slice(2, 4)).toEqual([
      { role: "user", content: "does she collect zorboquills?" },
      { role: "assistant", content: "Yes, since 2019." },
    ]);
  });
});
