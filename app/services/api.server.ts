/**
 * The wrapper of every /api handler: HttpError becomes its JSON answer, an
 * unavailable database a 503 (and /healthz turns degraded), anything else a
 * logged 500 JSON.
 */
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, type WriteHealth } from "../../db/write-health";
import { HttpError, jsonFailure, toResponse, type JsonAnswer } from "~/utils/http.server";
import { report } from "./log.server";

/** What a failed /api handler answers: its HttpError, a 503 for an unavailable database, else a logged 500. */
export function apiErrorAnswer(error: unknown, writeHealth: WriteHealth): JsonAnswer {
  if (error instanceof HttpError) return jsonFailure(error.status, error.message);
  // A read-only, full or broken database is the server's state, not a bug.
  const unavailable = databaseUnavailable(error, writeHealth);
  if (unavailable !== undefined) {
    report("error", `[api] database unavailable: ${unavailable}`);
    return jsonFailure(503, DATABASE_UNAVAILABLE_MESSAGE, { "Retry-After": "60" });
  }
  report("error", "[api] unexpected error", error);
  return jsonFailure(500, "An error occurred on the server. Please try again later.");
}

/** `context`: the load context (its platform's write health learns of an unavailable database). */
export async function handleApi(context: { platform: { writeHealth: WriteHealth } }, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    // A thrown Response is answered as is.
    if (error instanceof Response) return error;
    return toResponse(apiErrorAnswer(error, context.platform.writeHealth));
  }
}
