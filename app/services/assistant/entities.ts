/**
 * Entity extraction: the project, skill, skill category, theme, game and unlisted technology a
 * message names. Keyword lists here detect entities; they decide no intent.
 */
import type { Content, ProjectContent, SkillCategory } from "~/content/types";
import { fold } from "./normalize";
import { normalize } from "./language";
import { FAQ, projects, skillCategories } from "./grounding";

// ---------- Matching helpers ----------

export function findProject(text: string): ProjectContent | undefined {
  const compact = text.replace(/ /g, "");
  return projects.find((p) => {
    const aliases = [p.id, p.text.en.title, p.text.fr.title].map((a) => normalize(a).replace(/ /g, ""));
    return aliases.some((a) => a.length >= 4 && compact.includes(a));
  });
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

/** Words too common to stand for a skill on their own ("go", "rest", "prompt"...). */
export const SKILL_STOP_WORDS = new Set(["go", "rest", "prompt", "self", "css"]);
export const SKILL_ALIASES: Record<string, RegExp> = { Go: / (golang|go lang|go language|langage go|in go|en go) / };

type SkillMatcher = { category: SkillCategory; skill: SkillCategory["skills"][number]; alias?: RegExp; names: string[] };
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
        const names = [normalize(skill.name), ...(headWord.length >= 2 && !SKILL_STOP_WORDS.has(headWord) ? [head] : [])];
        return { category, skill, alias: SKILL_ALIASES[skill.name], names };
      }),
    );
    SKILL_MATCHERS.set(skillCategories, matchers);
  }
  return matchers;
}

export function findSkill(text: string) {
  for (const { category, skill, alias, names } of skillMatchers()) {
    if (alias ? alias.test(text) : names.some((n) => text.includes(n))) return { category, skill };
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
    if (!pattern.test(text)) continue;
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
