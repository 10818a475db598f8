/**
 * Retrieval over everything the owner wrote: one MiniSearch index per content object (built on
 * first use, kept in a WeakMap so a content reload builds a new one). BM25 ranking, field boosts,
 * fuzzy and prefix matching, on the English/French analyser of ./normalize.
 */
import MiniSearch from "minisearch";
import { factText, skillName, type Content, type Language } from "~/content/types";
import { SOCIAL_NAMES } from "~/content/socials";
import { commandsFor } from "~/terminal/engine/commands";
import { STOP_WORDS, fold, stem, words } from "./normalize";
import { normalize } from "./language";
import { withoutStrayTech } from "./entities";

export type DocKind =
  "project" | "skill" | "category" | "about" | "fact" | "faq" | "knowledge" | "availability" | "basedIn" | "social" | "command";

export interface ContentDoc {
  id: string;
  kind: DocKind;
  /** Index into the content's list it comes from (project, skill category, fact, faq...). */
  ref: number;
  /** For a skill: its index in the category. For a command: its name. */
  sub?: number | string;
  title: string;
  keywords: string;
  text: string;
}

export interface Hit {
  doc: ContentDoc;
  score: number;
  /** The document's terms the query matched (as the index stores them: folded and stemmed). */
  terms: string[];
}

export interface ContentIndex {
  search(query: string): Hit[];
  /** Every word the content uses (folded), for spelling repair. */
  vocabulary: Set<string>;
}

const both = (value: Record<string, string> | undefined) => (value ? Object.values(value).join(" ") : "");

function documents(content: Content): ContentDoc[] {
  const docs: ContentDoc[] = [];
  const add = (doc: Omit<ContentDoc, "id">) => docs.push({ id: `${doc.kind}:${doc.ref}:${doc.sub ?? ""}`, ...doc });
  content.projects.forEach((p, ref) => {
    const langs = Object.keys(p.text) as Language[];
    add({
      kind: "project",
      ref,
      // No title: a project is named by ./entities.ts findProject (its whole name or a word only it uses); here
      // a title's common words ("terminal", "stream", "portfolio") would pull the project for any message using them.
      title: "",
      // Tags alone in their field: mixed into the long texts they would weigh next to nothing.
      keywords: p.tags.join(" "),
      text: langs.map((l) => `${p.text[l].description} ${p.text[l].extendedDescription} ${(p.features[l] ?? []).join(" ")}`).join(" "),
    });
  });
  content.skillCategories.forEach((c, ref) => {
    add({
      kind: "category",
      ref,
      // The label names the category; the second reading (altLabel) is a tagline, not a name (see categoryWords).
      title: both(c.label),
      keywords: c.skills.map((s) => `${s.name} ${s.fr ?? ""}`).join(" "),
      text: "",
    });
    c.skills.forEach((s, sub) =>
      add({ kind: "skill", ref, sub, title: `${s.name} ${skillName(s, "fr")}`, keywords: both(c.label), text: s.proficiency }),
    );
  });
  const { profile, assistant } = content;
  const aboutTexts = [profile.title, profile.description, profile.about.intro, ...profile.about.modalParagraphs];
  aboutTexts.forEach((text, ref) => add({ kind: "about", ref, title: "", keywords: "", text: both(text) }));
  profile.about.cards.forEach((card, i) =>
    add({
      kind: "about",
      ref: aboutTexts.length + i,
      title: both(card.title),
      keywords: card.keywords.map((k) => (typeof k === "string" ? k : both(k))).join(" "),
      text: both(card.text),
    }),
  );
  profile.facts.forEach((f, ref) =>
    add({ kind: "fact", ref, title: "", keywords: both(f.label), text: `${factText(f, "en")} ${factText(f, "fr")}` }),
  );
  assistant.faq.forEach((f, ref) =>
    add({ kind: "faq", ref, title: both(f.question), keywords: f.keywords.join(" "), text: both(f.answer) }),
  );
  assistant.knowledge.forEach((k, ref) => add({ kind: "knowledge", ref, title: "", keywords: "", text: both(k) }));
  add({ kind: "availability", ref: 0, title: "", keywords: "", text: both(assistant.availability) });
  add({ kind: "basedIn", ref: 0, title: "", keywords: both(profile.location), text: both(assistant.basedIn) });
  profile.socials.forEach((s, ref) =>
    add({ kind: "social", ref, title: `${s.kind} ${s.label ?? SOCIAL_NAMES[s.kind] ?? ""}`, keywords: "", text: s.url }),
  );
  for (const command of commandsFor(profile.handle)) {
    // The portfolio's own commands: the Unix tools (grep, touch...) would crowd out the answers visitors ask for.
    if (command.rootOnly || command.unix) continue;
    add({
      kind: "command",
      ref: 0,
      sub: command.name,
      title: command.name,
      keywords: "",
      text: Object.values(command.help)
        .map((h) => (h ? `${h.usage} ${h.summary}` : ""))
        .join(" "),
    });
  }
  return docs;
}

/** The analyser MiniSearch runs on documents and queries alike. */
function processTerm(term: string): string | null {
  const word = fold(term);
  if (word === "" || STOP_WORDS.has(word)) return null;
  return stem(word);
}

function build(content: Content): ContentIndex {
  const docs = documents(content);
  const index = new MiniSearch<ContentDoc>({
    fields: ["title", "keywords", "text"],
    storeFields: ["kind"],
    tokenize: (text) => words(text),
    processTerm,
    searchOptions: {
      boost: { title: 3, keywords: 2, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
    },
  });
  index.addAll(docs);
  const byId = new Map(docs.map((d) => [d.id, d]));
  const vocabulary = new Set(docs.flatMap((d) => words(`${d.title} ${d.keywords} ${d.text}`)));
  return {
    vocabulary,
    // "go to university" searches no "Go": a technology name that is an ordinary word counts only in context.
    search: (query) =>
      index.search(withoutStrayTech(normalize(query))).map((r) => ({ doc: byId.get(r.id as string)!, score: r.score, terms: r.terms })),
  };
}

const INDEXES = new WeakMap<Content, ContentIndex>();

export function contentIndex(content: Content): ContentIndex {
  let index = INDEXES.get(content);
  if (!index) {
    index = build(content);
    INDEXES.set(content, index);
  }
  return index;
}
