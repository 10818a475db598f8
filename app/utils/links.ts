/**
 * The one link filter for text a visitor or a model can influence (the
 * terminal's output, the AI showcase's markdown): which targets are links at
 * all, and which stay on this site. Browsers read `\` as `/` and skip tabs and
 * line breaks inside a URL, so `/\evil.example` and `/<TAB>/evil.example` are
 * other sites: a target holding a backslash, a control character or other
 * whitespace is never a link.
 */

export type HrefKind = "external" | "internal";

/* eslint-disable-next-line no-control-regex -- control characters are what is refused */
const TRICKS = /[\\\x00-\x20\x7f-\x9f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;

/** "external" (http(s), mailto), "internal" (#fragment or a same-site /path), or null: shown as text. */
export function hrefKind(raw: string): HrefKind | null {
  const href = raw.trim();
  if (href === "" || TRICKS.test(href)) return null;
  if (/^(?:https?:\/\/|mailto:)/i.test(href)) return "external";
  if (href.startsWith("#") || (href.startsWith("/") && !href.startsWith("//"))) return "internal";
  return null;
}
