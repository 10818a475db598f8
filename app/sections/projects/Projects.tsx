/** Placeholder: filled in by the page issue. */
import { useTranslation } from "react-i18next";
import type { ProjectsSectionData } from "./loader.server";

export function Projects({ data }: { data: ProjectsSectionData }) {
  const { t } = useTranslation("common");
  return (
    <section id="projects" className="section" aria-labelledby="projects-title">
      <div className="container">
        <h2 id="projects-title" className="section-title">
          {t("header.nav.projects")}
        </h2>
        <p>{data.projects.length}</p>
      </div>
    </section>
  );
}
