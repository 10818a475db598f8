/**
 * The owner's content in one place, validated when first imported so a typo
 * fails the start with a readable message instead of a broken page.
 */
import { profile, skillCategories } from "./profile";
import { projectList } from "./projects";
import { validateContent } from "./validate";

export * from "./types";
export const content = validateContent({ profile, skillCategories, projects: projectList });
export type Content = typeof content;
