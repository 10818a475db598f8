/**
 * An open-loop load: requests start on a fixed schedule (rate per second, evenly spaced) over a pool of
 * at most `connections` keep-alive sockets, whatever the server's pace, and each latency counts from
 * the request's scheduled start (a late start is the server's delay too). autocannon's own rate option
 * sends each connection's quota at the top of every second, a burst, so it cannot measure this.
 */
import http from "node:http";

export interface OpenLoopOptions {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  sent: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

export async function openLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const one = (scheduled: number) =>
    new Promise<void>((resolve) => {
      const request = http.request(
        target,
        {
          agent,
          method: options.method ?? "GET",
          headers: { ...options.headers, ...(body ? { "Content-Length": String(body.length) } : {}) },
        },
        (response) => {
          response.resume();
          response.on("end", () => {
            latencies.push(performance.now() - scheduled);
            if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      request.on("error", () => {
        errors++;
        resolve();
      });
      request.end(body);
    });

  for (let i = 0; i < total; i++) {
    const scheduled = started + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(one(scheduled));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    sent: total,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    non2xx,
    errors,
  };
}
