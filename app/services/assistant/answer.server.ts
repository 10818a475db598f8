/**
 * The answer pipeline: scored guards (injection, unlisted technology, rudeness, off-topic,
 * rates, acknowledgement), follow-ups, the requested intent, retrieval, spelling repair, and
 * long messages split into their questions.
 */
import { getContent } from "~/content/store.server";
import { skillName, type Content, type Language, type ProjectContent } from "~/content/types";
import { isAllowedCommand } from "../commands.server";
import { contentIndex, type Hit } from "./content-index.server";
import { classify, INTENT_VOCABULARY } from "./intents";
import { correct, fold, splitQuestions } from "./normalize";
import { EN_WORDS, FR_WORDS, detectLanguage, normalize } from "./language";
import {
  firstName,
  ground,
  groundedOn,
  listJoin,
  mentionsOwner,
  profile,
  projects,
  proficiencyLabel,
  skillCategories,
  t,
} from "./grounding";
import { bareSkill, findCategory, findProject, findSkill, findUnlisted, onlyCommonTitleWords } from "./entities";
import {
  ELLIPTICAL,
  categoryRef,
  namesOwner,
  namesTopicPronoun,
  ordinal,
  projectRef,
  rerenderLanguage,
  resolve,
  skillRef,
  type Resolved,
} from "./dialogue";
import { askedField, projectField, skillField, type FieldAnswer } from "./fields";
import { recruiterAnswer } from "./recruiter";
import { NO_GAMES, explicitlyAsked, gameCommand, imagePrompt, replyGame } from "./commands";
import { REQUEST_VOCABULARY, requested, scoreRequest } from "./requests";
import {
  replyAck,
  replyAvailability,
  replyCategory,
  replyFromDoc,
  replyInjection,
  replyNotListed,
  replyOfftopic,
  replyProject,
  replyProjectShort,
  replyRates,
  replyRudeness,
  unknownReply,
  unsureReply,
} from "./replies";
import type {
  AssistantAnswer,
  DialogueState,
  Field,
  HistoryTurn,
  InstalledGames,
  Intent,
  LowConfidence,
  Options,
  PartialAnswer,
  Ref,
} from "./types";

/** Below this BM25 score a retrieved document is a guess, not an answer. */
export const MIN_SCORE = 6;
/** When the question asks about work done, a project needs less to be the answer. */
export const WORK_SCORE = 4.5;

/** Words that ask about work done ("have you built", "t'as bossé sur"): a project is the answer. */
export const ASKS_FOR_WORK =
  / (built|build|made|make|done|did|worked|work for|work on|shipped|created|projects?|fait|construit|realise|bosse|travaille|projets?|cree|developpe) /;

/** The project the visitor means by its theme: the content's best match, or the best project when work is asked about. */
export function projectByTheme(hits: Hit[], text: string, aboutOwner: boolean): ProjectContent | undefined {
  // The `projects` command's own help text says "projects": it answers nothing about a theme. A project found
  // only by the ordinary words of its title ("portfolio", "terminal", "stream") is no theme either.
  const top = hits.find(
    (h) => h.doc.kind !== "command" && !(h.doc.kind === "project" && onlyCommonTitleWords(projects[h.doc.ref], h.terms)),
  );
  if (!top) return undefined;
  if (top.doc.kind === "project" && top.score >= MIN_SCORE) return projects[top.doc.ref];
  // "Who made this site?" asks about the owner, not a project.
  if (aboutOwner || !ASKS_FOR_WORK.test(text)) return undefined;
  // Work is asked about: the best project that shares a real word with the question.
  const project = hits.find(
    (h) => h.doc.kind === "project" && h.score >= WORK_SCORE && !onlyCommonTitleWords(projects[h.doc.ref], h.terms),
  );
  return project ? projects[project.doc.ref] : undefined;
}

// ---------- Follow-ups ----------

/** Intents that run a command: "ok, play snake" is a request, not an acknowledgement. */
const COMMAND_INTENTS = new Set<Intent>([
  "playGame",
  "games",
  "theme",
  "clear",
  "help",
  "contactForm",
  "language",
  "quest",
  "questHint",
  "projects",
  "time",
]);

