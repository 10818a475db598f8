/**
 * The questions recruiters ask most, answered from the content and naming the facts used:
 * experience with a technology, the most relevant project for something, strengths, notice and
 * start, remote work, languages spoken. What the content does not hold is said to be not stated,
 * with the way to ask the owner; nothing is invented (rates: ./replies.ts, never a price).
 */
import { factText, skillName, type Language, type ProjectContent, type SkillCategory } from "~/content/types";
import { contentIndex } from "./content-index.server";
import { assistant, groundedOn, listJoin, profile, firstName, proficiencyLabel, projects, skillCategories, t } from "./grounding";
import { normalize } from "./language";
import { STOP_WORDS, stem, terms } from "./normalize";
import { projectsUsing, yearFacts } from "./fields";
import { projectRef, skillRef } from "./dialogue";
import { findSkill } from "./entities";
import { replyAvailability, replyNotListed } from "./replies";
import type { PartialAnswer } from "./types";

type Skill = SkillCategory["skills"][number];

const NOTICE =
  / (notice|notice period|start date|when are you available|when is she available|available when|dispo quand|disponible quand|quand es tu dispo|quand es tu disponible|quand est elle disponible|when can (you|she|he|they) start|start working|able to start|earliest start|how soon|preavis|date de debut|quand (peux tu|pouvez vous|peut elle|peut il) commencer|commencer quand|demarrer quand|disponible a partir|available from|from when) /;
const SPOKEN_LANGUAGES =
  / (languages?|langues?) .*(speak|speaks|spoken|work in|fluent|parle|parles|parlez|parlees|parlee|travaille|courant)|(speak|speaks|spoken|parle|parles|parlez|parlees) .*(languages?|langues?)|bilingual|bilingue|native language|langue maternelle/;
const STRENGTHS =
  / (strengths?|strong points?|strongest|best at|good at what|what is (she|he) good at|what are you good at|superpower|forces|points forts|point fort|plus fort|plus forte|meilleures competences|qualites) /;
const RELEVANT =
  / (most relevant|best fit|closest|strongest project|top project|main project|key project|most impressive|proudest|proud of|best project|favou?rite project|flagship|biggest project|most complex|most interesting|plus pertinent|plus proche|plus impressionnant|plus fier|plus fiere|prefere|meilleur projet|projet phare|plus gros projet|plus complexe|plus interessant) /;
const EXPERIENCE_WITH =
  / (experience (with|in|on|of|using)|experience (does|do|did) (she|he|you|they) have (with|in)|experience (a t elle|a t il|as tu|avez vous) (avec|en)|experienced (with|in)|years (of|with|in|using)|worked (with|on)|work with|used|using|familiar with|background in|expertise (in|with)|how long .*(used|using|been|worked)|experience (avec|en|sur|dans)|annees? (de|d|avec|en|sur)|ans (de|d|avec|en|sur)|travaille avec|bosse avec|utilise|familier avec|familiere avec) /;
const REMOTE =
  / (remote|remotely|relocate|relocation|on site|onsite|hybrid|teletravail|a distance|distanciel|demenager|sur site|sur place|presentiel|hybride|days a week|jours par semaine|come to the office|venir au bureau|at the office|au bureau) /;
const EDUCATION =
  / (university|college|degree|diploma|studied|study|studies|school|education|graduate|graduated|phd|bachelor|bootcamp|self taught|fac|universite|diplome|diplomee|etudes|etudie|ecole|formation|autodidacte|licence|doctorat) /;
const EDUCATION_WORDS =
  /self.taught|autodidact|universit|college|degree|diplom|school|[ée]cole|studied|[ée]tudes|bootcamp|bachelor|licence|doctorat|phd/i;
const YEARS_ASKED = / (how many years|years|how long|combien d annees|combien d ans|annees|ans|depuis quand|depuis combien) /;

/** Words of the question itself: what is left names the subject ("LLMs and agents"). */
const QUESTION_WORDS = new Set(
  (
    "experience experiences experienced year years worked work working works used using use familiar background expertise long many much " +
    "most relevant best fit closest impressive proudest proud favourite favorite flagship biggest complex interesting project projects role " +
    "job position mission her his she he you your their them have has had does did do how what which who any real professional professionally " +
    "annees annee ans experience travaille bosse utilise familier familiere projet projets plus pertinent proche impressionnant fier fiere " +
    "prefere meilleur phare gros complexe interessant elle il tu vous ton ta tes son sa ses avec sur dans pour combien quel quelle quels quelles " +
    "strength strengths forces poste"
  ).split(" "),
);

