/**
 * The wrapper of every /api handler: HttpError becomes its JSON answer, an
 * unavailable database a 503 (and /healthz turns degraded), anything else a
 * logged 500 JSON.
 */
import { DATABASE_UNAVAILABLE_MESSAGE, databaseUnavailable, type WriteHealth } from "../../db/write-health";
import { HttpError } from "~/utils/http.server";
import { report } from "./log.server";

/** A JSON answer before it becomes a Web Response (a route) or is written on the Node response (the server's direct path). */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
}

export const toResponse = ({ status, headers, json }: JsonAnswer): Response => Response.json(json, { status, headers });

const failure = (status: number, message: string, headers: Record<string, string> = {}): JsonAnswer => ({
  status,
  headers,
  json: { success: false, message },
});

/** What a failed /api handler answers: its HttpError, a 503 for an unavailable database, else a logged 500. */
export function apiErrorAnswer(error: unknown, writeHealth: WriteHealth): JsonAnswer {
  if (error instanceof HttpError) return failure(error.status, error.message);
  // A read-only, full or broken database is the server's state, not a bug.
  const unavailable = databaseUnavailable(error, writeHealth);
  if (unavailable !== undefined) {
    report("error", `[api] database unavailable: ${unavailable}`);
    return failure(503, DATABASE_UNAVAILABLE_MESSAGE, { "Retry-After": "60" });
  }
  report("error", "[api] unexpected error", error);
  return failure(500, "An error occurred on the server. Please try again later.");
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