/** Intents that are a request of their own: a message that asks one never continues the last topic. */
const OWN_REQUESTS = new Set<Intent>([
  "greeting",
  "thanks",
  "goodbye",
  "compliment",
  "howAreYou",
  "joke",
  "weather",
  "time",
  "clear",
  "theme",
  "playGame",
  "games",
  "image",
  "quest",
  "questHint",
  "help",
  "contactForm",
  "contactInfo",
  "identity",
  "language",
  "hire",
  "location",
  "faq",
]);

/** The topic's answer to a message that refers back to the last answer, or undefined when it does not. */
function followUp(text: string, message: string, lang: Language, state: DialogueState | undefined): PartialAnswer | undefined {
  if (!state) return undefined;
  const carried = { list: state.list, inherited: true as const, intent: "followup" as const };
  const position = state.list?.length ? ordinal(text) : undefined;
  if (position !== undefined) {
    const list = state.list!;
    const ref = position < 0 ? list[list.length - 1] : list[position];
    const target = resolve(ref);
    if (!target) {
      const names = list.map((r) => nameOf(resolve(r), lang)).filter(Boolean);
      return {
        ...carried,
        reply: t(lang, {
          en: `The list had ${list.length}: ${listJoin(names, lang)}. Which one?`,
          fr: `La liste en comptait ${list.length}\u00a0: ${listJoin(names, lang)}. Lequel\u00a0?`,
        }),
        lowConfidence: "inherited",
      };
    }
    return fieldAnswer(target, ref!, askedField(text) ?? "card", lang, carried);
  }
  const target = resolve(state.topic);
  if (!target || findProject(text)) return undefined;
  // "what else?", "quoi d'autre ?": another topic, not more of this one; "is he available?" is about the owner.
  if (OTHER.test(text) || (AVAILABLE.test(text) && !askedField(text))) return undefined;
  const pronoun = namesTopicPronoun(text);
  const elliptical = ELLIPTICAL.test(text);
  const field = askedField(text);
  const skill = findSkill(text);
  const wordCount = text.trim().split(" ").length;
  // "Does it use Docker?": a technology asked about the project in focus.
  // "Does it use Docker?" asks about the project; "il est bon en Spark ?" (he) about the owner.
  if (skill && target.kind === "project" && pronoun && USES.test(text))
    return fieldAnswer(target, state.topic!, "uses", lang, carried, skill.skill.name);
  if (skill || findCategory(text)) return undefined;
  if (!field && !pronoun) return undefined;
  // "What was her role?" after a project: the owner's part in it, not a job she looks for.
  const pastRole = field === "role" && target.kind === "project" && wordCount <= 7 && PAST.test(text);
  // "What's your stack?" is about the owner; "what stack?" about the topic.
  if (!pronoun && !pastRole && (namesOwner(text) || mentionsOwner(text))) return undefined;
  if (!pronoun && !elliptical && wordCount > 7) return undefined;
  const own = scoreRequest(text, message).intent;
  if (own && OWN_REQUESTS.has(own) && !pastRole) return undefined;
  // "Tell me about it" right after the card: nothing new to give from the topic.
  if (!field && state.fields?.includes("card")) return undefined;
  return fieldAnswer(target, state.topic!, field ?? "card", lang, carried);
}

/** Verbs of a technology's use in a project ("does it use", "il utilise", "built with"). */
const USES =
  / (use|uses|used|using|utilise|utilisent|utilisait|built with|made with|run on|runs on|tourne sur|based on|base sur|rely on|repose sur|include|includes|inclut) /;
/** Words that turn away from the topic. */
const OTHER = / (else|other|others|autre|autres) /;

/** The past tense of a question about work done ("what was her role", "qu'a-t-elle fait"). */
const PAST = / (was|were|did|had|played|etait|a eu|avait|a joue|a fait|as fait|a t elle|a t il) /;

function nameOf(target: Resolved | undefined, lang: Language): string {
  if (!target) return "";
  if (target.kind === "project") return (target.project.text[lang] ?? target.project.text.en).title;
  if (target.kind === "skill") return skillName(target.skill, lang);
  return target.category.label[lang] ?? target.category.label.en;
}

