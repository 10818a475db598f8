/**
 * Entity extraction: the project, skill, skill category, theme, game and unlisted technology a
 * message names. Keyword lists here detect entities; they decide no intent.
 */
import type { Content, ProjectContent, SkillCategory } from "~/content/types";
import { editDistance, fold, stem } from "./normalize";
import { EN_WORDS, FR_WORDS, normalize } from "./language";
import { FAQ, projects, skillCategories } from "./grounding";
import { INTENT_TABLE } from "./intents";
import { REQUEST_TABLE } from "./request-table";

// ---------- Matching helpers ----------

/** Words visitors use for other things (the phrasings' and cues' words): a title word among them names no project. */
const COMMON_WORDS = new Set([
  ...EN_WORDS,
  ...FR_WORDS,
  ...[
    ...INTENT_TABLE.flatMap((row) => [...row.cues, ...row.examples]),
    ...REQUEST_TABLE.flatMap((row) => [row.cues, ...row.examples]),
  ].flatMap((text) => normalize(text).trim().split(" ")),
]);

interface ProjectNames {
  project: ProjectContent;
  /** Its id and titles, spaces removed ("ledgersync", "terminalportfolio"). */
  compact: string[];
  /** The words of its titles that name it alone ("copilot"; not "terminal", "stream", "portfolio"). */
  distinctive: string[];
}
const PROJECT_NAMES = new WeakMap<ProjectContent[], ProjectNames[]>();
function projectNames(): ProjectNames[] {
  let names = PROJECT_NAMES.get(projects);
  if (!names) {
    names = projects.map((project) => {
      const titles = [project.id, ...Object.values(project.text).map((x) => x.title)].map((a) => normalize(a));
      const words = titles.flatMap((a) => a.trim().split(" "));
      // A word another project's title also uses ("data", "ai") names neither.
      const elsewhere = new Set(
        projects.filter((p) => p !== project).flatMap((p) => Object.values(p.text).flatMap((x) => normalize(x.title).trim().split(" "))),
      );
      const distinctive = words.filter((w) => w.length >= 5 && !COMMON_WORDS.has(w) && !elsewhere.has(w) && !titles.includes(` ${w} `));
      return {
        project,
        compact: titles.map((a) => a.replace(/ /g, "")).filter((a) => a.length >= 4),
        distinctive: [...new Set(distinctive)],
      };
    });
    PROJECT_NAMES.set(projects, names);
  }
  return names;
}

/**
 * Whether a project matched a message only through the common words of its own title ("nice portfolio",
 * "do you stream?"): such a message is not about that project. `terms` are the index's (stemmed) terms.
 */
export function onlyCommonTitleWords(project: ProjectContent, terms: readonly string[]): boolean {
  const common = new Set(
    Object.values(project.text)
      .flatMap((x) => normalize(x.title).trim().split(" "))
      .filter((w) => COMMON_WORDS.has(w))
      .map(stem),
  );
  return terms.length > 0 && terms.every((term) => common.has(term));
}

/** Words that make a message ask about a thing by name ("tell me about the copilot"), not just use the word ("along the river"). */
const ASKS_ABOUT =
  / (project|projects|projet|projets|app|tool|outil|bot|about|tell|what is|what s|whats|c est quoi|parle|details?|describe|decris|explain|explique|show|montre|how|comment|stack|built|made|code|is it|it|il|ce|cet|cette) /;

/** The project a message names: its whole title or id, or (asked about) a word of its title no common phrasing uses. */
export function findProject(text: string): ProjectContent | undefined {
  const compact = text.replace(/ /g, "");
  const names = projectNames();
  const whole = names.find((n) => n.compact.some((a) => compact.includes(a)))?.project;
  if (whole) return whole;
  // A title word alone ("river", "copilot") names the project only in a question about something, or alone.
  if (!ASKS_ABOUT.test(text) && text.trim().split(" ").length > 3) return undefined;
  const exact = names.find((n) => n.distinctive.some((w) => text.includes(` ${w} `)))?.project;
  if (exact) return exact;
  // "stream copliot": a distinctive word of 6 letters or more mistyped (one edit, two from 8), not its plural ("agents").
  const typed = text
    .trim()
    .split(" ")
    .filter((w) => w.length >= 5 && !COMMON_WORDS.has(w));
  const near = (w: string, d: string) =>
    d.length >= 6 && w !== `${d}s` && editDistance(w, d, d.length >= 8 ? 2 : 1) <= (d.length >= 8 ? 2 : 1);
  return names.find((n) => n.distinctive.some((d) => typed.some((w) => near(w, d))))?.project;
}

