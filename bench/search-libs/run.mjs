/* global console */
/**
 * A scratch comparison of three search libraries over the sample content, for the choice of the
 * assistant's retrieval (docs/assistant-eval.md, "Search libraries measured"). The libraries are
 * not dependencies of the product: they live in this folder's own package.json.
 *
 *   npm install --prefix bench/search-libs
 *   node --import tsx bench/search-libs/run.mjs
 *
 * Same documents and the same 30 questions from the eval set for each library; each library gets
 * its own way of handling French (its stemmer or language pack), accents folded, fuzzy and prefix
 * matching where it has them, and one index per language (the message's language is known).
 */
import { performance } from "node:perf_hooks";
import MiniSearch from "minisearch";
import { Document, Charset, Encoder } from "flexsearch";
import flexFr from "flexsearch/lang/fr";
import flexEn from "flexsearch/lang/en";
import { create, insertMultiple, search } from "@orama/orama";
import { stemmer as frStem } from "@orama/stemmers/french";
import { stemmer as enStem } from "@orama/stemmers/english";
import { loadContent, SAMPLE_CONTENT_DIR } from "../../app/content/load.server.ts";
import { adoptContent, staticContentSource } from "../../app/content/store.server.ts";
import { loadEvalSet, prepareMessage } from "../../tests/assistant-eval/harness.ts";

const content = loadContent(SAMPLE_CONTENT_DIR);
adoptContent(staticContentSource(content, SAMPLE_CONTENT_DIR));
const LANGS = ["en", "fr"];

// ---------- Documents: what the owner wrote, one per item and language ----------

function documents(lang) {
  const { profile, projects, skillCategories, assistant } = content;
  const docs = [];
  for (const p of projects) {
    const t = p.text[lang];
    docs.push({
      id: `project:${p.id}`,
      title: t.title,
      body: [t.description, t.extendedDescription, ...p.features[lang]].join(" "),
      tags: p.tags.join(" "),
    });
  }
  for (const c of skillCategories)
    for (const s of c.skills)
      docs.push({
        id: `skill:${s.name}`,
        title: lang === "fr" && s.fr ? s.fr : s.name,
        body: `${c.label[lang]} ${c.altLabel[lang]} ${s.proficiency}`,
        tags: "",
      });
  docs.push({ id: "about", title: profile.title[lang], body: [profile.description[lang], profile.about.intro[lang]].join(" "), tags: "" });
  profile.about.modalParagraphs.forEach((p, i) => docs.push({ id: `about:${i}`, title: "", body: p[lang], tags: "" }));
  docs.push({ id: "location", title: profile.location[lang], body: assistant.basedIn[lang], tags: "" });
  docs.push({ id: "availability", title: "", body: assistant.availability[lang], tags: "" });
  assistant.knowledge.forEach((k, i) => docs.push({ id: `knowledge:${i}`, title: "", body: k[lang], tags: "" }));
  assistant.faq.forEach((f, i) => docs.push({ id: `faq:${i}`, title: f.question[lang], body: f.answer[lang], tags: f.keywords.join(" ") }));
  docs.push({ id: "contact", title: profile.email, body: profile.socials.map((s) => `${s.kind} ${s.url}`).join(" "), tags: "" });
  return docs.map((d, i) => ({ ...d, n: i }));
}

// ---------- The 30 questions and the document each one is about ----------

const TARGETS = {
  "ptheme-en-1": "project:stream-copilot",
  "ptheme-en-2": "project:agent-desk",
  "ptheme-en-3": "project:ledger-sync",
  "ptheme-en-4": "project:ledger-sync",
  "ptheme-en-5": "project:agent-desk",
  "ptheme-en-6": "project:stream-copilot",
  "ptheme-en-7": "project:ledger-sync",
  "ptheme-en-8": "project:agent-desk",
  "ptheme-fr-1": "project:stream-copilot",
  "ptheme-fr-2": "project:ledger-sync",
  "ptheme-fr-3": "project:agent-desk",
  "ptheme-fr-4": "project:stream-copilot",
  "ptheme-fr-5": "project:ledger-sync",
  "ptheme-fr-6": "project:agent-desk",
  "ptheme-fr-7": "project:stream-copilot",
  "ptheme-fr-8": "project:agent-desk",
  "typo-en-4": "project:stream-copilot",
  "typo-fr-4": "project:agent-desk",
  "typo-en-6": "skill:Kubernetes",
  "typo-fr-6": "skill:Python",
  "skill-en-2": "skill:Python",
  "skill-en-3": "skill:Kubernetes",
  "skill-en-6": "skill:Go",
  "skill-fr-2": "skill:Docker",
  "skill-fr-3": "skill:PyTorch",
  "skill-fr-7": "skill:n8n & workflow automation",
  "contact-en-4": "faq:0",
  "contact-fr-5": "faq:0",
  "about-en-4": "location",
  "about-fr-3": "location",
};

