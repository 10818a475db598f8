/**
 * The owner's own answers (ADR 054): written in /admin for a group of questions the assistant answered
 * with low confidence, kept in SQLite, and used from the next question on, before any assistant answers,
 * for a visitor's question that matches one of them. The match runs on the built-in assistant's own
 * analyser (./assistant/normalize: folded, function words dropped, stemmed), in the visitor's language
 * when the owner wrote that one.
 */
import { count, desc, eq, sql } from "drizzle-orm";
import type { AppDatabase } from "../../db/client";
import { ownerAnswers } from "../../db/schema";
import { getContent } from "~/content/store.server";
import type { Language } from "~/i18n/config";
import { checkVisitorText } from "~/utils/visitor-text";
import { OWNER_ANSWER_LIMITS, type DraftProblem } from "./owner-answer-limits";
import { editDistance, terms } from "./assistant/normalize";
import { detectLanguage } from "./assistant-builtin.server";
import type { ChatAnswer } from "./chat.server";

export { OWNER_ANSWER_LIMITS, type DraftProblem } from "./owner-answer-limits";

/**
 * The share of a visitor's words (after the analyser) that an answer's wordings must explain. Half: "where
 * did she go to university?" ({go, univers}) is explained by the keyword "university", while a longer
 * question that only shares one word with it is the assistant's to answer.
 */
export const MIN_COVERAGE = 0.5;

export interface OwnerAnswer {
  id: number;
  questionKey: string;
  question: Partial<Record<Language, string>>;
  answer: Partial<Record<Language, string>>;
  keywords: string[];
  used: number;
  lastUsedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the owner writes: the question and the answer per language (blank ones left out), and keywords. */
export interface OwnerAnswerDraft {
  question: Partial<Record<Language, string>>;
  answer: Partial<Record<Language, string>>;
  keywords: string[];
}

/** Keywords as typed: separated by commas or line breaks. */
export const splitKeywords = (typed: string) =>
  typed
    .split(/[,\n]/)
    .map((k) => k.trim())
    .filter((k) => k !== "");

/**
 * The owner's input checked, per field, with the same rule as a visitor's text (no control, zero-width or
 * bidi characters); blank texts are left out. At least one question and one answer.
 */
export function checkOwnerAnswer(
  input: { question: Partial<Record<string, string>>; answer: Partial<Record<string, string>>; keywords: string },
  languages: readonly Language[],
): { ok: true; draft: OwnerAnswerDraft } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const draft: OwnerAnswerDraft = { question: {}, answer: {}, keywords: [] };
  const take = (part: "question" | "answer", lang: Language, max: number) => {
    const raw = input[part][lang] ?? "";
    if (raw.trim() === "") return;
    const checked = checkVisitorText(raw, { multiline: part === "answer" });
    if (!checked.ok) problems.push({ field: `${part}.${lang}`, problem: "invalidText" });
    else if ([...checked.text].length > max) problems.push({ field: `${part}.${lang}`, problem: "tooLong" });
    else draft[part][lang] = checked.text;
  };
  for (const lang of languages) {
    take("question", lang, OWNER_ANSWER_LIMITS.question);
    take("answer", lang, OWNER_ANSWER_LIMITS.answer);
  }
  const keywords = splitKeywords(input.keywords);
  if (keywords.length > OWNER_ANSWER_LIMITS.keywords) problems.push({ field: "keywords", problem: "tooManyKeywords" });
  for (const keyword of keywords) {
    const checked = checkVisitorText(keyword);
    if (!checked.ok) problems.push({ field: "keywords", problem: "invalidText" });
    else if ([...checked.text].length > OWNER_ANSWER_LIMITS.keyword) problems.push({ field: "keywords", problem: "tooLong" });
    else if (!draft.keywords.includes(checked.text)) draft.keywords.push(checked.text);
  }
  const [first] = languages;
  if (!problems.some((p) => p.field.startsWith("question.")) && Object.keys(draft.question).length === 0)
    problems.push({ field: `question.${first}`, problem: "questionRequired" });
  if (!problems.some((p) => p.field.startsWith("answer.")) && Object.keys(draft.answer).length === 0)
    problems.push({ field: `answer.${first}`, problem: "answerRequired" });
  // One line per field and problem: ten bad keywords are one message.
  const unique = problems.filter((p, i) => problems.findIndex((q) => q.field === p.field && q.problem === p.problem) === i);
  return unique.length ? { ok: false, problems: unique } : { ok: true, draft };
}

// ---------- Stored ----------

const toAnswer = (row: typeof ownerAnswers.$inferSelect): OwnerAnswer => ({
  ...row,
  question: row.question as OwnerAnswer["question"],
  answer: row.answer as OwnerAnswer["answer"],
});

