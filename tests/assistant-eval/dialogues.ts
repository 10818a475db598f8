/**
 * Scripted dialogues (dialogues.yaml): short conversations, each played by a new visitor of the
 * real route, turn by turn, each turn graded like a message of the set (harness.ts's `grade`). What
 * they measure is what a message asked alone cannot show: a follow-up that must use the turns before
 * ("the second one", "is it open source?", "and in French?"), and a change of topic that must not
 * inherit the old one ("thank you!" after a project).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import YAML from "yaml";
import type { Content } from "~/content/types";
import {
  asList,
  CATEGORIES,
  cell,
  failureLine,
  fmt,
  fmtLatency,
  fmtTopReply,
  grade,
  isCheck,
  latency,
  markdownTable,
  prepareMessage,
  replyKey,
  topReply,
  type Category,
  type Cell,
  type Check,
  type EvalMessage,
  type EvalSet,
  type Lang,
  type Latency,
  type PreparedMessage,
  type Score,
  type SessionVisitor,
  type TopReply,
} from "./harness";

export const DEFAULT_DIALOGUES_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "dialogues.yaml");

/**
 * new: stands on its own (an opening question). followup: needs the turns before to be answered.
 * switch: a new topic right after another one, which it must not inherit.
 */
export const TURN_KINDS = ["new", "followup", "switch"] as const;
export type TurnKind = (typeof TURN_KINDS)[number];

export interface DialogueTurn {
  message: EvalMessage;
  kind: TurnKind;
}

export interface Dialogue {
  id: string;
  language: Lang;
  /** The interface language at the start; a `lang xx` command the assistant returns changes it, as in the terminal. */
  ui: Lang;
  turns: DialogueTurn[];
}

export interface DialogueSet {
  /** The set's named checks, with the dialogue file's own added. */
  set: EvalSet;
  dialogues: Dialogue[];
}

const LANGS: readonly unknown[] = ["en", "fr"];

/** Reads the dialogue file; its named checks join the set's (same names: the dialogue file's win). Throws on a malformed turn. */
export function loadDialogues(set: EvalSet, file: string = DEFAULT_DIALOGUES_PATH): DialogueSet {
  const raw = YAML.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const checks = { ...set.checks, ...((raw.checks ?? {}) as Record<string, string[]>) };
  const seen = new Set<string>();
  const dialogues = asList(raw.dialogues).map((value, index) => {
    const d = value as Record<string, unknown>;
    const where = `dialogue ${typeof d.id === "string" ? d.id : `#${index}`}`;
    const fail = (why: string): never => {
      throw new Error(`${path.basename(file)}: ${where}: ${why}`);
    };
    if (typeof d.id !== "string" || d.id === "") fail("id missing");
    if (seen.has(d.id as string)) fail("duplicate id");
    seen.add(d.id as string);
    if (!LANGS.includes(d.language)) fail("language must be en or fr");
    const ui = d.ui ?? d.language;
    if (!LANGS.includes(ui)) fail("ui must be en or fr");
    const requires = asList(d.requires).map(String);
    const turns = asList(d.turns);
    if (turns.length < 2) fail("a dialogue has at least two turns");
    return {
      id: d.id as string,
      language: d.language as Lang,
      ui: ui as Lang,
      turns: turns.map((value, i): DialogueTurn => {
        const t = (typeof value === "string" ? { text: value } : value) as Record<string, unknown>;
        const turnFail = (why: string): never => fail(`turn ${i + 1}: ${why}`);
        if (typeof t.text !== "string" || t.text.trim() === "") turnFail("text missing");
        const kind = t.kind ?? "new";
        if (!(TURN_KINDS as readonly unknown[]).includes(kind)) turnFail(`kind must be one of ${TURN_KINDS.join(", ")}`);
        const category = t.category ?? "followup";
        if (!(CATEGORIES as readonly unknown[]).includes(category)) turnFail(`unknown category ${String(category)}`);
        const language = t.language ?? d.language;
        if (!LANGS.includes(language)) turnFail("language must be en or fr");
        const lang = t.lang ?? language;
        if (lang !== "any" && !LANGS.includes(lang)) turnFail("lang must be en, fr or any");
        const facts = asList(t.facts);
        const mustNot = asList(t.mustNot);
        if (!facts.every(isCheck) || !mustNot.every(isCheck)) turnFail("facts and mustNot are strings or {any: [...]}");
        return {
          kind: kind as TurnKind,
          message: {
            id: `${d.id as string}#${i + 1}`,
            category: category as Category,
            language: language as Lang,
            split: "dev",
            ui: ui as Lang,
            text: t.text as string,
            history: [],
            command: asList(t.command ?? "none").map(String),
            lang: lang as Lang | "any",
            facts: facts as Check[],
            mustNot: mustNot as Check[],
            requires: [...requires, ...asList(t.requires).map(String)],
          },
        };
      }),
    };
  });
  return { set: { ...set, checks }, dialogues };
}

export interface TurnResult {
  id: string;
  kind: TurnKind;
  language: Lang;
  text: string;
  reply: string;
  command?: string;
  score: Score;
  reasons: string[];
  /** The same reply as an earlier turn of its dialogue. */
  repeated: boolean;
  ms: number;
}

