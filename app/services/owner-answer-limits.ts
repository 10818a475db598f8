/**
 * What the owner may write in an answer (/admin), shared by the service that checks it
 * (owner-answers.server.ts) and the page that shows the form and its errors.
 */
export const OWNER_ANSWER_LIMITS = {
  /** Characters of a question's wording (a group's text is at most 300). */
  question: 300,
  /** Characters of an answer in one language (a chat reply is at most 4000). */
  answer: 2000,
  /** Keywords or phrases per answer, and characters of each. */
  keywords: 20,
  keyword: 60,
  /** Answers kept at most: past this many, the owner moves some into assistant.yaml (the export) first. */
  entries: 500,
} as const;

/** A field of the form (`question.en`, `answer.fr`, `keywords`) and what is wrong with it. */
export interface DraftProblem {
  field: string;
  problem: "tooLong" | "invalidText" | "answerRequired" | "questionRequired" | "tooManyKeywords";
}
