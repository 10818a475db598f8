/**
 * Questions the built-in assistant could not answer from the owner's content, kept so the owner
 * sees them in /admin and can add an FAQ line. Grouped by their normalised wording; text only (no
 * visitor key, no address, e-mail addresses and long numbers masked); 30 days after a group was last
 * asked it goes; at most MAX_GROUPS groups, the least asked and oldest out first.
 */
import { desc, eq, gte, lt, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client";
import { unansweredQuestions } from "../../db/schema";
import { cleanVisitorText } from "../utils/visitor-text";

export const UNANSWERED_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Groups kept at most: about 150 KB of text, whatever visitors send. */
export const UNANSWERED_MAX_GROUPS = 500;
/** Characters of a question kept (a long letter is recognisable from its start). */
export const UNANSWERED_TEXT_CHARS = 300;

export interface UnansweredGroup {
  id: number;
  text: string;
  lang: string;
  asked: number;
  firstAskedAt: Date;
  lastAskedAt: Date;
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

/** Counts one unanswered question (a new group or one more ask of an existing one); returns false for an empty one. */
export function recordUnanswered(db: AppDatabase, message: string, lang: string, now = Date.now()): boolean {
  const text = keptQuestionText(message);
  const key = questionKey(text);
  if (key === "") return false;
  const at = new Date(now);
  db.$client.transaction(() => {
    db.insert(unansweredQuestions)
      .values({ questionKey: key, text, lang, firstAskedAt: at, lastAskedAt: at })
      .onConflictDoUpdate({
        target: unansweredQuestions.questionKey,
        set: { asked: sql`${unansweredQuestions.asked} + 1`, lastAskedAt: at },
      })
      .run();
    pruneUnanswered(db, now);
  })();
  return true;
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

/** The groups of the last 30 days, most asked first. */
export function listUnanswered(db: AppDatabase, now = Date.now(), limit = UNANSWERED_MAX_GROUPS): UnansweredGroup[] {
  return db
    .select({
      id: unansweredQuestions.id,
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
    .all()
    .map((row) => ({ ...row, text: cleanVisitorText(row.text) }));
}

export function deleteUnanswered(db: AppDatabase, id: number): boolean {
  return db.delete(unansweredQuestions).where(eq(unansweredQuestions.id, id)).run().changes > 0;
}

export function clearUnanswered(db: AppDatabase): number {
  return db.delete(unansweredQuestions).run().changes;
}
