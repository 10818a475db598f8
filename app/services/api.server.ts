/**
 * The wrapper of every /api handler: HttpError becomes its JSON answer, an
 * unavailable database a 503 (and /healthz turns degraded), anything else a
 * logged 500 JSON.
 */
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable } from "../../db/write-health";
import { HttpError, jsonError } from "~/utils/http.server";
import { report } from "./log.server";

export async function handleApi(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError) return error.toResponse();
    if (error instanceof Response) return error;
    // A read-only, full or broken database is the server's state, not a bug.
    const unavailable = databaseUnavailable(error);
    if (unavailable !== undefined) {
      report("error", `[api] database unavailable: ${unavailable}`);
      return jsonError(503, DATABASE_UNAVAILABLE_MESSAGE, { "Retry-After": "60" });
    }
    report("error", "[api] unexpected error", error);
    return jsonError(500, "An error occurred on the server. Please try again later.");
  }
}