/** Every answer, the last written first. */
export function listOwnerAnswers(db: AppDatabase): OwnerAnswer[] {
  return db.select().from(ownerAnswers).orderBy(desc(ownerAnswers.updatedAt)).all().map(toAnswer);
}

export function getOwnerAnswer(db: AppDatabase, id: number): OwnerAnswer | undefined {
  const row = db.select().from(ownerAnswers).where(eq(ownerAnswers.id, id)).get();
  return row ? toAnswer(row) : undefined;
}

export function deleteOwnerAnswer(db: AppDatabase, id: number): boolean {
  return db.delete(ownerAnswers).where(eq(ownerAnswers.id, id)).run().changes > 0;
}

/**
 * Writes the answer to a group (`questionKey`: a new one, or the group's answer rewritten); "full" when a
 * new one would pass the cap. Each write's `updatedAt` is later than every other's, so with the row count
 * it tells every process's cache that the answers changed (a delete changes the count).
 */
export function saveOwnerAnswer(
  db: AppDatabase,
  questionKey: string,
  draft: OwnerAnswerDraft,
  now = Date.now(),
): { saved: true; id: number } | { saved: false; reason: "full" } {
  return db.$client.transaction(() => {
    const existing = db.select({ id: ownerAnswers.id }).from(ownerAnswers).where(eq(ownerAnswers.questionKey, questionKey)).get();
    if (!existing && db.select({ n: count() }).from(ownerAnswers).get()!.n >= OWNER_ANSWER_LIMITS.entries)
      return { saved: false as const, reason: "full" as const };
    const latest = db
      .select({ at: sql<number | null>`max(${ownerAnswers.updatedAt})` })
      .from(ownerAnswers)
      .get()?.at;
    const updatedAt = new Date(Math.max(now, (latest ?? 0) + 1));
    const values = { question: draft.question, answer: draft.answer, keywords: draft.keywords, updatedAt };
    const row = db
      .insert(ownerAnswers)
      .values({ questionKey, ...values })
      .onConflictDoUpdate({ target: ownerAnswers.questionKey, set: values })
      .returning({ id: ownerAnswers.id })
      .get();
    return { saved: true as const, id: row.id };
  })();
}

// ---------- Matching a visitor's question ----------

/** An answer ready to match: the analysed terms of each wording (its questions, its keywords). */
interface Matchable {
  id: number;
  answer: OwnerAnswer["answer"];
  wordings: string[][];
  updatedAt: number;
}

/** Two terms are one: equal, one the other's start (4+ letters: "etud", "etudi"), or one typo apart (5+ letters). */
export function sameTerm(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 4 && (a.startsWith(b) || b.startsWith(a))) return true;
  return shorter >= 5 && editDistance(a, b, 1) <= 1;
}

/** The analysed wordings of an answer: each question (every language) and each keyword or phrase. */
export function wordingsOf(entry: Pick<OwnerAnswer, "question" | "keywords">): string[][] {
  return [...Object.values(entry.question), ...entry.keywords].map((text) => [...new Set(terms(text ?? ""))]).filter((w) => w.length > 0);
}

/**
 * How well an answer's wordings match a visitor's question, 0 to 1. Zero unless one wording is asked whole
 * (all its words are in the question: the owner's topic); then the share of the question's words the
 * wordings explain. A match is a score of MIN_COVERAGE or more.
 */
export function matchScore(question: string, wordings: readonly (readonly string[])[]): number {
  return coverage([...new Set(terms(question))], wordings);
}

/** matchScore on the question's terms, analysed once for every answer. */
function coverage(asked: readonly string[], wordings: readonly (readonly string[])[]): number {
  if (asked.length === 0) return 0;
  const isAsked = (term: string) => asked.some((t) => sameTerm(t, term));
  if (!wordings.some((w) => w.length > 0 && w.every(isAsked))) return 0;
  const known = wordings.flat();
  return asked.filter((t) => known.some((k) => sameTerm(t, k))).length / asked.length;
}

function prepareVersion(db: AppDatabase) {
  return db
    .select({ n: count(), at: sql<number>`coalesce(max(${ownerAnswers.updatedAt}), 0)` })
    .from(ownerAnswers)
    .prepare();
}
const VERSION = new WeakMap<AppDatabase, ReturnType<typeof prepareVersion>>();
/** The answers analysed, which answers use each term, and the terms' index (a question is scored only against the answers sharing one). */
interface Analysed {
  entries: Matchable[];
  byTerm: Map<string, number[]>;
  near: (term: string) => string[];
}

/** Every string one character shorter (the keys under which words one typo apart meet). */
const deletions = (word: string) => Array.from({ length: word.length }, (_, i) => word.slice(0, i) + word.slice(i + 1));

