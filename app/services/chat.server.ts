/**
 * The terminal's AI assistant (POST /api/sendMessage) and its per-visitor
 * history. Without OPENAI_API_KEY the built-in assistant answers; with a key,
 * an OpenAI-compatible chat completion with a `run_command` tool limited to
 * harmless commands, and the built-in assistant whenever the model fails.
 */
import { socialName } from "~/content/socials";
import { PROJECT_KIND_LABELS } from "~/content/project-kinds";
import type OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionTool } from "openai/resources/chat/completions";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { getDb, type AppDatabase } from "../../db/client";
import { chatMessages } from "../../db/schema";
import type { WriteHealth } from "../../db/write-health";
import { getContent } from "~/content/store.server";
import { factText, type Content } from "~/content/types";
import type { Env } from "~/env.server";
import { HttpError } from "~/utils/http.server";
import { checkVisitorText } from "~/utils/visitor-text";
import {
  answerBuiltin,
  detectLanguage,
  gameCommand,
  parseDialogue,
  type DialogueState,
  type HistoryTurn,
  type InstalledGames,
} from "./assistant-builtin.server";
import { gameCatalogue } from "./games.server";
import { lowConfidenceOf, recordLowConfidence } from "./unanswered.server";
import { answerFromOwner } from "./owner-answers.server";
import { loadOpenAI, loadedOpenAI } from "./openai-sdk.server";
import { ALLOWED_COMMANDS, sanitizeCommand } from "./commands.server";
import { log } from "./log.server";
import { assertOptionalWrite, enforceChatBudget, storageBudget, type StorageBudget } from "./storage-budget.server";
import type { ServiceCounters } from "./metrics.server";
import { englishName, inLanguage, type Language, type Localized } from "~/i18n/config";

/** The reply when the model only chose a command (in the asker's language). */
const RUNNING_COMMAND: Localized<(command: string) => string> = {
  en: (command) => `Running \`${command}\`.`,
  fr: (command) => `J'exécute \`${command}\`.`,
};

/** `kept`: older turns of a visitor are pruned beyond this many rows. */
export const CHAT_LIMITS = { message: 2000, context: 20, reply: 4000, kept: 200 } as const;
/**
 * The default of AI_CHAT_TIMEOUT_MS. One attempt only (no SDK retry), then the
 * built-in assistant: the whole answer stays under common 15 s proxy timeouts.
 */
export const OPENAI_TIMEOUT_MS = 12_000;

export const CHAT_MESSAGES = {
  ok: "Reply generated.",
  notString: "Message must be a string.",
  empty: "Message cannot be empty.",
  tooLong: `Message must be at most ${CHAT_LIMITS.message} characters.`,
  invalidText: "Message contains invalid characters.",
  cleared: "Chat history cleared.",
} as const;

/** Validates `{ message }`: a string of 1..2000 characters after cleaning and trimming. Throws a 400 HttpError. */
export function parseChatMessage(body: unknown): string {
  const value = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).message : undefined;
  if (typeof value !== "string") throw new HttpError(400, CHAT_MESSAGES.notString);
  return chatMessageText(value);
}

/**
 * A chat line as it is stored, answered and shown again (the owner's unanswered questions too): no escape
 * sequences, control, zero-width or bidi characters, no flood of combining marks, something visible, at most
 * 2000 characters (checkVisitorText). Throws a 400 HttpError. sendChatMessage runs it on whatever it is given, so
 * every caller (the API, the no-JS terminal) gets the same rule; on a line already checked it changes nothing.
 */
export function chatMessageText(value: string): string {
  // A lone surrogate is a line cut inside an emoji (a client's own length cut), not an attack: U+FFFD.
  const checked = checkVisitorText(value, { multiline: true, repairSurrogates: true });
  if (!checked.ok) throw new HttpError(400, checked.problem === "empty" ? CHAT_MESSAGES.empty : CHAT_MESSAGES.invalidText);
  if ([...checked.text].length > CHAT_LIMITS.message) throw new HttpError(400, CHAT_MESSAGES.tooLong);
  return checked.text;
}

export interface ChatAnswer {
  reply: string;
  command?: string;
  /** "owner": the owner's own answer to that question (/admin, owner-answers.server.ts). */
  source: "builtin" | "openai" | "owner";
  /** The model failed and the built-in assistant answered instead (the terminal says so, discreetly). */
  fallback?: true;
}

