/** One line of terminal output, rendered from data (never from an HTML string). */
import { memo } from "react";
import type { LineSegment, TerminalLine } from "~/terminal/engine/types";
import { linkKind, splitUserLine } from "./lines";

/** The art's lines without the spaces that end them or the blank lines after them (invisible either way). */
export const bannerArtText = (text: string) =>
  text
    .replace(/\n+$/, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n");

function Segment({ segment, asText }: { segment: LineSegment; asText: boolean }) {
  const className = segment.tone ? `term-tone-${segment.tone}` : undefined;
  if (segment.href) {
    const kind = linkKind(segment.href);
    if (kind === "external") {
      return (
        <a className={className} href={segment.href.trim()} target="_blank" rel="noopener noreferrer">
          {segment.text}
        </a>
      );
    }
    if (kind === "internal") {
      return (
        <a className={className} href={segment.href.trim()}>
          {segment.text}
        </a>
      );
    }
  }
  if (segment.tone === "banner") {
    // ASCII art means nothing read aloud: the line's other segments carry its words. A <pre> keeps
    // its lines without CSS (a text browser); the blank line after it is the block's margin. In a
    // session's text block (already a <pre>, which cannot hold another) a span.
    const Art = asText ? "span" : "pre";
    return (
      <Art className={className} aria-hidden="true">
        {bannerArtText(segment.text)}
      </Art>
    );
  }
  return className ? <span className={className}>{segment.text}</span> : <>{segment.text}</>;
}

/**
 * A line that is still changing (a reply being typed out, a progress bar, "Thinking...") is hidden
 * from screen readers: the log would announce every letter. The finished line is a new element
 * (see lineKey), so the live region announces it once.
 */
export const isSettling = (line: TerminalLine) => Boolean(line.typing || line.isLoading);

/** React key of a line: changes once the line settles, so its final text arrives as a new node. */
export const lineKey = (line: TerminalLine) => (isSettling(line) ? `${line.id}~` : String(line.id));

export interface TerminalLineViewProps {
  line: TerminalLine;
  /** In a no-JS session's text block (TerminalLog): a <samp>, phrasing content a <pre> may hold, not a <div>. */
  asText?: boolean;
  /** An anchor on a command's echo (TerminalLog: the last one, which a text browser lands on). */
  id?: string;
}

function LineView({ line, asText = false, id }: TerminalLineViewProps) {
  // A table laid out in spaces (help) is a <pre>: without CSS (a text browser) it keeps its columns. In a no-JS
  // session's log every line is a <samp> inside the log's own <pre>, which keeps them already.
  const Line = asText ? "samp" : line.preformatted ? "pre" : "div";
  const className = `term-line term-line-${line.type}${line.isLoading ? " term-line-loading" : ""}`;
  const hidden = isSettling(line) || undefined;
  if (line.segments && line.segments.length > 0) {
    return (
      <Line className={className} aria-hidden={hidden}>
        {line.segments.map((segment, index) => (
          <Segment key={index} segment={segment} asText={asText} />
        ))}
      </Line>
    );
  }
  if (line.type === "user" || (line.type === "password" && line.prompt)) {
    const { prompt, command } = splitUserLine(line);
    return (
      <Line className={className} aria-hidden={hidden}>
        {prompt ? <span className="term-user-prompt">{prompt}</span> : null}
        {/* The anchor on a span: w3m finds ids on spans, not on <samp>. */}
        <span id={id} className="term-user-command">
          {command}
        </span>
      </Line>
    );
  }
  return (
    <Line className={className} aria-hidden={hidden}>
      {line.text}
    </Line>
  );
}

/**
 * Lines re-render only when their content changes (a typed reply grows one line). `asText` and `id` never
 * change under a mounted line: the text block's lines are remounted when the live log replaces it.
 */
export const TerminalLineView = memo(
  LineView,
  (a, b) =>
    a.line.text === b.line.text &&
    a.line.type === b.line.type &&
    a.line.segments === b.line.segments &&
    a.line.isLoading === b.line.isLoading &&
    a.line.typing === b.line.typing &&
    a.line.prompt === b.line.prompt &&
    a.line.preformatted === b.line.preformatted,
);
