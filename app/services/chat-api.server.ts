/**
 * POST /api/sendMessage (Bearer visitor key) { message, lang? } -> { success, reply, command?, fallback?, message },
 * whatever carried the request: the Remix route adapts a Web Request, the server's direct path (server/app.ts) the
 * Node request. The direct path is the one production takes: the busiest paid endpoint skips the Web Request and
 * Response copies and the route matching, which cost most of its time under load (ADR 042).
 *
 * With `Accept: text/event-stream`, the model's reply streams as it is written: `delta` events ({ text }), then one
 * `done` event with the JSON answer above (the whole reply, which the client shows as final: the built-in assistant
 * may have replaced a model that failed mid-way), or one `error` event.
 */
import type { WriteHealth } from "../../db/write-health";
import type { Env } from "~/env.server";
import { readJsonBody, type JsonAnswer, type JsonBodySource } from "~/utils/http.server";
import { apiErrorAnswer } from "./api.server";
import { CHAT_MESSAGES, parseChatLanguage, parseChatMessage, sendChatMessage, type ChatAnswer } from "./chat.server";
import { report } from "./log.server";
import type { ServiceCounters } from "./metrics.server";
import { requireVisitorKey } from "./visitors.server";

export interface ChatApiRequest {
  authorization: string | null;
  accept: string | null;
  body: JsonBodySource;
}

export interface ChatApiContext {
  env: Env;
  platform: { metrics: ServiceCounters; writeHealth: WriteHealth };
}

/** A streamed answer: its headers, then the server-sent events as they come. */
export interface EventStreamAnswer {
  status: 200;
  headers: Record<string, string>;
  events: AsyncIterable<string>;
}

export type ChatApiAnswer = JsonAnswer | EventStreamAnswer;

export const isEventStream = (answer: ChatApiAnswer): answer is EventStreamAnswer => "events" in answer;

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the compression middleware would hold the pieces back.
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
} as const;

const answerBody = ({ reply, command, fallback }: ChatAnswer) => ({
  success: true,
  reply,
  ...(command ? { command } : {}),
  ...(fallback ? { fallback } : {}),
  message: CHAT_MESSAGES.ok,
});

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export async function chatApi(request: ChatApiRequest, context: ChatApiContext): Promise<ChatApiAnswer> {
  try {
    return await answer(request, context);
  } catch (error) {
    return apiErrorAnswer(error, context.platform.writeHealth);
  }
}

async function answer(request: ChatApiRequest, context: ChatApiContext): Promise<ChatApiAnswer> {
  const visitor = requireVisitorKey(request.authorization);
  const body = await readJsonBody(request.body);
  const message = parseChatMessage(body);
  const options = { lang: parseChatLanguage(body), metrics: context.platform.metrics, writeHealth: context.platform.writeHealth };
  if (!(request.accept ?? "").includes("text/event-stream")) {
    return { status: 200, headers: {}, json: answerBody(await sendChatMessage(visitor.id, message, context.env, options)) };
  }

  // Streamed: the answer starts once the first piece of text (or the whole answer) is there, so a
  // refusal before it (a full disk, a database error) is still the ordinary JSON error.
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const push = (chunk: string) => {
    queue.push(chunk);
    wake?.();
  };
  let started!: () => void;
  const firstPiece = new Promise<void>((resolve) => (started = resolve));
  const reply = sendChatMessage(visitor.id, message, context.env, {
    ...options,
    onDelta: (text) => {
      push(event("delta", { text }));
      started();
    },
  });
  await Promise.race([firstPiece, reply]);
  reply
    .then(
      (done) => push(event("done", answerBody(done))),
      (error: unknown) => {
        report("error", "[api] streamed reply failed", error);
        push(event("error", { success: false, message: "An error occurred on the server. Please try again later." }));
      },
    )
    .finally(() => {
      ended = true;
      wake?.();
    });
  async function* events() {
    for (;;) {
      while (queue.length > 0) yield queue.shift()!;
      if (ended) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  }
  return { status: 200, headers: { ...EVENT_STREAM_HEADERS }, events: events() };
}