/** An answer with the built-in assistant's dialogue state (ADR 050): stored with its turn, never returned. */
type StoredAnswer = ChatAnswer & { dialogue?: DialogueState };

export interface ChatOptions {
  /** The app's counters (the platform's): model calls and failures. */
  metrics: ServiceCounters;
  /** Told of the stored turns (/healthz). */
  writeHealth: WriteHealth;
  /** Timeout of the one model call; default AI_CHAT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The visitor's interface language: the answer's language when the message does not tell. */
  lang?: Language;
  /** Each piece of the model's text as it arrives (the built-in assistant's reply comes whole). */
  onDelta?: (text: string) => void;
}

/** The optional `lang` of a chat body (one of the site's languages); anything else is ignored. */
export function parseChatLanguage(body: unknown): Language | undefined {
  const value = body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).lang : undefined;
  return typeof value === "string" && getContent().profile.languages.includes(value) ? value : undefined;
}

/** Answers a visitor's message and stores both turns (one transaction). */
export async function sendChatMessage(visitorId: number, text: string, env: Env, options: ChatOptions): Promise<ChatAnswer> {
  // Checked here, where every path passes: the no-JS terminal hands the line as typed.
  const message = chatMessageText(text);
  // Short of disk, nothing is asked (or paid for) that could not be kept.
  assertOptionalWrite(getDb(), storageBudget(env));
  // The owner's own answer to this question, when they wrote one in /admin, comes before any assistant's.
  const { dialogue, ...answer }: StoredAnswer =
    answerFromOwner(getDb(), message, options.lang) ??
    (env.OPENAI_API_KEY ? await answerWithModel(visitorId, message, env, options) : builtin(visitorId, message, env, options.lang));
  storeChatTurns(getDb(), storageBudget(env), visitorId, message, answer.reply, answer.command ?? null, dialogue ?? null);
  options.writeHealth.reportSuccess();
  return answer;
}

/** Storing both turns runs on every message: statements prepared once per connection, one transaction. */
function prepareStore(db: AppDatabase) {
  const p = sql.placeholder;
  const insert = db
    .insert(chatMessages)
    .values({ visitorId: p("visitorId"), role: p("role"), content: p("content"), command: p("command"), dialogue: p("dialogue") })
    .prepare();
  const newestKept = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.visitorId, p("visitorId")))
    .orderBy(desc(chatMessages.id))
    .limit(1)
    .offset(p("kept"));
  const prune = db
    .delete(chatMessages)
    .where(and(eq(chatMessages.visitorId, p("visitorId")), lte(chatMessages.id, newestKept)))
    .prepare();
  const store = db.$client.transaction(
    (visitorId: number, user: string, reply: string, command: string | null, dialogue: string | null, kept: number) => {
      insert.run({ visitorId, role: "user", content: user, command: null, dialogue: null });
      insert.run({ visitorId, role: "assistant", content: reply, command, dialogue });
      prune.run({ visitorId, kept });
    },
  );
  return (visitorId: number, user: string, reply: string, command: string | null, dialogue: string | null, kept: number) =>
    void store(visitorId, user, reply, command, dialogue, kept);
}
const STORE = new WeakMap<AppDatabase, ReturnType<typeof prepareStore>>();
/**
 * Keeps a question and its answer (with the dialogue state the built-in assistant left, if any): the visitor's
 * oldest turns beyond their share go, then the total's cap is checked.
 */
export function storeChatTurns(
  db: AppDatabase,
  budget: Pick<StorageBudget, "chatRowsPerVisitor" | "chatMaxBytes">,
  visitorId: number,
  user: string,
  reply: string,
  command: string | null,
  dialogue: DialogueState | null = null,
): void {
  let store = STORE.get(db);
  if (!store) {
    store = prepareStore(db);
    STORE.set(db, store);
  }
  store(visitorId, user, reply, command, dialogue && JSON.stringify(dialogue), Math.min(CHAT_LIMITS.kept, budget.chatRowsPerVisitor));
  enforceChatBudget(db, budget, Buffer.byteLength(user, "utf8") + Buffer.byteLength(reply, "utf8"));
}

