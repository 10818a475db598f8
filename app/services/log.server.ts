/**
 * The one logger, on pino: one JSON object per line (time, level, msg, reqId,
 * then fields) on stdout (debug, info) or through console.warn/console.error
 * on stderr (warn, error; tests capture those like any console output), or a
 * readable line with LOG_FORMAT=pretty. Lines are written synchronously: no
 * buffer to lose at exit. The request id comes from the request being handled
 * (request-context.server.ts, pino's mixin), so services log with it without
 * passing it around. Fields and strings go through log-redaction.server.ts
 * first (pino's logMethod hook).
 *
 * The server creates the logger (createLogger, from its env) and hands it to
 * the Remix build's copy of this module (adoptLogger, through bindPlatform).
 * Code that runs without a server (unit tests, scripts) gets a JSON logger
 * without secrets on first use.
 *
 * `log(env, …)` honours that env's LOG_LEVEL (tests run with "silent");
 * `report(…)` is written whatever the level: start and stop lines, and
 * unexpected errors (an operator must always see them).
 */
import pino, { type DestinationStream, type Logger } from "pino";
import type { Env } from "~/env.server";
import { currentRequest, runWithRequest } from "./request-context.server";
import { redactFields, scrubString, serializeError } from "./log-redaction.server";

export type { Logger } from "pino";

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
export type LogLevel = Exclude<keyof typeof ORDER, "silent">;
export type LogFormat = "json" | "pretty";

export type LogEnv = Pick<Env, "NODE_ENV" | "OPENAI_API_KEY" | "RESEND_API_KEY" | "ADMIN_TOKEN"> &
  Partial<Pick<Env, "LOG_FORMAT" | "LOG_LEVEL">>;

export interface LoggerSettings {
  level?: LogLevel | "silent";
  format?: LogFormat;
  /** Values scrubbed from every line (API keys, the admin token). */
  secrets?: readonly string[];
  /** Where the lines of each level go (tests); by default stdout, console.warn and console.error. */
  streams?: { out: DestinationStream; warn: DestinationStream; error: DestinationStream };
  /** The clock (tests). */
  now?: () => Date;
}

/** The server's settings from its env: format (JSON unless development or LOG_FORMAT says), level, secrets. */
export function loggerSettings(env: LogEnv): LoggerSettings {
  const secrets = [env.OPENAI_API_KEY, env.RESEND_API_KEY, env.ADMIN_TOKEN].filter(
    (s): s is string => typeof s === "string" && s.length >= 4,
  );
  return {
    level: env.LOG_LEVEL ?? "info",
    format: env.LOG_FORMAT ?? (env.NODE_ENV === "development" ? "pretty" : "json"),
    secrets,
  };
}

const RESERVED = new Set(["time", "level", "msg", "reqId"]);

/**
 * The line's fields from our call shape `(message, ...details)`: an Error
 * becomes `err`, a plain object adds its (redacted) fields, anything else goes
 * to `details`. Reserved keys cannot be set by a field.
 */
function fieldsOf(message: string, details: readonly unknown[], secrets: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = { msg: scrubString(message, secrets, 2000) };
  const extra: unknown[] = [];
  for (const detail of details) {
    if (detail instanceof Error) record.err = serializeError(detail, secrets);
    else if (detail !== null && typeof detail === "object" && !Array.isArray(detail)) {
      for (const [key, value] of Object.entries(redactFields(detail as Record<string, unknown>, secrets)))
        if (!RESERVED.has(key)) record[key] = value;
    } else if (detail !== undefined) extra.push(typeof detail === "string" ? scrubString(detail, secrets) : String(detail));
  }
  if (extra.length > 0) record.details = extra;
  return record;
}

/** Our own fields (the access line, pino's `(fields)` call shape): keys kept, strings scrubbed and clipped. */
function ownFields(fields: Record<string, unknown>, secrets: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = typeof value === "string" ? scrubString(value, secrets, 200) : value;
  return out;
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

/** pino writes a JSON line; the pretty format rewrites it for a terminal (development only, so the parse is fine). */
const prettified = (target: DestinationStream): DestinationStream => ({
  write: (line) => target.write(`${pretty(JSON.parse(line) as Record<string, unknown>)}\n`),
});

const consoleStream = (write: (line: string) => void): DestinationStream => ({ write: (line) => write(line.replace(/\n$/, "")) });

/** stdout, written synchronously; once it is closed (EPIPE) lines to it are dropped instead of crashing the server. */
function stdoutStream(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: true });
  let closed = false;
  destination.on("error", () => {
    closed = true;
  });
  return { write: (line) => void (closed || destination.write(line)) };
}