/**
 * Technology names that are also ordinary words ("go to university", "spring", "rest"): they name the
 * technology only next to a word that says so ("in Go", "know Go", "Go developer") or alone.
 */
const AMBIGUOUS_TECH = new Set([
  "go",
  "rest",
  "swift",
  "rust",
  "spring",
  "rails",
  "unity",
  "oracle",
  "ember",
  "spark",
  "flask",
  "next",
  "express",
  "dart",
  "elm",
  "nest",
  "make",
  "sap",
  "ruby",
  "java",
  "perl",
]);
const TECH_BEFORE = new Set(
  "in en with avec using use uses used utilise utilises know knows knew connais connait code coding write writes written and et or ou about of de du learn learned apprendre like aime and, also plus experience".split(
    " ",
  ),
);
const TECH_AFTER = new Set(
  "language languages lang langage code coding developer developers dev devs framework library programming programmer skills skill experience and et or ou too aussi projects project version backend api apis boot js".split(
    " ",
  ),
);

/** Whether `word` (one word, normalized) is used as a technology in the text; other words always are. */
export function techWord(text: string, word: string): boolean {
  if (!AMBIGUOUS_TECH.has(word)) return true;
  const list = text.trim().split(" ");
  if (list.length <= 2 && list.includes(word)) return true;
  for (let i = 0; i < list.length; i++) {
    if (list[i] !== word) continue;
    if (TECH_BEFORE.has(list[i - 1] ?? "") || TECH_AFTER.has(list[i + 1] ?? "") || /^(golang)$/.test(list[i])) return true;
  }
  return false;
}

/** The text without the ambiguous technology words it uses as ordinary words (for retrieval). */
export function withoutStrayTech(text: string): string {
  const list = text.trim().split(" ");
  return ` ${list.filter((w) => !AMBIGUOUS_TECH.has(w) || techWord(text, w)).join(" ")} `;
}

/** Words of a category's names too vague to pick it on their own. */
export const CATEGORY_STOP_WORDS = new Set([
  "and",
  "et",
  "de",
  "des",
  "du",
  "la",
  "le",
  "les",
  "the",
  "of",
  "stack",
  "modern",
  "moderne",
  "web",
  "dev",
]);

/**
 * The words that name a category: its id (camelCase split) and its labels in every language. Not its second
 * reading (altLabel): a tagline beside the name ("Frontend · Legacy"), which may name what the category's
 * skills are not ("cloud" would find the wrong category).
 */
export function categoryWords(category: SkillCategory): string[] {
  const names = [category.id.replace(/([a-z])([A-Z])/g, "$1 $2"), ...Object.values(category.label)];
  const words = names.flatMap((n) => normalize(n).trim().split(" "));
  return [...new Set(words)].filter((w) => w.length >= 2 && !CATEGORY_STOP_WORDS.has(w));
}

/** The category the text names by its id or labels (the one naming it most), if any. */
export function findCategory(text: string): SkillCategory | undefined {
  let best: SkillCategory | undefined;
  let bestScore = 0;
  for (const category of skillCategories) {
    const score = categoryWords(category).filter((w) => text.includes(` ${w} `)).length;
    if (score > bestScore) [best, bestScore] = [category, score];
  }
  return best;
}

/** Words too common to stand for a skill on their own ("rest", "prompt"...); ambiguous technology words count in context (techWord). */
export const SKILL_STOP_WORDS = new Set(["rest", "prompt", "self", "css"]);
/** Other names of a skill (by its normalized name): "golang" is Go. */
export const SKILL_ALIASES: Record<string, string[]> = { go: [" golang ", " go lang "] };

