/**
 * The one place that reads process.env. Every variable is optional: the site
 * runs on embedded defaults. A bad value stops the start with a readable list.
 */
import path from "node:path";
import { z } from "zod";
import { databasePathProblem, databaseUrlPath } from "../db/location";
import { resolveSecretFiles } from "./env-files.server";

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional();

const optionalEmail = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(
    z
      .string()
      .regex(/^(?:[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+|.+<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>)$/, "must be an e-mail address (or Name <address>)")
      .optional(),
  )
  .optional();

/** The hint every ADMIN_TOKEN problem ends with: a generator whose output always passes. */
const ADMIN_TOKEN_HINT = "generate one with: openssl rand -hex 32";
const ADMIN_TOKEN_MIN_LENGTH = 16;
const ADMIN_TOKEN_MIN_DISTINCT = 8;
const ADMIN_TOKEN_MAX_RUN = 7;

/**
 * Why ADMIN_TOKEN would be easy to guess, or undefined. The rules catch what a person types
 * (aaaa…, changemechangeme, a short word padded with one key) and never a random token: with 8
 * different characters required, 64 characters of hex (openssl rand -hex 32) fail about once in
 * 10^19 tries and 32 of base64url (the generator in .env.example) once in 10^22; a run of 8 equal
 * characters, about once in 5 million hex tokens. Character classes are not required: hex has only
 * two and is as strong as its length.
 */
function adminTokenProblem(token: string): string | undefined {
  if (token.length < ADMIN_TOKEN_MIN_LENGTH) return `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters; ${ADMIN_TOKEN_HINT}`;
  if (new Set(token).size < ADMIN_TOKEN_MIN_DISTINCT) {
    return `must use at least ${ADMIN_TOKEN_MIN_DISTINCT} different characters; ${ADMIN_TOKEN_HINT}`;
  }
  if (new RegExp(`(.)\\1{${ADMIN_TOKEN_MAX_RUN}}`, "su").test(token)) {
    return `must not repeat one character more than ${ADMIN_TOKEN_MAX_RUN} times in a row; ${ADMIN_TOKEN_HINT}`;
  }
  return undefined;
}

const adminToken = z.string().superRefine((token, ctx) => {
  const problem = adminTokenProblem(token);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** An empty variable (as in .env.example) means unset. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATABASE_PATH: z.string().trim().min(1).default("./data/portfolio.sqlite"),
  /** The database as a URL (file:./data/portfolio.sqlite); wins over DATABASE_PATH. See docs/scaling.md. */
  DATABASE_URL: optionalString,
  /** Where rate-limit counters live: this process ("memory") or the database, shared by every process on it ("sqlite"). */
  RATE_LIMIT_STORE: z.enum(["memory", "sqlite"], { error: "must be memory or sqlite" }).default("memory"),
  SITE_URL: optionalUrl,
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  OPENAI_IMAGE_MODEL: z.string().trim().min(1).default("gpt-image-1-mini"),
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  CONTACT_TO_EMAIL: optionalEmail,
  CONTACT_FROM_EMAIL: optionalEmail,
  ADMIN_TOKEN: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v))
    .pipe(adminToken.optional())
    .optional(),
  /** The owner's content folder (YAML + media/); unset: the sample in content/ (docs/customizing.md). */
  CONTENT_DIR: optionalString,
  GBA_ROMS_DIR: z.string().trim().min(1).default("./data/gba"),
  DOS_BUNDLES_DIR: z.string().trim().min(1).default("./data/dos"),
  /** Scales every rate limit (e.g. 1000 for load tests and e2e runs from one address). */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(100000).default(1),
  /** oEmbed endpoint for the projects' X posts (tests point it at a local fake). */
  X_OEMBED_URL: optionalUrl.transform((v) => v ?? "https://publish.twitter.com/oembed"),
  /** E-mails sent per UTC day, site-wide (Resend's free plan allows 100); 0 = no cap. Over it, messages wait for the next day. */
  MAIL_DAILY_CAP: z.coerce.number().int().min(0).max(1_000_000).default(90),
  /** The share of MAIL_DAILY_CAP one sender (client key) may use per UTC day; the rest waits for the next day. 1 = no share. */
  MAIL_SENDER_SHARE: z.coerce.number().gt(0).max(1).default(0.2),
  /** One attempt at the chat model, then the built-in assistant (keep under common 15 s proxy timeouts). */
  AI_CHAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(12_000),
  /** One attempt at the image model, then the embedded generator (keep under 30 s). */
  AI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(25_000),
  // The storage budget (app/services/storage-budget.server.ts): over a cap the oldest rows go first, checked hourly
  // and on each write where a visitor can add much. docs/operations.md lists what happens at each limit.
  /**
   * No-JS terminal sessions in total, their state and images together. The defaults of the sessions and the chat
   * are sized so that one client at its full allowance for a day grows the database by at most 50 MB
   * (tests/unit/services/storage-growth.test.ts).
   */
  STORAGE_SESSIONS_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(20 * 1024 * 1024),
  STORAGE_SESSIONS_MAX_ROWS: z.coerce.number().int().min(1).default(20_000),
  /** The sessions' generated images in total (their share of the sessions' bytes). */
  STORAGE_IMAGES_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(10 * 1024 * 1024),
  /** Chat history: turns kept per visitor, in total (bytes of text), and how long. */
  STORAGE_CHAT_ROWS_PER_VISITOR: z.coerce.number().int().min(2).max(10_000).default(100),
  STORAGE_CHAT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  STORAGE_CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Cached oEmbed answers for the projects' X posts. */
  STORAGE_POST_CACHE_MAX_ROWS: z.coerce.number().int().min(1).default(1_000),
  /** Anonymous visitor keys (the least recently seen go first, with their chat history). */
  STORAGE_VISITORS_MAX_ROWS: z.coerce.number().int().min(1).default(50_000),
  /** Rate-limit counters with RATE_LIMIT_STORE=sqlite (expired ones go first, then the soonest to expire). */
  STORAGE_RATE_LIMIT_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  /** Free space on the database's filesystem below which sessions, chat and images are not stored (contact still is). */
  STORAGE_DISK_FLOOR_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(64 * 1024 * 1024),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** One JSON object per line (default), or readable lines for a terminal (default in development). */
  LOG_FORMAT: z.preprocess(blankToUndefined, z.enum(["json", "pretty"]).optional()),
  /** /metrics on its own listener (e.g. 9464; 0 = any free port); unset = on the main port behind ADMIN_TOKEN, or nowhere. */
  METRICS_PORT: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_ADDRESS: z.string().trim().min(1).default("127.0.0.1"),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an environment object; throws EnvError listing every bad variable. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  // Secrets may come from files (<NAME>_FILE); their problems join the list below.
  const { values: source, problems: fileProblems } = resolveSecretFiles(raw);
  const result = envSchema.safeParse(source);
  if (!result.success || fileProblems.length > 0) {
    throw new EnvError([
      ...fileProblems,
      ...(result.error?.issues ?? []).map((issue) => {
        const key = issue.path.join(".");
        const value = source[key];
        const shown = value === undefined ? "" : ` (got ${JSON.stringify(key.endsWith("KEY") || key.endsWith("TOKEN") ? "***" : value)})`;
        return `${key}: ${issue.message}${shown}`;
      }),
    ]);
  }
  const env = result.data;
  const fromUrl = env.DATABASE_URL === undefined ? undefined : databaseUrlPath(env.DATABASE_URL);
  if (fromUrl && "problem" in fromUrl) throw new EnvError([`DATABASE_URL: ${fromUrl.problem}`]);
  const databasePath = path.resolve(fromUrl?.path ?? env.DATABASE_PATH);
  const problem = databasePathProblem(databasePath);
  if (problem) throw new EnvError([`DATABASE_PATH: ${problem}`]);
  return { ...env, DATABASE_PATH: databasePath };
}

let cached: Env | undefined;

/** The validated environment of this process (parsed once). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