/** Past this many words a subject is a sentence, not a technology or a field: searching it would cost and say little. */
const MAX_SUBJECT_WORDS = 8;

/** The subject of a recruiter question: the message without its question words, or "" when nothing (or too much) is left. */
function subjectOf(text: string): string {
  const words = text
    .trim()
    .split(" ")
    .filter((w) => !QUESTION_WORDS.has(w) && !STOP_WORDS.has(w));
  return words.length > MAX_SUBJECT_WORDS ? "" : words.join(" ");
}

/** Every skill the text names by its name or its head word, plural or not ("LLMs" names "LLM agents"). */
export function namedSkills(text: string): Array<{ skill: Skill; category: SkillCategory }> {
  const stems = new Set(terms(text));
  const found: Array<{ skill: Skill; category: SkillCategory }> = [];
  const first = findSkill(text);
  if (first) found.push(first);
  for (const category of skillCategories)
    for (const skill of category.skills) {
      const head = normalize(skill.name.split(/[ &(]/)[0]).trim();
      const named =
        text.includes(normalize(skill.name)) || (head.length >= 3 && !["self", "rest", "css"].includes(head) && stems.has(stem(head)));
      if (named && skill !== first?.skill) found.push({ skill, category });
    }
  return found;
}

/** What the content ties to a subject: skills named or retrieved, projects retrieved (best first). */
function related(subject: string): { skills: Array<{ skill: Skill; category: SkillCategory }>; projects: ProjectContent[] } {
  const skills = namedSkills(` ${subject} `);
  const hits = contentIndex(groundedOn!).search(subject);
  const best = hits.find((h) => h.doc.kind === "project")?.score ?? 0;
  const projectHits = hits.filter((h) => h.doc.kind === "project" && h.score >= Math.max(3, best * 0.5)).map((h) => projects[h.doc.ref]);
  for (const h of hits) {
    if (h.doc.kind !== "skill" || h.score < 6) continue;
    const category = skillCategories[h.doc.ref];
    const skill = category.skills[h.doc.sub as number];
    if (!skills.some((s) => s.skill === skill)) skills.push({ skill, category });
  }
  const using = skills.flatMap((s) => projectsUsing(s.skill));
  return { skills: skills.slice(0, 6), projects: [...new Set([...projectHits, ...using])] };
}

const title = (p: ProjectContent, lang: Language) => (p.text[lang] ?? p.text.en).title;
const skillLine = (s: { skill: Skill }, lang: Language) => `${skillName(s.skill, lang)} (${proficiencyLabel(s.skill.proficiency, lang)})`;
const projectLine = (p: ProjectContent, lang: Language) => `${title(p, lang)} (${p.tags.join(", ")})`;
const ask = (lang: Language) =>
  t(lang, {
    en: `ask ${firstName} with \`contact\` or at ${profile.email}`,
    fr: `demandez à ${firstName} avec \`contact\` ou à ${profile.email}`,
  });

/** Experience with a technology or a field: the skills, projects and year figures the content gives. */
function experienceWith(text: string, lang: Language): PartialAnswer | undefined {
  const subject = subjectOf(text);
  if (subject === "") return undefined;
  const found = related(subject);
  // Asked about something the content never names: say so, with what it does name.
  if (!found.skills.length && !found.projects.length)
    return { intent: "notListed", reply: replyNotListed(subject.trim(), lang), lowConfidence: "not-listed" };
  const years = yearFacts(lang);
  const yearsAsked = YEARS_ASKED.test(text);
  const lines = [
    t(lang, { en: `What ${firstName}'s content says about that:`, fr: `Ce que dit le contenu de ${firstName} à ce sujet\u00a0:` }),
    ...(found.skills.length
      ? [`- ${t(lang, { en: "Skills", fr: "Compétences" })}: ${found.skills.map((s) => skillLine(s, lang)).join(", ")}`]
      : []),
    ...(found.projects.length
      ? [`- ${t(lang, { en: "Projects", fr: "Projets" })}: ${found.projects.map((p) => projectLine(p, lang)).join("; ")}`]
      : []),
    ...(years.length ? [`- ${t(lang, { en: "Overall", fr: "Au total" })}: ${years.join("; ")}`] : []),
  ];
  if (yearsAsked)
    lines.push(
      t(lang, {
        en: `Years per technology are not stated: ${ask(lang)}.`,
        fr: `Le nombre d'années par technologie n'est pas précisé\u00a0: ${ask(lang)}.`,
      }),
    );
  const answer: PartialAnswer = { intent: "recruiter", reply: lines.join("\n"), list: found.projects.map(projectRef) };
  if (found.skills.length === 1) answer.topic = skillRef(found.skills[0].skill);
  else if (found.projects.length === 1) answer.topic = projectRef(found.projects[0]);
  if (yearsAsked) answer.lowConfidence = "not-stated";
  return answer;
}

/** The project closest to a subject, or the first featured one when none is named (the content ranks none). */
function relevantProject(text: string, lang: Language): PartialAnswer {
  const subject = subjectOf(text);
  const found = subject === "" ? undefined : related(subject);
  const top = found?.projects[0];
  if (top) {
    const others = found!.projects.slice(1).map((p) => title(p, lang));
    const text = top.text[lang] ?? top.text.en;
    return {
      intent: "recruiter",
      reply: [
        t(lang, {
          en: `The closest match in the content: ${text.title}.`,
          fr: `Le projet le plus proche dans le contenu\u00a0: ${text.title}.`,
        }),
        `${text.description} ${t(lang, { en: "Stack", fr: "Stack" })}: ${top.tags.join(", ")}.`,
        ...(others.length
          ? [t(lang, { en: `Also related: ${listJoin(others, lang)}.`, fr: `Aussi lié\u00a0: ${listJoin(others, lang)}.` })]
          : []),
      ].join("\n"),
      topic: projectRef(top),
      list: found!.projects.map(projectRef),
    };
  }
  const first = projects[0];
  const firstText = first.text[lang] ?? first.text.en;
  return {
    intent: "recruiter",
    reply: [
      t(lang, {
        en: `${firstName} doesn't rank the projects here; the first one shown is ${firstText.title}: ${firstText.description}`,
        fr: `${firstName} ne classe pas ses projets ici\u00a0; le premier présenté est ${firstText.title}\u00a0: ${firstText.description}`,
      }),
      t(lang, {
        en: `All of them: ${listJoin(
          projects.map((p) => title(p, lang)),
          lang,
        )}. Ask about one (e.g. "the second one"), or which fits your need.`,
        fr: `Tous\u00a0: ${listJoin(
          projects.map((p) => title(p, lang)),
          lang,
        )}. Demandez-en un (ex. «\u00a0le deuxième\u00a0»), ou lequel correspond à votre besoin.`,
      }),
    ].join("\n"),
    topic: projectRef(first),
    list: projects.map(projectRef),
  };
}

/** Strengths: the About cards and the skills at the top level. */
function strengths(lang: Language): PartialAnswer {
  const cards = profile.about.cards.map((c) => `- ${c.title[lang] ?? c.title.en}: ${c.text[lang] ?? c.text.en}`);
  const top = skillCategories.flatMap((c) => c.skills.filter((s) => s.proficiency === "Expert").map((s) => skillName(s, lang)));
  return {
    intent: "recruiter",
    reply: [
      t(lang, {
        en: `${firstName}'s strengths, as the content puts them:`,
        fr: `Les points forts de ${firstName}, d'après le contenu\u00a0:`,
      }),
      ...cards,
      ...(top.length
        ? [
            t(lang, {
              en: `Expert-level skills: ${top.slice(0, 10).join(", ")}.`,
              fr: `Compétences de niveau expert\u00a0: ${top.slice(0, 10).join(", ")}.`,
            }),
          ]
        : []),
    ].join("\n"),
  };
}

const LANGUAGE_NAMES =
  / (english|french|spanish|german|italian|portuguese|dutch|arabic|chinese|mandarin|japanese|russian|polish|anglais|francais|espagnol|allemand|italien|portugais|neerlandais|arabe|chinois|japonais|russe|polonais) /;

/** Languages spoken: the owner's own sentences that name one, else "not stated". */
function spokenLanguages(lang: Language): PartialAnswer {
  const texts = [...assistant.knowledge, ...assistant.faq.map((f) => f.answer), profile.about.intro, ...profile.about.modalParagraphs];
  const said = texts.filter((x) => LANGUAGE_NAMES.test(normalize(x.en))).map((x) => x[lang] ?? x.en);
  if (said.length) return { intent: "recruiter", reply: said.join("\n") };
  return {
    intent: "recruiter",
    reply: t(lang, {
      en: `The content doesn't say which languages ${firstName} speaks (this site is in ${profile.languages.join(", ")}): ${ask(lang)}.`,
      fr: `Le contenu ne précise pas les langues que parle ${firstName} (ce site est en ${profile.languages.join(", ")})\u00a0: ${ask(lang)}.`,
    }),
    lowConfidence: "not-stated",
  };
}

/** Notice and start date: the availability line, and that the rest is not stated. */
function notice(lang: Language): PartialAnswer {
  return {
    intent: "recruiter",
    reply: [
      replyAvailability(lang),
      t(lang, {
        en: `A notice period or start date is not stated: ${ask(lang)}.`,
        fr: `Le préavis et la date de début ne sont pas précisés\u00a0: ${ask(lang)}.`,
      }),
    ].join("\n"),
    lowConfidence: "not-stated",
  };
}

const MENTIONS_REMOTE = /remote|t[ée]l[ée]travail|[àa] distance|distanciel|hybrid/i;

/** Remote work and location: where the owner is based, what the content says of remote work. */
function remote(lang: Language): PartialAnswer {
  const said = [assistant.basedIn, assistant.availability, profile.location].some((x) => MENTIONS_REMOTE.test(x.en));
  const lines = [assistant.basedIn[lang] ?? assistant.basedIn.en];
  if (!said)
    lines.push(
      t(lang, {
        en: `Whether ${firstName} works remotely is not stated: ${ask(lang)}.`,
        fr: `Le contenu ne dit pas si ${firstName} travaille à distance\u00a0: ${ask(lang)}.`,
      }),
    );
  lines.push(replyAvailability(lang));
  return { intent: "recruiter", reply: lines.join("\n"), ...(said ? {} : { lowConfidence: "not-stated" as const }) };
}

/** Education: the owner's own sentences and figures about it (self-taught, a degree...), else "not stated". */
function education(lang: Language): PartialAnswer {
  const facts = profile.facts.filter((f) => EDUCATION_WORDS.test(f.label.en)).map((f) => factText(f, lang).replace(/\s/g, " "));
  const texts = [profile.about.intro, ...profile.about.modalParagraphs, ...assistant.knowledge, ...assistant.faq.map((f) => f.answer)]
    .filter((x) => EDUCATION_WORDS.test(x.en))
    .map((x) => x[lang] ?? x.en);
  if (facts.length || texts.length) return { intent: "recruiter", reply: [...facts.map((f) => `- ${f}`), ...texts].join("\n") };
  return {
    intent: "recruiter",
    reply: t(lang, {
      en: `The content doesn't say where ${firstName} studied: ${ask(lang)}.`,
      fr: `Le contenu ne précise pas la formation de ${firstName}\u00a0: ${ask(lang)}.`,
    }),
    lowConfidence: "not-stated",
  };
}

/** A recruiter's question answered from the content, or undefined when the message is none of them. */
export function recruiterAnswer(text: string, lang: Language, hasSkill: boolean): PartialAnswer | undefined {
  if (NOTICE.test(text)) return notice(lang);
  if (EDUCATION.test(text) && !hasSkill) return education(lang);
  if (SPOKEN_LANGUAGES.test(text)) return spokenLanguages(lang);
  if (RELEVANT.test(text)) return relevantProject(text, lang);
  if (STRENGTHS.test(text) && !hasSkill) return strengths(lang);
  if (EXPERIENCE_WITH.test(text)) {
    const answer = experienceWith(text, lang);
    if (answer) return answer;
  }
  if (REMOTE.test(text)) return remote(lang);
  return undefined;
}
