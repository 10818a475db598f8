/**
 * npm run content:check — checks a content folder without starting the server:
 * "Content OK: …" and exit 0, or one problem per line (file, field, reason)
 * and exit 1. The folder is the first argument, else CONTENT_DIR, else the
 * sample in content/. A valid folder may still get warnings (stderr, exit 0):
 * fields whose text is still the sample persona's.
 */
import { loadDotEnvOrExit } from "../app/dotenv.server";
import path from "node:path";
import { contentDir, loadContent, readContentFiles, SAMPLE_CONTENT_DIR } from "../app/content/load.server";
import { sampleLeftovers } from "../app/content/sample-leftovers.server";
import { ContentError, contentSummary, type Content } from "../app/content/validate.server";

function main(): number {
  const given = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  const dir = contentDir(given ?? process.env.CONTENT_DIR);
  const shown = path.relative(process.cwd(), dir) || ".";
  let content: Content;
  try {
    content = loadContent(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const { problems } = error;
    for (const line of problems) console.error(line);
    console.error(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in the content folder ${shown}: fix them and run npm run content:check again.`,
    );
    return 1;
  }
  const n = contentSummary(content);
  const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
  console.log(`Content OK (${shown}): ${count(n.projects, "project")}, ${count(n.skills, "skill")}, ${count(n.files, "file")}`);
  if (dir !== SAMPLE_CONTENT_DIR) {
    const leftovers = sampleLeftovers(readContentFiles(dir).raw, readContentFiles(SAMPLE_CONTENT_DIR).raw);
    for (const line of leftovers) console.error(`warning: ${line}`);
    if (leftovers.length)
      console.error(
        `${count(leftovers.length, "field")} still read${leftovers.length === 1 ? "s" : ""} as the sample persona's (warnings: the site runs; replace them with your own text).`,
      );
  }
  return 0;
}

loadDotEnvOrExit(); // the same .env as npm start
process.exitCode = main();
