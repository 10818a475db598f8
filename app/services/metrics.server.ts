/**
 * In-process metrics (counters and histograms) that GET /metrics exposes in
 * Prometheus text format (server/metrics.ts). Every metric this app counts is
 * declared here, with bounded labels. The store lives on globalThis: this
 * module exists twice in one process (the server bundle and the Remix build,
 * where the AI, image and e-mail services run) and both must count into the
 * same numbers.
 */

export type Labels = Record<string, string>;

export interface CounterSnapshot {
  type: "counter" | "gauge";
  name: string;
  help: string;
  samples: Array<{ labels: Labels; value: number }>;
}

export interface HistogramSnapshot {
  type: "histogram";
  name: string;
  help: string;
  /** Upper bounds, ascending (+Inf is implied). */
  buckets: readonly number[];
  /** `counts[i]` = observations <= buckets[i] and > buckets[i - 1] (not cumulative). */
  series: Array<{ labels: Labels; counts: number[]; sum: number; count: number }>;
}

export type MetricSnapshot = CounterSnapshot | HistogramSnapshot;

interface CounterState {
  type: "counter";
  name: string;
  help: string;
  labelNames: readonly string[];
  values: Map<string, { labels: Labels; value: number }>;
}

interface HistogramState {
  type: "histogram";
  name: string;
  help: string;
  labelNames: readonly string[];
  buckets: readonly number[];
  series: Map<string, { labels: Labels; counts: number[]; sum: number; count: number }>;
}

type State = CounterState | HistogramState;

const KEY = Symbol.for("terminal-portfolio.metrics");
type Holder = { [KEY]?: Map<string, State> };
const registry = ((globalThis as Holder)[KEY] ??= new Map<string, State>());

const seriesKey = (labelNames: readonly string[], labels: Labels | undefined) =>
  labelNames.length === 0 ? "" : labelNames.map((n) => labels?.[n] ?? "").join("\u0000");

const pick = (labelNames: readonly string[], labels: Labels | undefined): Labels =>
  Object.fromEntries(labelNames.map((n) => [n, labels?.[n] ?? ""]));

export interface Counter {
  inc(labels?: Labels, by?: number): void;
  /** The current value of one series (tests, the scrape). */
  get(labels?: Labels): number;
}

export function counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
  let state = registry.get(name) as CounterState | undefined;
  if (!state) {
    state = { type: "counter", name, help, labelNames, values: new Map() };
    // A counter without labels is exposed at 0 from the start (so rate() has a first point).
    if (labelNames.length === 0) state.values.set("", { labels: {}, value: 0 });
    registry.set(name, state);
  }
  const s = state;
  return {
    inc(labels, by = 1) {
      const key = seriesKey(s.labelNames, labels);
      const entry = s.values.get(key);
      if (entry) entry.value += by;
      else s.values.set(key, { labels: pick(s.labelNames, labels), value: by });
    },
    get: (labels) => s.values.get(seriesKey(s.labelNames, labels))?.value ?? 0,
  };
}

export interface Histogram {
  observe(value: number, labels?: Labels): void;
}

export function histogram(name: string, help: string, buckets: readonly number[], labelNames: readonly string[] = []): Histogram {
  let state = registry.get(name) as HistogramState | undefined;
  if (!state) {
    state = { type: "histogram", name, help, labelNames, buckets: [...buckets].sort((a, b) => a - b), series: new Map() };
    registry.set(name, state);
  }
  const s = state;
  return {
    observe(value, labels) {
      const key = seriesKey(s.labelNames, labels);
      let entry = s.series.get(key);
      if (!entry) {
        entry = { labels: pick(s.labelNames, labels), counts: new Array<number>(s.buckets.length + 1).fill(0), sum: 0, count: 0 };
        s.series.set(key, entry);
      }
      let i = 0;
      while (i < s.buckets.length && value > s.buckets[i]) i += 1;
      entry.counts[i] += 1; // the last slot is +Inf
      entry.sum += value;
      entry.count += 1;
    },
  };
}

/** A copy of every metric, in declaration order. */
export function snapshotMetrics(): MetricSnapshot[] {
  return [...registry.values()].map((s): MetricSnapshot => {
    if (s.type === "counter")
      return {
        type: "counter",
        name: s.name,
        help: s.help,
        samples: [...s.values.values()].map((v) => ({ ...v, labels: { ...v.labels } })),
      };
    return {
      type: "histogram",
      name: s.name,
      help: s.help,
      buckets: s.buckets,
      series: [...s.series.values()].map((v) => ({ labels: { ...v.labels }, counts: [...v.counts], sum: v.sum, count: v.count })),
    };
  });
}

/** Seconds: from 5 ms (a cached page) to 30 s (an image generation at its timeout). */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** Everything the app counts (third-party calls are counted where they are made). */
export const metrics = {
  httpRequests: counter("http_requests_total", "HTTP requests answered, by route pattern, method and status.", [
    "route",
    "method",
    "status",
  ]),
  httpDuration: histogram(
    "http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, by route pattern.",
    DURATION_BUCKETS,
    ["route"],
  ),
  aiChatCalls: counter("ai_chat_calls_total", "Chat completions requested from the AI provider."),
  aiChatFailures: counter("ai_chat_failures_total", "Chat completions that failed (answered by the built-in assistant instead)."),
  imageCalls: counter("image_generation_calls_total", "Images requested from the AI provider."),
  imageFailures: counter("image_generation_failures_total", "Image generations that failed (answered by the embedded generator instead)."),
  emailSends: counter("email_sends_total", "E-mails handed to the provider (Resend), retries included."),
  emailFailures: counter("email_send_failures_total", "E-mail sends that failed (the message stays queued for a retry)."),
};
