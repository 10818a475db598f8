/**
 * The owner's answers as `faq:` entries of assistant.yaml (GET /admin/faq.yaml): YAML lines to paste into
 * the content folder, so an answer written in /admin can live with the content. Each entry is checked by
 * the content's own schema (validate.server.ts) before it is offered; one the schema refuses is left out
 * and named, with the schema's reason, in a comment.
 */
import YAML from "yaml";
import { contentProblems } from "~/content/validate.server";
import type { Language } from "~/content/types";
import { STOP_WORDS, words } from "~/services/assistant/normalize";
import type { OwnerAnswer } from "~/services/owner-answers.server";

/** An entry as assistant.yaml writes it: keywords, question and answer per language. */
export interface FaqEntry {
  keywords: string[];
  question: Partial<Record<Language, string>>;
  answer: Partial<Record<Language, string>>;
}

/** The site's languages only, the default first (assistant.yaml refuses any other key). */
const inLanguages = (texts: Partial<Record<string, string>>, languages: readonly Language[]) =>
  Object.fromEntries(languages.filter((lng) => texts[lng]).map((lng) => [lng, texts[lng]!])) as Partial<Record<Language, string>>;

/**
 * The FAQ entry of an answer. The built-in assistant finds an FAQ entry by a keyword it contains: the
 * owner's keywords, else the words of the question that carry its topic.
 */
export function faqEntry(answer: Pick<OwnerAnswer, "question" | "answer" | "keywords">, languages: readonly Language[]): FaqEntry {
  const question = inLanguages(answer.question, languages);
  const topicWords = Object.values(question).flatMap((text) => words(text ?? "").filter((w) => !STOP_WORDS.has(w) && w.length > 2));
  return {
    keywords: answer.keywords.length ? answer.keywords : [...new Set(topicWords)],
    question,
    answer: inLanguages(answer.answer, languages),
  };
}

/**
 * The schema's problems with one entry (empty when assistant.yaml would accept it), each without its file
 * and index ("question.en: missing the English text (en)"). The entry is checked inside an assistant.yaml
 * that is otherwise minimal and valid, for a site speaking `languages`.
 */
export function faqEntryProblems(entry: FaqEntry, languages: readonly Language[]): string[] {
  const filler = { [languages[0]]: "-" };
  const raw = {
    profile: { languages: [...languages] },
    assistant: { aliases: [], availability: filler, basedIn: filler, knowledge: [], faq: [entry] },
  };
  const prefix = "assistant.yaml: faq.0.";
  return contentProblems(raw)
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length));
}

/** The export file: a comment saying where the lines go, the entries that pass, and those left out with why. */
export function faqExport(answers: ReadonlyArray<Pick<OwnerAnswer, "question" | "answer" | "keywords">>, languages: readonly Language[]) {
  const entries: FaqEntry[] = [];
  const refused: string[] = [];
  for (const answer of answers) {
    const entry = faqEntry(answer, languages);
    const problems = faqEntryProblems(entry, languages);
    if (problems.length === 0) entries.push(entry);
    else refused.push(`# Left out: ${JSON.stringify(Object.values(answer.question)[0] ?? "")}: ${problems.join("; ")}`);
  }
  const header = [
    "# Your answers from /admin as entries of `faq:` in assistant.yaml (your content folder).",
    "# Paste the entries below under your own `faq:` (if it reads `faq: []`, make it `faq:` first),",
    "# run `npm run content:check`, restart, and then delete the answers in /admin.",
    ...refused,
  ];
  const body = entries.length ? YAML.stringify({ faq: entries }, { lineWidth: 0 }) : "faq: []\n";
  return { text: `${header.join("\n")}\n${body}`, exported: entries.length, refused: refused.length };
}