/** Deletes every stored turn of that visitor (and with them the dialogue state: a follow-up has nothing to refer to); returns how many rows went. */
export function clearChatHistory(visitorId: number): number {
  return getDb().delete(chatMessages).where(eq(chatMessages.visitorId, visitorId)).run().changes;
}

/** How long what is installed is taken as known: an install shows within seconds, and a busy chat stats no files. */
const INSTALLED_TTL_MS = 5_000;
let installedCache: { env: Env; at: number; games: InstalledGames } | null = null;

/** The games on disk (each one a file stat), looked at again every few seconds. */
function installedGames(env: Env, now = Date.now()): InstalledGames {
  if (installedCache && installedCache.env === env && now - installedCache.at < INSTALLED_TTL_MS) return installedCache.games;
  const catalogue = gameCatalogue(env);
  const ids = (games: Array<{ id: string; available: boolean }>) => games.filter((g) => g.available).map((g) => g.id);
  installedCache = { env, at: now, games: { dos: ids(catalogue.dos), gba: ids(catalogue.gba) } };
  return installedCache.games;
}

function builtin(visitorId: number, message: string, env: Env, lang?: Language): StoredAnswer {
  // The last exchange and the dialogue state stored with it give a follow-up ("and which stack?") its topic.
  const answer = answerBuiltin(message, lang, lastExchange(visitorId), installedGames(env));
  const { reply, command, dialogue } = answer;
  // Kept for the owner (/admin); a store that cannot write loses this count, never the reply.
  if (lowConfidenceOf(answer)) {
    try {
      recordLowConfidence(getDb(), message, answer);
    } catch {
      // The turn's own write reports a failing store.
    }
  }
  return command ? { reply, command, source: "builtin", dialogue } : { reply, source: "builtin", dialogue };
}

/** Read on every built-in answer: the visitor's newest question and answer, prepared once per connection. */
function prepareLastExchange(db: AppDatabase) {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content, dialogue: chatMessages.dialogue })
    .from(chatMessages)
    .where(eq(chatMessages.visitorId, sql.placeholder("visitorId")))
    .orderBy(desc(chatMessages.id))
    .limit(2)
    .prepare();
}
const LAST_EXCHANGE = new WeakMap<AppDatabase, ReturnType<typeof prepareLastExchange>>();

/** The visitor's last exchange, oldest first, the assistant's turn with the dialogue state stored with it. */
function lastExchange(visitorId: number): HistoryTurn[] {
  const db = getDb();
  let last = LAST_EXCHANGE.get(db);
  if (!last) {
    last = prepareLastExchange(db);
    LAST_EXCHANGE.set(db, last);
  }
  return last
    .all({ visitorId })
    .reverse()
    .map((row) => ({ role: row.role, content: row.content, dialogue: parseDialogue(row.dialogue) ?? null }));
}

// ---------- The model path ----------

const clients = new Map<string, OpenAI>();

async function client(env: Env, timeoutMs: number): Promise<OpenAI> {
  const OpenAI = await loadOpenAI();
  const baseURL = env.OPENAI_BASE_URL ?? "https://api.openai.com/v1";
  const id = `${baseURL}\n${env.OPENAI_API_KEY}\n${timeoutMs}`;
  let c = clients.get(id);
  if (!c) {
    c = new OpenAI({ apiKey: env.OPENAI_API_KEY, baseURL, timeout: timeoutMs, maxRetries: 0 });
    clients.set(id, c);
  }
  return c;
}

const RUN_COMMAND_TOOL: ChatCompletionTool = {
  type: "function",
  function: {
    name: "run_command",
    description:
      "Run one harmless command in the visitor's terminal, only when they clearly ask for that action (show projects, change theme, play a game, open the contact form, show help, switch language...).",
    parameters: {
      type: "object",
      properties: {
        command: {
          type: "string",
          description: "The exact command line to run: one of the listed commands, or `gen_image <a short description>` to draw a picture.",
          anyOf: [{ enum: [...ALLOWED_COMMANDS] }, { pattern: "^gen_image [^;|&<>$`]{2,200}$" }],
        },
      },
      required: ["command"],
      additionalProperties: false,
    },
  },
};

/** The prompt per content (a reloaded content gets its own). */
const cachedPrompts = new WeakMap<Content, string>();

