/**
 * The dialogue state (ADR 050): the last answer's structured result (its intent, the entity it was
 * about, the ordered list it showed, the fields it gave), kept per visitor instead of searching the
 * stored texts. A message uses it only when it refers back: an ordinal, a pronoun for the topic, a
 * field asked alone ("what stack?"), "and in French?". Here: references, their resolution, and the
 * state's checks when it is read back from storage.
 */
import type { Language, ProjectContent, SkillCategory } from "~/content/types";
import { projects, skillCategories } from "./grounding";
import type { DialogueState, Field, Intent, Ref } from "./types";

// ---------- References to the content ----------

export const projectRef = (p: ProjectContent): Ref => `project:${p.id}`;
export const skillRef = (skill: SkillCategory["skills"][number]): Ref => `skill:${skill.name}`;
export const categoryRef = (c: SkillCategory): Ref => `category:${c.id}`;

export type Resolved =
  | { kind: "project"; project: ProjectContent }
  | { kind: "skill"; skill: SkillCategory["skills"][number]; category: SkillCategory }
  | { kind: "category"; category: SkillCategory };

/** The content's entity a reference names; undefined when the content changed since (it is then forgotten). */
export function resolve(ref: Ref | undefined): Resolved | undefined {
  if (!ref) return undefined;
  const colon = ref.indexOf(":");
  const kind = ref.slice(0, colon);
  const key = ref.slice(colon + 1);
  if (kind === "project") {
    const project = projects.find((p) => p.id === key);
    return project && { kind, project };
  }
  if (kind === "category") {
    const category = skillCategories.find((c) => c.id === key);
    return category && { kind, category };
  }
  for (const category of skillCategories) {
    const skill = category.skills.find((s) => s.name === key);
    if (skill) return { kind: "skill", skill, category };
  }
  return undefined;
}

// ---------- Reading a stored state back ----------

const REF = /^(project|skill|category):.{1,200}$/;
const isRef = (value: unknown): value is Ref => typeof value === "string" && REF.test(value);
const refList = (value: unknown): Ref[] | undefined =>
  Array.isArray(value) && value.length <= 50 && value.every(isRef) ? (value as Ref[]) : undefined;

/** A stored state as JSON text, or undefined when it is missing or not one (an older shape, a damaged row). */
export function parseDialogue(json: string | null | undefined): DialogueState | undefined {
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const raw = value as Record<string, unknown>;
  if (raw.v !== 1 || typeof raw.intent !== "string" || typeof raw.lang !== "string") return undefined;
  const state: DialogueState = { v: 1, intent: raw.intent as Intent, lang: raw.lang as Language };
  if (isRef(raw.topic)) state.topic = raw.topic;
  const list = refList(raw.list);
  if (list) state.list = list;
  if (Array.isArray(raw.fields) && raw.fields.every((f) => typeof f === "string")) state.fields = raw.fields as Field[];
  if (raw.basis && typeof raw.basis === "object") {
    const basis = raw.basis as Record<string, unknown>;
    state.basis = {};
    if (isRef(basis.topic)) state.basis.topic = basis.topic;
    const basisList = refList(basis.list);
    if (basisList) state.basis.list = basisList;
  }
  if (typeof raw.source === "string") state.source = raw.source;
  return state;
}

// ---------- What a message refers back to ----------

/** Ordinal words, by position (-1: the last). Checked on the normalized text. */
const ORDINALS: Array<[RegExp, number]> = [
  [/ (first|1st|premier|premiere|1er|1ere) /, 0],
  [/ (second|2nd|deuxieme|2e|2eme|seconde) /, 1],
  [/ (third|3rd|troisieme|3e|3eme) /, 2],
  [/ (fourth|4th|quatrieme|4e|4eme) /, 3],
  [/ (fifth|5th|cinquieme|5e|5eme) /, 4],
  [/ (sixth|6th|sixieme|6e|6eme) /, 5],
  [/ (seventh|7th|septieme|7e|7eme) /, 6],
  [/ (eighth|8th|huitieme|8e|8eme) /, 7],
  [/ (last|dernier|derniere) /, -1],
];
const NUMBERED = / (?:number|no|num|numero|n|#) ?(\d{1,2}) /;
/** Words that make an ordinal point into a list rather than into time ("first, ..."). */
const ITEM_WORDS = / (one|ones|project|projet|item|entry|skill|competence|un|une|celui|celle|le|la|l|du|de|des|the|about|of|on|sur) /;

/** The list position a short message points at ("the fourth one", "le deuxième", "number 3"), if any. */
export function ordinal(text: string): number | undefined {
  if (text.trim().split(" ").length > 10) return undefined;
  const numbered = NUMBERED.exec(text);
  if (numbered) return Number(numbered[1]) - 1;
  if (!ITEM_WORDS.test(text) && text.trim().split(" ").length > 2) return undefined;
  return ORDINALS.find(([re]) => re.test(text))?.[1];
}

/** Words standing for the topic of the last answer (the owner has their own: you, she, elle...). */
const TOPIC_PRONOUN =
  / (it|its|it s|itself|this one|that one|this project|that project|the project|this tool|that tool|this app|that app|ce projet|cette app|le projet|celui ci|celui la|celle ci|celle la|il|dessus|cet outil|ce truc|l a|l ai|l as|l avez|l ont|l utilise|l utilises|l utilisez|l a utilise) /;
/** Words standing for the owner: a message about them is no follow-up on a project. */
const OWNER_WORDS =
  / (you|your|yours|yourself|she|her|hers|he|him|his|they|their|tu|toi|ton|ta|tes|t|vous|votre|vos|elle|lui|son|sa|ses|te) /;

// "il y a" (there is) is no "il" (it).
export const namesTopicPronoun = (text: string) => TOPIC_PRONOUN.test(text.replace(/ il y a /g, " "));
export const namesOwner = (text: string) => OWNER_WORDS.test(text);

/** "and ...?" / "et ... ?": an elliptical question that continues the last one. */
export const ELLIPTICAL = /^ (and|et|also|aussi|what about|how about|et pour|et niveau|et cote|et le|et la|et les|and the|and its) /;

const REPEAT_VERBS =
  / (repeat|say|said|again|translate|translated|same|that|it|this|redis|redire|redites|repete|repeter|reformule|traduis|traduire|traduit|pareil|meme|ca|cela|le dire|la meme chose|version) /;
const LANGUAGE_WORDS: Record<string, RegExp> = {
  en: / (english|anglais|ingles) /,
  fr: / (french|francais|frances) /,
  es: / (spanish|espagnol|espanol) /,
};

/**
 * The language a message asks the last answer again in ("and in French?", "repeat that in English",
 * "en anglais ?"), among the site's languages; undefined for anything else ("speak French" switches).
 */
export function rerenderLanguage(text: string, languages: readonly string[]): Language | undefined {
  const words = text.trim().split(" ");
  if (words.length > 9) return undefined;
  const asked = languages.filter((lang) => LANGUAGE_WORDS[lang]?.test(text));
  if (asked.length !== 1) return undefined;
  // "speak French", "switch to English": the terminal's language, not the last answer's.
  if (/ (speak|switch|change|set|parle|parlez|passe|passer|mets|change|changer|utilise) /.test(text)) return undefined;
  const bareQuestion =
    words.length <= 4 &&
    /^ (and |et |y )?(in |en )?(english|french|spanish|anglais|francais|espagnol)( please| stp| svp| too| aussi)? $/.test(text);
  if (ELLIPTICAL.test(text) || REPEAT_VERBS.test(text) || bareQuestion) return asked[0];
  return undefined;
}
