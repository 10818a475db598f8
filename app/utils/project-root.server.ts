/**
 * The project root: the nearest folder up with a package.json. Modules run both
 * from app/ (tests, scripts) and bundled into build/, so a path relative to the
 * module would differ; the root does not.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
