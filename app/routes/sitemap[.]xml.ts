/** GET /sitemap.xml: the home page in each language, with hreflang alternates. */
import { getContent } from "~/content/store.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { buildSitemap } from "~/seo/crawl-files";
import { siteBase } from "~/seo/urls";

/** lastmod: when this server build started (the content ships with the build). */
const STARTED = new Date();

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(buildSitemap(siteBase(request.url, context.env.SITE_URL), STARTED, getContent().profile.languages), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
