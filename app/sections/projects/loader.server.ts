/** Server data for the projects section (rendered on the server so it works without JS). */
import { listProjects, type ProjectDto } from "~/services/projects.server";
import { getPostCards } from "~/services/x-posts.server";
import { projectPictures, type ProjectPicture } from "~/services/project-preview.server";
import type { Env } from "~/env.server";
import { report } from "~/services/log.server";
import { parseFilter, type ProjectFilter } from "./filters";
import type { PostCardData } from "~/utils/post-card";

export interface ProjectsSectionData {
  projects: ProjectDto[];
  /** The no-JS filter (`?filter=`). */
  filter: ProjectFilter;
  /** The no-JS open modal (`?project=<id>`), if that project exists. */
  openProjectId: string | null;
  /** Post cards of the open project, resolved on the server for the no-JS modal. */
  posts: Record<string, PostCardData>;
  /** Each project's picture per language: the owner's own, else the one drawn from the content. */
  pictures: Record<string, Record<string, ProjectPicture>>;
  /** Message when the projects could not be read. */
  error: string | null;
}

export async function loadProjectsSection(request: Request, env?: Pick<Env, "X_OEMBED_URL">): Promise<ProjectsSectionData> {
  const params = new URL(request.url).searchParams;
  const filter = parseFilter(params.get("filter"));
  let projects: ProjectDto[] = [];
  try {
    projects = listProjects();
  } catch (error) {
    report("error", "[projects] cannot read projects", error);
    return { projects: [], filter, openProjectId: null, posts: {}, pictures: {}, error: error instanceof Error ? error.message : "" };
  }
  const open = projects.find((p) => p.id === params.get("project")) ?? null;
  let posts: Record<string, PostCardData> = {};
  if (open && open.twitterPosts.length > 0 && env) posts = await getPostCards(open.twitterPosts, { env });
  return { projects, filter, openProjectId: open?.id ?? null, posts, pictures: projectPictures(), error: null };
}
