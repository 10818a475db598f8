/** Spec §2 Footer: the current year and an ACTIVE status line. */
import { useTranslation } from "react-i18next";
import { profile } from "~/content/profile";

export function Footer({ year, hidden = false }: { year: number; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer" hidden={hidden}>
      <div className="container">
        <p>{t("footer.copyright", { year, name: profile.name })}</p>
        <p className="status-active" data-testid="footer-status">
          {t("footer.status")}
        </p>
      </div>
    </footer>
  );
}
