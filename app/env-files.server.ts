/**
 * Secrets readable from files (`<NAME>_FILE`), the way Docker/compose secrets
 * and Kubernetes mount them, so a key need not sit in the environment (where
 * `docker inspect` and child processes see it). The file's trimmed content is
 * used when `<NAME>` itself is unset. Problems name the variable and the path,
 * never the content.
 */
import fs from "node:fs";

/** Every secret variable of app/env.server.ts that can come from a file instead. */
export const SECRET_VARIABLES = ["OPENAI_API_KEY", "RESEND_API_KEY", "ADMIN_TOKEN"] as const;

/** A secret is a key or a token: anything larger is a wrong path (a log, a device...). */
const MAX_SECRET_FILE_BYTES = 64 * 1024;

export interface SecretFilesResult {
  /** The source with each `<NAME>` filled from its file (the `_FILE` entries are left as they are). */
  values: Record<string, string | undefined>;
  /** One readable line per problem, e.g. `ADMIN_TOKEN_FILE: cannot read /run/secrets/x (ENOENT)`. */
  problems: string[];
}

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/** Reads one secret file: a regular file, not too big, not empty once trimmed. */
function readSecretFile(variable: string, file: string): { value?: string; problem?: string } {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, "r");
    const stat = fs.fstatSync(fd);
    // A FIFO or a device (/dev/zero, /dev/stdin) would block or never end.
    if (!stat.isFile()) return { problem: `${variable}: ${file} is not a regular file` };
    if (stat.size > MAX_SECRET_FILE_BYTES) return { problem: `${variable}: ${file} is larger than ${MAX_SECRET_FILE_BYTES} bytes` };
    const value = fs.readFileSync(fd, "utf8").trim();
    if (value === "") return { problem: `${variable}: ${file} is empty` };
    return { value };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    return { problem: `${variable}: cannot read ${file} (${code})` };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * Resolves `<NAME>_FILE` for every secret variable. An empty `<NAME>=` (as
 * .env.example ships them) counts as unset; setting both is a mistake worth
 * stopping for, since one of the two would be silently ignored.
 */
export function resolveSecretFiles(source: Record<string, string | undefined>): SecretFilesResult {
  const values = { ...source };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const fileVariable = `${name}_FILE`;
    const file = source[fileVariable];
    if (!isSet(file)) continue;
    if (isSet(source[name])) {
      problems.push(`${name} and ${fileVariable} are both set: keep only one`);
      continue;
    }
    const { value, problem } = readSecretFile(fileVariable, file.trim());
    if (problem) problems.push(problem);
    else values[name] = value;
  }
  return { values, problems };
}
