/**
 * The Node side of the direct POST /api/sendMessage path (ADR 042): the request body read with its cap
 * straight from the socket, and the answer (JSON, or server-sent events) written on the Express response.
 * The answer itself is the build's chatApi (app/services/chat-api.server.ts): only types come from there.
 */
import type { Request, Response } from "express";
import type { ChatApiAnswer } from "../app/services/chat-api.server";
import type { JsonBodySource } from "../app/utils/http.server";
import { readBodyCapped } from "./request-guards";

/** The Node request's body as the JSON reader wants it (read with the cap every body has: readBodyCapped). */
export function nodeJsonBody(req: Request): JsonBodySource {
  return {
    contentType: req.get("Content-Type") ?? null,
    contentLength: req.get("Content-Length") ?? null,
    read: (maxBytes) => readBodyCapped(req, maxBytes),
  };
}

/** Writes the answer: JSON in one write, or each event as it comes (headers first, so the client sees the stream open). */
export async function sendChatAnswer(res: Response, answer: ChatApiAnswer, headers: Headers): Promise<void> {
  res.status(answer.status);
  for (const [name, value] of headers) res.setHeader(name, value);
  if (!("events" in answer)) {
    res.end(JSON.stringify(answer.json));
    return;
  }
  res.flushHeaders();
  for await (const chunk of answer.events) {
    if (res.destroyed) continue; // the visitor left: the reply is still finished and stored
    res.write(chunk);
  }
  res.end();
}
