/**
 * A fake Resend API (POST /emails) speaking the wire format, on 127.0.0.1.
 * Modes: "ok" (200 { id }), "500" (server error), "timeout" (never answers).
 */
import type { ServerResponse } from "node:http";
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from "./server";

export type ResendMode = "ok" | "500" | "timeout";

export interface FakeResend extends FakeServer {
  mode: ResendMode;
  /** Requests answered with 200, by Idempotency-Key. */
  delivered: Map<string, RecordedRequest[]>;
  /** Answers every request held in "timeout" mode with a 500 (so nothing stays in flight). */
  releaseHeld(): void;
}

export async function startFakeResend(mode: ResendMode = "ok"): Promise<FakeResend> {
  let counter = 0;
  const delivered = new Map<string, RecordedRequest[]>();
  const state = { mode };
  const held: ServerResponse[] = [];
  const server = await startFakeServer((req, res) => {
    if (req.method !== "POST" || req.path !== "/emails")
      return sendJson(res, 404, { statusCode: 404, name: "not_found", message: "Not found" });
    if (req.headers.authorization !== "Bearer re_test_key")
      return sendJson(res, 401, { statusCode: 401, name: "missing_api_key", message: "Missing API key" });
    switch (state.mode) {
      case "timeout":
        held.push(res); // hold the connection open until the client gives up
        return;
      case "500":
        return sendJson(res, 500, { statusCode: 500, name: "internal_server_error", message: "Fake outage" });
      default: {
        const key = String(req.headers["idempotency-key"] ?? "");
        delivered.set(key, [...(delivered.get(key) ?? []), req]);
        counter += 1;
        return sendJson(res, 200, { id: `fake-email-${counter}` });
      }
    }
  });
  return Object.defineProperties(server, {
    delivered: { value: delivered },
    releaseHeld: {
      value: () => {
        for (const res of held.splice(0))
          if (!res.writableEnded && !res.destroyed)
            sendJson(res, 500, { statusCode: 500, name: "internal_server_error", message: "Released" });
      },
    },
    mode: { get: () => state.mode, set: (value: ResendMode) => (state.mode = value), enumerable: true },
  }) as FakeResend;
}
