/** GET /robots.txt: everything may be crawled but the API and /admin; where the sitemap is. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildRobots } from "~/seo/crawl-files";
import { siteBase } from "~/seo/urls";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(buildRobots(siteBase(request.url, context.env.SITE_URL)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
