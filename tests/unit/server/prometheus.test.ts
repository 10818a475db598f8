/** The app's metrics on prom-client: exposition text, counting by label set, histograms, and bounded labels. */
import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { createMetrics, exposition } from "../../../app/services/metrics.server";
import { methodLabel, routeLabel } from "../../../server/observability";

const linesOf = (text: string, name: string) => text.split("\n").filter((l) => l.startsWith(name));

describe("the app's registry", () => {
  it("writes HELP and TYPE lines, then one line per series, labels quoted; unlabelled counters start at 0", async () => {
    const metrics = createMetrics();
    metrics.httpRequests.inc({ route: "/", method: "GET", status: "200" });
    metrics.httpRequests.inc({ route: "/", method: "GET", status: "200" }, 2);
    metrics.httpRequests.inc({ route: "other", method: "GET", status: "404" });
    const text = await exposition(metrics);
    expect(text).not.toContain("\n\n");
    expect(text).toContain(
      [
        "# HELP http_requests_total HTTP requests answered, by route pattern, method and status.",
        "# TYPE http_requests_total counter",
        'http_requests_total{route="/",method="GET",status="200"} 3',
        'http_requests_total{route="other",method="GET",status="404"} 1',
      ].join("\n"),
    );
    expect(text).toContain("# TYPE ai_chat_calls_total counter\nai_chat_calls_total 0\n");
    for (const [name, type] of [
      ["process_resident_memory_bytes", "gauge"],
      ["process_uptime_seconds", "gauge"],
      ["nodejs_heap_used_bytes", "gauge"],
      ["http_request_duration_seconds", "histogram"],
    ])
      expect(text).toContain(`# TYPE ${name} ${type}\n`);
    expect(text.endsWith("\n")).toBe(true);
  });

  it("keeps two apps' numbers apart (one registry each)", async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.emailSends.inc();
    expect(linesOf(await a.registry.metrics(), "email_sends_total ")).toEqual(["email_sends_total 1"]);
    expect(linesOf(await b.registry.metrics(), "email_sends_total ")).toEqual(["email_sends_total 0"]);
  });

  it("writes a histogram as cumulative buckets, +Inf, _sum and _count", async () => {
    const registry = new Registry();
    const h = new Histogram({ name: "d_seconds", help: "Durations.", buckets: [0.1, 1], labelNames: ["route"], registers: [registry] });
    for (const v of [0.05, 0.1, 0.5, 3.1]) h.observe({ route: "/" }, v);
    expect((await exposition({ registry })).split("\n")).toEqual([
      "# HELP d_seconds Durations.",
      "# TYPE d_seconds histogram",
      'd_seconds_bucket{route="/",le="0.1"} 2',
      'd_seconds_bucket{route="/",le="1"} 3',
      'd_seconds_bucket{route="/",le="+Inf"} 4',
      'd_seconds_sum{route="/"} 3.75',
      'd_seconds_count{route="/"} 4',
      "",
    ]);
  });

  it("escapes backslashes, quotes and line breaks in label values, and backslashes and line breaks in help", async () => {
    const registry = new Registry();
    new Gauge({ name: "g", help: 'a \\ b\nc "d"', labelNames: ["v"], registers: [registry] }).set({ v: 'x"y\\z\nw' }, 1);
    expect(await registry.metrics()).toBe('# HELP g a \\\\ b\\nc "d"\n# TYPE g gauge\ng{v="x\\"y\\\\z\\nw"} 1\n');
  });

  it("spells NaN the Prometheus way", async () => {
    const registry = new Registry();
    new Gauge({ name: "lag", help: "Lag.", registers: [registry] }).set(NaN);
    expect(await exposition({ registry })).toBe("# HELP lag Lag.\n# TYPE lag gauge\nlag NaN\n");
  });

  it("never lets a counter go down", () => {
    const c = new Counter({ name: "c_total", help: "C.", registers: [] });
    expect(() => c.inc(-1)).toThrow();
  });
});

describe("route and method labels stay bounded", () => {
  it("maps paths to a fixed set of patterns, never the raw URL", () => {
    expect(routeLabel("/")).toBe("/");
    expect(routeLabel("/api/contact")).toBe("/api/contact");
    expect(routeLabel("/api/whatever-a-client-sends")).toBe("/api/*");
    expect(routeLabel("/build/_assets/page-ABC.css")).toBe("/build/*");
    expect(routeLabel("/no-such-page-12345")).toBe("other");
    expect(routeLabel("/metrics")).toBe("/metrics");
    expect(methodLabel("GET")).toBe("GET");
    expect(methodLabel("BREW")).toBe("OTHER");
  });
});
