/** A tiny leveled logger that honours LOG_LEVEL (tests run with "silent"). */
import type { Env } from "~/env.server";

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof ORDER, "silent">;

export function log(env: Pick<Env, "LOG_LEVEL">, level: Level, message: string, ...details: unknown[]): void {
  if (ORDER[level] < ORDER[env.LOG_LEVEL]) return;
  const line = `[${new Date().toISOString()}] ${level.toUpperCase()} ${message}`;
  if (level === "error") console.error(line, ...details);
  else if (level === "warn") console.warn(line, ...details);
  else console.log(line, ...details);
}
