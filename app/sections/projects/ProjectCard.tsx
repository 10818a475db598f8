/** One card of the gallery. The title link opens the detail modal (a query link without JS). */
import { useTranslation } from "react-i18next";
import type { ProjectDto } from "~/services/projects.server";
import type { ProjectPicture } from "~/services/project-preview.server";
import { BADGE_CLASSES, cardTags, projectText, visibleUrl } from "./filters";
import { ExternalLinkIcon, GithubIcon, ProjectIcon } from "./icons";

export function ProjectCard({
  project,
  picture,
  href,
  onOpen,
}: {
  project: ProjectDto;
  picture?: ProjectPicture;
  href: string;
  onOpen: (id: string) => void;
}) {
  const { t, i18n } = useTranslation("projects");
  const text = projectText(project, i18n.language);
  const { shown, extra, rest } = cardTags(project.tags);
  const repo = visibleUrl(project.githubUrl);
  const live = visibleUrl(project.liveUrl);
  const titleId = `project-${project.id}-title`;

  return (
    <article className="project-card" data-testid="project-card" data-project-id={project.id} aria-labelledby={titleId}>
      {picture ? (
        // Below the fold: sized (no shift when it arrives) and fetched only when scrolled near.
        <img
          className="project-preview"
          src={picture.url}
          alt={picture.generated ? t("preview", { title: text.title }) : t("modal.screenshot", { title: text.title })}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          data-testid="project-preview"
        />
      ) : null}
      <div className="project-card-top">
        <span className="project-icon">
          <ProjectIcon icon={project.icon} size={26} />
        </span>
        <span className={`project-badge ${BADGE_CLASSES[project.kind]}`}>{t(`badge.${project.kind}`)}</span>
      </div>
      <h3 id={titleId} className="project-title">
        {/* The link's text is the title, so the heading's name stays the project's title. */}
        <a
          className="project-open"
          href={href}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(project.id);
          }}
        >
          {text.title}
        </a>
      </h3>
      <p className="project-description">{text.description}</p>
      <ul className="project-tags">
        {shown.map((tag) => (
          <li key={tag} className="project-tag">
            {tag}
          </li>
        ))}
        {extra > 0 ? (
          // The short "+2" is drawn by CSS (unread); the words are the text, read once by everyone. A printed
          // page draws the other technologies' names instead (data-rest).
          <li
            className="project-tag project-tag-more"
            data-testid="more-tags"
            data-short={t("moreTags", { count: extra })}
            data-rest={rest.join(" · ")}
          >
            <span className="visually-hidden">{t("moreTagsLabel", { count: extra })}</span>
          </li>
        ) : null}
      </ul>
      {repo || live ? (
        <div className="project-links">
          {repo ? (
            <a href={repo} target="_blank" rel="noopener noreferrer" aria-label={`${t("repoLabel", { title: text.title })} ${t("newTab")}`}>
              <GithubIcon size={16} /> {t("repo")}
            </a>
          ) : null}
          {live ? (
            <a href={live} target="_blank" rel="noopener noreferrer" aria-label={`${t("liveLabel", { title: text.title })} ${t("newTab")}`}>
              <ExternalLinkIcon size={16} /> {t("live")}
            </a>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
