/** Footer: the current year and an ACTIVE status line, plus the emulator cores' credits (see NOTICE). */
import { useTranslation } from "react-i18next";
import { useContent } from "~/content/use-content";

export function Footer({ year, hidden = false }: { year: number; hidden?: boolean }) {
  const { profile } = useContent();
  const { t } = useTranslation();
  return (
    <footer className="site-footer" hidden={hidden}>
      <div className="container">
        <p>{t("footer.copyright", { year, name: profile.name })}</p>
        <p className="status-active" data-testid="footer-status">
          {t("footer.status")}
        </p>
        <p className="footer-credits">
          {t("labelled", { label: t("footer.credits") })}
          <a href="https://github.com/caiiiycuk/js-dos" target="_blank" rel="noopener noreferrer">
            js-dos
          </a>{" "}
          (GPL-2.0) ·{" "}
          <a href="https://github.com/thenick775/mgba" target="_blank" rel="noopener noreferrer">
            mGBA
          </a>{" "}
          (MPL-2.0)
        </p>
      </div>
    </footer>
  );
}
