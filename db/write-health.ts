/**
 * Whether the database's writes are working, for /healthz. Writers report
 * their outcome (failures from the API error handler and the delivery loop,
 * successes from writers that know they wrote). A failure newer than the last
 * success marks the database degraded for FAILURE_MEMORY_MS: long enough for
 * a healthcheck to see it, short enough that a quiet site recovers by itself
 * (the write probe in db/client.ts covers the rest). One WriteHealth per app,
 * created by the server (the platform) and passed to the writers.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = "The database is unavailable. Please try again later.";
export const FAILURE_MEMORY_MS = 60_000;

export class WriteHealth {
  private lastSuccessAt = 0;
  private lastFailureAt = 0;
  private lastError?: string;

  /** `file`: the open database file, so runtime errors can name it. */
  constructor(readonly file?: string) {}

  reportSuccess(now = Date.now()): void {
    this.lastSuccessAt = now;
  }

  reportFailure(error: unknown, now = Date.now()): void {
    this.lastFailureAt = now;
    this.lastError = this.describe(error);
  }

  /** The error of a recent write failure not followed by a success, if any. */
  recentFailure(now = Date.now()): string | undefined {
    if (this.lastFailureAt === 0 || this.lastFailureAt < this.lastSuccessAt || now - this.lastFailureAt > FAILURE_MEMORY_MS)
      return undefined;
    return this.lastError ?? "write failed";
  }

  /** An error's message with the database file named ("attempt to write a readonly database" says not which). */
  describe(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    const { file } = this;
    return file && !message.includes(file) ? `${message} (database file: ${file})` : message;
  }
}

/**
 * The one "database unavailable" branch: when `error` means the store cannot
 * take writes now (read-only, full, I/O, locked, closed), records the failure
 * for /healthz and returns its description (database file named) for the
 * caller's log line; undefined for any other error. Each caller answers in
 * its own shape (JSON 503, the form's 503 page state).
 */
export function databaseUnavailable(error: unknown, health: WriteHealth, now = Date.now()): string | undefined {
  if (!isDatabaseUnavailableError(error)) return undefined;
  health.reportFailure(error, now);
  return health.describe(error);
}

/** SQLite result codes that mean "the store cannot write now", not "this query is wrong". */
const UNAVAILABLE_CODES = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|CORRUPT|NOTADB|PROTOCOL)/;

/** True for a better-sqlite3 error caused by the database file or disk (read-only, full, I/O, locked, closed). */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === "string" && UNAVAILABLE_CODES.test(code)) return true;
  // A handle closed under a request (shutdown) is unavailable too.
  return error instanceof TypeError && /database connection is not open/i.test(error.message);
}
