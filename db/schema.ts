/** The SQLite schema. Change it here, then `npm run db:generate` writes a migration. */
import { sql } from "drizzle-orm";
import { blob, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { ProjectIconName } from "../app/content/icons";
import type { ProjectKind } from "../app/content/project-kinds";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** Anonymous visitors: only the SHA-256 of their key is kept. */
export const visitors = sqliteTable("visitors", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  keyHash: text("key_hash").notNull().unique(),
  createdAt: createdAt(),
  lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/** Both turns of each visitor's conversation with the terminal assistant. */
export const chatMessages = sqliteTable(
  "chat_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitorId: integer("visitor_id")
      .notNull()
      .references(() => visitors.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    command: text("command"),
    /**
     * On an assistant turn of the built-in assistant: the dialogue state it left (JSON, ADR 050), what the
     * visitor's next message may refer back to. Null for the visitor's turns and the model's answers.
     */
    dialogue: text("dialogue"),
    createdAt: createdAt(),
  },
  (t) => [index("chat_messages_visitor_idx").on(t.visitorId, t.id)],
);

/** Every contact message, stored before any delivery attempt. */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    fromConsole: integer("from_console", { mode: "boolean" }).notNull().default(false),
    lang: text("lang").notNull().default("en"),
    createdAt: createdAt(),
    deliveryStatus: text("delivery_status", { enum: ["pending", "sent", "failed", "disabled"] })
      .notNull()
      .default("pending"),
    deliveryAttempts: integer("delivery_attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    deliveredAt: integer("delivered_at", { mode: "timestamp_ms" }),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    /** A short hash of the sender's client key: one sender gets only a share of the daily e-mail cap. */
    senderKey: text("sender_key"),
    /** Why delivery waits for another day (the site-wide cap, or this sender's share), shown in /admin. */
    deferredReason: text("deferred_reason"),
  },
  (t) => [
    index("contact_messages_delivery_idx").on(t.deliveryStatus, t.nextAttemptAt),
    index("contact_messages_sender_idx").on(t.senderKey, t.deliveredAt),
  ],
);

/** Projects, upserted from the content module at start. Text blocks are per language (JSON). */
export const projects = sqliteTable("projects", {
  id: text("id").primaryKey(),
  position: integer("position").notNull().default(0),
  isOpenSource: integer("is_open_source", { mode: "boolean" }).notNull(),
  /** open source, client work or a personal project (the badge); rows from before it read as client work. */
  kind: text("kind").$type<ProjectKind>().notNull().default("client"),
  icon: text("icon").$type<ProjectIconName>().notNull(),
  tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
  githubUrl: text("github_url").notNull().default(""),
  liveUrl: text("live_url").notNull().default(""),
  imageUrl: text("image_url").notNull().default(""),
  features: text("features", { mode: "json" }).$type<Record<string, string[]>>().notNull(),
  twitterPosts: text("twitter_posts", { mode: "json" }).$type<string[]>().notNull(),
  translations: text("translations", { mode: "json" })
    .$type<Record<string, { title: string; description: string; extendedDescription: string }>>()
    .notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});

/** Server-side oEmbed answers for X posts, so project cards never load Twitter's script. */
export const postCache = sqliteTable("post_cache", {
  url: text("url").primaryKey(),
  status: text("status", { enum: ["ok", "failed"] }).notNull(),
  authorName: text("author_name"),
  authorUrl: text("author_url"),
  text: text("text"),
  postedAt: text("posted_at"),
  fetchedAt: integer("fetched_at", { mode: "timestamp_ms" }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

/**
 * No-JavaScript terminal sessions: the engine's state for visitors who post command lines as a
 * form. Keyed by the SHA-256 of the random id in their cookie, so a leaked file names no cookie.
 */
export const terminalSessions = sqliteTable(
  "terminal_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    state: text("state").notNull(),
    /** The last image `gen_image` made in this session (PNG), served at /terminal/image. */
    image: blob("image", { mode: "buffer" }),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }).notNull(),
    /** Bytes of `state` and of `image`: the storage budget sums them from the index below, never reading the rows. */
    stateBytes: integer("state_bytes").notNull().default(0),
    imageBytes: integer("image_bytes").notNull().default(0),
    /**
     * A short hash of the client key (address, IPv6 by /56) that saved the session last: one client may hold
     * only a share of the sessions' budget. Null for sessions saved before it existed.
     */
    ownerKey: text("owner_key"),
  },
  (t) => [
    index("terminal_sessions_last_seen_idx").on(t.lastSeenAt),
    index("terminal_sessions_budget_idx").on(t.lastSeenAt, t.stateBytes, t.imageBytes),
    // One client's share is summed and evicted from this index alone (oldest first).
    index("terminal_sessions_owner_idx").on(t.ownerKey, t.lastSeenAt, t.stateBytes, t.imageBytes),
    // Covers the version check on every session page: the row's large state is never read for it.
    index("terminal_sessions_version_idx").on(t.idHash, t.lastSeenAt),
  ],
);

/**
 * Rate-limit counters shared by every process on the same database file
 * (RATE_LIMIT_STORE=sqlite): one fixed window per limiter and client key.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: integer("reset_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("rate_limit_hits_reset_idx").on(t.resetAt)],
);

/**
 * Questions the built-in assistant could not answer from the content, grouped by their normalised
 * wording, so the owner can add an FAQ line (/admin). Text only: no visitor key, no address.
 */
export const unansweredQuestions = sqliteTable(
  "unanswered_questions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The normalised wording the group is keyed on. */
    questionKey: text("question_key").notNull().unique(),
    /** The first wording asked, cleaned, e-mail addresses and long numbers masked. */
    text: text("text").notNull(),
    lang: text("lang").notNull(),
    asked: integer("asked").notNull().default(1),
    firstAskedAt: integer("first_asked_at", { mode: "timestamp_ms" }).notNull(),
    lastAskedAt: integer("last_asked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("unanswered_questions_last_asked_idx").on(t.lastAskedAt)],
);

/**
 * How the assistant answered a group of unanswered_questions: one row per kind of low-confidence
 * answer (fallback, not-listed, near-tie, inherited, not-stated), its count and the last reply given,
 * so the owner sees why and what was said. Goes with its group (cascade).
 */
export const unansweredReplies = sqliteTable(
  "unanswered_replies",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    questionId: integer("question_id")
      .notNull()
      .references(() => unansweredQuestions.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** The last reply given for this reason (the assistant's text, from the owner's content), cut short. */
    reply: text("reply").notNull(),
    asked: integer("asked").notNull().default(1),
    lastAskedAt: integer("last_asked_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("unanswered_replies_question_reason_idx").on(t.questionId, t.reason)],
);

/**
 * The owner's own answers, written in /admin for a group of questions (ADR 054): used before the
 * assistant's answer for a question that matches them, in the visitor's language when written in it.
 */
export const ownerAnswers = sqliteTable("owner_answers", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  /** The normalised wording of the group it was written for (unanswered_questions.question_key): one answer per group. */
  questionKey: text("question_key").notNull().unique(),
  /** The question's wording per language ({ en: "What did you study?" }). */
  question: text("question", { mode: "json" }).$type<Partial<Record<string, string>>>().notNull(),
  /** The answer per language; at least one. */
  answer: text("answer", { mode: "json" }).$type<Partial<Record<string, string>>>().notNull(),
  /** Other words or phrases visitors use for it (as the FAQ's keywords in assistant.yaml). */
  keywords: text("keywords", { mode: "json" }).$type<string[]>().notNull(),
  /** How many visitors' questions it answered. */
  used: integer("used").notNull().default(0),
  lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  /** Strictly increasing over the table's writes: with the row count, the version the chat's cache checks. */
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
