/** POST /api/generate-key -> { success, key, message }. The body is ignored. */
import type { ActionFunctionArgs } from "@remix-run/node";
import { createVisitor, VISITOR_MESSAGES } from "~/services/visitors.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const { key } = createVisitor(context.env, context.clientIp, context.platform);
    return Response.json({ success: true, key, message: VISITOR_MESSAGES.created }, { headers: { "Cache-Control": "no-store" } });
  });
