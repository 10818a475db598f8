/**
 * The terminal's lines (a live log), with the image the server placed after one of them (no-JS).
 * A no-JS session's lines are plain text in a <pre> (`asText`): text browsers (w3m, lynx) ignore CSS, so only
 * a <pre> keeps a line's spaces there (help's columns) and its line breaks.
 */
import { Fragment } from "react";
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
   * The server's page of a no-JS session: the lines as text in <pre> blocks, the last command's echo (else the
   * log) carrying the anchor the form's redirect names for browsers without autofocus (form.server.ts).
   */
  asText?: boolean;
}

export function TerminalLog({ lines, noScriptLines, serverImage, busy, asText = false }: TerminalLogProps) {
  const { t } = useTranslation("terminal");
  // The image ends a block of lines: a <figure> cannot sit in a <pre>.
  const at = serverImage ? lines.findIndex((line) => line.id === serverImage.afterLineId) + 1 : 0;
  const blocks = at > 0 ? [lines.slice(0, at), lines.slice(at)] : [lines];
  const anchor = asText ? lines.filter((line) => line.type === "user").pop()?.id : undefined;
  return (
    <div
      className="term-log"
      id={asText && anchor === undefined ? TERMINAL_LAST_COMMAND_ID : undefined}
      role="log"
      aria-live="polite"
      aria-label={t("outputLabel")}
      aria-busy={busy ? true : undefined}
      data-testid="terminal-output"
    >
      {blocks.map((block, index) => {
        // In text, a line break after each line but the last of its block.
        const shown = block.map((line, position) => (
          <Fragment key={lineKey(line)}>
            <TerminalLineView line={line} asText={asText} id={line.id === anchor ? TERMINAL_LAST_COMMAND_ID : undefined} />
            {asText && position < block.length - 1 ? "\n" : null}
          </Fragment>
        ));
        return (
          <Fragment key={index}>
            {asText ? block.length > 0 && <pre className="term-text">{shown}</pre> : shown}
            {index === 0 && serverImage && at > 0 ? (
              <figure className="term-image" data-testid="terminal-image">
                <img src={serverImage.src} alt={t("image.alt", { prompt: serverImage.prompt })} width={256} height={256} />
                <figcaption>
                  <a href={serverImage.downloadHref} download="generated-image.png">
                    {t("image.download")}
                  </a>
                </figcaption>
              </figure>
            ) : null}
          </Fragment>
        );
      })}
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
