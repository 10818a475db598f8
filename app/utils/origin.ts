/** Whether a request was sent from this site's own pages (the admin inbox and the page forms ask). */

/**
 * Cross-site request check for every POST: the Origin header (else the
 * Referer) must name the host the request was sent to — X-Forwarded-Host's
 * first value when a proxy set one, else Host (the comparison Remix makes
 * itself before any action). Neither header, or "null": refused.
 */
export function originMatchesHost(headers: {
  origin: string | null;
  referer: string | null;
  forwardedHost: string | null;
  host: string | null;
}): boolean {
  const source = headers.origin ?? headers.referer;
  if (!source || source === "null") return false;
  let sourceHost: string;
  try {
    sourceHost = new URL(source).host.toLowerCase();
  } catch {
    return false;
  }
  const target = (headers.forwardedHost?.split(",")[0]?.trim() || headers.host || "").toLowerCase();
  return target !== "" && sourceHost === target;
}
