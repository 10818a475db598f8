/**
 * The owner's content in one place. It is validated on the server at start
 * (validate.server.ts, called from server/app.ts; `npm run content:check`
 * runs the same checks) so a typo fails the start with a readable message,
 * while the browser bundle stays free of zod (the browser imports the small
 * files directly, never this index).
 */
import { assistant } from "./assistant";
import { buildFileSystem } from "./filesystem";
import { profile, skillCategories } from "./profile";
import { projectList } from "./projects";
import { terminal } from "./terminal";

export * from "./types";
export const content = { profile, skillCategories, projects: projectList, assistant, terminal, filesystem: buildFileSystem };
export type Content = typeof content;
