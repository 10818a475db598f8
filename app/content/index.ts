/**
 * The owner's content in one place. It is validated on the server at start
 * (validate.server.ts, called from server/app.ts) so a typo fails the start
 * with a readable message, while the browser bundle stays free of zod.
 */
import { profile, skillCategories } from "./profile";
import { projectList } from "./projects";

export * from "./types";
export const content = { profile, skillCategories, projects: projectList };
export type Content = typeof content;
