/**
 * French typography on the page as the server renders it (a non-breaking space before : ; ? !): the
 * locale files are checked string by string (tests/unit/i18n/french.test.ts), but a colon that a
 * component writes after a translated label ("Statut:", "Vous:") is in no locale file.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Footer } from "~/sections/footer/Footer";
import { AiShowcase } from "~/sections/ai-showcase/AiShowcase";
import { ProjectModal } from "~/sections/projects/ProjectModal";
import { ProjectsView } from "~/sections/projects/Projects";
import type { ProjectDto } from "~/services/projects.server";
import { htmlText } from "../../helpers/html-text";
import { typographyProblems } from "../../helpers/french-typography";
import { renderSection } from "../../helpers/render-section";

const APP = path.resolve(__dirname, "../../../app");

const project: ProjectDto = {
  id: "p",
  kind: "opensource",
  isOpenSource: true,
  icon: "twitch",
  tags: ["a", "b", "c", "d", "e"],
  githubUrl: "https://github.com/x/y",
  liveUrl: "https://example.org",
  imageUrl: "",
  features: { en: ["one"], fr: ["un"] },
  twitterPosts: [],
  en: { title: "Project", description: "d", extendedDescription: "e" },
  fr: { title: "Projet", description: "d", extendedDescription: "e" },
};

/** Lines of a piece of the page in French whose typography is wrong, with what is wrong. */
async function frenchProblems(element: Parameters<typeof renderSection>[0]) {
  // Block-level tags end a line; inline ones join their text as a browser would.
  const html = (await renderSection(element, "fr")).replace(/<\/(p|li|div|h\d|dd|dt|section|button)>/g, "$&\n");
  return htmlText(html)
    .split("\n")
    .map((line) => ({ line: line.trim(), problems: typographyProblems(line) }))
    .filter((entry) => entry.problems.length > 0);
}

describe("French typography of the rendered page", () => {
  it("the project modal (its hidden 'Statut' label)", async () => {
    expect(await frenchProblems(<ProjectModal project={project} posts={{}} closeHref="?" onClose={() => {}} />)).toEqual([]);
  });

  it("the projects gallery", async () => {
    const data = { projects: [project], filter: "all" as const, openProjectId: null, posts: {}, pictures: {}, error: null };
    expect(await frenchProblems(<ProjectsView data={data} search="" loading={false} />)).toEqual([]);
  });

  it("the AI showcase and its chat sample (who speaks: 'Vous', 'Agent IA')", async () => {
    expect(await frenchProblems(<AiShowcase />)).toEqual([]);
  });

  it("the footer", async () => {
    expect(await frenchProblems(<Footer year={2026} />)).toEqual([]);
  });
});

/** Every file of the app under `dir` whose name ends with one of `extensions`. */
function sourceFiles(dir: string, extensions: string[]): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file, extensions);
    return extensions.some((extension) => file.endsWith(extension)) ? [file] : [];
  });
}

describe("no punctuation glued to a translated text in the components", () => {
  it("no : ; ? ! right after a JSX expression ({t('label')}: ...): it belongs in the locale string", () => {
    const glued: string[] = [];
    for (const file of sourceFiles(APP, [".tsx"])) {
      // Template literals are text built in code ("${hours}:${minutes}"), not JSX text.
      const source = fs.readFileSync(file, "utf8").replace(/`(?:\\[\s\S]|[^`\\])*`/g, "``");
      for (const match of source.matchAll(/[)\]\w"'`]\}\)?[:;?!]|\}\{" "\}[:;?!]/g)) {
        const line = source.slice(0, match.index).split("\n").length;
        glued.push(`${path.relative(APP, file)}:${line}: ${match[0]}`);
      }
    }
    expect(glued).toEqual([]);
  });
});

describe("French literals in the code", () => {
  it("Wordle (French whatever the page's language) writes its texts with French spacing", () => {
    const bad: string[] = [];
    // Its interface, not the word-list generator (a build script).
    const files = sourceFiles(path.join(APP, "games/wordle"), [".ts", ".tsx"]).filter(
      (file) => !file.includes(`${path.sep}words${path.sep}`),
    );
    for (const file of files) {
      let source = fs
        .readFileSync(file, "utf8")
        .replace(/\\u00a0/g, "\u00a0")
        .replace(/\\u202f/g, "\u202f");
      // Comments are not shown; a ${...} part of a template (nested ones too) stands for a word.
      source = source.replace(/^\s*(\/\/|\*|\/\*).*$/gm, "");
      while (/\$\{[^{}]*\}/.test(source)) source = source.replace(/\$\{[^{}]*\}/g, "X");
      for (const match of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
        const text = match[1] ?? match[2];
        if (typographyProblems(text).length > 0) bad.push(`${path.relative(APP, file)}: ${text}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
