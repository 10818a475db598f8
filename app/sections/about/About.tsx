/** Placeholder: filled in by the page issue. */
import { useTranslation } from "react-i18next";

export function About() {
  const { t } = useTranslation("common");
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container">
        <h2 id="about-title" className="section-title">
          {t("header.nav.about")}
        </h2>
      </div>
    </section>
  );
}
