/**
 * What this app counts, on prom-client: one Registry per app (the platform
 * owns it, so two apps in one test process never mix their numbers), with
 * bounded labels. Node's default process metrics come with it; the few of
 * ours that are read at scrape time (queue length, page cache) are added by
 * the server (server/metrics.ts). GET /metrics renders the registry.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Seconds: from 5 ms (a cached page) to 30 s (an image generation at its timeout). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** The counters a service needs (third-party calls are counted where they are made). */
export type ServiceCounters = Pick<
  AppMetrics,
  "aiChatCalls" | "aiChatFailures" | "imageCalls" | "imageFailures" | "emailSends" | "emailFailures"
>;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const counter = (name: string, help: string) => new Counter({ name, help, registers });
  // Not among prom-client's defaults, kept for the dashboards that read them.
  new Gauge({
    name: "process_uptime_seconds",
    help: "Seconds since the process started.",
    registers,
    collect() {
      this.set(Math.round(process.uptime() * 1000) / 1000);
    },
  });
  new Gauge({
    name: "nodejs_heap_used_bytes",
    help: "V8 heap in use, in bytes.",
    registers,
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status.",
      labelNames: ["route", "method", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route pattern.",
      buckets: [...DURATION_BUCKETS],
      labelNames: ["route"] as const,
      registers,
    }),
    aiChatCalls: counter("ai_chat_calls_total", "Chat completions requested from the AI provider."),
    aiChatFailures: counter("ai_chat_failures_total", "Chat completions that failed (answered by the built-in assistant instead)."),
    imageCalls: counter("image_generation_calls_total", "Images requested from the AI provider."),
    imageFailures: counter(
      "image_generation_failures_total",
      "Image generations that failed (answered by the embedded generator instead).",
    ),
    emailSends: counter("email_sends_total", "E-mails handed to the provider (Resend), retries included."),
    emailFailures: counter("email_send_failures_total", "E-mail sends that failed (the message stays queued for a retry)."),
    terminalLines: new Counter({
      name: "terminal_lines_total",
      help: "Server-side terminal lines, by outcome: ok, deadline, memory, busy (refused by a full pool), fault.",
      labelNames: ["outcome"] as const,
      registers,
    }),
    terminalLineBusy: new Histogram({
      name: "terminal_line_busy_seconds",
      help: "Time a terminal line kept its worker busy (service calls not counted).",
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5],
      registers,
    }),
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;

/**
 * The registry as exposition text in the shape this app has always served:
 * one family after another (prom-client puts a blank line between them), and
 * a bucket's `le` after its other labels (prom-client writes it first), and
 * NaN spelt as the format says (prom-client writes "Nan", e.g. the event loop
 * lag before its first sample).
 */
export async function exposition(metrics: Pick<AppMetrics, "registry">): Promise<string> {
  return (await metrics.registry.metrics())
    .replace(/\n{2,}/g, "\n")
    .replace(/^(\w+_bucket)\{(le="[^"]*"),(.+)\}( \S+)$/gm, "$1{$3,$2}$4")
    .replace(/ Nan$/gm, " NaN");
}
