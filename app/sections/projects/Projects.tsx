/**
 * The projects gallery: rendered on the server from the loader, so filters
 * and the detail modal also work without JavaScript (query links). With JS,
 * filters and the modal are client state (no reload).
 */
import { useLocation, useNavigation } from "@remix-run/react";
import { TextSeparator } from "~/components/TextSeparator";
import { domAnimation, LazyMotion, m, useReducedMotion } from "framer-motion";
import { Fragment, lazy, Suspense, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useContent } from "~/content/use-content";
import { FILTERS, filterProjects, galleryHref, type ProjectFilter } from "./filters";
import type { ProjectsSectionData } from "./loader.server";
import { ProjectCard } from "./ProjectCard";
import { toLang } from "~/i18n/config";
import { SectionHeading } from "../SectionHeading";

/** The detail modal loads when a card opens it (the server renders it for no-JS `?project=` links). */
const ProjectModal = lazy(() => import("./ProjectModal").then((module) => ({ default: module.ProjectModal })));

export function Projects({ data }: { data: ProjectsSectionData }) {
  const location = useLocation();
  const navigation = useNavigation();
  const loading =
    navigation.state === "loading" && navigation.location.pathname === location.pathname && navigation.location.hash === "#projects";
  return <ProjectsView data={data} search={location.search} loading={loading} />;
}

/** The gallery itself, without router hooks (unit-tested with static rendering). */
export function ProjectsView({ data, search, loading }: { data: ProjectsSectionData; search: string; loading: boolean }) {
  const { profile } = useContent();
  const { t, i18n } = useTranslation("projects");
  const lng = toLang(i18n.language);
  const reduceMotion = useReducedMotion();
  const [filter, setFilter] = useState<ProjectFilter>(data.filter);
  const [openId, setOpenId] = useState<string | null>(data.openProjectId);
  // No entrance animation for the server-rendered grid; only after a filter change.
  const [animated, setAnimated] = useState(false);

  const visible = filterProjects(data.projects, filter);
  const open = data.projects.find((p) => p.id === openId) ?? null;
  const chooseFilter = (next: ProjectFilter) => {
    setAnimated(true);
    setFilter(next);
  };

  const close = useCallback(() => {
    setOpenId(null);
    // Opened from a no-JS link (?project=): forget it so a reload does not reopen it.
    const params = new URLSearchParams(window.location.search);
    if (params.has("project")) {
      params.delete("project");
      const query = params.toString();
      window.history.replaceState(
        window.history.state,
        "",
        `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`,
      );
    }
  }, []);

  const emptyText = t("empty", { filter: t(`filterNames.${filter}`) }).replace(/\s{2,}/g, " ");

  return (
    <section id="projects" className="section projects" aria-labelledby="projects-title">
      <div className="container">
        <SectionHeading section="projects" command={t("prompt")} title={t("title")} lead={profile.projectsIntro[lng]} />

        <nav className="project-filters" aria-label={t("filtersLabel")}>
          {FILTERS.map((f, index) => (
            <Fragment key={f}>
              {index > 0 ? <TextSeparator text=" | " /> : null}
              <a
                href={galleryHref(search, { filter: f, project: null })}
                className="project-filter"
                aria-current={f === filter ? "true" : undefined}
                data-filter={f}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  chooseFilter(f);
                }}
              >
                {t(`filters.${f}`)}
              </a>
            </Fragment>
          ))}
        </nav>

        {data.error !== null ? (
          <p className="projects-message projects-error" role="alert">
            {t("errorPrefix")}
            {data.error || t("fetchFailed")}
          </p>
        ) : loading ? (
          <p className="projects-message" role="status">
            {t("loading")}
          </p>
        ) : visible.length === 0 ? (
          <p className="projects-message" data-testid="projects-empty">
            {emptyText}
          </p>
        ) : (
          <LazyMotion features={domAnimation} strict>
            <ul className="project-grid" data-testid="project-grid" data-filter={filter}>
              {visible.map((project, index) => (
                <m.li
                  key={`${filter}-${project.id}`}
                  initial={animated && !reduceMotion ? { opacity: 0, y: 16 } : false}
                  animate={{ opacity: 1, y: 0 }}
                  transition={reduceMotion ? { duration: 0 } : { duration: 0.3, delay: index * 0.07 }}
                >
                  <ProjectCard
                    project={project}
                    picture={data.pictures[project.id]?.[lng]}
                    href={galleryHref(search, { project: project.id })}
                    onOpen={setOpenId}
                  />
                </m.li>
              ))}
            </ul>
          </LazyMotion>
        )}
      </div>

      {open ? (
        <Suspense fallback={null}>
          <ProjectModal
            key={open.id}
            project={open}
            picture={data.pictures[open.id]?.[lng]}
            posts={open.id === data.openProjectId ? data.posts : {}}
            closeHref={galleryHref(search, { project: null })}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
