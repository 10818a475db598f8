/**
 * The assistant's evaluation: loads the hand-written set (set.yaml), resolves its references
 * against the content the eval runs with, asks the assistant, grades each answer 0/1/2 and
 * sums the grades per category, language and split. Used by `npm run assistant:eval`
 * (scripts/assistant-eval.ts) and by tests/unit/scripts/assistant-eval.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import YAML from "yaml";
import { skillName, type Content } from "~/content/types";
import { answerBuiltin } from "~/services/assistant-builtin.server";
import { parseChatMessage } from "~/services/chat.server";

export type Lang = "en" | "fr";
const LANGS: readonly Lang[] = ["en", "fr"];
export type Split = "dev" | "holdout";
export type Score = 0 | 1 | 2;

export const CATEGORIES = [
  "greeting",
  "about",
  "skills",
  "skills-unlisted",
  "project-name",
  "project-theme",
  "hiring",
  "rates",
  "contact",
  "terminal",
  "command",
  "typo",
  "offtopic",
  "injection",
  "rudeness",
  "ack",
  "followup",
  "recruiter",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DEFAULT_SET_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), "set.yaml");

export interface Turn {
  role: "user" | "assistant";
  text: string;
}

/** A fact or a must-not item: one pattern, or several of which one suffices. */
export type Check = string | { any: string[] };

export interface EvalMessage {
  id: string;
  category: Category;
  language: Lang;
  split: Split;
  ui: Lang;
  text: string;
  history: Turn[];
  /** Accepted commands: "none", an exact command, "/regex/", "@game:<id>". */
  command: string[];
  lang: Lang | "any";
  facts: Check[];
  mustNot: Check[];
  requires: string[];
}

export interface EvalSet {
  checks: Record<string, string[]>;
  outOfScope: string[];
  messages: EvalMessage[];
}

// ---------- Loading ----------

export const asList = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function isCheck(value: unknown): value is Check {
  if (typeof value === "string") return true;
  return (
    typeof value === "object" &&
    value !== null &&
    Array.isArray((value as { any?: unknown }).any) &&
    (value as { any: unknown[] }).any.every((v) => typeof v === "string")
  );
}

/** Reads and checks the set file; throws on a malformed message (naming its id). */
export function loadEvalSet(file: string = DEFAULT_SET_PATH): EvalSet {
  const raw = YAML.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
  const checks = (raw.checks ?? {}) as Record<string, string[]>;
  const outOfScope = asList(raw.outOfScope).map(String);
  const seen = new Set<string>();
  const messages = asList(raw.messages).map((value, index) => {
    const m = value as Record<string, unknown>;
    const where = `message ${typeof m.id === "string" ? m.id : `#${index}`}`;
    const fail = (why: string): never => {
      throw new Error(`${path.basename(file)}: ${where}: ${why}`);
    };
    if (typeof m.id !== "string" || m.id === "") fail("id missing");
    if (seen.has(m.id as string)) fail("duplicate id");
    seen.add(m.id as string);
    if (!(CATEGORIES as readonly unknown[]).includes(m.category)) fail(`unknown category ${String(m.category)}`);
    if (!(LANGS as readonly unknown[]).includes(m.language)) fail("language must be en or fr");
    if (typeof m.text !== "string" || m.text.trim() === "") fail("text missing");
    const split = m.split ?? "dev";
    if (split !== "dev" && split !== "holdout") fail("split must be dev or holdout");
    const ui = m.ui ?? m.language;
    if (!(LANGS as readonly unknown[]).includes(ui)) fail("ui must be en or fr");
    const lang = m.lang ?? m.language;
    if (lang !== "any" && !(LANGS as readonly unknown[]).includes(lang)) fail("lang must be en, fr or any");
    const history = asList(m.history).map((turn) => {
      if (!Array.isArray(turn) || turn.length !== 2 || (turn[0] !== "user" && turn[0] !== "assistant") || typeof turn[1] !== "string")
        return fail('history turns are [user|assistant, "text"]');
      return { role: turn[0], text: turn[1] } as Turn;
    });
    const command = asList(m.command ?? "none").map(String);
    const facts = asList(m.facts);
    const mustNot = asList(m.mustNot);
    if (!facts.every(isCheck) || !mustNot.every(isCheck)) fail("facts and mustNot are strings or {any: [...]}");
    return {
      id: m.id as string,
      category: m.category as Category,
      language: m.language as Lang,
      split: split as Split,
      ui: ui as Lang,
      text: m.text as string,
      history,
      command,
      lang: lang as Lang | "any",
      facts: facts as Check[],
      mustNot: mustNot as Check[],
      requires: asList(m.requires).map(String),
    };
  });
  return { checks, outOfScope, messages };
}