export function createLogger(settings: LoggerSettings = {}): Logger {
  const secrets = settings.secrets ?? [];
  const now = settings.now ?? (() => new Date());
  const streams = settings.streams ?? {
    out: stdoutStream(),
    warn: consoleStream((line) => console.warn(line)),
    error: consoleStream((line) => console.error(line)),
  };
  const format = (stream: DestinationStream) => (settings.format === "pretty" ? prettified(stream) : stream);
  return pino(
    {
      level: settings.level ?? "debug",
      base: undefined,
      // Our key order is time, level, msg, reqId: the time opens the object (pino writes the
      // level formatter's output first, here nothing, then the timestamp), the level comes from the mixin.
      formatters: { level: () => ({}) },
      timestamp: () => `"time":"${now().toISOString()}"`,
      mixin: (_fields, level, logger) => ({ level: logger.levels.labels[level], reqId: currentRequest()?.reqId }),
      mixinMergeStrategy: (fields, context) => {
        const { msg, reqId, ...rest } = fields as Record<string, unknown>;
        const { level, reqId: current } = context as { level: string; reqId?: string };
        return { level, msg, reqId: reqId ?? current, ...rest };
      },
      // `err` is already serialized (and scrubbed) by fieldsOf.
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          const [first, ...details] = args as unknown[];
          const fields =
            typeof first === "string" ? fieldsOf(first, details, secrets) : ownFields((first ?? {}) as Record<string, unknown>, secrets);
          method.call(this, fields);
        },
      },
    },
    pino.multistream(
      [
        { level: "debug", stream: format(streams.out) },
        { level: "warn", stream: format(streams.warn) },
        { level: "error", stream: format(streams.error) },
      ],
      { dedupe: true },
    ),
  );
}

/** This copy's logger and its unfiltered child (for `log`, which filters by its env, and `report`). */
let shared: { logger: Logger; always: Logger } | undefined;

/** Makes this copy of the module write through `logger` (the server's, also for the Remix build's copy). */
export function adoptLogger(logger: Logger): void {
  shared = { logger, always: logger.level === "debug" ? logger : logger.child({}, { level: "debug" }) };
}

/** The logger this copy writes through. */
export function currentLogger(): Logger {
  return writer().logger;
}

function writer(): { logger: Logger; always: Logger } {
  if (!shared) adoptLogger(createLogger());
  return shared as { logger: Logger; always: Logger };
}

/** Our call shape `(message, ...details)`, turned into fields by the logMethod hook (pino's types expect printf arguments). */
function send(logger: Logger, level: LogLevel, message: string, details: readonly unknown[]): void {
  (logger[level] as (this: Logger, ...args: unknown[]) => void).call(logger, message, ...details);
}

let stdoutGuarded = false;

/** A closed stdout (EPIPE) must not crash the server through an unhandled 'error' event (console ignores it too). Once per process. */
export function guardStdout(): void {
  if (stdoutGuarded) return;
  process.stdout.on("error", () => {});
  stdoutGuarded = true;
}

/**
 * One line (without the newline), as the logger with these settings writes
 * it, with `reqId` as the current request's id.
 */
export function formatLine(
  level: LogLevel,
  message: string,
  details: readonly unknown[],
  options: { format: LogFormat; secrets: readonly string[]; reqId?: string; time?: Date },
): string {
  let line = "";
  const capture: DestinationStream = { write: (text) => void (line = text.replace(/\n$/, "")) };
  const time = options.time ?? new Date();
  const logger = createLogger({ ...options, now: () => time, streams: { out: capture, warn: capture, error: capture } });
  const write = () => send(logger, level, message, details);
  if (options.reqId) runWithRequest({ reqId: options.reqId }, write);
  else write();
  return line;
}

export interface AccessFields {
  method: string;
  path: string;
  route: string;
  status: number;
  durationMs: number;
  bytes: number;
}

/** The access line of a request (info): our own fields, so they are scrubbed but not redacted by key. */
export function logRequest(env: Pick<Env, "LOG_LEVEL">, reqId: string, fields: AccessFields): void {
  if (ORDER.info < ORDER[env.LOG_LEVEL]) return;
  writer().always.info({ msg: "request", reqId, ...fields, method: fields.method.slice(0, 16) });
}

export function log(env: Pick<Env, "LOG_LEVEL">, level: LogLevel, message: string, ...details: unknown[]): void {
  if (ORDER[level] >= ORDER[env.LOG_LEVEL]) send(writer().always, level, message, details);
}

/** Written whatever LOG_LEVEL says: start and stop lines, unexpected errors (code without an env at hand uses this too). */
export function report(level: LogLevel, message: string, ...details: unknown[]): void {
  send(writer().always, level, message, details);
}