/** A field of the entity in focus, as an inherited answer. */
function fieldAnswer(
  target: Resolved,
  ref: Ref,
  field: Field,
  lang: Language,
  carried: Pick<PartialAnswer, "list" | "inherited" | "intent">,
  tech?: string,
): PartialAnswer {
  let answer: FieldAnswer;
  if (target.kind === "project")
    answer = field === "card" ? { reply: replyProject(target.project, lang) } : projectField(target.project, field, lang, tech);
  else if (target.kind === "skill") answer = skillField(target.skill, target.category, field, lang);
  else answer = { reply: replyCategory(target.category, lang) };
  if (!answer.reply) answer = { reply: replyProject((target as { project: ProjectContent }).project, lang) };
  const list = target.kind === "category" ? target.category.skills.map(skillRef) : carried.list;
  return {
    ...carried,
    reply: answer.reply,
    topic: ref,
    list,
    fields: [field],
    lowConfidence: answer.notStated ? "not-stated" : "inherited",
    ...(answer.notStated ? { unanswered: true as const } : {}),
  };
}

// ---------- Answering ----------

/** A line typed for a shell: a version-control or file command with its arguments, or an editor's quit. */
const SHELL_LINE =
  /^(?:git (?:status|log|add|commit|push|pull|diff|clone|init|checkout|branch|merge|stash|rebase)\b|(?:chmod|chown|sudo|rm|mv|cp|mkdir|rmdir|printf|export|apt|apt-get|yum|brew|vim|vi|nano|emacs|kill|killall|ps|ssh|scp|wget|tar|unzip|npm|npx|pip|make) [^?]*|:(?:w|q|wq|x)!?)$/i;
const AVAILABLE = / (available|availability|disponible|dispo|disponibilite) /;
/** Words naming this very site (its project is the one whose live link is "#"). */
const THIS_SITE =
  / (this site|the site|this website|the website|this terminal|the terminal|this portfolio|ce site|le site|ce terminal|le terminal|ce portfolio) /;

/** Words that ask where the owner is: without one, a city or a country in a message is no location question. */
const ASKS_LOCATION =
  / (where|based|live|lives|located|location|city|town|country|remote|relocate|relocation|from|ou|basee?|habite|habites|habitez|vis|vit|ville|pays|teletravail|distance|originaire) /;
const ASKS_AVAILABILITY =
  / (available|availability|free|hire|hiring|freelance|job|work|mission|disponible|dispo|libre|recrute|embauche|poste|travailler) /;

