/** GET /llms.txt: the owner, skills, projects and contact in plain text for language models (English, then French). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContent } from "~/content/store.server";
import { buildLlmsTxt } from "~/seo/crawl-files";
import { siteBase } from "~/seo/urls";

export function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, skillCategories, projects } = getContent();
  const text = buildLlmsTxt({ base: siteBase(request.url, context.env.SITE_URL), profile, skillCategories, projects });
  return new Response(text, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
