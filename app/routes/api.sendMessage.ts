/**
 * POST /api/sendMessage (Bearer visitor key) { message, lang? } -> { success, reply, command?, fallback?, message }.
 * With `Accept: text/event-stream`, the model's reply streams as it is written: `delta` events
 * ({ text }), then one `done` event with the JSON answer above (the whole reply, which the client shows
 * as final: the built-in assistant may have replaced a model that failed mid-way), or one `error` event.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_MESSAGES, parseChatLanguage, parseChatMessage, sendChatMessage, type ChatAnswer } from "~/services/chat.server";
import { requireVisitor } from "~/services/visitors.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed, readJsonBody } from "~/utils/http.server";
import { report } from "~/services/log.server";

export const loader = () => methodNotAllowed("POST");

const answerBody = ({ reply, command, fallback }: ChatAnswer) => ({
  success: true,
  reply,
  ...(command ? { command } : {}),
  ...(fallback ? { fallback } : {}),
  message: CHAT_MESSAGES.ok,
});

const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const visitor = requireVisitor(request);
    const body = await readJsonBody(request);
    const message = parseChatMessage(body);
    const options = {
      lang: parseChatLanguage(body),
      metrics: context.platform.metrics,
      writeHealth: context.platform.writeHealth,
    };
    if (!(request.headers.get("Accept") ?? "").includes("text/event-stream")) {
      return Response.json(answerBody(await sendChatMessage(visitor.id, message, context.env, options)));
    }

    // Streamed: the answer starts once the first piece of text (or the whole answer) is there, so a
    // refusal before it (a full disk, a database error) is still the ordinary JSON error.
    const encoder = new TextEncoder();
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const pending: string[] = [];
    const push = (chunk: string) => (controller ? controller.enqueue(encoder.encode(chunk)) : pending.push(chunk));
    let started!: () => void;
    const firstPiece = new Promise<void>((resolve) => (started = resolve));
    const answer = sendChatMessage(visitor.id, message, context.env, {
      ...options,
      onDelta: (text) => {
        push(event("delta", { text }));
        started();
      },
    });
    await Promise.race([firstPiece, answer]);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        for (const chunk of pending.splice(0)) c.enqueue(encoder.encode(chunk));
        answer
          .then(
            (done) => push(event("done", answerBody(done))),
            (error: unknown) => {
              report("error", "[api] streamed reply failed", error);
              push(event("error", { success: false, message: "An error occurred on the server. Please try again later." }));
            },
          )
          .finally(() => c.close());
      },
    });
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform: the compression middleware would hold the pieces back.
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  });