function answerOne(message: string, lang: Language, options: Options, repaired = false): PartialAnswer {
  const content = groundedOn!;
  const text = normalize(message);

  const prompt = imagePrompt(message);
  if (prompt && options.commands)
    return {
      intent: "image",
      reply: t(lang, { en: `Generating an image of "${prompt}"…`, fr: `Je génère une image\u00a0: «\u00a0${prompt} »…` }),
      command: `gen_image ${prompt}`,
    };

  const scored = classify(message);
  const wordCount = text.trim().split(" ").length;
  if (scored.confident && scored.intent === "injection") return { intent: "injection", reply: replyInjection(lang) };

  // "git status", ":wq": a line for a shell, not a question (no skill card for "git", no project).
  if (SHELL_LINE.test(message.trim()))
    return {
      intent: "terminal",
      reply: t(lang, {
        en: "That looks like a shell command this terminal doesn't run. Type `help` for the commands it has, or ask me a question.",
        fr: "Cela ressemble à une commande de shell que ce terminal ne connaît pas. Tapez `help` pour ses commandes, ou posez-moi une question.",
      }),
    };

  // A message that refers back (an ordinal, "it", a field asked alone) continues the last answer's topic.
  const continued =
    scored.confident && ["rudeness", "offtopic", "rates"].includes(scored.intent)
      ? undefined
      : followUp(text, message, lang, options.state);
  if (continued) return continued;

  const unlisted = findUnlisted(text, content);
  if (unlisted && !findSkill(text) && !findProject(text))
    return { intent: "notListed", reply: replyNotListed(unlisted, lang), unanswered: true, lowConfidence: "not-listed" };

  if (scored.confident) {
    if (scored.intent === "rudeness") return { intent: "rudeness", reply: replyRudeness(lang) };
    if (scored.intent === "offtopic") return { intent: "offtopic", reply: replyOfftopic(lang) };
    if (scored.intent === "rates") return { intent: "rates", reply: replyRates(lang) };
    if (scored.intent === "ack" && wordCount <= 4 && !COMMAND_INTENTS.has(scoreRequest(text, message).intent!))
      return { intent: "ack", reply: replyAck(lang) };
  }

  // "and Go?" / "et Kubernetes ?": a skill named alone.
  if (wordCount <= 8 && !findProject(text)) {
    const skill = bareSkill(text);
    if (skill)
      return {
        intent: "skills",
        reply: `${skillName(skill.skill, lang)} — ${proficiencyLabel(skill.skill.proficiency, lang)} (${skill.category.label[lang] ?? skill.category.label.en}).`,
        topic: skillRef(skill.skill),
      };
  }

  // "Is the terminal open source?", "what is this site built with?": the project that is this very site.
  const site = THIS_SITE.test(text) ? projects.find((p) => p.liveUrl === "#") : undefined;
  const siteField = site && askedField(text);
  if (site && siteField && ["code", "stack", "live", "links", "features", "status", "when", "duration", "team"].includes(siteField)) {
    const answer = projectField(site, siteField, lang);
    return {
      intent: "projectDetail",
      reply: answer.reply,
      topic: projectRef(site),
      fields: [siteField],
      ...(answer.notStated ? { lowConfidence: "not-stated" as const } : {}),
    };
  }

  const recruiter = recruiterAnswer(text, lang, findSkill(text) !== undefined);
  if (recruiter) return recruiter;

  const hits = contentIndex(content).search(message);
  let ruled = requested(text, lang, message);

  if (
    ruled &&
    scored.confident &&
    scored.intent === "hire" &&
    ["help", "terminal", "about", "experience", "projects", "socials", "greeting"].includes(ruled.intent)
  )
    ruled = { intent: "hire", reply: replyAvailability(lang) };
  if (!ruled && scored.confident && scored.intent === "hire") ruled = { intent: "hire", reply: replyAvailability(lang) };
  // "Is Malik available?": the owner, by name, is the subject of "available".
  if (AVAILABLE.test(text) && mentionsOwner(text) && (!ruled || ruled.intent === "about"))
    ruled = { intent: "hire", reply: replyAvailability(lang) };

  // A project asked for by its theme, where a rule only saw an incidental word.
  const themed = findProject(text) ? undefined : projectByTheme(hits, text, ruled?.intent === "about");
  if (themed && (!ruled || ["projects", "socials", "hire", "experience", "about", "skills"].includes(ruled.intent))) {
    if (!(ruled?.intent === "skills" && findSkill(text) && !/ (projects?|projets?|built|fait|construit|used|utilise) /.test(text)))
      return { intent: "projectTheme", reply: replyProjectShort(themed, lang), topic: projectRef(themed) };
  }

  // "Which projects use Redis?": the projects the content ties to the rest of the question.
  if (ruled?.intent === "projects") {
    const themed = hits.filter((h) => h.doc.kind === "project" && !onlyCommonTitleWords(projects[h.doc.ref], h.terms));
    const floor = Math.max(MIN_SCORE, (themed[0]?.score ?? 0) * 0.6);
    const matching = [...new Set(themed.filter((h) => h.score >= floor).map((h) => h.doc.ref))];
    if (matching.length && matching.length < projects.length)
      return {
        intent: "projectTheme",
        reply: matching.map((ref) => replyProjectShort(projects[ref], lang)).join("\n\n"),
        list: matching.map((ref) => projectRef(projects[ref])),
        ...(matching.length === 1 ? { topic: projectRef(projects[matching[0]]) } : {}),
      };
  }

  if (ruled) {
    const about = aboutOf(ruled.intent, text);
    if (ruled.command) {
      const command = gameCommand(ruled.command, options.installed);
      const asked = explicitlyAsked(command, text);
      // "Switching to English." is no answer to "do you work in English?": let retrieval answer.
      if (!asked && ruled.intent === "language") ruled = undefined;
      // Nothing runs: the reply that stands alone (no "Here is the list:" with no list after it).
      else if (!asked || !isAllowedCommand(command)) return { intent: ruled.intent, reply: ruled.reply, ...about };
      // In a long message nothing runs: "Launching snake" would be a promise the terminal does not keep.
      else if (!options.commands)
        return {
          intent: ruled.intent,
          reply: ruled.ran ? ruled.reply : t(lang, { en: `For that, type \`${command}\`.`, fr: `Pour cela, tapez \`${command}\`.` }),
          ...about,
        };
      else {
        const reply = command === ruled.command ? (ruled.ran ?? ruled.reply) : replyGame(command, lang);
        return { intent: ruled.intent, reply, command, ...about };
      }
    } else {
      const { ran: _ran, ...answer } = ruled;
      return { ...answer, ...about };
    }
  }

  if (!repaired) {
    const vocabulary = spellingVocabulary(content);
    const fixed = correct(message, vocabulary.words, vocabulary.byLength);
    if (fixed !== fold(message)) return answerOne(fixed, lang, options, true);
  }

  // A command's help answers "how do I ...?", not any question sharing a word with it ("get").
  const asksHow = HOW_TO.test(text);
  const top = hits.find((h) => asksHow || h.doc.kind !== "command");
  if (top && top.score >= MIN_SCORE) {
    // A city alone is no question about where the owner lives; "free" alone none about hiring.
    if (top.doc.kind === "basedIn" && !ASKS_LOCATION.test(text))
      return {
        intent: "unknown",
        reply: unsureReply(lang, { en: `Where is ${firstName} based?`, fr: `Où est basé(e) ${firstName}\u00a0?` }),
        unanswered: true,
      };
    if (top.doc.kind === "availability" && !ASKS_AVAILABILITY.test(text))
      return {
        intent: "unknown",
        reply: unsureReply(lang, { en: `Is ${firstName} available?`, fr: `${firstName} est-il/elle disponible\u00a0?` }),
        unanswered: true,
      };
    const reply = replyFromDoc(top, lang);
    if (reply) {
      const second = hits.find(
        (h) => h !== top && (asksHow || h.doc.kind !== "command") && (h.doc.kind !== top.doc.kind || h.doc.ref !== top.doc.ref),
      );
      const answer: PartialAnswer = { intent: "retrieved", reply, ...docTopic(top) };
      if (second && second.score >= top.score * NEAR_TIE) answer.lowConfidence = "near-tie";
      return answer;
    }
  }
  return { intent: "unknown", reply: unknownReply(lang), unanswered: true };
}

