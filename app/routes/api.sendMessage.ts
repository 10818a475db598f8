/** POST /api/sendMessage (Bearer visitor key) { message, lang? } -> { success, reply, command?, message }. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_MESSAGES, parseChatLanguage, parseChatMessage, sendChatMessage } from "~/services/chat.server";
import { requireVisitor } from "~/services/visitors.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed, readJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const visitor = requireVisitor(request);
    const body = await readJsonBody(request);
    const message = parseChatMessage(body);
    const { reply, command } = await sendChatMessage(visitor.id, message, context.env, {
      lang: parseChatLanguage(body),
      metrics: context.platform.metrics,
      writeHealth: context.platform.writeHealth,
    });
    return Response.json({ success: true, reply, ...(command ? { command } : {}), message: CHAT_MESSAGES.ok });
  });
