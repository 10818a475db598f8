/**
 * GET /metrics: off by default, behind ADMIN_TOKEN on the main port,
 * or alone on METRICS_PORT; Prometheus text that parses, and counters that move
 * with real requests and real (fake) third-party calls.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../helpers/app";
import { call } from "../fakes/client";
import { startFakeOpenAI, type FakeOpenAI } from "../fakes/openai";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { until } from "../fakes/wait";

const TOKEN = "metrics-admin-token-0123456789";
const AUTH = { Authorization: `Bearer ${TOKEN}` };

/** Parses exposition text strictly; every sample's family must have HELP and TYPE lines before it. */
function parseExposition(text: string): Map<string, number> {
  expect(text.endsWith("\n")).toBe(true);
  const typed = new Map<string, string>();
  const helped = new Set<string>();
  const samples = new Map<string, number>();
  for (const line of text.slice(0, -1).split("\n")) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) \S.*$/.exec(line);
    if (help) {
      helped.add(help[1]);
      continue;
    }
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram)$/.exec(line);
    if (type) {
      typed.set(type[1], type[2]);
      continue;
    }
    const sample =
      /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*")*\})? (-?[0-9.e+-]+|NaN|\+Inf)$/.exec(
        line,
      );
    expect(sample, `not an exposition line: ${line}`).not.toBeNull();
    const name = sample![1];
    const family = typed.has(name) ? name : name.replace(/_(bucket|sum|count)$/, "");
    expect(typed.has(family), `no TYPE before ${line}`).toBe(true);
    expect(helped.has(family), `no HELP before ${line}`).toBe(true);
    if (family !== name) expect(typed.get(family)).toBe("histogram");
    samples.set(`${name}${sample![2] ?? ""}`, Number(sample![3]));
  }
  return samples;
}