/** A retrieved answer within this share of the best one's score is a near tie. */
const NEAR_TIE = 0.9;

/** What an answer of a requested intent was about: the project or skill it named, the list it showed. */
function aboutOf(intent: Intent, text: string): Pick<PartialAnswer, "topic" | "list" | "fields"> {
  if (intent === "projectDetail") {
    const project = findProject(text);
    return project ? { topic: projectRef(project), fields: ["card"] } : {};
  }
  if (intent === "projects") return { list: projects.map(projectRef) };
  if (intent === "skills") {
    const skill = findSkill(text);
    if (skill) return { topic: skillRef(skill.skill), fields: ["level"] };
    const category = findCategory(text);
    if (category) return { topic: categoryRef(category), list: category.skills.map(skillRef) };
    return { list: skillCategories.map(categoryRef) };
  }
  return {};
}

/** The entity a retrieved document is about. */
function docTopic(hit: Hit): Pick<PartialAnswer, "topic" | "list"> {
  if (hit.doc.kind === "project") return { topic: projectRef(projects[hit.doc.ref]) };
  if (hit.doc.kind === "skill") return { topic: skillRef(skillCategories[hit.doc.ref].skills[hit.doc.sub as number]) };
  if (hit.doc.kind === "category") {
    const category = skillCategories[hit.doc.ref];
    return { topic: categoryRef(category), list: category.skills.map(skillRef) };
  }
  return {};
}

const HOW_TO = / (how|comment|command|commande|type|taper|tape|can i|could i|puis je|peut on|on peut|est ce qu on) /;

