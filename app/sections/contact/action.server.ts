/**
 * The page contact form's Remix action (no-JS post and fetcher): one path,
 * `submitContact`, which validates, drops bots quietly (honeypot) and stores
 * the message in SQLite before anything else.
 */
import { databaseUnavailable } from "../../../db/write-health";
import { data, type ActionFunctionArgs } from "@remix-run/node";
import { CONTACT_LIMITS, submitContact } from "~/services/contact.server";
import { log, report } from "~/services/log.server";
import { getLocale } from "~/i18n/i18next.server";
import type { PageForm } from "~/utils/page-form.server";
import type { ContactActionData, ContactValues } from "./form-state";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
/** Values echoed back to the page never exceed the field limits (the answer stays small). */
const clipped = (values: ContactValues): ContactValues => ({
  name: values.name.slice(0, CONTACT_LIMITS.name),
  email: values.email.slice(0, CONTACT_LIMITS.email),
  message: values.message.slice(0, CONTACT_LIMITS.message),
});

/** `posted`: the page's form body, read once by the page action (app/utils/page-form.server.ts). */
export async function contactAction({ request, context }: ActionFunctionArgs, posted: PageForm) {
  let values: ContactValues = { name: "", email: "", message: "" };
  const refused = (status: 400 | 415, reason: string) => {
    log(context.env, "warn", `[contact] ${status}: ${reason}`);
    return data<ContactActionData>({ ok: false, message: "", fieldErrors: {}, values }, { status });
  };
  if (!posted.ok) return refused(posted.status, posted.reason);
  const form = posted.form;
  try {
    const posted = { name: text(form.get("name")), email: text(form.get("email")), message: text(form.get("message")) };
    values = clipped(posted);
    const locale = await getLocale(request);
    const result = await submitContact(
      { ...posted, website: text(form.get("website")) },
      { env: context.env, ip: context.clientIp, lang: locale, platform: context.platform },
    );
    if (result.ok) return data<ContactActionData>({ ok: true, id: result.id });
    return data<ContactActionData>(
      { ok: false, message: result.message, fieldErrors: result.fieldErrors, values },
      { status: result.status },
    );
  } catch (error) {
    // An empty message: the page shows its translated generic error.
    // A full or read-only disk: the visitor may try again later; /healthz reports it.
    const unavailable = databaseUnavailable(error, context.platform.writeHealth);
    if (unavailable !== undefined) {
      report("error", `[contact] action failed: ${unavailable}`);
      return data<ContactActionData>({ ok: false, message: "", fieldErrors: {}, values }, { status: 503 });
    }
    report("error", "[contact] action failed", error);
    return data<ContactActionData>({ ok: false, message: "", fieldErrors: {}, values }, { status: 500 });
  }
}
