/** Placeholder: filled in by the page issue. */
import { useTranslation } from "react-i18next";

export function Contact() {
  const { t } = useTranslation("common");
  return (
    <section id="contact" className="section" aria-labelledby="contact-title">
      <div className="container">
        <h2 id="contact-title" className="section-title">
          {t("header.nav.contact")}
        </h2>
      </div>
    </section>
  );
}
