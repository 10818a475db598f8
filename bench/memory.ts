/**
 * Memory soak: `GET /` under load (autocannon) for N seconds while the server's
 * resident set size (VmRSS in /proc/<pid>/status) is read at the start, every
 * 5 s, and at the end.
 */
import fs from "node:fs";
import autocannon from "autocannon";

/** VmRSS of a process in bytes, or null where /proc is not available (not Linux). */
export function rssBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export type Soak = {
  seconds: number;
  connections: number;
  requests: number;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
  startBytes: number;
  endBytes: number;
  maxBytes: number;
  samples: { atSeconds: number; bytes: number }[];
};

/** Seconds of the soak's load before its first sample. */
const WARM_UP_SECONDS = 15;

export async function memorySoak(url: string, pid: number, seconds: number, connections: number): Promise<Soak | null> {
  // The same load for WARM_UP_SECONDS first, unmeasured: V8's heap and the page cache grow to their working size
  // in the first seconds of any load (80 MB here), which is not a leak. What the budget catches is growth after.
  if (rssBytes(pid) === null) return null;
  await autocannon({ url, connections, duration: WARM_UP_SECONDS });
  const first = rssBytes(pid);
  if (first === null) return null;
  const started = performance.now();
  const samples = [{ atSeconds: 0, bytes: first }];
  const sample = () => {
    const bytes = rssBytes(pid);
    if (bytes !== null) samples.push({ atSeconds: Math.round((performance.now() - started) / 100) / 10, bytes });
  };
  const timer = setInterval(sample, 5_000);
  try {
    const result = await autocannon({ url, connections, duration: seconds });
    sample();
    const bytes = samples.map((s) => s.bytes);
    return {
      seconds,
      connections,
      requests: result.requests.total,
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      startBytes: first,
      endBytes: samples[samples.length - 1].bytes,
      maxBytes: Math.max(...bytes),
      samples,
    };
  } finally {
    clearInterval(timer);
  }
}
