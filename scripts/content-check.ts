/**
 * npm run content:check — validates the content module without starting the
 * server: "Content OK: …" and exit 0, or one problem per line and exit 1.
 * `--module <file>` (or CONTENT_MODULE) checks another module exporting `content`
 * (the tests point it at a broken copy).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { contentProblems, contentSummary } from "../app/content/validate.server";

const ROOT = path.resolve(import.meta.dirname, "..");

function modulePath(argv: string[]): string {
  const i = argv.indexOf("--module");
  const given = i >= 0 ? argv[i + 1] : process.env.CONTENT_MODULE;
  return path.resolve(given || path.join(ROOT, "app/content/index.ts"));
}

async function main(): Promise<number> {
  const file = modulePath(process.argv.slice(2));
  let loaded: { content?: unknown };
  try {
    loaded = (await import(pathToFileURL(file).href)) as { content?: unknown };
  } catch (error) {
    console.error(
      `Cannot load the content module ${path.relative(process.cwd(), file) || file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
  const problems = contentProblems(loaded.content);
  if (problems.length) {
    for (const line of problems) console.error(line);
    console.error(
      `${problems.length} problem${problems.length === 1 ? "" : "s"} in the content module: fix them and run npm run content:check again.`,
    );
    return 1;
  }
  const n = contentSummary(loaded.content as Parameters<typeof contentSummary>[0]);
  console.log(`Content OK: ${n.projects} projects, ${n.skills} skills, ${n.files} files`);
  return 0;
}

process.exitCode = await main();
