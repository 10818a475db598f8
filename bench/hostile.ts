/**
 * One client attacks at its allowance while another visits (issue 34): the attacker posts the probe's
 * hostile lines (tests/helpers/hostile-lines.ts) to the no-JS terminal, one a second (the POST tier's
 * 60 a minute), while a visitor's GET / runs on an open loop. Reports the worst hostile line's time and the
 * visitor's latency, idle and under attack. The server must trust one proxy hop (TRUST_PROXY=1): the two
 * clients are told apart by X-Forwarded-For, as behind a reverse proxy.
 *
 *   node --import tsx bench/hostile.ts [--seconds=30] [--skip=<line name>,...] [--url=http://127.0.0.1:PORT]
 * Without --url it starts the build (`node build/server.js`) on a fresh database.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HOSTILE_LINES } from "../tests/helpers/hostile-lines";
import { spawnServerProcess } from "../tests/helpers/server-process";
import { openLoop, type OpenLoopResult } from "./open-loop";

export interface HostileResult {
  seconds: number;
  idle: OpenLoopResult;
  attack: OpenLoopResult;
  /** Each hostile line's time as the attacker saw it (ms), by name; the worst first. */
  lines: { name: string; ms: number; status: number | string }[];
  /** Whether the server still answered /healthz at the end. */
  alive: boolean;
}

const ATTACKER = "203.0.113.66";
const VISITOR = "198.51.100.23";

async function post(url: string, line: string, cookie: string): Promise<{ status: number | string; cookie: string; ms: number }> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/?index&lng=en`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": ATTACKER,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams({ intent: "terminal", line }),
    });
    await res.arrayBuffer();
    const set = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("term_session="))
      ?.split(";")[0];
    return { status: res.status, cookie: set ?? cookie, ms: performance.now() - started };
  } catch (error) {
    return { status: error instanceof Error ? error.message : String(error), cookie, ms: performance.now() - started };
  }
}

export async function measureHostileAttack(url: string, options: { seconds: number; skip?: string[] }): Promise<HostileResult> {
  const visit = (seconds: number) =>
    openLoop({ url: `${url}/?lng=en`, rate: 10, seconds, connections: 10, headers: { "X-Forwarded-For": VISITOR } });
  // Warm: the first renders fill the page cache and the JIT.
  for (let i = 0; i < 20; i++) await (await fetch(`${url}/?lng=en`, { headers: { "X-Forwarded-For": VISITOR } })).arrayBuffer();
  const idle = await visit(10);

  const lines: HostileResult["lines"] = [];
  const hostile = HOSTILE_LINES.filter((line) => !options.skip?.includes(line.name));
  const deadline = performance.now() + options.seconds * 1000;
  const attacker = (async () => {
    let cookie = "";
    for (let round = 0; performance.now() < deadline; round++) {
      const { name, setup, line } = hostile[round % hostile.length];
      // A fresh session per round: its setup lines, then the hostile one, at most one post a second.
      cookie = "";
      for (const step of [...setup, line]) {
        if (performance.now() >= deadline) return;
        const started = performance.now();
        const answer = await post(url, step, cookie);
        cookie = answer.cookie;
        if (step === line) lines.push({ name, ms: answer.ms, status: answer.status });
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (performance.now() - started))));
      }
    }
  })();
  const attack = await visit(options.seconds);
  await attacker;
  let alive = false;
  try {
    alive = (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    alive = false;
  }
  lines.sort((a, b) => b.ms - a.ms);
  return { seconds: options.seconds, idle, attack, lines, alive };
}

/** Prints the result as the closing note quotes it. */
export function describeHostile(result: HostileResult): string {
  const worst = new Map<string, { ms: number; status: number | string }>();
  for (const line of result.lines) if (!worst.has(line.name)) worst.set(line.name, line);
  return [
    `visitor GET / idle: p50 ${result.idle.p50.toFixed(1)} ms, max ${result.idle.max.toFixed(1)} ms`,
    `visitor GET / during a ${result.seconds} s attack: p50 ${result.attack.p50.toFixed(1)} ms, p99 ${result.attack.p99.toFixed(1)} ms, max ${result.attack.max.toFixed(1)} ms, errors ${result.attack.errors}, non-2xx ${result.attack.non2xx}`,
    `hostile lines posted: ${result.lines.length}; worst ${result.lines[0]?.ms.toFixed(0) ?? "-"} ms (${result.lines[0]?.name ?? "-"})`,
    ...[...worst].map(([name, line]) => `  ${name}: worst ${line.ms.toFixed(0)} ms, status ${line.status}`),
    `server alive after: ${result.alive ? "yes" : "NO"}`,
  ].join("\n");
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("bench/hostile.ts")) {
  const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const seconds = Number(arg("seconds") ?? 30);
  const skip = arg("skip")?.split(",");
  let url = arg("url");
  let stop = () => {};
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-hostile-"));
    const server = spawnServerProcess({ DATABASE_PATH: path.join(dir, "bench.sqlite"), TRUST_PROXY: "1", LOG_LEVEL: "error" });
    url = await server.listening;
    stop = () => {
      server.child.kill("SIGTERM");
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  try {
    console.log(describeHostile(await measureHostileAttack(url, { seconds, skip })));
  } finally {
    stop();
  }
}
