/** POST /api/contact { name, email, message, fromConsole? } -> { success, message } (errors add per-field `errors`). */
import type { ActionFunctionArgs } from "@remix-run/node";
import { CONTACT_MESSAGES, fieldErrorMessages, submitContact, type ContactInput } from "~/services/contact.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed, readJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

/** The visitor's language: the i18next cookie, else Accept-Language, else English. */
function languageOf(request: Request): "en" | "fr" {
  const cookie = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  const lang = cookie ?? request.headers.get("Accept-Language") ?? "en";
  return lang.toLowerCase().startsWith("fr") ? "fr" : "en";
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  handleApi(context, async () => {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const body = await readJsonBody(request);
    const input: ContactInput = body && typeof body === "object" && !Array.isArray(body) ? (body as ContactInput) : {};
    const result = await submitContact(input, {
      env: context.env,
      ip: context.clientIp,
      lang: languageOf(request),
      platform: context.platform,
    });
    if (result.ok) return Response.json({ success: true, message: CONTACT_MESSAGES.sent });
    const errors = fieldErrorMessages(result.fieldErrors);
    return Response.json(
      { success: false, message: result.message, ...(Object.keys(errors).length ? { errors } : {}) },
      { status: result.status },
    );
  });