/** The system prompt: who the owner is, from the content folder, plus the rules of the terminal. */
export function systemPrompt(): string {
  const content = getContent();
  const cached = cachedPrompts.get(content);
  if (cached) return cached;
  const { profile, skillCategories, projects, assistant } = content;
  const skills = skillCategories.map((c) => `- ${c.label.en}: ${c.skills.map((s) => `${s.name} (${s.proficiency})`).join(", ")}`);
  const projectLines = projects.map((p) => {
    const links = [
      p.githubUrl && p.githubUrl !== "#" ? `code ${p.githubUrl}` : "",
      p.liveUrl && p.liveUrl !== "#" ? `live ${p.liveUrl}` : "",
    ]
      .filter(Boolean)
      .join(", ");
    return `- ${p.text.en.title} (${PROJECT_KIND_LABELS[p.kind].en}; ${p.tags.join(", ")}): ${p.text.en.description} ${p.text.en.extendedDescription}${links ? ` Links: ${links}.` : ""}`;
  });
  const prompt = [
    `You are the assistant inside the interactive terminal of ${profile.name}'s portfolio website. ${profile.name} is a ${profile.title.en} based in ${profile.location.en}.`,
    ...(profile.facts.length ? [`Facts: ${profile.facts.map((fact) => factText(fact, "en")).join("; ")}.`] : []),
    `About: ${profile.about.intro.en} ${profile.about.modalParagraphs.map((p) => p.en).join(" ")}`,
    `Contact: e-mail ${profile.email}${profile.socials.map((s) => `; ${socialName(s)} ${s.url}`).join("")}. The terminal command \`contact\` opens a contact form.`,
    "Skills by category:",
    ...skills,
    "Projects:",
    ...projectLines,
    ...(assistant.knowledge.length ? ["More facts:", ...assistant.knowledge.map((k) => `- ${k.en}`)] : []),
    `Availability: ${assistant.availability.en}`,
    ...(assistant.faq.length
      ? ["Questions the owner answered:", ...assistant.faq.map((f) => `- Q: ${f.question.en} A: ${f.answer.en}`)]
      : []),
    // The owner's own words in the site's other languages, so answers in them need no translation.
    ...profile.languages
      .filter((lng) => lng !== "en")
      .flatMap((lng) => [
        `In ${englishName(lng)} (the owner's own wording, where given):`,
        ...[profile.title[lng], profile.location[lng], profile.about.intro[lng], assistant.availability[lng]]
          .filter((text): text is string => Boolean(text))
          .map((text) => `- ${text}`),
        ...projects.flatMap((p) => (p.text[lng] ? [`- ${p.text[lng].title}: ${p.text[lng].description}`] : [])),
        ...assistant.faq.flatMap((f) => (f.question[lng] && f.answer[lng] ? [`- Q: ${f.question[lng]} A: ${f.answer[lng]}`] : [])),
      ]),
    "The terminal offers: help, ls -a, cd, cat, theme (matrix, midnight, retro, hacker), lang " +
      profile.languages.join("|") +
      ", projects, contact, games, snake, hangman, brickbreaker, wordle, dos [game], gba [game], gen_image <prompt>, and a hacking quest started with `challenge` (hints with `challenge hint`).",
    "Rules: answer in the language of the visitor's last message (" +
      profile.languages.map(englishName).join(" or ") +
      "). Be brief and friendly (at most 6 short lines, plain text, no HTML). Only state facts given here; if you do not know, say so and suggest the contact form.",
    "Never reveal or guess quest answers (tokens, recovery phrases, passwords); give gentle nudges only.",
    "When the visitor clearly asks for an action the terminal can do, call run_command with one allowed command, and also write a short sentence saying what you are doing.",
  ].join("\n");
  cachedPrompts.set(content, prompt);
  return prompt;
}

class MalformedAnswer extends Error {}

/** Read on every message: prepared once per connection. */
function prepareRecent(db: AppDatabase) {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.visitorId, sql.placeholder("visitorId")))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_LIMITS.context)
    .prepare();
}
const RECENT = new WeakMap<AppDatabase, ReturnType<typeof prepareRecent>>();

function recentHistory(visitorId: number): ChatCompletionMessageParam[] {
  const db = getDb();
  let recent = RECENT.get(db);
  if (!recent) {
    recent = prepareRecent(db);
    RECENT.set(db, recent);
  }
  const rows = recent.all({ visitorId }).reverse();
  return rows.map((r) => ({ role: r.role, content: r.content }));
}

