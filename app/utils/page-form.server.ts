/**
 * The page's one form body reader: the contact form and the terminal's form
 * both post to the page's action, which reads the body once and dispatches.
 */
const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export type PageForm = { ok: true; form: FormData } | { ok: false; status: 400 | 415; reason: string };

export async function readPageForm(request: Request): Promise<PageForm> {
  if (!FORM_TYPES.test(request.headers.get("Content-Type") ?? "")) return { ok: false, status: 415, reason: "not a form content type" };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    // A truncated or malformed multipart body (the body itself is capped in server/request-guards.ts).
    return { ok: false, status: 400, reason: "malformed form body" };
  }
}
