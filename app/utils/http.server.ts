/**
 * JSON helpers shared by every /api route: one error shape
 * `{ success: false, message }`, and a body reader that answers 413 for
 * oversized bodies and 400 for malformed JSON instead of throwing a 500.
 * The handler wrapper that logs lives in app/services/api.server.ts.
 */

export const MAX_JSON_BYTES = 64 * 1024;
/**
 * Cap of every non-API request body (the page's contact form post): the form's
 * field limits (100 + 254 + 5000 characters) percent-encoded at worst (9 bytes
 * a character) are ~48 KB; 64 KiB leaves room for names, the honeypot and
 * multipart framing.
 */
export const MAX_FORM_BYTES = 64 * 1024;

/** A JSON answer before it becomes a Web Response (a route) or is written on the Node response (the server's direct path). */
export interface JsonAnswer {
  status: number;
  headers: Record<string, string>;
  json: unknown;
}

/** The one error shape of every /api answer: `{ success: false, message }`. */
export const jsonFailure = (status: number, message: string, headers: Record<string, string> = {}): JsonAnswer => ({
  status,
  headers,
  json: { success: false, message },
});

export const toResponse = ({ status, headers, json }: JsonAnswer): Response => Response.json(json, { status, headers });

export function jsonError(status: number, message: string, headers?: Record<string, string>): Response {
  return toResponse(jsonFailure(status, message, headers));
}

/** A thrown Response is answered as is by Remix; callers `throw` these. */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
  toResponse(): Response {
    return jsonError(this.status, this.message);
  }
}

/**
 * A request body as the JSON reader needs it, whatever carries it (a Web Request in a Remix route, the
 * Node request on the server's direct /api/sendMessage path): two headers, and a read that stops at a cap.
 */
export interface JsonBodySource {
  contentType: string | null;
  contentLength: string | null;
  /**
   * The whole body; "tooLarge" as soon as it passes `maxBytes` (the rest is left unread, not cancelled);
   * "gone" when the client left before its end.
   */
  read(maxBytes: number): Promise<Uint8Array | "tooLarge" | "gone">;
}

/** A Web Request's body as a JsonBodySource. */
export function webJsonBody(request: Request): JsonBodySource {
  return {
    contentType: request.headers.get("Content-Type"),
    contentLength: request.headers.get("Content-Length"),
    async read(maxBytes) {
      if (!request.body) return new Uint8Array();
      const reader = request.body.getReader();
      const chunks: Uint8Array[] = [];
      let size = 0;
      for (;;) {
        let next: ReadableStreamReadResult<Uint8Array>;
        try {
          next = await reader.read();
        } catch {
          return "gone";
        }
        const { done, value } = next;
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          // Stop reading without cancelling: a cancel destroys the socket before the 413 is sent.
          // The server drains or cuts the rest after the answer (server/request-guards.ts).
          reader.releaseLock();
          return "tooLarge";
        }
        chunks.push(value);
      }
      return Buffer.concat(chunks);
    },
  };
}

/** Reads and parses a JSON body with a byte cap. Throws HttpError (400/413/415). */
export async function readJsonBody(request: Request | JsonBodySource, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const source = request instanceof Request ? webJsonBody(request) : request;
  const declared = Number(source.contentLength ?? "NaN");
  if (Number.isFinite(declared) && declared > maxBytes) throw new HttpError(413, "Request body too large.");
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(source.contentType ?? "")) {
    throw new HttpError(415, "Content-Type must be application/json.");
  }
  const bytes = await source.read(maxBytes);
  if (bytes === "tooLarge") throw new HttpError(413, "Request body too large.");
  if (bytes === "gone") throw new HttpError(400, "The request body was cut off.");
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Malformed JSON body.");
  }
}

/** The method-not-allowed answer for resource routes. */
export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, `Method not allowed. Use ${allowed}.`, { Allow: allowed });
}
