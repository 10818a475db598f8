/**
 * Questions the built-in assistant answered with low confidence (no answer, a technology the content does
 * not list, two readings scored alike, a topic taken from the previous answer, a fact the content does not
 * state), kept so the owner sees them in /admin with why and what was replied, and can answer them
 * (owner-answers.server.ts). Grouped by their normalised wording, counted per reason; text only (no visitor
 * key, no address, e-mail addresses and long numbers masked); 30 days after a group was last asked it goes
 * (with its replies); at most MAX_GROUPS groups, the least asked and oldest out first.
 */
import { desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client";
import { unansweredQuestions, unansweredReplies } from "../../db/schema";
import { cleanVisitorText } from "../utils/visitor-text";
import type { LowConfidence } from "./assistant-builtin.server";

export type { LowConfidence };

export const UNANSWERED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Groups kept at most: about 150 KB of text, whatever visitors send. */
export const UNANSWERED_MAX_GROUPS = 500;
/** Characters of a question kept (a long letter is recognisable from its start). */
export const UNANSWERED_TEXT_CHARS = 300;
/** Characters of a reply kept: enough to see what the visitor was told. */
export const UNANSWERED_REPLY_CHARS = 600;

/**
 * Why an answer is weak: the built-in assistant's `lowConfidence` (app/services/assistant/types.ts), in the
 * order the owner's list names them (a stored reason not in it, from a newer version, is not shown).
 */
export const LOW_CONFIDENCE_KINDS = [
  "fallback",
  "not-listed",
  "near-tie",
  "inherited",
  "not-stated",
] as const satisfies readonly LowConfidence[];
/** Fails to compile when the assistant gains a kind this list lacks. */
const everyKindListed: [Exclude<LowConfidence, (typeof LOW_CONFIDENCE_KINDS)[number]>] extends [never] ? true : false = true;
void everyKindListed;

/** What the chat service has of an answer: the assistant's verdict, or only the older `unanswered` flag. */
export interface JudgedAnswer {
  intent: string;
  lang: string;
  reply: string;
  unanswered?: true;
  lowConfidence?: LowConfidence;
}

/** The kind of weak answer this is, if it is one (an answer that only says "unanswered" is the fallback). */
export function lowConfidenceOf(answer: JudgedAnswer): LowConfidence | undefined {
  if (answer.lowConfidence) return answer.lowConfidence;
  if (answer.intent === "notListed") return "not-listed";
  return answer.unanswered ? "fallback" : undefined;
}

/** How one group was answered for one reason: how often, and the last reply given. */
export interface UnansweredReply {
  reason: LowConfidence;
  reply: string;
  asked: number;
  lastAskedAt: Date;
}

export interface UnansweredGroup {
  id: number;
  /** The normalised wording (questionKey): what an owner's answer to the group is keyed on. */
  questionKey: string;
  text: string;
  lang: string;
  asked: number;
  firstAskedAt: Date;
  lastAskedAt: Date;
  /** Per reason, most given first (none for a group kept before reasons were). */
  replies: UnansweredReply[];
}

/** A question as kept: cleaned, on one line, addresses and numbers that could name someone masked, cut short. */
export function keptQuestionText(message: string): string {
  const text = cleanVisitorText(message)
    .replace(/\s+/g, " ")
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, "[email]")
    .replace(/\+?\d[\d .-]{6,}\d/g, "[number]")
    .trim();
  return text.length > UNANSWERED_TEXT_CHARS ? `${text.slice(0, UNANSWERED_TEXT_CHARS - 1)}…` : text;
}

/**
 * The wording a group is keyed on: lowercase, without accents, punctuation or repeated spaces, so
 * "Do you know Rust?" and "do you know rust" count as one question.
 */
export function questionKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}[\]]+/gu, " ")
    .trim()
    .slice(0, UNANSWERED_TEXT_CHARS);
}

/** A reply as kept: cleaned, blank lines collapsed, cut short. */
export function keptReplyText(reply: string): string {
  const text = cleanVisitorText(reply, { multiline: true })
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text.length > UNANSWERED_REPLY_CHARS ? `${text.slice(0, UNANSWERED_REPLY_CHARS - 1)}…` : text;
}

/**
 * Counts one unanswered question (a new group or one more ask of an existing one), and with `given` the
 * reason and the reply; returns false for an empty one.
 */
