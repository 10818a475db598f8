/** Whether a request was sent from this site's own pages (the admin inbox and the page forms ask). */

/** `scheme://host[:port]` of a URL, default port dropped; null when it does not parse. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Cross-site request check for every POST: the Origin header (else the
 * Referer) must name the very origin the request was sent to — scheme, host
 * and port (`requestOrigin`, built from Host, or X-Forwarded-Host/-Proto from
 * a trusted proxy). SITE_URL's origin also counts when its host is the one
 * addressed (https terminated by a proxy the app does not trust for the
 * scheme). Neither header, "null" or garbage: refused.
 */
export function originAllowed(
  headers: { origin: string | null; referer: string | null },
  requestOrigin: string,
  siteUrl?: string,
): boolean {
  const source = headers.origin ?? headers.referer;
  if (!source || source === "null") return false;
  const from = originOf(source);
  const target = originOf(requestOrigin);
  if (from === null || target === null) return false;
  if (from === target) return true;
  const site = siteUrl ? originOf(siteUrl) : null;
  return site !== null && from === site && new URL(site).host === new URL(target).host;
}
