/** The Prometheus text exposition formatter and the in-process counters behind it. */
import { describe, expect, it } from "vitest";
import { counter, histogram, snapshotMetrics, type MetricSnapshot } from "../../../app/services/metrics.server";
import { formatNumber, renderExposition } from "../../../server/prometheus";
import { methodLabel, routeLabel } from "../../../server/observability";

describe("renderExposition", () => {
  it("writes HELP and TYPE lines, then one line per series, labels quoted", () => {
    const families: MetricSnapshot[] = [
      {
        type: "counter",
        name: "http_requests_total",
        help: "Requests.",
        samples: [
          { labels: { route: "/", method: "GET", status: "200" }, value: 3 },
          { labels: { route: "other", method: "GET", status: "404" }, value: 1 },
        ],
      },
      { type: "gauge", name: "queue", help: "Queue length.", samples: [{ labels: {}, value: 0 }] },
    ];
    expect(renderExposition(families)).toBe(
      [
        "# HELP http_requests_total Requests.",
        "# TYPE http_requests_total counter",
        'http_requests_total{route="/",method="GET",status="200"} 3',
        'http_requests_total{route="other",method="GET",status="404"} 1',
        "# HELP queue Queue length.",
        "# TYPE queue gauge",
        "queue 0",
        "",
      ].join("\n"),
    );
  });

  it("escapes backslashes, quotes and line breaks in label values, and backslashes and line breaks in help", () => {
    const text = renderExposition([
      { type: "gauge", name: "g", help: 'a \\ b\nc "d"', samples: [{ labels: { v: 'x"y\\z\nw' }, value: 1 }] },
    ]);
    expect(text).toBe('# HELP g a \\\\ b\\nc "d"\n# TYPE g gauge\ng{v="x\\"y\\\\z\\nw"} 1\n');
  });

  it("writes a histogram as cumulative buckets, +Inf, _sum and _count", () => {
    const text = renderExposition([
      {
        type: "histogram",
        name: "d_seconds",
        help: "Durations.",
        buckets: [0.1, 1],
        series: [{ labels: { route: "/" }, counts: [2, 1, 1], sum: 3.75, count: 4 }],
      },
    ]);
    expect(text.split("\n")).toEqual([
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

  it("formats special numbers the Prometheus way", () => {
    expect([NaN, Infinity, -Infinity, 0.5, 42].map(formatNumber)).toEqual(["NaN", "+Inf", "-Inf", "0.5", "42"]);
  });
});

describe("counters and histograms", () => {
  it("counts by label set, keeps an unlabelled counter at 0 from the start, and observes into the right bucket", () => {
    const plain = counter("unit_plain_total", "Plain.");
    const labelled = counter("unit_labelled_total", "Labelled.", ["kind"]);
    expect(snapshotMetrics().find((m) => m.name === "unit_plain_total")).toMatchObject({ samples: [{ labels: {}, value: 0 }] });
    plain.inc();
    labelled.inc({ kind: "a" });
    labelled.inc({ kind: "a" }, 2);
    labelled.inc({ kind: "b" });
    expect([plain.get(), labelled.get({ kind: "a" }), labelled.get({ kind: "b" })]).toEqual([1, 3, 1]);
    // Declared twice (the server bundle and the Remix build): the same numbers.
    counter("unit_plain_total", "Plain.").inc();
    expect(plain.get()).toBe(2);

    const h = histogram("unit_seconds", "H.", [0.1, 1]);
    for (const v of [0.05, 0.1, 0.5, 7]) h.observe(v);
    const snap = snapshotMetrics().find((m) => m.name === "unit_seconds");
    expect(snap).toMatchObject({ series: [{ counts: [2, 1, 1], sum: 7.65, count: 4 }] });
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