export function recordUnanswered(
  db: AppDatabase,
  message: string,
  lang: string,
  now = Date.now(),
  given?: { reason: LowConfidence; reply: string },
): boolean {
  const text = keptQuestionText(message);
  const key = questionKey(text);
  if (key === "") return false;
  const at = new Date(now);
  db.$client.transaction(() => {
    // Read inside the transaction: its commit is what acknowledges the write (ADR 047).
    const group = db
      .insert(unansweredQuestions)
      .values({ questionKey: key, text, lang, firstAskedAt: at, lastAskedAt: at })
      .onConflictDoUpdate({
        target: unansweredQuestions.questionKey,
        set: { asked: sql`${unansweredQuestions.asked} + 1`, lastAskedAt: at },
      })
      .returning({ id: unansweredQuestions.id })
      .get();
    if (given) {
      const reply = keptReplyText(given.reply);
      db.insert(unansweredReplies)
        .values({ questionId: group.id, reason: given.reason, reply, lastAskedAt: at })
        .onConflictDoUpdate({
          target: [unansweredReplies.questionId, unansweredReplies.reason],
          set: { asked: sql`${unansweredReplies.asked} + 1`, reply, lastAskedAt: at },
        })
        .run();
    }
    pruneUnanswered(db, now);
  })();
  return true;
}

/**
 * Keeps a low-confidence answer for the owner: the question, why it is weak, and the reply given. Returns
 * false when the answer is not a weak one (or the question is blank).
 */
export function recordLowConfidence(db: AppDatabase, message: string, answer: JudgedAnswer, now = Date.now()): boolean {
  const reason = lowConfidenceOf(answer);
  if (!reason) return false;
  return recordUnanswered(db, message, answer.lang, now, { reason, reply: answer.reply });
}

/** Groups past their retention, then those over the cap (least asked, then least recently asked, first). */
export function pruneUnanswered(db: AppDatabase, now = Date.now()): number {
  let removed = db
    .delete(unansweredQuestions)
    .where(lt(unansweredQuestions.lastAskedAt, new Date(now - UNANSWERED_RETENTION_MS)))
    .run().changes;
  const { groups } = db.$client.prepare("select count(*) as groups from unanswered_questions").get() as { groups: number };
  if (groups <= UNANSWERED_MAX_GROUPS) return removed;
  removed += db.$client
    .prepare(
      `delete from unanswered_questions where id in (
         select id from unanswered_questions order by asked desc, last_asked_at desc limit -1 offset ?)`,
    )
    .run(UNANSWERED_MAX_GROUPS).changes;
  return removed;
}

/** The groups of the last 30 days, most asked first, each with its reasons and replies. */
export function listUnanswered(db: AppDatabase, now = Date.now(), limit = UNANSWERED_MAX_GROUPS): UnansweredGroup[] {
  const groups = db
    .select({
      id: unansweredQuestions.id,
      questionKey: unansweredQuestions.questionKey,
      text: unansweredQuestions.text,
      lang: unansweredQuestions.lang,
      asked: unansweredQuestions.asked,
      firstAskedAt: unansweredQuestions.firstAskedAt,
      lastAskedAt: unansweredQuestions.lastAskedAt,
    })
    .from(unansweredQuestions)
    .where(gte(unansweredQuestions.lastAskedAt, new Date(now - UNANSWERED_RETENTION_MS)))
    .orderBy(desc(unansweredQuestions.asked), desc(unansweredQuestions.lastAskedAt))
    .limit(limit)
    .all();
  const replies = new Map<number, UnansweredReply[]>();
  if (groups.length) {
    const rows = db
      .select()
      .from(unansweredReplies)
      .where(
        inArray(
          unansweredReplies.questionId,
          groups.map((g) => g.id),
        ),
      )
      .orderBy(desc(unansweredReplies.asked), desc(unansweredReplies.lastAskedAt))
      .all();
    for (const row of rows) {
      // A reason this version does not know (written by a newer one) is left out, not shown raw.
      if (!(LOW_CONFIDENCE_KINDS as readonly string[]).includes(row.reason)) continue;
      const list = replies.get(row.questionId) ?? [];
      list.push({ reason: row.reason as LowConfidence, reply: row.reply, asked: row.asked, lastAskedAt: row.lastAskedAt });
      replies.set(row.questionId, list);
    }
  }
  return groups.map((row) => ({ ...row, text: cleanVisitorText(row.text), replies: replies.get(row.id) ?? [] }));
}

/** One group's wording (the owner answers a group from it), if it is still kept. */
export function getUnanswered(db: AppDatabase, id: number): Pick<UnansweredGroup, "id" | "questionKey" | "text" | "lang"> | undefined {
  const row = db
    .select({
      id: unansweredQuestions.id,
      questionKey: unansweredQuestions.questionKey,
      text: unansweredQuestions.text,
      lang: unansweredQuestions.lang,
    })
    .from(unansweredQuestions)
    .where(eq(unansweredQuestions.id, id))
    .get();
  return row && { ...row, text: cleanVisitorText(row.text) };
}

export function deleteUnanswered(db: AppDatabase, id: number): boolean {
  return db.delete(unansweredQuestions).where(eq(unansweredQuestions.id, id)).run().changes > 0;
}

export function clearUnanswered(db: AppDatabase): number {
  return db.delete(unansweredQuestions).run().changes;
}
