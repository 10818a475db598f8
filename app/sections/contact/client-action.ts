/**
 * The index route's clientAction (browser only): runs the server action and
 * turns a network failure into the form's network-error state instead of the
 * route error page. Answering with a Response carrying a 5xx status makes the
 * router skip loader revalidation (which would fail the same way offline).
 */
import type { ClientActionFunctionArgs } from "@remix-run/react";
import type { ContactActionData } from "./form-state";

export async function contactClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<() => Promise<ContactActionData>>();
  } catch (error) {
    // fetch() rejects with a TypeError when the request never got an answer.
    const network = error instanceof TypeError;
    if (!network) console.error("[contact] submission failed", error);
    const body: ContactActionData = { ok: false, message: "", fieldErrors: {}, values: { name: "", email: "", message: "" }, network };
    return Response.json(body, { status: network ? 503 : 500 });
  }
}
