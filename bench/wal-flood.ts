/**
 * The WAL under a flood: one client sends GETs as fast as it can for a while (the shared rate-limit
 * store, RATE_LIMIT_STORE=sqlite, counts each in the database until the client is over its limit), while
 * the WAL file's size is sampled; then how small it is 10 s after the flood.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { spawnServerProcess } from "../tests/helpers/server-process";

export interface WalFloodResult {
  seconds: number;
  requests: number;
  refused: number;
  rps: number;
  peakWalBytes: number;
  /** The WAL 10 s after the flood ended. */
  afterWalBytes: number;
  databaseBytes: number;
}

const sizeOf = (file: string) => {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** `env`: added to the server's (RATE_LIMIT_MULTIPLIER raises the limit, so every request is counted in the database). */
export async function measureWalFlood(options: {
  seconds: number;
  connections: number;
  env?: Record<string, string>;
}): Promise<WalFloodResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-wal-"));
  const database = path.join(dir, "wal.sqlite");
  const server = spawnServerProcess({ DATABASE_PATH: database, RATE_LIMIT_STORE: "sqlite", LOG_LEVEL: "warn", ...options.env });
  try {
    const url = await server.listening;
    const wal = `${database}-wal`;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, sizeOf(wal));
    }, 100);
    const result = await autocannon({ url: `${url}/`, connections: options.connections, duration: options.seconds });
    peak = Math.max(peak, sizeOf(wal));
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    clearInterval(sampler);
    return {
      seconds: options.seconds,
      requests: result.requests.total,
      refused: result.non2xx,
      rps: Math.round(result.requests.average),
      peakWalBytes: peak,
      afterWalBytes: sizeOf(wal),
      databaseBytes: sizeOf(database),
    };
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
