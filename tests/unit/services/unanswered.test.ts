/** The owner's list of questions the built-in assistant could not answer, on a real SQLite file. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, getDb, setDatabase } from "../../../db/client";
import { parseEnv } from "~/env.server";
import { pruneStorage, storageBudget } from "~/services/storage-budget.server";
import {
  clearUnanswered,
  deleteUnanswered,
  keptQuestionText,
  keptReplyText,
  listUnanswered,
  type LowConfidence,
  lowConfidenceOf,
  questionKey,
  recordLowConfidence,
  recordUnanswered,
  UNANSWERED_MAX_GROUPS,
  UNANSWERED_REPLY_CHARS,
  UNANSWERED_RETENTION_MS,
  UNANSWERED_TEXT_CHARS,
} from "~/services/unanswered.server";
import { sendChatMessage } from "~/services/chat.server";
import { answerBuiltin } from "~/services/assistant-builtin.server";
import { createMetrics } from "~/services/metrics.server";
import { WriteHealth } from "../../../db/write-health";
import { adoptTestContent, testContent } from "../../helpers/content";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unanswered-"));
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse("2026-11-01T12:00:00Z");

describe("unanswered questions", () => {
  beforeAll(() => {
    setDatabase(path.join(dir, "u.sqlite"));
    adoptTestContent(testContent());
  });
  beforeEach(() => void clearUnanswered(getDb()));
  afterAll(() => {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("groups one question however it is cased, accented or punctuated, and counts each ask", () => {
    recordUnanswered(getDb(), "Do you know Rust?", "en", T0);
    recordUnanswered(getDb(), "do you know RUST", "en", T0 + 1000);
    recordUnanswered(getDb(), "Tu connais le Rust ?", "fr", T0 + 2000);
    recordUnanswered(getDb(), "tu connais le rust", "fr", T0 + 3000);
    recordUnanswered(getDb(), "tu connaîs le rust !!", "fr", T0 + 4000);
    const groups = listUnanswered(getDb(), T0 + 5000);
    expect(groups.map((g) => [g.text, g.lang, g.asked])).toEqual([
      ["Tu connais le Rust ?", "fr", 3],
      ["Do you know Rust?", "en", 2],
    ]);
    expect(groups[0]!.lastAskedAt.getTime()).toBe(T0 + 4000);
    expect(groups[0]!.firstAskedAt.getTime()).toBe(T0 + 2000);
  });

  it("keeps text only: e-mail addresses and phone numbers masked, one line, cut short; blank questions not kept", () => {
    expect(keptQuestionText("mail me at jane.doe@example.com or +33 6 12 34 56 78\nthanks")).toBe("mail me at [email] or [number] thanks");
    expect(keptQuestionText("x".repeat(1000))).toHaveLength(UNANSWERED_TEXT_CHARS);
    expect(questionKey("  ¿¡!  ")).toBe("");
    expect(recordUnanswered(getDb(), " ?! ", "en", T0)).toBe(false);
    expect(listUnanswered(getDb(), T0)).toEqual([]);
  });

  it("forgets a group 30 days after it was last asked, at the next record or storage pass", () => {
    recordUnanswered(getDb(), "old question", "en", T0);
    recordUnanswered(getDb(), "asked again later", "en", T0);
    recordUnanswered(getDb(), "asked again later", "en", T0 + 20 * DAY);
    const later = T0 + UNANSWERED_RETENTION_MS + 1;
    expect(listUnanswered(getDb(), later).map((g) => g.text)).toEqual(["asked again later"]);
    const report = pruneStorage(getDb(), storageBudget(parseEnv({})), later);
    expect(report.unanswered).toBe(1);
    expect(getDb().$client.prepare("select count(*) as n from unanswered_questions").get()).toEqual({ n: 1 });
  });

  it("keeps at most its cap of groups; the least asked and oldest go first", () => {
    recordUnanswered(getDb(), "the popular one", "en", T0);
    recordUnanswered(getDb(), "the popular one", "en", T0);
    const insertMany = getDb().$client.transaction(() => {
      for (let i = 0; i < UNANSWERED_MAX_GROUPS + 20; i++) recordUnanswered(getDb(), `question number ${i} abc`, "en", T0 + i);
    });
    insertMany();
    const groups = listUnanswered(getDb(), T0 + 1000, 10_000);
    expect(groups).toHaveLength(UNANSWERED_MAX_GROUPS);
    expect(groups[0]!.text).toBe("the popular one");
    // The oldest single asks went; the newest stayed.
    expect(groups.some((g) => g.text === "question number 0 abc")).toBe(false);
    expect(groups.some((g) => g.text === `question number ${UNANSWERED_MAX_GROUPS + 19} abc`)).toBe(true);
  });

  it("deletes one group, or all of them", () => {
    recordUnanswered(getDb(), "first", "en", T0);
    recordUnanswered(getDb(), "second", "en", T0);
    const [first] = listUnanswered(getDb(), T0).filter((g) => g.text === "first");
    expect(deleteUnanswered(getDb(), first!.id)).toBe(true);
    expect(deleteUnanswered(getDb(), first!.id)).toBe(false);
    expect(listUnanswered(getDb(), T0).map((g) => g.text)).toEqual(["second"]);
    expect(clearUnanswered(getDb())).toBe(1);
    expect(listUnanswered(getDb(), T0)).toEqual([]);
  });

  it("keeps every kind of low-confidence answer with its reason and the reply given, counted per reason", () => {
    const weak = (lowConfidence: LowConfidence | undefined, reply: string) => ({
      intent: "retrieved",
      lang: "en",
      reply,
      ...(lowConfidence ? { lowConfidence } : {}),
    });
    expect(recordLowConfidence(getDb(), "Which one is best?", weak("near-tie", "Either A or B."), T0)).toBe(true);
    expect(recordLowConfidence(getDb(), "which one is best", weak("near-tie", "Either B or A."), T0 + 1000)).toBe(true);
    expect(recordLowConfidence(getDb(), "which one is best", weak("fallback", "I'm not sure I understood."), T0 + 2000)).toBe(true);
    expect(recordLowConfidence(getDb(), "and the stack?", weak("inherited", "LedgerSync uses Go."), T0)).toBe(true);
    expect(recordLowConfidence(getDb(), "when did it start?", weak("not-stated", "Not stated: ask with contact."), T0)).toBe(true);
    // A confident answer is not kept.
    expect(recordLowConfidence(getDb(), "how can I contact you?", weak(undefined, "Type contact."), T0)).toBe(false);
    const groups = listUnanswered(getDb(), T0 + 3000);
    expect(groups.map((g) => [g.text, g.asked, g.replies.map((r) => [r.reason, r.asked, r.reply])])).toEqual([
      [
        "Which one is best?",
        3,
        [
          ["near-tie", 2, "Either B or A."],
          ["fallback", 1, "I'm not sure I understood."],
        ],
      ],
      ["and the stack?", 1, [["inherited", 1, "LedgerSync uses Go."]]],
      ["when did it start?", 1, [["not-stated", 1, "Not stated: ask with contact."]]],
    ]);
    // The replies go with their group, by hand or by retention.
    deleteUnanswered(getDb(), groups[0]!.id);
    pruneStorage(getDb(), storageBudget(parseEnv({})), T0 + UNANSWERED_RETENTION_MS + 1);
    expect(getDb().$client.prepare("select count(*) as n from unanswered_replies").get()).toEqual({ n: 0 });
  });

  it("reads the assistant's verdict, or its older unanswered flag as the fallback; replies are kept cut short", () => {
    expect(lowConfidenceOf({ intent: "notListed", lang: "en", reply: "", unanswered: true })).toBe("not-listed");
    expect(lowConfidenceOf({ intent: "unknown", lang: "en", reply: "", unanswered: true })).toBe("fallback");
    expect(lowConfidenceOf({ intent: "multi", lang: "en", reply: "", unanswered: true, lowConfidence: "not-stated" })).toBe("not-stated");
    expect(lowConfidenceOf({ intent: "skills", lang: "en", reply: "" })).toBeUndefined();
    expect(keptReplyText(`a\n\n\n\nb ${"x".repeat(2000)}`)).toHaveLength(UNANSWERED_REPLY_CHARS);
    expect(keptReplyText("a\n\n\n\nb")).toBe("a\n\nb");
  });

  it("the chat service records what the built-in assistant could not answer, and nothing it could", async () => {
    const visitor = getDb().$client.prepare("insert into visitors (key_hash) values (?)").run("k".repeat(64)).lastInsertRowid;
    const options = { metrics: createMetrics(), writeHealth: new WriteHealth() };
    const env = parseEnv({});
    const unknown = "zqxv wibble florp";
    expect(answerBuiltin(unknown, "en").unanswered).toBe(true);
    const answered = "how can I contact you?";
    expect(answerBuiltin(answered, "en").unanswered).toBeUndefined();
    await sendChatMessage(Number(visitor), unknown, env, options);
    await sendChatMessage(Number(visitor), answered, env, options);
    expect(listUnanswered(getDb()).map((g) => [g.text, g.asked, g.replies.map((r) => [r.reason, r.reply])])).toEqual([
      [unknown, 1, [["fallback", answerBuiltin(unknown, "en").reply]]],
    ]);
  });
});
