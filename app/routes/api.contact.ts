/** POST /api/contact { name, email, message, fromConsole? } -> { success, message } (errors add per-field `errors`). */
import { normalizeLng, type Language } from "~/i18n/config";
import { languageFromAcceptLanguage, siteLanguages } from "~/i18n/i18next.server";
import type { ActionFunctionArgs } from "@remix-run/node";
import { CONTACT_MESSAGES, fieldErrorMessages, submitContact, type ContactInput } from "~/services/contact.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed, readJsonBody } from "~/utils/http.server";

export const loader = () => methodNotAllowed("POST");

/** The visitor's language among the site's: the i18next cookie, else Accept-Language, else the default. */
function languageOf(request: Request): Language {
  const languages = siteLanguages();
  const cookie = /(?:^|;\s*)i18next=([a-zA-Z-]+)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  return (
    normalizeLng(cookie, languages) ?? languageFromAcceptLanguage(request.headers.get("Accept-Language"), languages) ?? languages[0] ?? "en"
  );
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
