/**
 * The terminal's lines (a live log), with the image the server placed after one of them (no-JS).
 * A no-JS session's lines are plain text in a <pre> (`asText`): text browsers (w3m, lynx) ignore CSS, so only
 * a <pre> keeps a line's spaces there (help's columns) and its line breaks.
 */
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TerminalLine } from "~/terminal/engine/types";
import { TERMINAL_LAST_COMMAND_ID, type ServerTerminalView } from "~/terminal/form/view";
import { lineKey, TerminalLineView } from "./TerminalLineView";

export interface TerminalLogProps {
  lines: TerminalLine[];
  /** Lines shown only without JavaScript (the rest of the boot, which plays with it). */
  noScriptLines: TerminalLine[];
  serverImage: ServerTerminalView["image"] | undefined;
  busy: boolean;
  /**
   * The server's page of a no-JS session: the lines as text in <pre> blocks (split around the image), the last
   * command's echo carrying the anchor the form's redirect names for browsers without autofocus (form.server.ts).
   */
  asText?: boolean;
}

/** The line a text browser lands on after a post: the last command's echo (the log itself when none is shown). */
export function lastCommandLineId(lines: readonly TerminalLine[]): number | undefined {
  return lines.findLast((line) => line.type === "user")?.id;
}

function ServerImage({ image }: { image: NonNullable<ServerTerminalView["image"]> }) {
  const { t } = useTranslation("terminal");
  return (
    <figure className="term-image" data-testid="terminal-image">
      <img src={image.src} alt={t("image.alt", { prompt: image.prompt })} width={256} height={256} />
      <figcaption>
        <a href={image.downloadHref} download="generated-image.png">
          {t("image.download")}
        </a>
      </figcaption>
    </figure>
  );
}

/** A session's lines as a text block: one element per line, a line break after each but the last. */
function TextLines({ lines, anchorId }: { lines: readonly TerminalLine[]; anchorId: number | undefined }) {
  return (
    <pre className="term-text">
      {lines.map((line, index) => (
        <Fragment key={lineKey(line)}>
          <TerminalLineView line={line} asText id={line.id === anchorId ? TERMINAL_LAST_COMMAND_ID : undefined} />
          {index < lines.length - 1 ? "\n" : null}
        </Fragment>
      ))}
    </pre>
  );
}

export function TerminalLog({ lines, noScriptLines, serverImage, busy, asText = false }: TerminalLogProps) {
  const { t } = useTranslation("terminal");
  let content: ReactNode;
  let anchorOnLog = false;
  if (asText) {
    // A <figure> cannot sit in a <pre>: the image ends one text block and the next begins after it.
    const at = serverImage ? lines.findIndex((line) => line.id === serverImage.afterLineId) + 1 : 0;
    const blocks = at > 0 ? [lines.slice(0, at), lines.slice(at)] : [lines];
    const anchorId = lastCommandLineId(lines);
    anchorOnLog = anchorId === undefined;
    content = blocks.map((block, index) => (
      <Fragment key={index}>
        {block.length > 0 ? <TextLines lines={block} anchorId={anchorId} /> : null}
        {index === 0 && at > 0 && serverImage ? <ServerImage image={serverImage} /> : null}
      </Fragment>
    ));
  } else {
    content = lines.map((line) => (
      <Fragment key={lineKey(line)}>
        <TerminalLineView line={line} />
        {serverImage?.afterLineId === line.id ? <ServerImage image={serverImage} /> : null}
      </Fragment>
    ));
  }
  return (
    <div
      className="term-log"
      id={anchorOnLog ? TERMINAL_LAST_COMMAND_ID : undefined}
      role="log"
      aria-live="polite"
      aria-label={t("outputLabel")}
      aria-busy={busy ? true : undefined}
      data-testid="terminal-output"
    >
      {content}
      {noScriptLines.length > 0 ? (
        <noscript>
          {noScriptLines.map((line) => (
            <TerminalLineView key={line.id} line={line} />
          ))}
        </noscript>
      ) : null}
    </div>
  );
}
