/** GET /admin/faq.yaml: the owner's answers as `faq:` entries for assistant.yaml (app/admin/faq-export.server.ts), signed-in owner only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { adminAppDb, withDatabase } from "~/admin/db.server";
import { faqExport } from "~/admin/faq-export.server";
import { getContent } from "~/content/store.server";
import { listOwnerAnswers } from "~/services/owner-answers.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.env.ADMIN_TOKEN) throw new Response(null, { status: 404, statusText: "Not Found" });
  const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!context.platform.adminAuth.isSignedIn(request)) return redirect("/admin", { status: 303, headers: noStore });
  const day = new Date().toISOString().slice(0, 10);
  const answers = withDatabase(context.platform.writeHealth, () => listOwnerAnswers(adminAppDb()));
  // The least recently written first: pasted under the owner's faq, the newest come last.
  const { text } = faqExport(answers.reverse(), getContent().profile.languages);
  return new Response(text, {
    headers: {
      ...noStore,
      "Content-Type": "application/yaml; charset=utf-8",
      "Content-Disposition": `attachment; filename="assistant-faq-${day}.yaml"`,
    },
  });
}
