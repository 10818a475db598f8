/**
 * The wrapper of every /api handler: HttpError becomes its JSON answer, an
 * unavailable database a 503 (and /healthz turns degraded), anything else a
 * logged 500 JSON.
 */
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, type WriteHealth } from "../../db/write-health";
import { HttpError, jsonError } from "~/utils/http.server";
import { report } from "./log.server";

/** `context`: the load context (its platform's write health learns of an unavailable database). */
export async function handleApi(context: { platform: { writeHealth: WriteHealth } }, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    if (error instanceof Response) return error;
    // A read-only, full or broken database is the server's state, not a bug.
    const unavailable = databaseUnavailable(error, context.platform.writeHealth);
    if (unavailable !== undefined) {
      report("error", `[api] database unavailable: ${unavailable}`);
      return jsonError(503, DATABASE_UNAVAILABLE_MESSAGE, { "Retry-After": "60" });
    }
    report("error", "[api] unexpected error", error);
    return jsonError(500, "An error occurred on the server. Please try again later.");
  }
}
