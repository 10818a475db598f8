/**
 * Answering the field asked about a project or a skill in focus ("what stack?", "is the code
 * public?", "how long did it take?"): the part of the content that holds it, or an honest "not
 * stated" that says how to ask the owner. Never the whole card again.
 */
import { factText, skillName, type Language, type ProjectContent, type SkillCategory } from "~/content/types";
import type { ProjectKind } from "~/content/project-kinds";
import type { Localized } from "~/i18n/config";
import { normalize } from "./language";
import { assistant, firstName, isLink, listJoin, profile, proficiencyLabel, projects, t } from "./grounding";
import type { Field } from "./types";

/** Cue words per field, on the normalized text; the first field found wins (the more specific first). */
const FIELD_CUES: Array<[Field, RegExp]> = [
  ["duration", / (how long|duration|combien de temps|duree|took|take to|weeks|months|semaines|mois) /],
  ["team", / (team|teams|equipe|equipes|alone|solo|seul|seule|how many people|how many devs|combien de personnes|team size|taille) /],
  [
    "role",
    / (role|her part|his part|your part|sa part|ta part|responsible|responsibility|responsibilities|contribution|contributed|what did (she|he|you) do|qu a t elle fait|qu a t il fait|qu as tu fait) /,
  ],
  ["hard", / (hard|hardest|difficult|difficulty|difficulties|challenging|tricky|dur|difficile|difficiles|complique|challenge|challenges) /],
  ["results", / (results?|impact|outcome|outcomes|metrics|kpis?|how many users|users|utilisateurs|resultats?|chiffres) /],
  ["when", / (when|what year|which year|quand|quelle annee|en quelle annee|date|dates|started|commence) /],
  ["client", / (client|clients|customer|customers|for whom|for who|pour qui|company|entreprise|societe|who was it for) /],
  [
    "code",
    / (code|github|gitlab|repo|repos|repository|source|sources|open source|opensource|public|publique|depot|private|prive|proprietary) /,
  ],
  ["live", / (live|demo|url|website|en ligne|try it|try|tester|essayer|deployed|deploye|online|production|prod|see it|voir) /],
  ["links", / (links?|liens?) /],
  [
    "stack",
    / (stack|tech|techs|techno|technos|technology|technologies|technologie|technologies|built with|made with|written in|languages?|langages?|frameworks?|tools|outils|libraries|librairies|dependencies) /,
  ],
  ["status", / (status|statut|still|maintained|maintenu|active|actif|finished|termine|fini|ongoing|en cours|abandoned|abandonne) /],
  [
    "features",
    / (features?|fonctionnalites?|what does it do|what it does|does what|fait quoi|concretement|concretely|capabilities|how does it work|comment ca marche|comment il marche|what can it do) /,
  ],
  ["usedIn", / (which projects?|what projects?|quels projets|quel projet|used it|use it|utilise|utilisee|where did|ou a t elle|ou as tu) /],
  ["years", / (how many years|years|ans|annees|since when|depuis quand|depuis combien) /],
  [
    "description",
    / (what is it|what s it|what was it|about it|c est quoi|describe|decris|explain|explique|purpose|goal|but|objectif|summary|details?|more|plus) /,
  ],
];

/** The field a message asks about, if it names one. */
export function askedField(text: string): Field | undefined {
  return FIELD_CUES.find(([, re]) => re.test(text))?.[0];
}

/** What "not stated" is about, per field the content never holds. */
const NOT_STATED: Partial<Record<Field, Record<"en" | "fr", (title: string) => string>>> = {
  when: { en: (x) => `when ${x} was built`, fr: (x) => `quand ${x} a été réalisé` },
  duration: { en: (x) => `how long ${x} took`, fr: (x) => `combien de temps ${x} a pris` },
  team: { en: (x) => `the size of the team behind ${x}`, fr: (x) => `la taille de l'équipe derrière ${x}` },
  role: { en: (x) => `${firstName}'s exact role on ${x}`, fr: (x) => `le rôle exact de ${firstName} sur ${x}` },
  results: { en: (x) => `figures or results for ${x}`, fr: (x) => `de chiffres ni de résultats pour ${x}` },
  hard: { en: (x) => `which part of ${x} was the hardest`, fr: (x) => `quelle partie de ${x} a été la plus difficile` },
  status: { en: (x) => `whether ${x} is still maintained`, fr: (x) => `si ${x} est toujours maintenu` },
  years: { en: (x) => `how many years ${firstName} has used ${x}`, fr: (x) => `depuis combien d'années ${firstName} utilise ${x}` },
};

