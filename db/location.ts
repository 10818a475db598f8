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

/**
 * The file a DATABASE_URL names. Only `file:` URLs are served by this build
 * (better-sqlite3); libSQL / Turso URLs are recognised to say so clearly.
 */
export function databaseUrlPath(url: string): { path: string } | { problem: string } {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === "file") {
    const rest = url.slice("file:".length);
    if (/[?#]/.test(rest)) return { problem: `query options are not supported in ${url}: write the file path only` };
    if (rest.startsWith("//")) {
      // file:///abs/path (empty host) only.
      if (!rest.startsWith("///")) return { problem: `${url} names a host: use file:./relative/path or file:///absolute/path` };
      return { path: decodeURIComponent(rest.slice(2)) };
    }
    if (rest === "") return { problem: "file: needs a path, e.g. file:./data/portfolio.sqlite" };
    return { path: decodeURIComponent(rest) };
  }
  if (scheme && ["libsql", "http", "https", "ws", "wss"].includes(scheme))
    return {
      problem: `${scheme}: URLs (a libSQL server or Turso) need the libSQL driver, which this build does not include; use a file: URL (see docs/scaling.md, "libSQL / Turso")`,
    };
  return { problem: "must be a file: URL, e.g. file:./data/portfolio.sqlite" };
}
