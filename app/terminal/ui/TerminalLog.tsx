/** The terminal's lines (a live log), with the image the server placed after one of them (no-JS). */
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import type { TerminalLine } from "~/terminal/engine/types";
import type { ServerTerminalView } from "~/terminal/form/view";
import { lineKey, TerminalLineView } from "./TerminalLineView";

export interface TerminalLogProps {
  lines: TerminalLine[];
  /** Lines shown only without JavaScript (the rest of the boot, which plays with it). */
  noScriptLines: TerminalLine[];
  serverImage: ServerTerminalView["image"] | undefined;
  busy: boolean;
}

export function TerminalLog({ lines, noScriptLines, serverImage, busy }: TerminalLogProps) {
  const { t } = useTranslation("terminal");
  return (
    <div
      className="term-log"
      role="log"
      aria-live="polite"
      aria-label={t("outputLabel")}
      aria-busy={busy ? true : undefined}
      data-testid="terminal-output"
    >
      {lines.map((line) => (
        <Fragment key={lineKey(line)}>
          <TerminalLineView line={line} />
          {serverImage?.afterLineId === line.id ? (
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
      ))}
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
