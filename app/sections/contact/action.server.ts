/**
 * The page contact form's Remix action (no-JS post and fetcher): one path,
 * `submitContact`, which validates, drops bots quietly (honeypot) and stores
 * the message in SQLite before anything else.
 */
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { submitContact } from "~/services/contact.server";
import { detectLocale } from "~/i18n/i18next.server";
import type { ContactActionData, ContactValues } from "./form-state";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function contactAction({ request, context }: ActionFunctionArgs) {
  let values: ContactValues = { name: "", email: "", message: "" };
  try {
    const form = await request.formData();
    values = { name: text(form.get("name")), email: text(form.get("email")), message: text(form.get("message")) };
    const { locale } = await detectLocale(request);
    const result = await submitContact(
      { ...values, website: text(form.get("website")) },
      { env: context.env, ip: context.clientIp, lang: locale },
    );
    if (result.ok) return data<ContactActionData>({ ok: true, id: result.id });
    return data<ContactActionData>(
      { ok: false, message: result.message, fieldErrors: result.fieldErrors, values },
      { status: result.status },
    );
  } catch (error) {
    console.error("[contact] action failed", error);
    // An empty message: the page shows its translated generic error.
    return data<ContactActionData>({ ok: false, message: "", fieldErrors: {}, values }, { status: 500 });
  }
}