export interface DialogueReport {
  content: string;
  dialogues: number;
  skipped: Array<{ id: string; why: string }>;
  turns: Cell;
  byKind: Partial<Record<TurnKind, Cell>>;
  byLanguage: Partial<Record<Lang, Cell>>;
  /** Dialogues whose every turn got a 2. */
  passed: number;
  /** Share of turns (0..100) that repeat an earlier reply of their own dialogue. */
  repeats: number;
  /** Over every reply of every dialogue. */
  topReply: TopReply;
  latencyMs: Latency;
  results: Array<{ id: string; turns: TurnResult[] }>;
}

/**
 * Plays each dialogue the content can answer with a new visitor (`visitor()`), in order, and grades
 * every turn. A dialogue is skipped, whole, when one of its turns refers to what the content lacks.
 */
export async function runDialogues(
  content: Content,
  visitor: () => SessionVisitor,
  options: { dialogues: DialogueSet; contentLabel?: string },
): Promise<DialogueReport> {
  const { set, dialogues } = options.dialogues;
  const skipped: DialogueReport["skipped"] = [];
  const results: DialogueReport["results"] = [];
  for (const dialogue of dialogues) {
    const prepared: PreparedMessage[] = [];
    let why: string | undefined;
    for (const turn of dialogue.turns) {
      const p = prepareMessage(turn.message, content, set);
      if (typeof p === "string") {
        why = `${turn.message.id}: ${p}`;
        break;
      }
      prepared.push(p);
    }
    if (why !== undefined) {
      skipped.push({ id: dialogue.id, why });
      continue;
    }
    const you = visitor();
    let ui = dialogue.ui;
    const seen = new Set<string>();
    const turns: TurnResult[] = [];
    for (const [i, p] of prepared.entries()) {
      const answer = await you.ask(p.text, ui);
      const key = replyKey(answer.reply);
      const { score, reasons } = grade(p, answer);
      turns.push({
        id: p.message.id,
        kind: dialogue.turns[i].kind,
        language: p.message.language,
        text: p.text,
        reply: answer.reply,
        command: answer.command,
        score,
        reasons,
        repeated: seen.has(key),
        ms: answer.ms,
      });
      seen.add(key);
      // The terminal runs the command: `lang fr` turns the interface (and what it sends next) to French.
      const switched = /^lang (en|fr)$/.exec(answer.command ?? "");
      if (switched) ui = switched[1] as Lang;
    }
    results.push({ id: dialogue.id, turns });
  }
  const all = results.flatMap((d) => d.turns);
  const byKind: DialogueReport["byKind"] = {};
  for (const kind of TURN_KINDS) {
    const rows = all.filter((t) => t.kind === kind);
    if (rows.length) byKind[kind] = cell(rows);
  }
  const byLanguage: DialogueReport["byLanguage"] = {};
  for (const lang of ["en", "fr"] as const) {
    const rows = all.filter((t) => t.language === lang);
    if (rows.length) byLanguage[lang] = cell(rows);
  }
  return {
    content: options.contentLabel ?? content.profile.name,
    dialogues: results.length,
    skipped,
    turns: cell(all),
    byKind,
    byLanguage,
    passed: results.filter((d) => d.turns.every((t) => t.score === 2)).length,
    repeats: all.length ? Math.round((all.filter((t) => t.repeated).length / all.length) * 1000) / 10 : 0,
    topReply: topReply(all.map((t) => t.reply)),
    latencyMs: latency(all.map((t) => t.ms)),
    results,
  };
}

export function formatDialogueReport(report: DialogueReport): string {
  const rows = [["turns", "EN", "FR", "all"]];
  const kindCell = (kind: TurnKind, lang: Lang) => {
    const turns = report.results.flatMap((d) => d.turns).filter((t) => t.kind === kind && t.language === lang);
    return turns.length ? cell(turns) : undefined;
  };
  for (const kind of TURN_KINDS)
    if (report.byKind[kind]) rows.push([kind, fmt(kindCell(kind, "en")), fmt(kindCell(kind, "fr")), fmt(report.byKind[kind])]);
  rows.push(["**all turns**", fmt(report.byLanguage.en), fmt(report.byLanguage.fr), fmt(report.turns)]);
  return [
    `Scripted dialogues on ${report.content}: ${report.dialogues} dialogues, ${report.turns.n} turns, each dialogue a new visitor (${report.skipped.length} skipped: the content lacks what they ask about).`,
    "Each cell: mean grade of 2, % good (grade 2: the turn passes), (turns). new: an opening question; followup: refers to the turns before; switch: a new topic that must not inherit the old one.",
    "",
    ...markdownTable(rows),
    "",
    `dialogue turns passed: ${report.turns.good} % (${report.results.flatMap((d) => d.turns).filter((t) => t.score === 2).length} of ${report.turns.n})`,
    `follow-up turns good: ${report.byKind.followup ? `${report.byKind.followup.good} % (of ${report.byKind.followup.n})` : "—"}`,
    `dialogues passed whole: ${report.passed} of ${report.dialogues}`,
    `turns repeating an earlier reply of their dialogue: ${report.repeats} %`,
    `top repeated reply (all dialogues): ${fmtTopReply(report.topReply)}`,
    fmtLatency(report.latencyMs, "of the route on a SQLite file, one at a time"),
  ].join("\n");
}

/** Every turn below 2, with its reasons, the message and the reply. */
export function dialogueFailures(report: DialogueReport): string {
  const lines = report.results.flatMap((d) =>
    d.turns.filter((t) => t.score < 2).map((t) => failureLine(t, ` (${t.kind})${t.repeated ? " (repeats an earlier reply)" : ""}`)),
  );
  return ["", `Dialogue turns below 2 (${lines.length}):`, ...lines].join("\n");
}
