/** GET /og/en.png, /og/fr.png: the link-preview card of each language (drawn once, then from memory). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContent } from "~/content/store.server";
import { ogImage } from "~/seo/og-image.server";

export function loader({ params }: LoaderFunctionArgs) {
  const lng = /^([a-z]{2})\.png$/.exec(params.image ?? "")?.[1];
  if (!lng || !getContent().profile.languages.includes(lng))
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const png = ogImage(lng);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // Not fingerprinted, but it only changes with the content (a new deployment): a day, then a week stale.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