const set = loadEvalSet();
const queries = set.messages
  .filter((m) => TARGETS[m.id])
  .map((m) => {
    const p = prepareMessage(m, content, set);
    if (typeof p === "string") throw new Error(`${m.id}: ${p}`);
    return { id: m.id, lang: m.language, split: m.split, text: p.text, target: TARGETS[m.id] };
  });

// ---------- A shared analyser for the libraries that take one ----------

const fold = (s) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
const STOP = {
  en: new Set(
    "a an the and or of to in on for with is are was were be it its this that you your i me my we do does did have has can could what which who how any anything ever about from at by as so there here than then do".split(
      " ",
    ),
  ),
  fr: new Set(flexFr.filter),
};
const STEM = { en: enStem, fr: frStem };

/** Folded, without stop words, stemmed the language's way; null drops the term. */
function analyse(lang, term) {
  const t = fold(term).replace(/^(l|d|j|t|c|s|n|m|qu)'/, "");
  if (t.length < 2 || STOP[lang].has(t)) return null;
  return STEM[lang](t);
}

// ---------- The libraries ----------

const LIBS = {
  minisearch: {
    build(lang, docs) {
      const ms = new MiniSearch({
        idField: "n",
        fields: ["title", "body", "tags"],
        storeFields: ["id"],
        processTerm: (term) => analyse(lang, term),
        searchOptions: { boost: { title: 3, tags: 2 }, fuzzy: 0.2, prefix: true, combineWith: "OR" },
      });
      ms.addAll(docs);
      return ms;
    },
    search: (ms, text) =>
      ms
        .search(text)
        .slice(0, 3)
        .map((r) => r.id),
  },
  ...Object.fromEntries(
    [
      ["LatinBalance + language pack", Charset.LatinBalance, true],
      ["LatinAdvanced + language pack", Charset.LatinAdvanced, true],
      ["LatinBalance, no pack", Charset.LatinBalance, false],
    ].map(([label, charset, pack]) => [
      `flexsearch (${label})`,
      {
        build(lang, docs) {
          // Its French (or English) pack: stop words, suffix stemmer, elisions.
          const encoder = new Encoder(charset, ...(pack ? [lang === "fr" ? flexFr : flexEn] : []));
          const index = new Document({
            document: { id: "n", index: ["title", "body", "tags"], store: ["id"] },
            tokenize: "forward",
            encoder,
          });
          for (const d of docs) index.add(d);
          return index;
        },
        search(index, text) {
          const results = index.search(text, { suggest: true, merge: true, enrich: true, limit: 3 });
          return results.slice(0, 3).map((r) => r.doc.id);
        },
      },
    ]),
  ),
  orama: {
    build(lang, docs) {
      const db = create({
        schema: { id: "string", title: "string", body: "string", tags: "string" },
        components: {
          tokenizer: { language: lang === "fr" ? "french" : "english", stemming: true, stemmer: STEM[lang], stopWords: [...STOP[lang]] },
        },
      });
      insertMultiple(
        db,
        docs.map(({ n, ...d }) => ({ ...d, id: `${d.id}#${n}` })),
      );
      return db;
    },
    search(db, text) {
      const res = search(db, { term: text, properties: ["title", "body", "tags"], boost: { title: 3, tags: 2 }, tolerance: 1, limit: 3 });
      return res.hits.map((h) => h.document.id.split("#")[0]);
    },
  },
};

// ---------- Measuring ----------

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms3 = (x) => x.toFixed(3);

const docsByLang = Object.fromEntries(LANGS.map((l) => [l, documents(l)]));
console.log(`Documents: ${docsByLang.en.length} per language; questions: ${queries.length}`);
const rows = [];
for (const [name, lib] of Object.entries(LIBS)) {
  const builds = [];
  let indexes;
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    indexes = Object.fromEntries(LANGS.map((l) => [l, lib.build(l, docsByLang[l])]));
    builds.push(performance.now() - start);
  }
  let top1 = 0;
  let top3 = 0;
  const misses = [];
  for (const q of queries) {
    const found = lib.search(indexes[q.lang], q.text);
    if (found[0] === q.target) top1 += 1;
    if (found.includes(q.target)) top3 += 1;
    else misses.push(`${q.id} -> ${found.join(", ") || "(nothing)"}`);
  }
  const times = [];
  for (let rep = 0; rep < 50; rep++)
    for (const q of queries) {
      const start = performance.now();
      lib.search(indexes[q.lang], q.text);
      times.push(performance.now() - start);
    }
  rows.push({ name, build: median(builds), p50: median(times), p99: pct(times, 99), top1, top3, misses });
}
console.log("| library | build both indexes (median of 30) | query p50 | query p99 | top-1 | top-3 |");
console.log("|---|---|---|---|---|---|");
for (const r of rows)
  console.log(
    `| ${r.name} | ${ms3(r.build)} ms | ${ms3(r.p50)} ms | ${ms3(r.p99)} ms | ${r.top1}/${queries.length} | ${r.top3}/${queries.length} |`,
  );
for (const r of rows) console.log(`\n${r.name} misses (not in top 3):\n  ${r.misses.join("\n  ")}`);
