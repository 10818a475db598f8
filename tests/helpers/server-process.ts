/**
 * The production start path (`node build/server.js`) as its own process on an
 * ephemeral port, for tests that need a real process: start-up, SIGKILL, logs on
 * stdout, several processes on one database, the e2e global setup, the Docker
 * replay and `npm run bench`. Callers stop what they spawn.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves with the base URL once the server says it listens; rejects if it exits first. */
  listening: Promise<string>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

export interface SpawnOptions {
  /** Node arguments; default the compiled start path, `build/server.js`. */
  args?: string[];
  /** Default the repository root (the Docker replay starts a copy elsewhere). */
  cwd?: string;
  /** Start from this environment instead of a bare one (PATH only). */
  baseEnv?: NodeJS.ProcessEnv;
  onOutput?: (chunk: string) => void;
}

/**
 * `env` is added to a minimal production environment (no real oEmbed endpoint, ever) on
 * 127.0.0.1 and an ephemeral port. The URL comes from the server's "listening on" line.
 */
export function spawnServerProcess(env: Record<string, string>, options: SpawnOptions = {}): ServerProcess {
  const { args = ["build/server.js"], cwd = ROOT, baseEnv = { PATH: process.env.PATH ?? "" }, onOutput } = options;
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...baseEnv,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      X_OEMBED_URL: "http://127.0.0.1:9/oembed",
      // The content folder under test (tests/helpers/content.ts), unless the test names one.
      ...(process.env.CONTENT_DIR ? { CONTENT_DIR: process.env.CONTENT_DIR } : {}),
      // Never the owner's .env (real keys, another database): a test passes ENV_FILE to read one.
      ENV_FILE: "none",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      onOutput?.(text);
      const match = /listening on (http:\/\/[^\s"]+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
  });
  listening.catch(() => {}); // awaited by the callers that expect a start
  return { child, exited, listening, output: () => output };
}

/** Sends SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopServerProcess(server: ServerProcess, graceMs = 10_000): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill("SIGKILL"), graceMs);
  timer.unref();
  server.child.kill("SIGTERM");
  await server.exited;
  clearTimeout(timer);
}