/**
 * The terms of a vocabulary that are sameTerm to a given one, found without comparing it to each: the
 * start of 4 letters that a prefix shares, and the one-letter deletions two words one typo apart share
 * (substitution, insertion and swap alike); each candidate is then checked with sameTerm.
 */
export function termIndex(vocabulary: Iterable<string>): (term: string) => string[] {
  const keys = new Map<string, Set<string>>();
  const file = (key: string, term: string) => {
    let set = keys.get(key);
    if (!set) keys.set(key, (set = new Set()));
    set.add(term);
  };
  for (const term of vocabulary) {
    file(`=${term}`, term);
    if (term.length >= 4) file(`^${term.slice(0, 4)}`, term);
    if (term.length >= 5) for (const d of [term, ...deletions(term)]) file(`~${d}`, term);
  }
  return (term) => {
    const found = new Set(keys.get(`=${term}`));
    if (term.length >= 4) for (const t of keys.get(`^${term.slice(0, 4)}`) ?? []) found.add(t);
    if (term.length >= 5) for (const d of [term, ...deletions(term)]) for (const t of keys.get(`~${d}`) ?? []) found.add(t);
    return [...found].filter((t) => sameTerm(term, t));
  };
}
const MATCHABLE = new WeakMap<AppDatabase, { version: string; analysed: Analysed }>();

/**
 * The answers ready to match, read again when the table changed. The check is one small query per
 * question: the admin page, the server's direct chat path and other processes on the file each hold a
 * copy of this module, so none can be told of a write in memory.
 */
function matchable(db: AppDatabase): Analysed {
  let version = VERSION.get(db);
  if (!version) {
    version = prepareVersion(db);
    VERSION.set(db, version);
  }
  const { n, at } = version.get()!;
  const key = `${n}:${at}`;
  const cached = MATCHABLE.get(db);
  if (cached?.version === key) return cached.analysed;
  const entries =
    n === 0
      ? []
      : listOwnerAnswers(db).map((a) => ({ id: a.id, answer: a.answer, wordings: wordingsOf(a), updatedAt: a.updatedAt.getTime() }));
  const byTerm = new Map<string, number[]>();
  entries.forEach((entry, index) => {
    for (const term of new Set(entry.wordings.flat())) byTerm.set(term, [...(byTerm.get(term) ?? []), index]);
  });
  const analysed = { entries, byTerm, near: termIndex(byTerm.keys()) };
  MATCHABLE.set(db, { version: key, analysed });
  return analysed;
}

/** The best-matching answer for a question (the higher score, then the last written), if any. */
export function findOwnerAnswer(
  db: AppDatabase,
  message: string,
): { id: number; answer: OwnerAnswer["answer"]; score: number } | undefined {
  const { entries, byTerm, near } = matchable(db);
  if (entries.length === 0) return undefined;
  const asked = [...new Set(terms(message))];
  // Only the answers that share a term with the question can match.
  const candidates = new Set<number>();
  for (const t of asked) for (const term of near(t)) for (const i of byTerm.get(term) ?? []) candidates.add(i);
  let best: { entry: Matchable; score: number } | undefined;
  for (const index of candidates) {
    const entry = entries[index]!;
    const score = coverage(asked, entry.wordings);
    if (score < MIN_COVERAGE) continue;
    if (!best || score > best.score || (score === best.score && entry.updatedAt > best.entry.updatedAt)) best = { entry, score };
  }
  return best && { id: best.entry.id, answer: best.entry.answer, score: best.score };
}

/** The text in the visitor's language, else the site's default language's, else the one the owner wrote. */
export function inVisitorLanguage(answer: OwnerAnswer["answer"], lang: Language, languages: readonly Language[]): string {
  const texts = Object.values(answer).filter((t): t is string => Boolean(t));
  return answer[lang] ?? answer[languages[0]] ?? texts[0] ?? "";
}

/**
 * The owner's answer to a visitor's message, in the visitor's language (the assistant's guess from the
 * message, else the interface's), counted as used; undefined when none matches. Called before any assistant.
 */
export function answerFromOwner(
  db: AppDatabase,
  message: string,
  interfaceLang: Language | undefined,
  now = Date.now(),
): ChatAnswer | undefined {
  const found = findOwnerAnswer(db, message);
  if (!found) return undefined;
  const { languages } = getContent().profile;
  const reply = inVisitorLanguage(found.answer, detectLanguage(message, interfaceLang ?? languages[0]), languages);
  // Not the version's columns: counting a use leaves every cache as it is.
  db.update(ownerAnswers)
    .set({ used: sql`${ownerAnswers.used} + 1`, lastUsedAt: new Date(now) })
    .where(eq(ownerAnswers.id, found.id))
    .run();
  return { reply, source: "owner" };
}
