/**
 * GET /preview/<lng>/<id>.<hash>.svg: a project's generated preview picture. The hash is the
 * picture's own, so a matching URL is cached for a year; an older hash (the content changed since
 * the page was rendered) gets today's picture with a short cache rather than a broken image.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { projectPreview } from "~/services/project-preview.server";

export function loader({ params }: LoaderFunctionArgs) {
  const match = /^([a-z0-9-]+)\.([0-9a-f]{12})\.svg$/.exec(params.file ?? "");
  const preview = match ? projectPreview(params.lng ?? "", match[1]) : undefined;
  if (!match || !preview)
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  return new Response(preview.svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": match[2] === preview.hash ? "public, max-age=31536000, immutable" : "public, max-age=300",
      // Nothing in it runs; if opened on its own, it stays inert.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
