/**
 * `.env` for a process started without Docker (`npm start`, `npm run dev`, the
 * owner's commands): docker compose reads the file for the container, this reads
 * it for everything else, so one file configures both. Variables already in the
 * environment win; no file is fine. ENV_FILE names another file, or `none` to
 * read none (the test suite's servers: an owner's keys must never reach them).
 */
import fs from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

export class DotEnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(problems.join("\n"));
    this.name = "DotEnvError";
  }
}

const ASSIGNMENT = /^\s*(?:export\s+)?[A-Za-z_][A-Za-z0-9_]*\s*=(.*)$/;
const QUOTES = ['"', "'", "`"];

/**
 * One line per line that is not `NAME=value`, a comment or blank. Node's parser
 * would silently turn such a line into a strange variable, so it is caught first.
 * The line's text is not repeated: it may be a secret pasted without its name.
 */
export function dotEnvProblems(text: string, shown: string): string[] {
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#")) continue;
    const match = ASSIGNMENT.exec(line);
    if (!match) {
      problems.push(`${shown}:${i + 1}: not a NAME=value line (names are letters, digits and _; comments start with #)`);
      continue;
    }
    // A quoted value may go on over several lines, up to its closing quote.
    const value = match[1].trim();
    const quote = QUOTES.find((q) => value.startsWith(q));
    if (quote && !value.slice(1).includes(quote)) {
      const end = lines.findIndex((next, j) => j > i && next.includes(quote));
      if (end !== -1) i = end;
    }
  }
  return problems;
}

/**
 * Reads the env file (ENV_FILE, default `.env` in `cwd`) into `env` without
 * overwriting what is set. Returns the file read, or undefined when there is none.
 * Throws DotEnvError when a line is malformed (nothing is applied then).
 */
export function loadDotEnv(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string | undefined {
  const named = env.ENV_FILE?.trim();
  if (named === "none") return undefined;
  const file = path.resolve(cwd, named || ".env");
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    // No .env is the normal case; a file named on purpose must exist.
    if ((error as NodeJS.ErrnoException).code === "ENOENT" && !named) return undefined;
    throw new DotEnvError([`${named || ".env"}: cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`]);
  }
  const shown = path.relative(cwd, file) || file;
  const problems = dotEnvProblems(text, shown);
  if (problems.length) throw new DotEnvError(problems);
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] === undefined) env[key] = value;
  }
  return file;
}

/** For entry points: load the env file, or print why not and exit 1 (no stack trace). */
export function loadDotEnvOrExit(): void {
  try {
    loadDotEnv();
  } catch (error) {
    if (!(error instanceof DotEnvError)) throw error;
    console.error(`${error.message}\nFix the file (see .env.example) and try again.`);
    process.exit(1);
  }
}
