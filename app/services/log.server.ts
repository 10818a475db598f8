/**
 * The one logger: one JSON object per line (time, level, msg, reqId, then
 * fields) on stdout (debug, info) or stderr (warn, error), or a readable line
 * with LOG_FORMAT=pretty. One write per line: process.stdout.write for
 * debug and info (the access lines, on the hot path), console.warn/error for
 * the rest (tests capture those like any console output). The request id comes from the request being handled
 * (request-context.server.ts), so services log with it without passing it
 * around. Fields and strings go through log-redaction.server.ts first.
 *
 * `log(env, …)` honours that env's LOG_LEVEL (tests run with "silent");
 * `report(…)` is written whatever the level: start and stop lines, and
 * unexpected errors (an operator must always see them). The configuration lives on globalThis: this module exists twice in
 * one process (the server bundle and the Remix build).
 */
import type { Env } from "~/env.server";
import { currentRequest } from "./request-context.server";
import { redactFields, scrubString, serializeError } from "./log-redaction.server";

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = Exclude<keyof typeof ORDER, "silent">;
export type LogFormat = "json" | "pretty";

interface LogConfig {
  format: LogFormat;
  /** Values scrubbed from every line (API keys, the admin token). */
  secrets: string[];
}

const KEY = Symbol.for("terminal-portfolio.log-config");
const STDOUT_GUARD = Symbol.for("terminal-portfolio.log-stdout-guard");
type Holder = { [KEY]?: LogConfig };
const config = (): LogConfig => ((globalThis as Holder)[KEY] ??= { format: "json", secrets: [] });

type LogEnv = Pick<Env, "NODE_ENV" | "OPENAI_API_KEY" | "RESEND_API_KEY" | "ADMIN_TOKEN"> & Partial<Pick<Env, "LOG_FORMAT">>;

/** Called once at start (createApp): format (JSON unless development or LOG_FORMAT says), secrets. */
export function configureLogging(env: LogEnv): void {
  const secrets = [env.OPENAI_API_KEY, env.RESEND_API_KEY, env.ADMIN_TOKEN].filter(
    (s): s is string => typeof s === "string" && s.length >= 4,
  );
  (globalThis as Holder)[KEY] = {
    format: env.LOG_FORMAT ?? (env.NODE_ENV === "development" ? "pretty" : "json"),
    secrets,
  };
  // A closed stdout (EPIPE) must not crash the server through an unhandled 'error' event (console ignores it too).
  const holder = globalThis as { [STDOUT_GUARD]?: true };
  if (!holder[STDOUT_GUARD]) process.stdout.on("error", () => {});
  holder[STDOUT_GUARD] = true;
}

const RESERVED = new Set(["time", "level", "msg", "reqId"]);

/**
 * One line (without the newline). Details: an Error becomes `err`, a plain
 * object adds its (redacted) fields, anything else goes to `details`.
 */
export function formatLine(
  level: LogLevel,
  message: string,
  details: readonly unknown[],
  options: { format: LogFormat; secrets: readonly string[]; reqId?: string; time?: Date },
): string {
  const { secrets } = options;
  const record: Record<string, unknown> = {
    time: (options.time ?? new Date()).toISOString(),
    level,
    msg: scrubString(message, secrets, 2000),
  };
  if (options.reqId) record.reqId = options.reqId;
  const extra: unknown[] = [];
  for (const detail of details) {
    if (detail instanceof Error) record.err = serializeError(detail, secrets);
    else if (detail !== null && typeof detail === "object" && !Array.isArray(detail)) {
      for (const [key, value] of Object.entries(redactFields(detail as Record<string, unknown>, secrets)))
        if (!RESERVED.has(key)) record[key] = value;
    } else if (detail !== undefined) extra.push(typeof detail === "string" ? scrubString(detail, secrets) : String(detail));
  }
  if (extra.length > 0) record.details = extra;
  return options.format === "pretty" ? pretty(record) : JSON.stringify(record);
}

/** `12:00:00.123 WARN  [reqId] msg key=value …`, then the stack of an error on its own lines. */
function pretty(record: Record<string, unknown>): string {
  const { time, level, msg, reqId, err, ...rest } = record;
  const head = `${String(time).slice(11, 23)} ${String(level).toUpperCase().padEnd(5)} ${reqId ? `[${String(reqId)}] ` : ""}${String(msg)}`;
  const pairs = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === "string" && !/\s/.test(v) ? v : JSON.stringify(v)}`);
  const error = err as { stack?: string; name?: string; message?: string } | undefined;
  const tail = error ? `\n${error.stack ?? `${error.name}: ${error.message}`}` : "";
  return `${head}${pairs.length ? ` ${pairs.join(" ")}` : ""}${tail}`;
}

/** One write per line: no buffering to lose at exit. */
function write(level: LogLevel, line: string): void {
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else process.stdout.write(`${line}\n`);
}

function emit(level: LogLevel, message: string, details: readonly unknown[]): void {
  const { format, secrets } = config();
  write(level, formatLine(level, message, details, { format, secrets, reqId: currentRequest()?.reqId }));
}

export interface AccessFields {
  method: string;
  path: string;
  route: string;
  status: number;
  durationMs: number;
  bytes: number;
}

/** The access line of a request (info): our own fields, so only the client-sent path is scrubbed. */
export function logRequest(env: Pick<Env, "LOG_LEVEL">, reqId: string, fields: AccessFields): void {
  if (ORDER.info < ORDER[env.LOG_LEVEL]) return;
  const { format, secrets } = config();
  const record = {
    time: new Date().toISOString(),
    level: "info",
    msg: "request",
    reqId,
    ...fields,
    method: fields.method.slice(0, 16),
    path: scrubString(fields.path, secrets, 200),
  };
  write("info", format === "pretty" ? pretty(record) : JSON.stringify(record));
}

export function log(env: Pick<Env, "LOG_LEVEL">, level: LogLevel, message: string, ...details: unknown[]): void {
  if (ORDER[level] >= ORDER[env.LOG_LEVEL]) emit(level, message, details);
}

/** Written whatever LOG_LEVEL says: start and stop lines, unexpected errors (code without an env at hand uses this too). */
export function report(level: LogLevel, message: string, ...details: unknown[]): void {
  emit(level, message, details);
}
