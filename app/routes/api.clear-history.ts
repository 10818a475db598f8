/** POST /api/clear-history (Bearer visitor key) -> { success, message }. The body is ignored. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { CHAT_MESSAGES, clearChatHistory } from "~/services/chat.server";
import { requireVisitor } from "~/services/visitors.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const visitor = requireVisitor(request);
    clearChatHistory(visitor.id);
    return Response.json({ success: true, message: CHAT_MESSAGES.cleared });
  });
