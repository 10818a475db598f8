/** GET /api/projects -> { success, data: { <id>: Project }, message } (no auth). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProjects } from "~/services/projects.server";
import { handleApi } from "~/services/api.server";
import { methodNotAllowed } from "~/utils/http.server";

export const loader = ({ context }: LoaderFunctionArgs) =>
  handleApi(context, async () => {
    const data = Object.fromEntries(listProjects().map((p) => [p.id, p]));
    return Response.json({ success: true, data, message: "Projects loaded." }, { headers: { "Cache-Control": "public, max-age=60" } });
  });

export const action = () => methodNotAllowed("GET");