/** "The content does not say X: ask <owner> with `contact`." in the visitor's language. */
export function notStated(field: Field, subject: string, lang: Language): string {
  const what = NOT_STATED[field] ?? NOT_STATED.status!;
  return t(lang, {
    en: `The content doesn't say ${what.en(subject)}: ask ${firstName} with \`contact\` or at ${profile.email}.`,
    fr: `Le contenu ne précise pas ${what.fr(subject)}\u00a0: demandez à ${firstName} avec \`contact\` ou à ${profile.email}.`,
  });
}

export interface FieldAnswer {
  reply: string;
  /** The content lacks the fact: the owner may add it. */
  notStated?: true;
}

const KIND_NAMES: Record<ProjectKind, Localized<string>> = {
  opensource: { en: "an open-source project", fr: "un projet open source" },
  client: { en: "a client project", fr: "un projet client" },
  personal: { en: "a personal project", fr: "un projet personnel" },
};
const kindOf = (p: ProjectContent, lang: Language) => t(lang, KIND_NAMES[p.kind]);

/** A project's links as lines ("Code: …", "Live: …"); "#" is this very site. */
function linkLines(p: ProjectContent, lang: Language): string[] {
  const lines: string[] = [];
  if (isLink(p.githubUrl)) lines.push(`${t(lang, { en: "Code", fr: "Code" })}: ${p.githubUrl}`);
  if (isLink(p.liveUrl)) lines.push(`${t(lang, { en: "Live", fr: "En ligne" })}: ${p.liveUrl}`);
  else if (p.liveUrl === "#")
    lines.push(t(lang, { en: "Live: you are on it (this very site).", fr: "En ligne\u00a0: vous y êtes (ce site même)." }));
  return lines;
}

