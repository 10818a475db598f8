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
import { ground, groundedOn, profile, projects, proficiencyLabel, t } from "./grounding";
import { bareSkill, findProject, findSkill, findUnlisted } from "./entities";
import { NO_GAMES, explicitlyAsked, gameCommand, imagePrompt, replyGame } from "./commands";
import { historyTopic } from "./followups";
import { REQUEST_VOCABULARY, requested } from "./requests";
import {
  replyAck,
  replyAvailability,
  replyFromDoc,
  replyInjection,
  replyNotListed,
  replyOfftopic,
  replyProject,
  replyProjectShort,
  replyRates,
  replyRudeness,
  unknownReply,
} from "./replies";
import type { AssistantAnswer, HistoryTurn, InstalledGames, Options, PartialAnswer } from "./types";

/** Below this BM25 score a retrieved document is a guess, not an answer. */
export const MIN_SCORE = 6;
/** When the question asks about work done, a project needs less to be the answer. */
export const WORK_SCORE = 4.5;

/** Words that ask about work done ("have you built", "t'as bossé sur"): a project is the answer. */
export const ASKS_FOR_WORK =
  / (built|build|made|make|done|did|worked|work for|work on|shipped|created|projects?|fait|construit|realise|bosse|travaille|projets?|cree|developpe) /;

/** The project the visitor means by its theme: the content's best match, or the best project when work is asked about. */
export function projectByTheme(hits: Hit[], text: string, aboutOwner: boolean): ProjectContent | undefined {
  // The `projects` command's own help text says "projects": it answers nothing about a theme.
  const top = hits.find((h) => h.doc.kind !== "command");
  if (!top) return undefined;
  if (top.doc.kind === "project" && top.score >= MIN_SCORE) return projects[top.doc.ref];
  // "Who made this site?" asks about the owner, not a project.
  if (aboutOwner || !ASKS_FOR_WORK.test(text)) return undefined;
  // Work is asked about: the best project that shares a real word with the question.
  const project = hits.find((h) => h.doc.kind === "project" && h.score >= WORK_SCORE);
  return project ? projects[project.doc.ref] : undefined;
}

