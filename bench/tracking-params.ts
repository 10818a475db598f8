/**
 * The home page with and without a tracking parameter that changes on every request (a campaign link's
 * `utm_source`, a click id): both should be answered from the page cache (ADR 048). Starts the production
 * build (`npm run build` first) on 127.0.0.1 and prints req/s of each: plain, tracked, plain again (the mean of
 * the two plain runs is compared).
 *
 *   node --import tsx bench/tracking-params.ts [seconds=10] [connections=50]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { spawnServerProcess, stopServerProcess } from "../tests/helpers/server-process";

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
// As a browser asks: the cached page's gzip answer.
const headers = { "accept-encoding": "gzip, deflate, br" };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-tracking-"));
const server = spawnServerProcess({ DATABASE_PATH: path.join(dir, "bench.sqlite"), RATE_LIMIT_MULTIPLIER: "100000", LOG_LEVEL: "warn" });
try {
  const url = await server.listening;
  let n = 0;
  const tracked = { requests: [{ setupRequest: (req: object) => ({ ...req, path: `/?utm_source=${n++}` }) }] };
  const run = async (options: Partial<autocannon.Options>, duration: number) => {
    const result = await autocannon({ url, connections, duration, headers, ...options });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
  };
  // Warm both paths (JIT, the first render) before the measured runs.
  await run({}, 2);
  await run(tracked, 2);
  // Plain, tracked, plain again: the machine's other work moves a single run by more than the difference.
  const first = await run({}, seconds);
  const unique = await run(tracked, seconds);
  const again = await run({}, seconds);
  const plain = { ...first, rps: Math.round((first.rps + again.rps) / 2), p99: Math.max(first.p99, again.p99) };
  console.log(`GET / runs: ${first.rps} and ${again.rps} req/s`);
  console.log(`GET /                          ${plain.rps} req/s, p99 ${plain.p99} ms, non-2xx ${plain.non2xx}, errors ${plain.errors}`);
  console.log(
    `GET /?utm_source=<unique>      ${unique.rps} req/s, p99 ${unique.p99} ms, non-2xx ${unique.non2xx}, errors ${unique.errors}`,
  );
  console.log(`ratio ${(unique.rps / plain.rps).toFixed(2)}`);
} finally {
  await stopServerProcess(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
