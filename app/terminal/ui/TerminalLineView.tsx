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

function Segment({ segment }: { segment: LineSegment }) {
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
    // its lines without CSS (a text browser); the blank line after it is the block's margin.
    return (
      <pre className={className} aria-hidden="true">
        {bannerArtText(segment.text)}
      </pre>
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

function LineView({ line }: { line: TerminalLine }) {
  const className = `term-line term-line-${line.type}${line.isLoading ? " term-line-loading" : ""}`;
  const hidden = isSettling(line) || undefined;
  // A table laid out in spaces (help) is a <pre>: without CSS (a text browser) it keeps its columns.
  const Line = line.preformatted ? "pre" : "div";
  if (line.segments && line.segments.length > 0) {
    return (
      <Line className={className} aria-hidden={hidden}>
        {line.segments.map((segment, index) => (
          <Segment key={index} segment={segment} />
        ))}
      </Line>
    );
  }
  if (line.type === "user" || (line.type === "password" && line.prompt)) {
    const { prompt, command } = splitUserLine(line);
    return (
      <div className={className} aria-hidden={hidden}>
        {prompt ? <span className="term-user-prompt">{prompt}</span> : null}
        <span className="term-user-command">{command}</span>
      </div>
    );
  }
  return (
    <Line className={className} aria-hidden={hidden}>
      {line.text}
    </Line>
  );
}

/** Lines re-render only when their content changes (a typed reply grows one line). */
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