async function scrape(url: string, headers: Record<string, string> = AUTH): Promise<Map<string, number>> {
  const res = await fetch(`${url}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("no-store");
  return parseExposition(await res.text());
}

const value = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0;

describe("/metrics is off unless configured", () => {
  it("answers 404 on the main port without ADMIN_TOKEN or METRICS_PORT, never the page", async () => {
    const app = await startTestApp();
    try {
      const tries: Record<string, string>[] = [{}, { Authorization: "Bearer anything-at-all-here" }];
      for (const headers of tries) {
        const res = await fetch(`${app.url}/metrics`, { headers });
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(await res.text()).not.toContain("<html");
      }
      expect(app.metricsUrl).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe("/metrics on the main port behind ADMIN_TOKEN", () => {
  let app: TestApp;
  let openai: FakeOpenAI;
  let resend: FakeResend;

  beforeAll(async () => {
    openai = await startFakeOpenAI();
    resend = await startFakeResend("ok");
    app = await startTestApp(
      {
        ADMIN_TOKEN: TOKEN,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: `${openai.url}/v1`,
        RESEND_API_KEY: "re_test_key",
        RESEND_BASE_URL: resend.url,
        CONTACT_TO_EMAIL: "owner@example.com",
        CONTACT_FROM_EMAIL: "Portfolio <noreply@example.com>",
        RATE_LIMIT_MULTIPLIER: "1000",
      },
      // No retry loop: each contact message gets exactly its one immediate delivery attempt.
      { backgroundJobs: false },
    );
  });
  afterAll(async () => {
    await app?.close();
    await openai?.close();
    await resend?.close();
  });

  it("refuses a missing, wrong or non-bearer token with 401 and no metrics", async () => {
    const refused: Record<string, string>[] = [
      {},
      { Authorization: "Bearer wrong-token-0123456789" },
      { Authorization: `Basic ${TOKEN}` },
      { Authorization: `Bearer ${TOKEN}x` },
    ];
    for (const headers of refused) {
      const res = await fetch(`${app.url}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain("http_requests_total");
    }
    expect((await fetch(`${app.url}/metrics`, { method: "POST", headers: AUTH })).status).toBe(405);
  });

  it("serves the text format with HELP and TYPE lines for every family", async () => {
    const res = await fetch(`${app.url}/metrics`, { headers: AUTH });
    const text = await res.text();
    parseExposition(text);
    for (const [name, type] of [
      ["http_requests_total", "counter"],
      ["http_request_duration_seconds", "histogram"],
      ["ai_chat_calls_total", "counter"],
      ["ai_chat_failures_total", "counter"],
      ["image_generation_calls_total", "counter"],
      ["image_generation_failures_total", "counter"],
      ["email_sends_total", "counter"],
      ["email_send_failures_total", "counter"],
      ["contact_messages_undelivered", "gauge"],
      ["process_resident_memory_bytes", "gauge"],
      ["process_uptime_seconds", "gauge"],
    ])
      expect(text).toContain(`# TYPE ${name} ${type}\n`);
    const samples = parseExposition(text);
    expect(value(samples, "process_resident_memory_bytes")).toBeGreaterThan(10 * 1024 * 1024);
    expect(value(samples, "process_uptime_seconds")).toBeGreaterThan(0);
  });

  it("counts requests by route pattern, method and status, with a latency histogram", async () => {
    const home = 'http_requests_total{route="/",method="GET",status="200"}';
    const missing = 'http_requests_total{route="other",method="GET",status="404"}';
    const before = await scrape(app.url);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${app.url}/?lng=en`);
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const notFound = await fetch(`${app.url}/no-such-page-${Date.now()}?x=1`);
    expect(notFound.status).toBe(404);
    await notFound.arrayBuffer();
    const after = await scrape(app.url);
    expect(value(after, home) - value(before, home)).toBe(3);
    expect(value(after, missing) - value(before, missing)).toBe(1);
    const count = 'http_request_duration_seconds_count{route="/"}';
    expect(value(after, count) - value(before, count)).toBe(3);
    expect(value(after, 'http_request_duration_seconds_bucket{route="/",le="+Inf"}')).toBe(value(after, count));
    // The raw URL never becomes a label: the 404's path and query string are nowhere in the scrape.
    const text = await (await fetch(`${app.url}/metrics`, { headers: AUTH })).text();
    expect(text).not.toContain("no-such-page");
  });

  it("counts e-mail sends, failures, and the undelivered messages from SQLite", async () => {
    const sends = "email_sends_total";
    const failures = "email_send_failures_total";
    const queue = "contact_messages_undelivered";
    const before = await scrape(app.url);
    expect(value(before, queue)).toBe(0);

    resend.mode = "ok";
    const sent = await call(`${app.url}/api/contact`, { json: { name: "Ada", email: "ada@example.com", message: "Hello, metrics." } });
    expect(sent.status).toBe(200);
    const delivered = await until(async () => {
      const now = await scrape(app.url);
      return value(now, sends) - value(before, sends) === 1 && value(now, queue) === 0 ? now : null;
    });
    expect(value(delivered, failures) - value(before, failures)).toBe(0);

    resend.mode = "500";
    const failing = await call(`${app.url}/api/contact`, { json: { name: "Bob", email: "bob@example.com", message: "Hello again." } });
    expect(failing.status).toBe(200);
    const failed = await until(async () => {
      const now = await scrape(app.url);
      return value(now, failures) - value(before, failures) === 1 ? now : null;
    });
    expect(value(failed, sends) - value(before, sends)).toBe(2);
    expect(value(failed, queue)).toBe(1);
  });

  it("counts AI chat and image calls and their failures", async () => {
    const key = (await call(`${app.url}/api/generate-key`)).body.key as string;
    const before = await scrape(app.url);

    openai.chatMode = "text";
    expect((await call(`${app.url}/api/sendMessage`, { json: { message: "hello" }, key })).body.reply).toBe(openai.replyText);
    openai.chatMode = "500"; // the built-in assistant answers instead
    const fallback = await call(`${app.url}/api/sendMessage`, { json: { message: "hello again" }, key });
    expect(fallback.status).toBe(200);
    expect(fallback.body.reply).not.toBe(openai.replyText);
    openai.imageMode = "ok";
    expect((await call(`${app.url}/api/generate-image`, { json: { prompt: "a cat" }, key })).status).toBe(200);
    openai.imageMode = "500";
    expect((await call(`${app.url}/api/generate-image`, { json: { prompt: "a dog" }, key })).status).toBe(200);

    const after = await scrape(app.url);
    const delta = (name: string) => value(after, name) - value(before, name);
    expect(delta("ai_chat_calls_total")).toBe(2);
    expect(delta("ai_chat_failures_total")).toBe(1);
    expect(delta("image_generation_calls_total")).toBe(2);
    expect(delta("image_generation_failures_total")).toBe(1);
    expect(delta('http_requests_total{route="/api/sendMessage",method="POST",status="200"}')).toBe(2);
  });
});

describe("/metrics on its own port (METRICS_PORT)", () => {
  it("serves metrics without a token on METRICS_ADDRESS, and nothing on the main port", async () => {
    const app = await startTestApp({ METRICS_PORT: "0", ADMIN_TOKEN: TOKEN });
    try {
      expect(app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(app.metricsUrl).not.toBe(app.url);
      await (await fetch(`${app.url}/?lng=en`)).arrayBuffer();
      const samples = await scrape(app.metricsUrl!, {});
      expect(value(samples, 'http_requests_total{route="/",method="GET",status="200"}')).toBeGreaterThanOrEqual(1);
      // The main port does not serve it, not even with the token; the metrics port serves nothing else.
      expect((await fetch(`${app.url}/metrics`, { headers: AUTH })).status).toBe(404);
      expect((await fetch(`${app.metricsUrl}/`)).status).toBe(404);
      expect((await fetch(`${app.metricsUrl}/metrics`, { method: "POST" })).status).toBe(405);
    } finally {
      await app.close();
    }
    // Closed with the app.
    await expect(fetch(`${app.metricsUrl}/metrics`)).rejects.toThrow();
  });
});
