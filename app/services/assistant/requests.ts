/**
 * What the visitor asks for, by score: every row of ./request-table.ts is scored against the
 * message (its cues found, the entity it is about, its best example phrasing) and the best row
 * must beat the runner-up by a margin. No row is tried before another; a tie answers nothing here
 * (retrieval then answers from the content).
 */
import MiniSearch from "minisearch";
import type { Language } from "~/content/types";
import { STOP_WORDS, fold, stem, terms, words } from "./normalize";
import { findFaq, findLanguage, findProject, findSkill } from "./entities";
import { findGame, findTheme } from "./catalog-entities";
import { mentionsOwner } from "./grounding";
import { REQUEST_TABLE, type EntityKind, type RequestRow } from "./request-table";
import { REQUEST_REPLIES } from "./request-replies";
import type { Intent, PartialAnswer } from "./types";

/** What an entity adds to the row about it: the more specific, the more it says. */
const ENTITY_WEIGHT: Record<EntityKind, number> = {
  faq: 12,
  project: 10,
  game: 10,
  language: 8,
  theme: 6,
  skill: 6,
  owner: 2,
};
const CUE_WEIGHT = 4;
/** The best phrasing's score is scaled to weigh like about one cue. */
const PHRASING_WEIGHT = 0.3;
const MARGIN = 1.2;
const MIN_SCORE = 2;
const MIN_COVERAGE = 0.6;

const split = (list: string) => (list === "" ? [] : list.split("|"));

interface Compiled {
  row: RequestRow;
  cues: string[];
  needs: string[][];
  unless: string[];
}
const ROWS: Compiled[] = REQUEST_TABLE.map((row) => ({
  row,
  // A gate's words are cues too: "clear the console" says "clear" and "console".
  cues: [...new Set([...split(row.cues), ...(row.needs ?? []).flatMap(split)])],
  needs: (row.needs ?? []).map(split),
  unless: split(row.unless ?? ""),
}));

interface Example {
  id: number;
  intent: Intent;
  text: string;
}
const EXAMPLES: Example[] = REQUEST_TABLE.flatMap((row) => row.examples.map((text) => ({ intent: row.intent, text }))).map((e, id) => ({
  id,
  ...e,
}));
const INDEX = new MiniSearch<Example>({
  fields: ["text"],
  tokenize: (text) => words(text),
  processTerm: (term) => {
    const word = fold(term);
    return word === "" || STOP_WORDS.has(word) ? null : stem(word);
  },
  searchOptions: { prefix: (term) => term.length >= 5 },
});
INDEX.addAll(EXAMPLES);
/** The most terms a phrasing has: a message with many more can never be covered by one. */
const MAX_EXAMPLE_TERMS = Math.max(...EXAMPLES.map((e) => new Set(terms(e.text)).size));

/** Every word of the cues and phrasings, for spelling repair. */
export const REQUEST_VOCABULARY: string[] = [
  ...new Set(
    REQUEST_TABLE.flatMap((row) => [...split(row.cues).filter((cue) => cue.length >= 5), ...row.examples]).flatMap((text) => words(text)),
  ),
];

/** The longest cue, in words. */
const MAX_CUE_WORDS = Math.max(
  ...ROWS.flatMap(({ cues, needs, unless }) => [...cues, ...needs.flat(), ...unless].map((c) => c.split(" ").length)),
);

/** Every run of up to MAX_CUE_WORDS words of the text: a cue is found by one lookup, even in a long letter. */
function phrases(text: string): Set<string> {
  const list = text.trim().split(" ");
  const found = new Set<string>();
  for (let i = 0; i < list.length; i++) {
    let phrase = "";
    for (let n = 0; n < MAX_CUE_WORDS && i + n < list.length; n++) {
      phrase = n === 0 ? list[i] : `${phrase} ${list[i + n]}`;
      found.add(phrase);
    }
  }
  return found;
}

