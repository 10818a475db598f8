/** The page contact form's Remix action (no-JS post and fetcher). Filled in by the page issue. */
import type { ActionFunctionArgs } from "@remix-run/node";

export async function contactAction(_args: ActionFunctionArgs) {
  return { ok: false as const, message: "Form submission backend not implemented." };
}
