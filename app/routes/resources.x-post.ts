/**
 * GET /resources/x-post?url=<post URL> -> the post's card data as JSON
 * ({ success: true, post }). Only posts listed on a project are served, so the
 * endpoint cannot be used to make this server fetch arbitrary URLs.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { listProjects } from "~/services/projects.server";
import { getPostCard } from "~/services/x-posts.server";
import { handleApi } from "~/services/api.server";
import { jsonError, methodNotAllowed } from "~/utils/http.server";
import { isPostUrl } from "~/utils/post-card";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return handleApi(context, async () => {
    const url = new URL(request.url).searchParams.get("url")?.trim() ?? "";
    if (!url) return jsonError(400, "Missing url parameter.");
    if (!isPostUrl(url)) return jsonError(400, "Not a post URL.");
    const known = listProjects().some((p) => p.twitterPosts.includes(url));
    if (!known) return jsonError(404, "Unknown post.");
    const post = await getPostCard(url, { env: context.env });
    return Response.json({ success: true, post }, { headers: { "Cache-Control": "public, max-age=300" } });
  });
}

export const action = () => methodNotAllowed("GET");
