/** Placeholder: filled in by the page issue. */
import { useTranslation } from "react-i18next";

export function Skills() {
  const { t } = useTranslation("common");
  return (
    <section id="skills" className="section" aria-labelledby="skills-title">
      <div className="container">
        <h2 id="skills-title" className="section-title">
          {t("header.nav.skills")}
        </h2>
      </div>
    </section>
  );
}
