/**
 * Reads the owner's content folder: one YAML file per part (profile, skills,
 * projects, assistant, terminal) and the media files they name. The folder is
 * CONTENT_DIR, else the sample in `content/` (docs/decisions/027). Every
 * problem comes back as one readable line naming the file and the field;
 * nothing here throws a stack trace at the owner.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { projectRoot } from "../utils/project-root.server";
import { CONTENT_FILE_NAMES, ContentError, toContent, type Content, type RawContent } from "./validate.server";

/** The sample content shipped with the project (the default folder). */
export const SAMPLE_CONTENT_DIR = path.join(projectRoot(), "content");

/** The folder to read: CONTENT_DIR (relative to the working directory) or the sample. */
export function contentDir(configured: string | undefined): string {
  return configured ? path.resolve(configured) : SAMPLE_CONTENT_DIR;
}

/** URL prefix of the folder's `media/` files (avatar, project previews). */
export const MEDIA_PREFIX = "/media/";

/** The parsed YAML files of a folder, and the problems met reading them. */
export function readContentFiles(dir: string): { raw: RawContent; problems: string[] } {
  const raw: RawContent = {};
  const problems: string[] = [];
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return { raw, problems: [`${dir}: the content folder does not exist`] };
  for (const name of CONTENT_FILE_NAMES) {
    const file = path.join(dir, `${name}.yaml`);
    if (!fs.existsSync(file)) continue; // reported by the checks as "<name>.yaml: is missing"
    const document = YAML.parseDocument(fs.readFileSync(file, "utf8"), { prettyErrors: true, uniqueKeys: true });
    if (document.errors.length) {
      for (const error of document.errors) {
        const at = error.linePos?.[0];
        problems.push(`${name}.yaml${at ? `:${at.line}:${at.col}` : ""}: ${error.message.split("\n")[0]}`);
      }
      raw[name] = null;
      continue;
    }
    raw[name] = document.toJS() ?? {};
  }
  return { raw, problems };
}

/** Each media path the content names ("/media/…") that has no file in the folder. */
function missingMedia(content: Content, dir: string): string[] {
  const named: Array<[string, string]> = [["profile.yaml: avatarUrl", content.profile.avatarUrl]];
  content.projects.forEach((p, i) => named.push([`projects.yaml: projects.${i}.imageUrl`, p.imageUrl]));
  const problems: string[] = [];
  for (const [where, url] of named) {
    if (!url.startsWith(MEDIA_PREFIX)) continue;
    const file = path.join(dir, "media", ...url.slice(MEDIA_PREFIX.length).split("/"));
    if (!file.startsWith(path.join(dir, "media") + path.sep) || !fs.existsSync(file))
      problems.push(`${where}: no file media/${url.slice(MEDIA_PREFIX.length)} in the content folder`);
  }
  return problems;
}

/** The day (YYYY-MM-DD, UTC) the folder's newest content file was last written. */
function newestFileDate(dir: string): string | undefined {
  let newest = 0;
  for (const name of CONTENT_FILE_NAMES) {
    const file = path.join(dir, `${name}.yaml`);
    if (fs.existsSync(file)) newest = Math.max(newest, fs.statSync(file).mtimeMs);
  }
  return newest > 0 ? new Date(newest).toISOString().slice(0, 10) : undefined;
}

/** The content of a folder; a ContentError lists every problem. */
export function loadContent(dir: string): Content {
  const { raw, problems } = readContentFiles(dir);
  if (problems.length) throw new ContentError(problems, dir);
  const content = toContent(raw, dir);
  const media = missingMedia(content, dir);
  if (media.length) throw new ContentError(media, dir);
  // The owner's date wins: a copy or a checkout rewrites the files' times.
  return { ...content, modified: content.profile.updated ?? newestFileDate(dir) };
}
