/**
 * X posts shown as our own dark cards. Pure parts: the card data shape, the
 * post id, and reading an oEmbed answer (its blockquote HTML is parsed into
 * plain text here; it is never injected into the page).
 */

export interface PostCardData {
  url: string;
  /** The last path segment of the post URL. */
  id: string;
  status: "ok" | "failed";
  authorName?: string | null;
  authorHandle?: string | null;
  authorUrl?: string | null;
  text?: string | null;
  postedAt?: string | null;
}

/** The post id: the last non-empty path segment of its URL. */
export function postIdFromUrl(url: string): string {
  try {
    const segments = new URL(url).pathname.split("/").filter(Boolean);
    return segments[segments.length - 1] ?? "";
  } catch {
    const segments = url.split(/[?#]/)[0].split("/").filter(Boolean);
    return segments[segments.length - 1] ?? "";
  }
}

/** Only links to posts on x.com / twitter.com are accepted. */
export function isPostUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" &&
      /^(www\.|mobile\.)?(x|twitter)\.com$/i.test(url.hostname) &&
      /^\/[A-Za-z0-9_]{1,15}\/status(es)?\/\d+\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** HTML fragment -> plain text (line breaks kept, tags dropped, entities decoded). */
export function htmlToText(html: string): string {
  const withBreaks = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/p>\s*/gi, "\n");
  const stripped = withBreaks.replace(/<script[\s\S]*?<\/script>/gi, "").replace(/<[^>]*>/g, "");
  return decodeEntities(stripped)
    .split("\n")
    .map((line) => line.replace(/[ \t\f\v]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export interface ParsedOembed {
  authorName: string | null;
  authorUrl: string | null;
  authorHandle: string | null;
  text: string | null;
  postedAt: string | null;
}

/** Reads publish.twitter.com's oEmbed JSON. Returns null when it is not usable. */
export function parseOembed(body: unknown): ParsedOembed | null {
  if (typeof body !== "object" || body === null) return null;
  const o = body as Record<string, unknown>;
  const html = typeof o.html === "string" ? o.html : "";
  const paragraph = /<p\b[^>]*>([\s\S]*?)<\/p>/i.exec(html);
  const text = paragraph ? htmlToText(paragraph[1]) : null;
  // The date is the text of the blockquote's last link ("May 1, 2024").
  const links = [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/gi)];
  const lastLink = links.length ? htmlToText(links[links.length - 1][1]) : "";
  const postedAt = lastLink && !/^(pic\.|https?:)/i.test(lastLink) ? lastLink : null;
  const authorUrl = typeof o.author_url === "string" ? o.author_url : null;
  const handle = authorUrl ? postIdFromUrl(authorUrl) : "";
  const fromDash = /&mdash;\s*[^<(]*\(@([A-Za-z0-9_]{1,15})\)/.exec(html)?.[1];
  const authorName = typeof o.author_name === "string" && o.author_name.trim() ? o.author_name.trim() : null;
  if (!text && !authorName) return null;
  return {
    authorName,
    authorUrl,
    authorHandle: handle || fromDash || null,
    text,
    postedAt,
  };
}

/** X's ids since 2010 ("snowflakes") carry their creation time: milliseconds since this epoch, above bit 22. */
const SNOWFLAKE_EPOCH_MS = 1_288_834_974_657;

/** When a post was created, read from its id; null for an id that is not a snowflake. */
export function postDateFromId(id: string): Date | null {
  if (!/^\d{15,20}$/.test(id)) return null;
  const ms = Number(BigInt(id) >> 22n) + SNOWFLAKE_EPOCH_MS;
  return ms > SNOWFLAKE_EPOCH_MS && ms < Date.UTC(2100, 0, 1) ? new Date(ms) : null;
}

/** The author's handle, read from a post's URL (x.com/<handle>/status/<id>). */
export function postHandleFromUrl(url: string): string | null {
  try {
    const handle = new URL(url).pathname.split("/").filter(Boolean)[0] ?? "";
    return /^[A-Za-z0-9_]{1,15}$/.test(handle) ? handle : null;
  } catch {
    return null;
  }
}
