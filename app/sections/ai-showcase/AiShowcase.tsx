/** Placeholder: filled in by the page issue. */
import { useTranslation } from "react-i18next";

export function AiShowcase() {
  const { t } = useTranslation("common");
  return (
    <section id="ai-showcase" className="section" aria-labelledby="ai-showcase-title">
      <div className="container">
        <h2 id="ai-showcase-title" className="section-title">
          {t("header.nav.agents")}
        </h2>
      </div>
    </section>
  );
}
