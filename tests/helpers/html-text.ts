/**
 * Reading server-rendered HTML as text in a test: React's entities back to characters, and (for
 * `htmlText`) tags and React's text-separator comments dropped.
 */

/** `&quot;`, `&#x27;`/`&#39;`, `&lt;`, `&gt;` and `&amp;` back to their characters (`&amp;` last). */
export const decodeEntities = (html: string): string =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The text of an HTML fragment: comments and tags dropped, entities decoded. */
export const htmlText = (html: string): string => decodeEntities(html.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""));
