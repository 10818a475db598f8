/**
 * The content the tests run with: the folder CONTENT_DIR names (an owner's own
 * content), else the sample. Tests read their expectations from it, so they
 * stay green when the owner swaps the folder.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests break arbitrary fields of parsed YAML */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { contentDir, loadContent } from "~/content/load.server";
import { CONTENT_FILE_NAMES, type ContentFileName } from "~/content/validate.server";
import { staticContentSource, adoptContent } from "~/content/store.server";
import type { Content } from "~/content/types";

export const testContentDir = contentDir(process.env.CONTENT_DIR);

let loaded: Content | undefined;

/** The test content (read once per test process). */
export function testContent(): Content {
  loaded ??= loadContent(testContentDir);
  return loaded;
}

/** Makes server modules that call getContent() see the test content. */
export function adoptTestContent(content: Content = testContent()): Content {
  adoptContent(staticContentSource(content, testContentDir));
  return content;
}

/** The test content's files as parsed YAML (a fresh copy each call: break what you like). */
export function rawTestContent(): Record<ContentFileName, Record<string, any>> {
  return Object.fromEntries(
    CONTENT_FILE_NAMES.map((name) => [name, YAML.parse(fs.readFileSync(path.join(testContentDir, `${name}.yaml`), "utf8"))]),
  ) as Record<ContentFileName, Record<string, any>>;
}

/** Writes `raw` as a content folder at `dir`, with the test content's media. */
export function writeContentFolder(dir: string, raw: Partial<Record<ContentFileName, unknown>>): string {
  fs.mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(raw))
    if (value !== undefined) fs.writeFileSync(path.join(dir, `${name}.yaml`), YAML.stringify(value));
  const media = path.join(testContentDir, "media");
  if (fs.existsSync(media)) fs.cpSync(media, path.join(dir, "media"), { recursive: true });
  return dir;
}

/**
 * A copy of the test content with six known mistakes (any content works: only fields every
 * content has are broken), and the exact lines the checks print for it, in order.
 */
export function brokenContent(): { raw: Record<ContentFileName, Record<string, any>>; problems: string[] } {
  const raw = rawTestContent();
  delete raw.profile.title.fr;
  raw.profile.email = "hello at example";
  const projects = raw.projects.projects as Array<Record<string, any>>;
  projects[0].liveUrl = "/relative/page";
  projects.push({ ...structuredClone(projects[0]), liveUrl: "" });
  raw.terminal.files["home/guest/notes-2.txt"] = "no leading slash";
  raw.terminal.files["/home/guest/todo-fr.md"] = { en: "English only" };
  return {
    raw,
    problems: [
      "profile.yaml: title.fr: missing the French text (fr)",
      "profile.yaml: email: must be an e-mail address",
      'projects.yaml: projects.0.liveUrl: must be a URL, "" (none) or "#" (this site)',
      `projects.yaml: projects.${projects.length - 1}.id: duplicate project id "${projects[0].id}" (already at index 0)`,
      'terminal.yaml: files["home/guest/notes-2.txt"]: path must be absolute (start with /)',
      'terminal.yaml: files["/home/guest/todo-fr.md"]: is missing the French (fr) text',
    ],
  };
}
