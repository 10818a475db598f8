/**
 * The content the tests run with. Two kinds:
 * - testContent(): the folder under test, CONTENT_DIR (an owner's own, or the suite's second
 *   owner in tests/fixtures/owner-content), else the sample. Tests that must hold for any
 *   content read their expectations from it; servers started by the tests read the same folder.
 * - sampleContent(): always the sample in content/, a fixed fixture no owner edits (they keep
 *   their own folder elsewhere). Tests of exact behaviour on known data use it: the shell's
 *   files, the assistant's answers about known projects.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests break arbitrary fields of parsed YAML */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { contentDir, loadContent, SAMPLE_CONTENT_DIR } from "~/content/load.server";
import { CONTENT_FILE_NAMES, toContent, type ContentFileName } from "~/content/validate.server";
import { staticContentSource, adoptContent } from "~/content/store.server";
import type { Content } from "~/content/types";
import { englishName } from "~/i18n/config";

export const testContentDir = contentDir(process.env.CONTENT_DIR);

let loaded: Content | undefined;

/** The test content (read once per test process). */
export function testContent(): Content {
  loaded ??= loadContent(testContentDir);
  return loaded;
}

let sample: Content | undefined;

/** The sample content (read once per test process). */
export function sampleContent(): Content {
  sample ??= loadContent(SAMPLE_CONTENT_DIR);
  return sample;
}

/** True when the folder under test is the sample. */
export const testingTheSample = testContentDir === SAMPLE_CONTENT_DIR;

/** Makes server modules that call getContent() see the given content (the test content by default). */
export function adoptTestContent(content: Content = testContent()): Content {
  adoptContent(staticContentSource(content, testContentDir));
  return content;
}

/** The test content's files (or another folder's) as parsed YAML (a fresh copy each call: break what you like). */
export function rawTestContent(dir = testContentDir): Record<ContentFileName, Record<string, any>> {
  return Object.fromEntries(
    CONTENT_FILE_NAMES.map((name) => [name, YAML.parse(fs.readFileSync(path.join(dir, `${name}.yaml`), "utf8"))]),
  ) as Record<ContentFileName, Record<string, any>>;
}

/** The sample speaking `languages` (the first is the default), after `edit` of its parsed files. */
export function sampleWithLanguages(
  languages: string[],
  edit: (raw: Record<ContentFileName, Record<string, any>>) => void = () => {},
): Content {
  const raw = rawTestContent(SAMPLE_CONTENT_DIR);
  raw.profile.languages = languages;
  edit(raw);
  return toContent(raw);
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
  // The default language's text is the one every localized field needs; an unlisted language is a mistake.
  const languages: string[] = testContent().profile.languages;
  const [def] = languages;
  delete raw.profile.title[def];
  raw.profile.email = "hello at example";
  const projects = raw.projects.projects as Array<Record<string, any>>;
  projects[0].liveUrl = "/relative/page";
  projects.push({ ...structuredClone(projects[0]), liveUrl: "" });
  raw.terminal.files["home/guest/notes-2.txt"] = "no leading slash";
  raw.terminal.files["/home/guest/todo-de.md"] = { [def]: "Default", de: "Deutsch" };
  return {
    raw,
    problems: [
      `profile.yaml: title.${def}: missing the ${englishName(def)} text (${def})`,
      "profile.yaml: email: must be an e-mail address",
      'projects.yaml: projects.0.liveUrl: must be a URL, "" (none) or "#" (this site)',
      `projects.yaml: projects.${projects.length - 1}.id: duplicate project id "${projects[0].id}" (already at index 0)`,
      'terminal.yaml: files["home/guest/notes-2.txt"]: path must be absolute (start with /)',
      `terminal.yaml: files["/home/guest/todo-de.md"]: unknown language "de" (the site's: ${languages.join(", ")})`,
    ],
  };
}