const VOCABULARIES = new WeakMap<Content, { words: Set<string>; byLength: Map<number, string[]> }>();
/** What spelling repair may correct to: the content's words, the phrasings' and the rules' keywords. */
function spellingVocabulary(content: Content) {
  let vocabulary = VOCABULARIES.get(content);
  if (!vocabulary) {
    const words = new Set([...contentIndex(content).vocabulary, ...INTENT_VOCABULARY, ...REQUEST_VOCABULARY, ...FR_WORDS, ...EN_WORDS]);
    const byLength = new Map<number, string[]>();
    for (const word of words) {
      if (word.length < 3) continue;
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    }
    vocabulary = { words, byLength };
    VOCABULARIES.set(content, vocabulary);
  }
  return vocabulary;
}

const LONG_MESSAGE = 300;
/** "how many years ..., and how strong is your Python?": two questions in one sentence. */
const SECOND_QUESTION =
  /,? (?:and|et) (?=(?:how|what|are|would|do|did|can|is|where|when|which|est ce|quel|quelle|quels|comment|ou|seriez|pourriez|avez|etes)\b)|, (?:and|et) (?=(?:il|elle|tu|vous|she|he|you) (?:est|es|etes|a|as|avez|fait|is|are|has|have|can|could|peut|peux|pourrait)\b|est[- ](?:elle|il|ce)\b|es[- ]tu\b|[eê]tes[- ]vous\b)/i;
/** At most this many parts of one message are answered. */
const MAX_PARTS = 3;

/** The questions of a message: several sentences ending in "?", or "..., and are you ...?"; one part otherwise. */
export function messageParts(message: string): string[] {
  const questions = (message.match(/\?/g) ?? []).length;
  const long = message.length > LONG_MESSAGE;
  if (!long && questions < 2 && !SECOND_QUESTION.test(message)) return [message];
  const sentences = long || questions >= 2 ? splitQuestions(message, MAX_PARTS) : [message];
  return sentences
    .flatMap((q) => q.split(SECOND_QUESTION))
    .map((part) => part.trim())
    .filter((part) => part.replace(/[?!.,\s]/g, "") !== "")
    .slice(0, MAX_PARTS);
}

/** The state an answer leaves: what it was about, what it took from the state before. */
function stateOf(part: PartialAnswer, lang: Language, before: DialogueState | undefined): DialogueState {
  const state: DialogueState = { v: 1, intent: part.intent, lang };
  let { topic, list } = part;
  // Small talk between two questions keeps the topic (it is never taken without a reference to it).
  if (!topic && !list && before && KEEPS_TOPIC.has(part.intent)) ({ topic, list } = before);
  if (topic) state.topic = topic;
  if (list?.length) state.list = list;
  if (part.fields?.length) state.fields = part.fields;
  if (part.inherited && before) {
    state.basis = {};
    if (before.topic) state.basis.topic = before.topic;
    if (before.list) state.basis.list = before.list;
  }
  return state;
}
const KEEPS_TOPIC = new Set<Intent>(["ack", "thanks", "compliment", "howAreYou"]);

/** The answer's weak kind for the owner's list, if it is one. */
function lowConfidenceOf(part: PartialAnswer): LowConfidence | undefined {
  if (part.intent === "unknown") return "fallback";
  if (part.intent === "notListed") return "not-listed";
  return part.lowConfidence;
}
/** The weak kinds where the content held no answer: the question is kept for the owner (unanswered.server.ts). */
const UNANSWERED_KINDS = new Set<LowConfidence>(["fallback", "not-listed", "not-stated"]);

function finish(part: PartialAnswer, lang: Language, before: DialogueState | undefined): AssistantAnswer {
  const { topic: _topic, list: _list, fields: _fields, inherited: _inherited, lowConfidence: _low, ...rest } = part;
  const answer: AssistantAnswer = { ...rest, lang, dialogue: stateOf(part, lang, before) };
  const low = lowConfidenceOf(part);
  if (low) answer.lowConfidence = low;
  if (low && UNANSWERED_KINDS.has(low)) answer.unanswered = true;
  return answer;
}

