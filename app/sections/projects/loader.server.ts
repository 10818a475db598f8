/** Server data for the projects section (rendered on the server so it works without JS). */
import { listProjects, type ProjectDto } from "~/services/projects.server";

export interface ProjectsSectionData {
  projects: ProjectDto[];
}

export async function loadProjectsSection(_request: Request): Promise<ProjectsSectionData> {
  return { projects: listProjects() };
}
