/** The detail modal of a project (shared accessible Modal: trap, Escape, backdrop, scroll lock). */
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/Modal";
import type { ProjectDto } from "~/services/projects.server";
import type { ProjectPicture } from "~/services/project-preview.server";
import { BADGE_CLASSES, projectFeatures, projectText, visibleUrl } from "./filters";
import { CloseIcon, ExternalLinkIcon, GithubIcon, ProjectIcon } from "./icons";
import { PostCard } from "./PostCard";
import type { PostCardData } from "~/utils/post-card";

export interface ProjectModalProps {
  project: ProjectDto;
  /** The owner's picture or the generated preview (none when the projects' pictures are unknown). */
  picture?: ProjectPicture;
  posts: Record<string, PostCardData>;
  closeHref: string;
  onClose: () => void;
}

export function ProjectModal({ project, picture, posts, closeHref, onClose }: ProjectModalProps) {
  const { t, i18n } = useTranslation("projects");
  const text = projectText(project, i18n.language);
  const features = projectFeatures(project, i18n.language);
  const repo = visibleUrl(project.githubUrl);
  const live = visibleUrl(project.liveUrl);
  const titleId = `project-modal-${project.id}-title`;

  return (
    <Modal onClose={onClose} labelledBy={titleId} className="project-modal" testId="project-modal">
      <a
        href={closeHref}
        className="modal-close"
        role="button"
        aria-label={t("modal.close")}
        data-testid="project-modal-close"
        onClick={(event) => {
          event.preventDefault();
          onClose();
        }}
        onKeyDown={(event) => {
          // role="button": Space activates it too.
          if (event.key === " ") {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <CloseIcon size={20} />
      </a>
      <header className="project-modal-header">
        <span className="project-icon">
          <ProjectIcon icon={project.icon} size={30} />
        </span>
        <div>
          <h2 id={titleId} className="project-modal-title">
            {text.title}
          </h2>
          <div className="project-modal-labels">
            <span className={`project-badge ${BADGE_CLASSES[project.kind]}`}>{t(`badge.${project.kind}`)}</span>
            <span className="project-active">
              <span className="visually-hidden">{t("common:labelled", { label: t("modal.status") })}</span>
              <span className="project-active-dot" aria-hidden="true" />
              {t("modal.active")}
            </span>
          </div>
        </div>
      </header>

      {picture ? (
        <img
          className="project-screenshot"
          src={picture.url}
          alt={picture.generated ? t("preview", { title: text.title }) : t("modal.screenshot", { title: text.title })}
          width={800}
          height={450}
        />
      ) : null}

      <h3>{t("modal.overview")}</h3>
      <p>{text.description}</p>
      <h3>{t("modal.details")}</h3>
      <p>{text.extendedDescription}</p>

      {features.length > 0 ? (
        <>
          <h3>{t("modal.features")}</h3>
          <ul className="project-features">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}

      {project.twitterPosts.length > 0 ? (
        <>
          <h3>{t("modal.updates")}</h3>
          <div className="project-posts">
            {project.twitterPosts.map((url, index) => (
              <PostCard key={url} url={url} initial={posts[url]} index={index} total={project.twitterPosts.length} />
            ))}
          </div>
        </>
      ) : null}

      <h3>{t("modal.techStack")}</h3>
      <ul className="project-tags">
        {project.tags.map((tag) => (
          <li key={tag} className="project-tag">
            {tag}
          </li>
        ))}
      </ul>

      {repo || live ? (
        <div className="project-modal-actions">
          {repo ? (
            <a className="button" href={repo} target="_blank" rel="noopener noreferrer">
              <GithubIcon size={18} /> {t("modal.viewCode")}
              <span className="visually-hidden"> {t("newTab")}</span>
            </a>
          ) : null}
          {live ? (
            <a className="button button-primary" href={live} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon size={18} /> {t("modal.viewLive")}
              <span className="visually-hidden"> {t("newTab")}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
