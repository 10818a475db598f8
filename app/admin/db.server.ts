/** The server's SQLite handle for the admin routes (a .server module, so no browser bundle pulls in the driver). */
import { getDb } from "../../db/client";
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, type WriteHealth } from "../../db/write-health";
import { report } from "../services/log.server";

export const adminDb = () => getDb().$client;
/** The same connection with its query builder (the services that take one). */
export const adminAppDb = () => getDb();

/**
 * Runs an admin read or write; a database that cannot answer (corrupt, unreadable, full, closed)
 * becomes a 503 with a plain message and one log line naming the file, never a 500 with a stack.
 */
export function withDatabase<T>(health: WriteHealth, work: () => T): T {
  try {
    return work();
  } catch (error) {
    const reason = databaseUnavailable(error, health);
    if (reason === undefined) throw error;
    report("error", `[admin] database unavailable: ${reason}`);
    throw new Response(`${DATABASE_UNAVAILABLE_MESSAGE}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "60" },
    });
  }
}
