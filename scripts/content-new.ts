/**
 * npm run content:new -- <folder> — starts an owner's content folder from the
 * sample (content/): copies it to <folder>, which must not exist yet, and says
 * what to do next. The project never edits that folder, so updates never
 * conflict with it.
 */
import fs from "node:fs";
import path from "node:path";
import { SAMPLE_CONTENT_DIR } from "../app/content/load.server";

function main(): number {
  const target = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  if (!target) {
    console.error("Usage: npm run content:new -- <folder>   (e.g. npm run content:new -- my-content)");
    return 1;
  }
  const dir = path.resolve(target);
  if (fs.existsSync(dir)) {
    console.error(`${target} already exists: choose a new folder (nothing was copied).`);
    return 1;
  }
  fs.cpSync(SAMPLE_CONTENT_DIR, dir, { recursive: true });
  console.log(
    [
      `Copied the sample content to ${target}.`,
      `Next: put CONTENT_DIR=${target} in .env, edit the YAML files there, check them with`,
      "npm run content:check, and restart the site (no rebuild needed).",
    ].join("\n"),
  );
  return 0;
}

process.exitCode = main();