// ---------- Answering ----------

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

  const unlisted = findUnlisted(text, content);
  if (unlisted && !findSkill(text) && !findProject(text))
    return { intent: "notListed", reply: replyNotListed(unlisted, lang), unanswered: true };

  if (scored.confident) {
    if (scored.intent === "rudeness") return { intent: "rudeness", reply: replyRudeness(lang) };
    if (scored.intent === "offtopic") return { intent: "offtopic", reply: replyOfftopic(lang) };
    if (scored.intent === "rates") return { intent: "rates", reply: replyRates(lang) };
    if (scored.intent === "ack" && wordCount <= 4) return { intent: "ack", reply: replyAck(lang) };
  }

  // A follow-up: few words, no project of its own, the previous turns name one.
  if (options.history.length && wordCount <= 8 && !findProject(text)) {
    const skill = bareSkill(text);
    if (skill)
      return {
        intent: "skills",
        reply: `${skillName(skill.skill, lang)} — ${proficiencyLabel(skill.skill.proficiency, lang)} (${skill.category.label[lang]}).`,
      };
    const topic = historyTopic(options.history);
    const ruleCommand = requested(text, lang, message)?.command;
    // A rule's command is a request of its own ("play snake"), except the list a word like "client" finds.
    if (
      topic.project &&
      (ruleCommand === undefined || ruleCommand === "projects") &&
      !/ (her|him|them|elle|lui|contact|joindre|remote|distance|teletravail) /.test(text)
    )
      return { intent: "followup", reply: replyProject(topic.project, lang) };
  }

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

  // A project asked for by its theme, where a rule only saw an incidental word.
  const themed = findProject(text) ? undefined : projectByTheme(hits, text, ruled?.intent === "about");
  if (themed && (!ruled || ["projects", "socials", "hire", "experience", "about", "skills"].includes(ruled.intent))) {
    if (!(ruled?.intent === "skills" && findSkill(text) && !/ (projects?|projets?|built|fait|construit|used|utilise) /.test(text)))
      return { intent: "projectTheme", reply: replyProjectShort(themed, lang) };
  }

  // "Which projects use Redis?": the projects the content ties to the rest of the question.
  if (ruled?.intent === "projects") {
    const best = hits.find((h) => h.doc.kind === "project")?.score ?? 0;
    const floor = Math.max(MIN_SCORE, best * 0.6);
    const matching = [...new Set(hits.filter((h) => h.doc.kind === "project" && h.score >= floor).map((h) => h.doc.ref))];
    if (matching.length && matching.length < projects.length)
      return { intent: "projectTheme", reply: matching.map((ref) => replyProjectShort(projects[ref], lang)).join("\n\n") };
  }

  if (ruled) {
    if (ruled.command) {
      const command = gameCommand(ruled.command, options.installed);
      const asked = explicitlyAsked(command, text);
      // "Switching to English." is no answer to "do you work in English?": let retrieval answer.
      if (!asked && ruled.intent === "language") ruled = undefined;
      else if (!asked) return { intent: ruled.intent, reply: ruled.reply };
      // In a long message nothing runs: "Launching snake" would be a promise the terminal does not keep.
      else if (!options.commands)
        return {
          intent: ruled.intent,
          reply:
            ruled.intent === "projects"
              ? ruled.reply.replace(/[^.!]*:\s*$/, "").trim()
              : t(lang, { en: `For that, type \`${command}\`.`, fr: `Pour cela, tapez \`${command}\`.` }),
        };
    }
  }
  if (ruled) {
    if (ruled.command) {
      const command = gameCommand(ruled.command, options.installed);
      if (!isAllowedCommand(command)) return { intent: ruled.intent, reply: ruled.reply };
      return { ...ruled, command, reply: command === ruled.command ? ruled.reply : replyGame(command, lang) };
    }
    return ruled;
  }

  if (!repaired) {
    const vocabulary = spellingVocabulary(content);
    const fixed = correct(message, vocabulary.words, vocabulary.byLength);
    if (fixed !== fold(message)) return answerOne(fixed, lang, options, true);
  }

  // A command's help answers "how do I ...?", not any question sharing a word with it ("get").
  const asksHow = HOW_TO.test(normalize(message));
  const top = hits.find((h) => asksHow || h.doc.kind !== "command");
  if (top && top.score >= MIN_SCORE) {
    const reply = replyFromDoc(top, lang);
    if (reply) return { intent: "retrieved", reply };
  }
  return { intent: "unknown", reply: unknownReply(lang), unanswered: true };
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
  /,? (?:and|et) (?=(?:how|what|are|would|do|did|can|is|where|when|which|est ce|quel|quelle|quels|comment|ou|seriez|pourriez|avez|etes)\b)/i;

/**
 * Answers a visitor's free text. Pure and deterministic: same input, same answer.
 * `history` is the visitor's previous turns (oldest first) for follow-ups; `installed` the games
 * the server has, so a named game is launched only when present.
 */
export function answerBuiltin(
  message: string,
  interfaceLang: Language = "en",
  history: readonly HistoryTurn[] = [],
  installed: InstalledGames = NO_GAMES,
): AssistantAnswer {
  ground(getContent());
  const lang = detectLanguage(message, interfaceLang);
  const questions = (message.match(/\?/g) ?? []).length;
  if (message.length > LONG_MESSAGE || questions >= 3) {
    // Several questions: answer up to three, run nothing.
    const parts = splitQuestions(message, 3).flatMap((q) =>
      q
        .split(SECOND_QUESTION)
        .filter((part) => part.trim() !== "")
        .map((part) => answerOne(part, lang, { commands: false, installed, history })),
    );
    const useful = parts.filter((p) => p.intent !== "unknown" && p.intent !== "ack");
    const replies = [...new Set(useful.map((p) => p.reply))];
    const closing = t(lang, {
      en: `To go further, type \`contact\` or write to ${profile.email}.`,
      fr: `Pour aller plus loin, tapez \`contact\` ou écrivez à ${profile.email}.`,
    });
    const answer: AssistantAnswer = { intent: "multi", lang, reply: [...replies, closing].join("\n\n") };
    if (!useful.length || useful.some((p) => p.unanswered)) answer.unanswered = true;
    return answer;
  }
  const one = answerOne(message, lang, { commands: true, installed, history });
  return { ...one, lang };
}
