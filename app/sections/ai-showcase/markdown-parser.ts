/**
 * A small, safe Markdown parser for the chat demo's AI messages. It produces a
 * tree that the renderer turns into React elements: paragraphs, lists, fenced
 * code, bold, italic, inline code and links. Raw HTML is never interpreted: it
 * stays text. Links keep only http(s), mailto, in-page and same-site targets.
 */
import { hrefKind } from "~/utils/links";

export type Inline =
  | { type: "text"; value: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; value: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "br" };

export type Block =
  { type: "paragraph"; children: Inline[] } | { type: "list"; ordered: boolean; items: Inline[][] } | { type: "codeBlock"; value: string };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const ORDERED = /^\s*\d+[.)]\s+(.*)$/;
const FENCE = /^\s*```/;

/** Only these link targets survive; anything else (javascript:, data:, ...) is shown as text. */
export function safeHref(raw: string): string | null {
  return hrefKind(raw) === null ? null : raw.trim();
}

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    if (FENCE.test(line)) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !FENCE.test(lines[i])) body.push(lines[i++]);
      i++; // closing fence (or end of text)
      blocks.push({ type: "codeBlock", value: body.join("\n") });
      continue;
    }
    const listMatch = BULLET.exec(line) ?? ORDERED.exec(line);
    if (listMatch) {
      const ordered = !BULLET.test(line);
      const pattern = ordered ? ORDERED : BULLET;
      const items: Inline[][] = [];
      while (i < lines.length) {
        const m = pattern.exec(lines[i]);
        if (!m) break;
        items.push(parseInline(m[1]));
        i++;
      }
      blocks.push({ type: "list", ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length && lines[i].trim() !== "" && !FENCE.test(lines[i]) && !BULLET.test(lines[i]) && !ORDERED.test(lines[i])) {
      para.push(lines[i].trim());
      i++;
    }
    const children: Inline[] = [];
    para.forEach((text, index) => {
      if (index > 0) children.push({ type: "br" });
      children.push(...parseInline(text));
    });
    blocks.push({ type: "paragraph", children });
  }
  return blocks;
}

/** Finds the closing delimiter, skipping escaped characters. */
function findClosing(text: string, delimiter: string, from: number): number {
  for (let j = from; j <= text.length - delimiter.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text.startsWith(delimiter, j)) return j;
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = "";
  const flush = () => {
    if (buffer) out.push({ type: "text", value: buffer });
    buffer = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    // Backslash escapes a punctuation character.
    if (ch === "\\" && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>]/.test(text[i + 1])) {
      buffer += text[i + 1];
      i += 2;
      continue;
    }
    if (ch === "`") {
      const end = text.indexOf("`", i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: "code", value: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === "*" || ch === "_") && text[i + 1] === ch) {
      const delimiter = ch + ch;
      const end = findClosing(text, delimiter, i + 2);
      if (end > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === "*" || ch === "_") {
      const end = findClosing(text, ch, i + 1);
      const inner = end > i + 1 ? text.slice(i + 1, end) : "";
      // "_" inside words (snake_case) is not emphasis.
      const wordBefore = ch === "_" && i > 0 && /\w/.test(text[i - 1]);
      if (inner && !/^\s|\s$/.test(inner) && !wordBefore) {
        flush();
        out.push({ type: "em", children: parseInline(inner) });
        i = end + 1;
        continue;
      }
    }
    if (ch === "[") {
      const close = findClosing(text, "]", i + 1);
      if (close > i && text[close + 1] === "(") {
        const paren = text.indexOf(")", close + 2);
        if (paren > close) {
          const label = text.slice(i + 1, close);
          const href = safeHref(text.slice(close + 2, paren));
          if (href) {
            flush();
            out.push({ type: "link", href, children: parseInline(label) });
            i = paren + 1;
            continue;
          }
        }
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}