function entities(text: string): Record<EntityKind, boolean> {
  const language = findLanguage(text);
  return {
    language: language !== undefined,
    theme: findTheme(text) !== undefined,
    game: findGame(text) !== undefined,
    project: findProject(text) !== undefined,
    faq: findFaq(text) !== undefined,
    skill: findSkill(text) !== undefined,
    owner: mentionsOwner(text),
  };
}

export interface RequestScore {
  intent?: Intent;
  score: number;
  runnerUp: number;
  /** Without a margin: the intents tied at the top (within the margin of the best). */
  tied: Intent[];
}

/** Scores every row on the normalized text (padded, see ./language.ts); the winner needs the margin. */
export function scoreRequest(text: string, message: string): RequestScore {
  const found = entities(text);
  const wordCount = text.trim().split(" ").length;
  const phrasing = new Map<Intent, number>();
  const asked = new Set(terms(message)).size;
  const searchable = asked > 0 && asked * MIN_COVERAGE <= MAX_EXAMPLE_TERMS;
  for (const result of searchable ? INDEX.search(message) : []) {
    if (asked === 0 || result.queryTerms.length / asked < MIN_COVERAGE) continue;
    const intent = EXAMPLES[result.id as number].intent;
    phrasing.set(intent, Math.max(phrasing.get(intent) ?? 0, result.score));
  }
  const bare = findLanguage(text)?.bare ?? false;
  const said = phrases(text);
  const says = (cue: string) => said.has(cue);
  const scores = new Map<Intent, number>();
  for (const { row, cues, needs, unless } of ROWS) {
    if (row.maxWords !== undefined && wordCount > row.maxWords) continue;
    if (unless.some(says)) continue;
    const entity = row.entity !== undefined && found[row.entity];
    if (row.needsEntity && !entity) continue;
    const cueHits = cues.filter(says).length;
    // A bare language ("in French please") is a request with no verb.
    const gated = needs.every((group) => group.some(says)) && (row.intent !== "language" || cueHits > 0 || bare);
    if (!gated) continue;
    let score = cueHits * (row.weight ?? CUE_WEIGHT) + (phrasing.get(row.intent) ?? 0) * PHRASING_WEIGHT;
    if (entity) score += ENTITY_WEIGHT[row.entity!];
    if (score > 0) scores.set(row.intent, Math.max(scores.get(row.intent) ?? 0, score));
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [intent, score] = ranked[0] ?? [undefined, 0];
  const runnerUp = ranked[1]?.[1] ?? 0;
  if (score < MIN_SCORE) return { score, runnerUp, tied: [] };
  if (score < runnerUp * MARGIN) return { score, runnerUp, tied: ranked.filter(([, s]) => s * MARGIN > score).map(([i]) => i) };
  return { intent, score, runnerUp, tied: [] };
}

/** The answer to what the message asks for, when one intent clearly wins. */
/**
 * The answer to what the message asks for, when one intent clearly wins. Two intents tied ("your
 * background and skills") both answer, unless one would run a command: nothing runs on a guess.
 */
export function requested(text: string, lang: Language, message = text): RuledAnswer | undefined {
  const { intent, tied } = scoreRequest(text, message);
  if (intent) {
    const { reply, command, ran } = REQUEST_REPLIES[intent]!(text, lang);
    return command === undefined ? { intent, reply } : { intent, reply, command, ...(ran ? { ran } : {}) };
  }
  if (tied.length !== 2) return undefined;
  const answers = tied.map((i) => REQUEST_REPLIES[i]!(text, lang));
  if (answers.some((a) => a.command !== undefined)) return undefined;
  return { intent: tied[0], reply: [...new Set(answers.map((a) => a.reply))].join("\n\n"), lowConfidence: "near-tie" };
}

/** A requested intent's answer; `ran` replaces the reply when its command runs (see Template). */
export type RuledAnswer = PartialAnswer & { ran?: string };
