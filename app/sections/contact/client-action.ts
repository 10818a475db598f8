/**
 * The index route's clientAction (browser only): runs the server action and
 * turns a network failure into the form's network-error state instead of the
 * route error page. The 503 status also skips loader revalidation.
 */
import { data, type ClientActionFunctionArgs } from "@remix-run/react";
import type { ContactActionData } from "./form-state";

export async function contactClientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<() => Promise<ContactActionData>>();
  } catch (error) {
    const network = error instanceof TypeError;
    if (!network) console.error("[contact] submission failed", error);
    return data<ContactActionData>(
      { ok: false, message: "", fieldErrors: {}, values: { name: "", email: "", message: "" }, network },
      { status: network ? 503 : 500 },
    );
  }
}
