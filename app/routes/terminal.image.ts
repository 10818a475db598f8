/**
 * GET /terminal/image: the last image `gen_image` made in the visitor's no-JS
 * terminal session (their cookie), as PNG; `?download=1` offers it as a file.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { readSessionCookie, sessionImage } from "~/services/terminal-sessions.server";
import { methodNotAllowed } from "~/utils/http.server";

export function loader({ request }: LoaderFunctionArgs) {
  const png = sessionImage(readSessionCookie(request.headers.get("Cookie")));
  if (!png)
    return new Response("No generated image in this session.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = new Headers({
    "Content-Type": "image/png",
    "Content-Length": String(png.byteLength),
    // Personal (cookie-bound): kept by the visitor's browser only, never by a shared cache. Not no-store:
    // the URL carries a version (a new image is a new URL), and the no-JS page comes back after every
    // post, which would fetch the same megabytes again each time.
    "Cache-Control": "private, max-age=86400",
    Vary: "Cookie",
    "X-Content-Type-Options": "nosniff",
  });
  if (new URL(request.url).searchParams.get("download") === "1")
    headers.set("Content-Disposition", 'attachment; filename="generated-image.png"');
  return new Response(new Uint8Array(png), { headers });
}

export const action = () => methodNotAllowed("GET");