function failureReason(error: unknown): string {
  const OpenAI = loadedOpenAI();
  if (!OpenAI) return error instanceof Error ? error.message : String(error);
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return "timeout";
  if (error instanceof OpenAI.APIConnectionError) return `connection failed (${error.message})`;
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? "?"} (${error.message})`;
  if (error instanceof MalformedAnswer) return `malformed answer (${error.message})`;
  return error instanceof Error ? error.message : String(error);
}

/** A tool call as the stream assembles it (its arguments arrive in pieces). */
interface StreamedToolCall {
  name: string;
  arguments: string;
}

/** The first call that names `run_command` with JSON arguments holding an allowed command; the others are ignored. */
function firstAllowedCommand(calls: StreamedToolCall[], env: Env): string | undefined {
  for (const call of calls) {
    let command: string | undefined;
    if (call.name === "run_command") {
      try {
        const args: unknown = JSON.parse(call.arguments);
        command = sanitizeCommand(args && typeof args === "object" ? (args as Record<string, unknown>).command : undefined);
      } catch {
        command = undefined;
      }
    }
    // The same rule as the built-in assistant's: a game that is not installed gets its catalogue.
    if (command) return gameCommand(command, installedGames(env));
    // Named only: the model's arguments may repeat what the visitor wrote, which is never logged.
    log(
      env,
      "warn",
      `[ai] tool call ignored: ${JSON.stringify(call.name.slice(0, 64))} (unknown tool, arguments not JSON, or command not allowed)`,
    );
  }
  return undefined;
}

/**
 * The model's answer, streamed: each piece of text goes to `options.onDelta` as it arrives. Tool calls are
 * read at the end; one that is not allowed or not well formed is dropped, never the text with it. A model
 * that fails (error, timeout, nothing to say) is replaced by the built-in assistant, and the answer says so.
 */
async function answerWithModel(visitorId: number, message: string, env: Env, options: ChatOptions): Promise<StoredAnswer> {
  let streamed = "";
  try {
    const timeoutMs = options.timeoutMs ?? env.AI_CHAT_TIMEOUT_MS ?? OPENAI_TIMEOUT_MS;
    options.metrics.aiChatCalls.inc();
    // The SDK's timeout covers the wait for headers; the signal also bounds a body that trickles forever.
    const stream = await (
      await client(env, timeoutMs)
    ).chat.completions.create(
      {
        model: env.OPENAI_MODEL,
        messages: [
          { role: "system", content: systemPrompt() },
          ...(options.lang
            ? [{ role: "system" as const, content: `The visitor's interface is in ${englishName(options.lang)} (${options.lang}).` }]
            : []),
          ...recentHistory(visitorId),
          { role: "user", content: message },
        ],
        tools: [RUN_COMMAND_TOOL],
        tool_choice: "auto",
        stream: true,
      },
      { signal: AbortSignal.timeout(timeoutMs), maxRetries: 0 },
    );
    const calls: StreamedToolCall[] = [];
    for await (const chunk of stream) {
      const delta = chunk.choices?.[0]?.delta;
      if (!delta) continue;
      if (typeof delta.content === "string" && delta.content !== "" && streamed.length < CHAT_LIMITS.reply) {
        streamed += delta.content;
        options.onDelta?.(delta.content);
      }
      for (const piece of delta.tool_calls ?? []) {
        const call = (calls[piece.index] ??= { name: "", arguments: "" });
        if (piece.function?.name) call.name += piece.function.name;
        if (piece.function?.arguments) call.arguments += piece.function.arguments;
      }
    }
    const command = firstAllowedCommand(calls.filter(Boolean), env);
    let reply = streamed.trim();
    if (reply === "" && command) reply = inLanguage(RUNNING_COMMAND, detectLanguage(message, options.lang))(command);
    if (reply === "") throw new MalformedAnswer("empty reply");
    if (reply.length > CHAT_LIMITS.reply) reply = `${reply.slice(0, CHAT_LIMITS.reply - 1)}…`;
    return command ? { reply, command, source: "openai" } : { reply, source: "openai" };
  } catch (error) {
    options.metrics.aiChatFailures.inc();
    log(env, "warn", `[ai] chat completion failed: ${failureReason(error)}; answering with the built-in assistant`);
    return { ...builtin(visitorId, message, env, options.lang), fallback: true };
  }
}
