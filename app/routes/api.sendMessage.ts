/**
 * POST /api/sendMessage: the answer is app/services/chat-api.server.ts. In production the server answers this
 * path directly (server/app.ts, ADR 042); this route answers it wherever Remix does (and any other method: 405).
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { chatApi, isEventStream } from "~/services/chat-api.server";
import { methodNotAllowed, toResponse, webJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const answer = await chatApi(
    { authorization: request.headers.get("Authorization"), accept: request.headers.get("Accept"), body: webJsonBody(request) },
    context,
  );
  if (!isEventStream(answer)) return toResponse(answer);
  const encoder = new TextEncoder();
  const events = answer.events[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await events.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
  });
  return new Response(stream, { status: answer.status, headers: answer.headers });
};
