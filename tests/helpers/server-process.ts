/**
 * The production start path (`node build/server.js`) as its own process on an
 * ephemeral port, for tests that need a real process: start-up, SIGKILL, logs on
 * stdout, several processes on one database. Callers kill what they spawn.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves with the base URL once the server says it listens; rejects if it exits first. */
  listening: Promise<string>;
  /** Everything written to stdout and stderr so far. */
  output(): string;
}

/** `env` is added to a minimal production environment (no real oEmbed endpoint, ever). */
export function spawnServerProcess(env: Record<string, string>, onOutput?: (chunk: string) => void): ServerProcess {
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      X_OEMBED_URL: "http://127.0.0.1:9/oembed",
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
