/**
 * Where the database may live. Checked by the environment validation (a clear
 * message at start) and again when the file is opened.
 */
import fs from "node:fs";
import path from "node:path";

/** Kernel and device trees: SQLite on them never works (under /proc it spins at 100 % CPU). */
const FORBIDDEN_ROOTS = ["/proc", "/sys", "/dev"];

/** The realpath of `file`, resolved through its nearest existing ancestor (the file may not exist yet). */
function realLocation(file: string): string {
  let existing = path.resolve(file);
  const rest: string[] = [];
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) {
    rest.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  try {
    return path.join(fs.realpathSync(existing), ...rest);
  } catch {
    return path.resolve(file);
  }
}

/** Why a database path cannot be used, or undefined. Also checked by the environment validation. */
export function databasePathProblem(file: string): string | undefined {
  if (file === ":memory:") return undefined;
  for (const candidate of new Set([path.resolve(file), realLocation(file)])) {
    const root = FORBIDDEN_ROOTS.find((r) => candidate === r || candidate.startsWith(`${r}/`));
    if (root) return `${file} is under ${root}, which cannot hold a database; use a regular folder such as ./data/portfolio.sqlite`;
  }
  return undefined;
}
