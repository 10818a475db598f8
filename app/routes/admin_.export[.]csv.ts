/** GET /admin/export.csv: every message as CSV (the format of `npm run inbox -- --export csv`), signed-in owner only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { adminDb, withDatabase } from "~/admin/db.server";
import { listMessages, toCsvLines } from "~/services/inbox.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.env.ADMIN_TOKEN) throw new Response(null, { status: 404, statusText: "Not Found" });
  const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
  if (!context.platform.adminAuth.isSignedIn(request)) return redirect("/admin", { status: 303, headers: noStore });
  const day = new Date().toISOString().slice(0, 10);
  const lines = withDatabase(context.platform.writeHealth, () => toCsvLines(listMessages(adminDb())));
  return new Response(`${lines.join("\n")}\n`, {
    headers: {
      ...noStore,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
    },
  });
}
