/** Placeholder: the interactive terminal (terminal issue). Rendered inside the hero frame. */
import { useTranslation } from "react-i18next";

export interface TerminalProps {
  /** The hero frame is fullscreen. */
  expanded: boolean;
}

export function Terminal(_props: TerminalProps) {
  const { t } = useTranslation("common");
  return (
    <div className="terminal-frame-body">
      <noscript>{t("hero.noscript")}</noscript>
    </div>
  );
}