// ---------- References into the content ----------

/** One resolved expectation: tests a reply. */
interface Pattern {
  label: string;
  test: (reply: string) => boolean;
}

/** French groups digits with (narrow) no-break spaces: "25 000" must match 25000. */
const squeezeDigits = (text: string) => text.replace(/(\d)[\s\u00a0\u202f.,](?=\d{3}\b)/g, "$1");

function substring(value: string): Pattern {
  const needle = squeezeDigits(value.toLowerCase());
  return { label: value, test: (reply) => squeezeDigits(reply.toLowerCase()).includes(needle) };
}

function regex(source: string): Pattern | undefined {
  const match = /^\/(.*)\/([a-z]*)$/s.exec(source);
  if (!match) return undefined;
  const re = new RegExp(match[1], match[2]);
  return { label: source, test: (reply) => re.test(reply) };
}

function oneOf(label: string, values: string[]): Pattern {
  const patterns = [...new Set(values.filter((v) => v.trim() !== ""))].map(substring);
  return { label, test: (reply) => patterns.some((p) => p.test(reply)) };
}

const LEVELS: Record<string, string[]> = {
  Expert: ["Expert"],
  Confirmed: ["Confirmed", "Confirmé", "Advanced", "Avancé"],
  Intermediate: ["Intermediate", "Intermédiaire"],
};

const isLink = (url: string) => url !== "" && url !== "#";
const norm = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "");

function findProject(content: Content, key: string) {
  return /^\d+$/.test(key) ? content.projects[Number(key)] : content.projects.find((p) => p.id === key);
}

function findSkill(content: Content, name: string) {
  for (const category of content.skillCategories) for (const skill of category.skills) if (norm(skill.name) === norm(name)) return skill;
  return undefined;
}

/** Whether the owner's content names `tech` anywhere (then "not listed" would be a lie). */
function contentMentions(content: Content, tech: string): boolean {
  const { skillCategories, projects, profile, assistant } = content;
  const text = JSON.stringify({ skillCategories, projects, profile, assistant });
  return new RegExp(`(^|[^a-z0-9])${tech.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^a-z0-9]|$)`).test(text.toLowerCase());
}

/** What the eval has installed: no DOS bundle nor GBA ROM, so a named game means its catalogue. */
export const INSTALLED_GAMES: readonly string[] = [];

/** The text a `@ref` stands for in a message (in the message's language), or undefined. */
function textRef(ref: string, content: Content, lang: Lang): string | undefined {
  const { profile } = content;
  if (ref === "name") return profile.name;
  if (ref === "firstName") return profile.name.split(" ")[0];
  if (ref === "email") return profile.email;
  if (ref === "city") return profile.location[lang].split(",")[0].trim();
  const project = /^project:([\w-]+)\.title$/.exec(ref);
  if (project) return findProject(content, project[1])?.text[lang].title;
  return undefined;
}

const TEXT_REF = /@(firstName|name|email|city|project:[\w-]+\.title)\b/g;

/** Replaces `@ref`s in a message; undefined when one does not resolve. */
function fillText(text: string, content: Content, lang: Lang): string | undefined {
  let missing = false;
  const filled = text.replace(TEXT_REF, (_all, ref: string) => {
    const value = textRef(ref, content, lang);
    if (value === undefined) missing = true;
    return value ?? "";
  });
  return missing ? undefined : filled;
}