/** Answers every part of a message (up to three), each able to refer to the one before; runs nothing. */
function answerParts(
  parts: string[],
  lang: Language,
  installed: InstalledGames,
  state: DialogueState | undefined,
  long: boolean,
): AssistantAnswer {
  let before = state;
  const answers: PartialAnswer[] = [];
  for (const part of parts) {
    const answer = answerOne(part, lang, { commands: false, installed, state: before });
    answers.push(answer);
    before = stateOf(answer, lang, before);
  }
  const useful = answers.filter((p) => p.intent !== "unknown" && p.intent !== "ack");
  if (!useful.length && !long) return finish(answers[0], lang, state);
  const replies = [...new Set(useful.map((p) => p.reply))];
  // A letter gets a closing line: the way to go further than a few answers.
  const closing = long
    ? [
        t(lang, {
          en: `To go further, type \`contact\` or write to ${profile.email}.`,
          fr: `Pour aller plus loin, tapez \`contact\` ou écrivez à ${profile.email}.`,
        }),
      ]
    : [];
  const answer: AssistantAnswer = {
    intent: "multi",
    lang,
    reply: [...replies, ...closing].join("\n\n"),
    dialogue: { ...before!, intent: "multi" },
  };
  if (!useful.length || useful.length < answers.length || useful.some((p) => p.unanswered)) answer.unanswered = true;
  const weak = answers.map(lowConfidenceOf).find((low) => low !== undefined);
  if (weak) answer.lowConfidence = weak;
  return answer;
}

// ---------- The dialogue state of a conversation ----------

const turnText = (turn: HistoryTurn) => turn.content ?? turn.text ?? "";
/** Visitor turns replayed when no state was stored with them (the model answered, or only texts are given). */
const REPLAYED_TURNS = 3;

/**
 * The state the last exchange left, and the message it answered: the state stored with the newest
 * assistant turn, else the visitor's own last few messages answered again (never the assistant's texts).
 */
export function dialogueOf(history: readonly HistoryTurn[], interfaceLang: Language, installed: InstalledGames = NO_GAMES) {
  let lastUser = -1;
  for (let i = history.length - 1; i >= 0; i--)
    if (history[i].role === "user") {
      lastUser = i;
      break;
    }
  if (lastUser < 0) return { state: undefined, message: undefined };
  const message = turnText(history[lastUser]);
  const stored = history.slice(lastUser + 1).find((turn) => turn.role === "assistant" && turn.dialogue)?.dialogue ?? undefined;
  if (stored) return { state: stored, message: stored.source ?? message };
  const users = history.filter((turn) => turn.role === "user").slice(-REPLAYED_TURNS);
  let state: DialogueState | undefined;
  for (const turn of users) state = answerFrom(turnText(turn), detectLanguage(turnText(turn), interfaceLang), installed, state).dialogue;
  return { state, message };
}

function answerFrom(message: string, lang: Language, installed: InstalledGames, state: DialogueState | undefined): AssistantAnswer {
  const parts = messageParts(message);
  if (parts.length > 1 || message.length > LONG_MESSAGE) return answerParts(parts, lang, installed, state, message.length > LONG_MESSAGE);
  return finish(answerOne(message, lang, { commands: true, installed, state }), lang, state);
}

/**
 * Answers a visitor's free text. Pure and deterministic: same input, same answer.
 * `history` is the visitor's last exchange (oldest first; an assistant turn may carry the dialogue
 * state stored with it) for follow-ups; `installed` the games the server has, so a named game is
 * launched only when present. The answer's `dialogue` is the state to keep for the next message.
 */
export function answerBuiltin(
  message: string,
  interfaceLang: Language = "en",
  history: readonly HistoryTurn[] = [],
  installed: InstalledGames = NO_GAMES,
): AssistantAnswer {
  ground(getContent());
  // A shell line ("printf "a\n"") tells no language by its words: the terminal's.
  const lang = SHELL_LINE.test(message.trim()) ? interfaceLang : detectLanguage(message, interfaceLang);
  const { state, message: previous } = dialogueOf(history, interfaceLang, installed);
  // "and in French?": the last answer again, in that language.
  // A fallback line is not worth repeating: then "in French please" switches the terminal's language.
  const again = state && previous && state.intent !== "unknown" ? rerenderLanguage(normalize(message), profile.languages) : undefined;
  if (again && previous) {
    const basis: DialogueState | undefined = state!.basis ? { v: 1, intent: state!.intent, lang: again, ...state!.basis } : undefined;
    const answer = answerFrom(previous, again, installed, basis);
    const { command: _command, ...rest } = answer;
    return { ...rest, dialogue: { ...answer.dialogue, source: previous } };
  }
  return answerFrom(message, lang, installed, state);
}