/** Whether a project's tags name a skill (by its name or the head of a compound name). */
export function projectUses(p: ProjectContent, name: string): boolean {
  const wanted = normalize(name).trim();
  const head = normalize(name.split(/[ &(]/)[0]).trim();
  return p.tags.some((tag) => {
    const flat = normalize(tag).trim();
    return flat === wanted || flat === head || (head.length >= 3 && flat.split(" ")[0] === head);
  });
}

/** The answer to one field of a project. `tech`: the technology a "does it use X?" names. */
export function projectField(p: ProjectContent, field: Field, lang: Language, tech?: string): FieldAnswer {
  const text = p.text[lang] ?? p.text.en;
  const title = text.title;
  const stack = p.tags.join(", ");
  switch (field) {
    case "stack":
      return p.tags.length
        ? { reply: t(lang, { en: `${title} is built with ${stack}.`, fr: `${title} est construit avec ${stack}.` }) }
        : { reply: notStated("status", title, lang), notStated: true };
    case "uses": {
      if (!tech) return projectField(p, "stack", lang);
      return projectUses(p, tech)
        ? {
            reply: t(lang, {
              en: `Yes: ${tech} is in ${title}'s stack (${stack}).`,
              fr: `Oui\u00a0: ${tech} fait partie de la stack de ${title} (${stack}).`,
            }),
          }
        : {
            reply: t(lang, {
              en: `${tech} is not in ${title}'s listed stack (${stack || "none listed"}).`,
              fr: `${tech} ne figure pas dans la stack de ${title} (${stack || "aucune indiquée"}).`,
            }),
          };
    }
    case "code":
      if (isLink(p.githubUrl))
        return {
          reply: p.isOpenSource
            ? t(lang, { en: `Yes, ${title} is open source: ${p.githubUrl}`, fr: `Oui, ${title} est open source\u00a0: ${p.githubUrl}` })
            : t(lang, { en: `${title}'s code is public: ${p.githubUrl}`, fr: `Le code de ${title} est public\u00a0: ${p.githubUrl}` }),
        };
      if (!p.isOpenSource)
        return {
          reply: t(lang, {
            en: `${title} is ${kindOf(p, "en")}: its code is not public.${isLink(p.liveUrl) ? ` Live: ${p.liveUrl}` : ""}`,
            fr: `${title} est ${kindOf(p, "fr")}\u00a0: son code n'est pas public.${isLink(p.liveUrl) ? ` En ligne\u00a0: ${p.liveUrl}` : ""}`,
          }),
        };
      return {
        reply: t(lang, {
          en: `${title} is open source, but the content gives no link to its code: ask ${firstName} with \`contact\`.`,
          fr: `${title} est open source, mais le contenu ne donne pas le lien vers son code\u00a0: demandez à ${firstName} avec \`contact\`.`,
        }),
        notStated: true,
      };
    case "live":
    case "links": {
      const lines = linkLines(p, lang);
      if (lines.length) return { reply: [`${title}:`, ...lines].join("\n") };
      return {
        reply: t(lang, {
          en: `The content lists no public link for ${title} (${kindOf(p, lang)}): ask ${firstName} with \`contact\`.`,
          fr: `Le contenu n'indique aucun lien public pour ${title} (${kindOf(p, lang)})\u00a0: demandez à ${firstName} avec \`contact\`.`,
        }),
        notStated: true,
      };
    }
    case "features": {
      const features = p.features[lang] ?? p.features.en ?? [];
      if (!features.length) return { reply: `${title}: ${text.description}` };
      return { reply: `${title} — ${t(lang, { en: "what it does", fr: "ce qu'il fait" })}: ${features.join("; ")}.` };
    }
    case "description":
      return { reply: `${title}: ${text.description} ${text.extendedDescription}` };
    case "client":
      return p.kind !== "client"
        ? {
            reply: t(lang, {
              en: `${title} is ${kindOf(p, "en")}, not client work: ${text.description}`,
              fr: `${title} est ${kindOf(p, "fr")}, pas une mission client\u00a0: ${text.description}`,
            }),
          }
        : {
            reply: t(lang, {
              en: `${title} is a client project: ${text.description} The client's name is not given here.`,
              fr: `${title} est un projet client\u00a0: ${text.description} Le nom du client n'est pas donné ici.`,
            }),
          };
    case "status": {
      const known = [kindOf(p, lang), ...linkLines(p, lang)].join(". ");
      return { reply: `${title}: ${known}. ${notStated("status", title, lang)}`, notStated: true };
    }
    case "hard":
      // What the content does say about the work, then what it does not.
      return { reply: `${notStated("hard", title, lang)}\n${text.extendedDescription}`, notStated: true };
    case "when":
    case "duration":
    case "team":
    case "role":
    case "results":
      return { reply: notStated(field, title, lang), notStated: true };
    default:
      return { reply: "" };
  }
}

type Skill = SkillCategory["skills"][number];

/** The projects whose stack names a skill. */
export const projectsUsing = (skill: Skill) => projects.filter((p) => projectUses(p, skill.name));

/** The facts that count years ("12+ years of experience"), in a language. */
export function yearFacts(lang: Language): string[] {
  return profile.facts
    .filter((f) => / (years?|ans|annees|since|depuis|experience) /.test(normalize(f.label.en + " " + (f.label.fr ?? ""))))
    .map((f) => factText(f, lang).replace(/\s/g, " "));
}

/** The answer to one field of a skill (its level by default). */
export function skillField(skill: Skill, category: SkillCategory, field: Field, lang: Language): FieldAnswer {
  const name = skillName(skill, lang);
  const level = `${name} — ${proficiencyLabel(skill.proficiency, lang)} (${category.label[lang] ?? category.label.en}).`;
  const used = projectsUsing(skill).map((p) => (p.text[lang] ?? p.text.en).title);
  const usedLine = used.length
    ? t(lang, { en: `Projects using it: ${listJoin(used, lang)}.`, fr: `Projets qui l'utilisent\u00a0: ${listJoin(used, lang)}.` })
    : t(lang, { en: `No listed project names it in its stack.`, fr: `Aucun projet listé ne l'indique dans sa stack.` });
  if (field === "usedIn") return { reply: `${level}\n${usedLine}` };
  if (field === "years" || field === "when" || field === "duration") {
    const overall = yearFacts(lang);
    return {
      reply: [
        notStated("years", name, lang),
        level,
        ...(overall.length ? [t(lang, { en: `Overall: ${overall.join("; ")}.`, fr: `Au total\u00a0: ${overall.join("\u00a0; ")}.` })] : []),
        usedLine,
      ].join("\n"),
      notStated: true,
    };
  }
  return { reply: level };
}

/** The owner's availability as the content words it (for the notice and start questions). */
export const availabilityText = (lang: Language) => assistant.availability[lang] ?? assistant.availability.en;
