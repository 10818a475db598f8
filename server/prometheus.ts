/**
 * The Prometheus text exposition format (version 0.0.4): `# HELP` and
 * `# TYPE` lines, then one `name{label="value"} number` line per series;
 * histograms as cumulative `_bucket{le=…}` lines plus `_sum` and `_count`.
 */
import type { Labels, MetricSnapshot } from "../app/services/metrics.server";

export const EXPOSITION_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

const escapeHelp = (text: string) => text.replace(/\\/g, "\\\\").replace(/\n/g, "\\n");
const escapeLabel = (value: string) => value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n");

export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return "NaN";
  if (value === Infinity) return "+Inf";
  if (value === -Infinity) return "-Inf";
  return String(value);
}

function labelSet(labels: Labels, extra?: [string, string]): string {
  const pairs = Object.entries(labels);
  if (extra) pairs.push(extra);
  if (pairs.length === 0) return "";
  return `{${pairs.map(([k, v]) => `${k}="${escapeLabel(v)}"`).join(",")}}`;
}

export function renderExposition(families: readonly MetricSnapshot[]): string {
  const lines: string[] = [];
  for (const family of families) {
    lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
    if (family.type === "histogram") {
      for (const series of family.series) {
        let cumulative = 0;
        family.buckets.forEach((bound, i) => {
          cumulative += series.counts[i] ?? 0;
          lines.push(`${family.name}_bucket${labelSet(series.labels, ["le", formatNumber(bound)])} ${cumulative}`);
        });
        lines.push(
          `${family.name}_bucket${labelSet(series.labels, ["le", "+Inf"])} ${series.count}`,
          `${family.name}_sum${labelSet(series.labels)} ${formatNumber(series.sum)}`,
          `${family.name}_count${labelSet(series.labels)} ${series.count}`,
        );
      }
    } else {
      for (const sample of family.samples) lines.push(`${family.name}${labelSet(sample.labels)} ${formatNumber(sample.value)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}