type SkillMatcher = { category: SkillCategory; skill: SkillCategory["skills"][number]; names: string[] };
/** Each skill's normalized names, once per list of categories (a content reload brings a new list). */
const SKILL_MATCHERS = new WeakMap<SkillCategory[], SkillMatcher[]>();
function skillMatchers(): SkillMatcher[] {
  let matchers = SKILL_MATCHERS.get(skillCategories);
  if (!matchers) {
    matchers = skillCategories.flatMap((category) =>
      category.skills.map((skill) => {
        // "Node.js" -> " node js "; also the first word of multi-word names ("React & Remix" -> "react").
        const head = normalize(skill.name.split(/[ &(]/)[0]);
        const headWord = head.trim();
        const names = [
          normalize(skill.name),
          ...(headWord.length >= 2 && !SKILL_STOP_WORDS.has(headWord) ? [head] : []),
          ...(SKILL_ALIASES[normalize(skill.name).trim()] ?? []),
        ];
        return { category, skill, names };
      }),
    );
    SKILL_MATCHERS.set(skillCategories, matchers);
  }
  return matchers;
}

export function findSkill(text: string) {
  for (const { category, skill, names } of skillMatchers()) {
    // A one-word name that is also an ordinary word ("Go") counts only where it names the technology.
    if (names.some((n) => text.includes(n) && (n.trim().includes(" ") || techWord(text, n.trim())))) return { category, skill };
  }
  return undefined;
}

export function bareSkill(text: string) {
  const rest = text.replace(/^ (and|et|what about|how about|et en|and in|et pour|et niveau|et le|et la) /, " ").trim();
  for (const category of skillCategories)
    for (const skill of category.skills) {
      const names = [skill.name, skill.fr ?? "", skill.name.split(/[ &(]/)[0]].map((n) => normalize(n).trim()).filter(Boolean);
      if (names.includes(rest)) return { category, skill };
    }
  return undefined;
}

/** Common technologies a visitor may ask about; one the content never names gets "not listed". */
export const COMMON_TECH: Array<[name: string, pattern: RegExp]> = [
  ["Rust", / rust /],
  ["Angular", / angular(js)? /],
  ["Swift", / swift(ui)? /],
  ["Java", / java /],
  ["Terraform", / terraform /],
  ["Ruby on Rails", / (ruby on rails|rails|ruby) /],
  ["Vue.js", / vue( js)? |vuejs /],
  ["Kotlin", / kotlin /],
  ["Flutter", / flutter /],
  ["Django", / django /],
  ["Svelte", / svelte(kit)? /],
  ["Laravel", / laravel /],
  ["PHP", / php /],
  ["C#", / (c#|csharp|c sharp) /],
  [".NET", / (dotnet|net core|asp net) /],
  ["Spring", / spring( boot)? /],
  ["Scala", / scala /],
  ["Elixir", / elixir /],
  ["Haskell", / haskell /],
  ["Unity", / unity /],
  ["WordPress", / wordpress /],
  ["Salesforce", / salesforce /],
  ["SAP", / sap /],
  ["Ember", / ember( js)? /],
  ["jQuery", / jquery /],
  ["MongoDB", / mongo(db)? /],
  ["Oracle", / oracle /],
  ["Azure", / azure /],
  ["Google Cloud", / (gcp|google cloud) /],
  ["React Native", / react native /],
  ["Objective-C", / objective c /],
  ["C++", / (c\+\+|cpp) /],
  ["Perl", / perl /],
  ["Solidity", / (solidity|blockchain|web3) /],
];

/** Everything the owner wrote, folded, to tell "not listed" from "listed". */
export const CONTENT_TEXT = new WeakMap<Content, string>();
export function contentText(content: Content): string {
  let text = CONTENT_TEXT.get(content);
  if (text === undefined) {
    const { skillCategories: s, projects: p, profile: pr, assistant: a } = content;
    text = ` ${fold(JSON.stringify({ s, p, pr, a }))} `;
    CONTENT_TEXT.set(content, text);
  }
  return text;
}

export function findUnlisted(text: string, content: Content): string | undefined {
  const all = contentText(content);
  for (const [name, pattern] of COMMON_TECH) {
    const match = pattern.exec(text);
    if (!match || !techWord(text, match[0].trim().split(" ")[0])) continue;
    const key = normalize(name);
    if (!all.includes(key)) return name;
  }
  return undefined;
}

/** The owner's FAQ entry whose keywords the message uses, if any. */
export function findFaq(text: string) {
  return FAQ.find((f) => f.keywords.some((k) => text.includes(k)))?.entry;
}

const WANTS_FRENCH = / (french|francais|francaise) /;
const WANTS_ENGLISH = / (english|anglais|anglaise) /;
/** Just a language: "in French please", "en anglais". */
const BARE_LANGUAGE = /^ (in |en )?(french|english|francais|anglais)( please| stp| svp| s il te plait| s il vous plait)? $/;

/** The language a message names ("bare" when it says nothing else), French unless it asks *to* English. */
export function findLanguage(text: string): { lang: "en" | "fr"; bare: boolean } | undefined {
  const french = WANTS_FRENCH.test(text);
  if (!french && !WANTS_ENGLISH.test(text)) return undefined;
  const lang = french && !(WANTS_ENGLISH.test(text) && / (to|in|en) (english|anglais) /.test(text)) ? "fr" : "en";
  return { lang, bare: BARE_LANGUAGE.test(text) };
}
