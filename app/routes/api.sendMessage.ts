/** POST /api/sendMessage (Bearer visitor key) { message } -> { success, reply, command?, message }. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_MESSAGES, parseChatMessage, sendChatMessage } from "~/services/chat.server";
import { requireVisitor } from "~/services/visitors.server";
import { handleApi, methodNotAllowed, readJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const visitor = requireVisitor(request);
    const message = parseChatMessage(await readJsonBody(request));
    const { reply, command } = await sendChatMessage(visitor.id, message, context.env);
    return Response.json({ success: true, reply, ...(command ? { command } : {}), message: CHAT_MESSAGES.ok });
  });