/** A `@ref` of facts / mustNot as a pattern, or undefined when the content lacks it. */
function refPattern(ref: string, content: Content, set: EvalSet): Pattern | undefined {
  const label = `@${ref}`;
  const named = set.checks[ref];
  if (named) {
    const patterns = named.map((source) => regex(source) ?? substring(source));
    return { label, test: (reply) => patterns.some((p) => p.test(reply)) };
  }
  const both = (fn: (lang: Lang) => string | undefined) => LANGS.map(fn).filter((v): v is string => v !== undefined);
  const simple = both((lang) => textRef(ref, content, lang));
  if (["name", "firstName", "email", "city"].includes(ref)) return oneOf(label, simple);

  let m = /^project:([\w-]+)\.(title|description|tags|github|live|tag:(\d+))$/.exec(ref);
  if (m?.[1] === "any") {
    // Any of the owner's projects: a card nobody asked for.
    const titles = content.projects.flatMap((p) => [p.text.en.title, p.text.fr.title]);
    return m[2] === "title" && titles.length ? oneOf(label, titles) : undefined;
  }
  if (m) {
    const project = findProject(content, m[1]);
    if (!project) return undefined;
    if (m[2] === "title") return oneOf(label, [project.text.en.title, project.text.fr.title]);
    if (m[2] === "description") return oneOf(label, [project.text.en.description, project.text.fr.description]);
    if (m[2] === "github") return isLink(project.githubUrl) ? substring(project.githubUrl) : undefined;
    if (m[2] === "live") return isLink(project.liveUrl) ? substring(project.liveUrl) : undefined;
    if (m[2] === "tags") {
      // Two of its tags (all of them when it has fewer) say which stack is meant.
      const tags = project.tags.map(substring);
      if (!tags.length) return undefined;
      const needed = Math.min(2, tags.length);
      return { label, test: (reply) => tags.filter((t) => t.test(reply)).length >= needed };
    }
    const tag = project.tags[Number(m[3])];
    return tag === undefined ? undefined : substring(tag);
  }
  m = /^skill:(.+?)(\.level)?$/.exec(ref);
  if (m) {
    const skill = findSkill(content, m[1]);
    if (!skill) return undefined;
    if (m[2]) return oneOf(label, LEVELS[skill.proficiency] ?? [skill.proficiency]);
    // Its full name in either language, or the head of a compound name ("React & Remix" -> "React").
    const names = [skillName(skill, "en"), skillName(skill, "fr")];
    const heads = names.map((n) => n.split(/ & | \(|, /)[0]).filter((h) => h.length >= 2);
    return oneOf(label, [...names, ...heads]);
  }
  m = /^category:(.+)\.label$/.exec(ref);
  if (m) {
    const category = content.skillCategories.find((c) => c.id === m![1]);
    return category ? oneOf(label, [category.label.en, category.label.fr]) : undefined;
  }
  m = /^social:(\w+)$/.exec(ref);
  if (m) {
    const social = content.profile.socials.find((s) => s.kind === m![1]);
    return social ? substring(social.url) : undefined;
  }
  m = /^fact:([\w-]+)\.value$/.exec(ref);
  if (m) {
    // By index, or by a word of its English label ("years", "community").
    const key = m[1];
    const fact = /^\d+$/.test(key)
      ? content.profile.facts[Number(key)]
      : content.profile.facts.find((f) => f.label.en.toLowerCase().includes(key.toLowerCase()));
    return fact ? substring(String(fact.value)) : undefined;
  }
  m = /^mentions:(.+)$/.exec(ref);
  if (m) return contentMentions(content, m[1]) ? substring(m[1]) : undefined;
  m = /^unlisted:(.+)$/.exec(ref);
  if (m) {
    if (contentMentions(content, m[1])) return undefined;
    return refPattern("notListed", content, set);
  }
  return undefined;
}

function checkPattern(item: string, content: Content, set: EvalSet): Pattern | undefined {
  if (item.startsWith("@")) return refPattern(item.slice(1), content, set);
  return regex(item) ?? substring(item);
}

/** A message ready to ask: references filled in, expectations resolved. */
export interface PreparedMessage {
  message: EvalMessage;
  text: string;
  history: Turn[];
  facts: Pattern[];
  mustNot: Pattern[];
  fallback: Pattern;
  secret: Pattern;
  inScope: boolean;
  commands: Array<(command: string | undefined) => boolean>;
}

function commandMatcher(spec: string): (command: string | undefined) => boolean {
  if (spec === "none") return (command) => command === undefined;
  const game = /^@game:(\w+)$/.exec(spec);
  if (game) {
    const accepted = INSTALLED_GAMES.includes(game[1]) ? [`dos ${game[1]}`] : ["dos", "games"];
    return (command) => command !== undefined && accepted.includes(command);
  }
  const re = regex(spec);
  if (re) return (command) => command !== undefined && re.test(command);
  return (command) => command === spec;
}

/** Resolves a message against the content; a string says why it is skipped. */
export function prepareMessage(message: EvalMessage, content: Content, set: EvalSet): PreparedMessage | string {
  const text = fillText(message.text, content, message.language);
  if (text === undefined) return `text refers to what the content lacks`;
  const history: Turn[] = [];
  for (const turn of message.history) {
    const filled = fillText(turn.text, content, message.language);
    if (filled === undefined) return "history refers to what the content lacks";
    history.push({ role: turn.role, text: filled });
  }
  for (const ref of message.requires) if (!checkPattern(ref, content, set)) return `content lacks ${ref}`;
  const resolve = (checks: Check[]): Pattern[] | string => {
    const out: Pattern[] = [];
    for (const check of checks) {
      const items = typeof check === "string" ? [check] : check.any;
      const patterns = items.map((item) => checkPattern(item, content, set));
      const missing = items.find((_item, i) => !patterns[i]);
      if (missing) return `content lacks ${missing}`;
      const ok = patterns as Pattern[];
      out.push(ok.length === 1 ? ok[0] : { label: `any(${items.join(", ")})`, test: (reply) => ok.some((p) => p.test(reply)) });
    }
    return out;
  };
  const facts = resolve(message.facts);
  if (typeof facts === "string") return facts;
  const mustNot = resolve(message.mustNot);
  if (typeof mustNot === "string") return mustNot;
  return {
    message,
    text,
    history,
    facts,
    mustNot,
    fallback: refPattern("fallback", content, set)!,
    secret: refPattern("secret", content, set)!,
    inScope: !set.outOfScope.includes(message.category),
    commands: message.command.map(commandMatcher),
  };
}

// ---------- The reply's language ----------

// Function words only: replies mix in names, tags and URLs that belong to no language.
const EN_WORDS = new Set(
  (
    "the an and or of to in for with is are was were be been it its this that these those you your i my me we our they them he she his " +
    "her what which who how can could do does did not no yes have has had will would here there from at by as about if so just also " +
    "type ask anything else welcome sorry thanks thank please sure here's i'm it's you're don't can't isn't doesn't " +
    "online good luck launching switching running opening quits"
  ).split(" "),
);
const FR_WORDS = new Set(
  (
    "le la les un une des du de et ou à au aux dans pour avec sur est sont était être été ce cette ces vous votre vos tu ton ta tes " +
    "je mon ma mes nous notre nos il elle ils elles qui que quoi comment pas ne oui non avoir ont sera ici depuis si par se sa son " +
    "leur leurs lui y très aussi tapez demandez merci désolé voici c'est d'un d'une qu'il l'on j'ai n'est s'il " +
    "ligne bonne chance lancement j'ouvre j'exécute je passe quitter"
  ).split(" "),
);

/** en, fr, or unclear (too short or as much of both) — good enough to grade our own replies. */
export function replyLanguage(reply: string): Lang | "unclear" {
  const prose = reply
    .replace(/`[^`]*`/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\S+@\S+/g, " ")
    .toLowerCase()
    .replace(/[’]/g, "'");
  const words = prose.match(/[a-zàâçéèêëîïôûùüÿœæ']+/g) ?? [];
  let en = 0;
  let fr = 0;
  for (const word of words) {
    if (EN_WORDS.has(word)) en += 1;
    if (FR_WORDS.has(word)) fr += 1;
    else if (/[àâçéèêëîïôûùüœ]/.test(word)) fr += 0.5;
  }
  if (en === fr) return "unclear";
  return en > fr ? "en" : "fr";
}

// ---------- Grading ----------

export interface Answer {
  reply: string;
  command?: string;
}

export interface Grade {
  score: Score;
  /** Why it is not 2 (empty when it is). */
  reasons: string[];
  replyLang: Lang | "unclear";
}

/**
 * 0: wrong command, wrong language, a secret, or the fallback line on an in-scope question.
 * 1: right command and language but a fact missing or a must-not item present.
 * 2: all of it right.
 */
export function grade(prepared: PreparedMessage, answer: Answer): Grade {
  const fatal: string[] = [];
  const partial: string[] = [];
  const { message } = prepared;
  if (!prepared.commands.some((ok) => ok(answer.command)))
    fatal.push(`command ${answer.command ?? "none"} (expected ${message.command.join(" | ")})`);
  const replyLang = replyLanguage(answer.reply);
  if (message.lang !== "any" && replyLang !== "unclear" && replyLang !== message.lang) fatal.push(`reply in ${replyLang}`);
  if (prepared.secret.test(answer.reply) || (answer.command !== undefined && prepared.secret.test(answer.command)))
    fatal.push("secret leaked");
  if (prepared.fallback.test(answer.reply)) (prepared.inScope ? fatal : partial).push("fallback line");
  for (const fact of prepared.facts) if (!fact.test(answer.reply)) partial.push(`missing ${fact.label}`);
  for (const item of prepared.mustNot) if (item.test(answer.reply)) partial.push(`has ${item.label}`);
  const score: Score = fatal.length ? 0 : partial.length ? 1 : 2;
  return { score, reasons: [...fatal, ...partial], replyLang };
}

// ---------- Running ----------

/** The assistant under evaluation: a message, the interface language, the previous turns. */
export type Assistant = (message: string, ui: Lang, history: Turn[]) => Answer;

/**
 * The built-in assistant exactly as POST /api/sendMessage runs it without an API key: the body's
 * message is cleaned and checked by parseChatMessage, then answered with the interface language.
 * The route passes the stored turns as the history, and what is installed (nothing here).
 */
export const builtinAssistant: Assistant = (message, ui, history) => {
  const turns = history.map((turn) => ({ role: turn.role, content: turn.text }));
  const { reply, command } = answerBuiltin(parseChatMessage({ message }), ui, turns, { dos: INSTALLED_GAMES, gba: [] });
  return command === undefined ? { reply } : { reply, command };
};

export interface Result extends Grade {
  id: string;
  category: Category;
  language: Lang;
  split: Split;
  text: string;
  reply: string;
  command?: string;
  ms: number;
}

export interface Cell {
  n: number;
  /** Mean grade, 0..2. */
  mean: number;
  /** Share of 2s, 0..100. */
  good: number;
}

/** The most frequent identical reply among some replies, and its share of them (0..100). */
export interface TopReply {
  share: number;
  count: number;
  of: number;
  reply: string;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  samples: number;
}

export type Mode = "single" | "session";

export interface Report {
  content: string;
  /** single: each message asked alone (its own written history); session: the set through one visitor, in order. */
  mode: Mode;
  messages: number;
  skipped: Array<{ id: string; why: string }>;
  overall: Cell;
  bySplit: Record<Split, Cell>;
  byLanguage: Record<Lang, Cell>;
  byCategory: Record<string, Partial<Record<Lang | "all", Cell>>>;
  /** Over every reply: the graded ones, and in session mode the context turns asked before a follow-up. */
  topReply: TopReply;
  latencyMs: Latency;
  results: Result[];
}

export function cell(results: ReadonlyArray<{ score: Score }>): Cell {
  const n = results.length;
  if (n === 0) return { n, mean: 0, good: 0 };
  const sum = results.reduce((total, r) => total + r.score, 0);
  const good = results.filter((r) => r.score === 2).length;
  return { n, mean: Math.round((sum / n) * 100) / 100, good: Math.round((good / n) * 1000) / 10 };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index] * 1000) / 1000;
}

export function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: percentile(sorted, 100),
    samples: sorted.length,
  };
}

/** What "the same reply" compares: the text with its spaces squeezed. */
export const replyKey = (reply: string) => reply.replace(/\s+/g, " ").trim();

/** The most frequent identical reply (see replyKey). */
export function topReply(replies: readonly string[]): TopReply {
  const counts = new Map<string, number>();
  for (const reply of replies) {
    const key = replyKey(reply);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  let top = { reply: "", count: 0 };
  for (const [reply, count] of counts) if (count > top.count) top = { reply, count };
  const of = replies.length;
  return { ...top, of, share: of ? Math.round((top.count / of) * 1000) / 10 : 0 };
}

/** The messages of the set that the content can answer, and the ones it cannot (with why). */
function prepareSet(content: Content, set: EvalSet) {
  const prepared: PreparedMessage[] = [];
  const skipped: Report["skipped"] = [];
  for (const message of set.messages) {
    const p = prepareMessage(message, content, set);
    if (typeof p === "string") skipped.push({ id: message.id, why: p });
    else prepared.push(p);
  }
  return { prepared, skipped };
}

function result(p: PreparedMessage, answer: Answer, ms: number): Result {
  const { id, category, language, split } = p.message;
  return { id, category, language, split, text: p.text, reply: answer.reply, command: answer.command, ms, ...grade(p, answer) };
}

function summarize(
  content: string,
  mode: Mode,
  results: Result[],
  skipped: Report["skipped"],
  times: number[],
  replies: string[] = results.map((r) => r.reply),
): Report {
  const byCategory: Report["byCategory"] = {};
  for (const category of CATEGORIES) {
    const rows = results.filter((r) => r.category === category);
    if (!rows.length) continue;
    byCategory[category] = { all: cell(rows) };
    for (const lang of LANGS) {
      const part = rows.filter((r) => r.language === lang);
      if (part.length) byCategory[category][lang] = cell(part);
    }
  }
  return {
    content,
    mode,
    messages: results.length,
    skipped,
    overall: cell(results),
    bySplit: { dev: cell(results.filter((r) => r.split === "dev")), holdout: cell(results.filter((r) => r.split === "holdout")) },
    byLanguage: { en: cell(results.filter((r) => r.language === "en")), fr: cell(results.filter((r) => r.language === "fr")) },
    byCategory,
    topReply: topReply(replies),
    latencyMs: latency(times),
    results,
  };
}

/** Asks every message of the set that the content can answer, each alone, and sums the grades. */
export function runEval(
  content: Content,
  options: {
    set?: EvalSet;
    assistant?: Assistant;
    contentLabel?: string;
    /** Passes timed (latency only; graded once). */ repeat?: number;
  } = {},
): Report {
  const set = options.set ?? loadEvalSet();
  const assistant = options.assistant ?? builtinAssistant;
  const { prepared, skipped } = prepareSet(content, set);
  // One warm-up pass so the figures are not the first calls' compilation.
  for (const p of prepared.slice(0, 20)) assistant(p.text, p.message.ui, p.history);
  const results: Result[] = prepared.map((p) => {
    const start = performance.now();
    const answer = assistant(p.text, p.message.ui, p.history);
    return result(p, answer, performance.now() - start);
  });
  // More passes give a steadier p99 on a shared machine: one slow call in 200 is the p99.
  const times = results.map((r) => r.ms);
  for (let pass = 1; pass < (options.repeat ?? 1); pass++)
    for (const p of prepared) {
      const start = performance.now();
      assistant(p.text, p.message.ui, p.history);
      times.push(performance.now() - start);
    }
  return summarize(options.contentLabel ?? content.profile.name, "single", results, skipped, times);
}

/** One visitor of the real route (tests/assistant-eval/route.ts): a message and the interface language. */
export interface SessionVisitor {
  ask(message: string, ui: Lang): Promise<Answer & { ms: number }>;
}

/**
 * Session mode: the whole set asked in order by one visitor, whose history is whatever the route
 * stored of the messages before. A message written with a history of its own has that history's
 * visitor turns asked first (not graded): its context is then the assistant's real answers.
 * Latency: every call of the session, each a whole route call (body, key, history, answer, store).
 */
export async function runSession(
  content: Content,
  visitor: SessionVisitor,
  options: { set?: EvalSet; contentLabel?: string } = {},
): Promise<Report> {
  const set = options.set ?? loadEvalSet();
  const { prepared, skipped } = prepareSet(content, set);
  const results: Result[] = [];
  const replies: string[] = [];
  const times: number[] = [];
  for (const p of prepared) {
    for (const turn of p.history.filter((t) => t.role === "user")) {
      const context = await visitor.ask(turn.text, p.message.ui);
      replies.push(context.reply);
      times.push(context.ms);
    }
    const answer = await visitor.ask(p.text, p.message.ui);
    replies.push(answer.reply);
    times.push(answer.ms);
    results.push(result(p, answer, answer.ms));
  }
  return summarize(options.contentLabel ?? content.profile.name, "session", results, skipped, times, replies);
}

// ---------- Printing ----------

export const fmt = (c: Cell | undefined) => (c ? `${c.mean.toFixed(2)} ${String(Math.round(c.good)).padStart(3)}% (${c.n})` : "—");

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

/** "12.3 % (25 of 203): <the reply's start>". */
export const fmtTopReply = (top: TopReply) => `${top.share} % (${top.count} of ${top.of}): ${JSON.stringify(shorten(top.reply, 70))}`;

export function fmtLatency(ms: Latency, how: string): string {
  return `latency: p50 ${ms.p50} ms, p95 ${ms.p95} ms, p99 ${ms.p99} ms, max ${ms.max} ms (${ms.samples} calls ${how})`;
}

/** One answer below 2 for --failures: grade, id, reasons, then the message and the reply (shortened). */
export function failureLine(
  row: { score: Score; id: string; reasons: string[]; text: string; reply: string; command?: string },
  note = "",
): string {
  const reply = shorten(replyKey(row.reply), 160);
  return `${row.score} ${row.id}${note} [${row.reasons.join("; ")}]\n    > ${shorten(row.text, 90)}\n    < ${reply}${row.command ? `  {${row.command}}` : ""}`;
}

/** A table of cells with the given column headers (also valid Markdown). */
export function markdownTable(rows: string[][]): string[] {
  const widths = rows[0].map((_h, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((v, i) => v.padEnd(widths[i])).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)];
}

/** The report as a plain-text table (also valid Markdown). */
export function formatReport(report: Report): string {
  const rows: string[][] = [["category", "EN", "FR", "all"]];
  for (const [category, cells] of Object.entries(report.byCategory)) rows.push([category, fmt(cells.en), fmt(cells.fr), fmt(cells.all)]);
  rows.push(["**by language**", fmt(report.byLanguage.en), fmt(report.byLanguage.fr), fmt(report.overall)]);
  const session = report.mode === "session";
  return [
    session
      ? `Assistant eval, session mode, on ${report.content}: ${report.messages} messages asked in order by one visitor through POST /api/sendMessage (${report.skipped.length} skipped: the content lacks what they ask about).`
      : `Assistant eval on ${report.content}: ${report.messages} messages, each asked alone (${report.skipped.length} skipped: the content lacks what they ask about).`,
    "Each cell: mean grade of 2, % good (grade 2), (messages).",
    "",
    ...markdownTable(rows),
    "",
    `dev:     ${fmt(report.bySplit.dev)}`,
    `holdout: ${fmt(report.bySplit.holdout)}`,
    `overall: ${fmt(report.overall)}`,
    `top repeated reply: ${fmtTopReply(report.topReply)}`,
    fmtLatency(report.latencyMs, session ? "of the route on a SQLite file, one at a time" : "in process, one at a time"),
  ].join("\n");
}
