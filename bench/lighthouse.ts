/**
 * Lighthouse through `npx --yes lighthouse@12.8.2` (not a dependency: it is heavy
 * and CI must not install it; 13.x needs Node 22). One run at a time, never
 * alongside a load test. If npx cannot fetch it, every row says "unavailable".
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const LIGHTHOUSE_VERSION = "12.8.2";
const PACKAGE = `lighthouse@${LIGHTHOUSE_VERSION}`;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export type LighthouseRun = {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  error?: string;
};

export type LighthouseResult =
  | { status: "ok"; preset: "mobile" | "desktop"; url: string; runs: LighthouseRun[]; goodRuns: number; median: LighthouseRun }
  | { status: "unavailable"; preset: "mobile" | "desktop"; url: string; reason: string };

type Exec = { code: number | null; stdout: string; stderr: string; timedOut: boolean };

function exec(command: string, argv: string[], env: NodeJS.ProcessEnv, timeoutMs: number): Promise<Exec> {
  return new Promise((resolve) => {
    const child = spawn(command, argv, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, timeoutMs);
    child.once("error", (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

const lastLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("npm warn"))
    .slice(-3)
    .join(" / ")
    .slice(0, 300);

/** Fetches (once, into the npx cache) and checks the Lighthouse CLI; returns why not if it cannot. */
export async function lighthouseAvailable(): Promise<{ ok: true; version: string } | { ok: false; reason: string }> {
  const result = await exec("npx", ["--yes", PACKAGE, "--version"], process.env, 600_000);
  const version = result.stdout.trim().split("\n").pop() ?? "";
  if (result.code === 0 && version === LIGHTHOUSE_VERSION) return { ok: true, version };
  const why = result.timedOut ? "npx timed out after 600 s" : `npx exited ${result.code}: ${lastLines(result.stderr || result.stdout)}`;
  return { ok: false, reason: `npx could not run ${PACKAGE} (${why})` };
}

const score = (lhr: LhrJson, id: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories?.[id]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
};
const numeric = (lhr: LhrJson, id: string) => {
  const value = lhr.audits?.[id]?.numericValue;
  return typeof value === "number" ? value : null;
};

type LhrJson = {
  runtimeError?: { code?: string; message?: string };
  categories?: Record<string, { score: number | null } | undefined>;
  audits?: Record<string, { numericValue?: number } | undefined>;
};

async function runOnce(url: string, preset: "mobile" | "desktop", chromePath: string): Promise<LighthouseRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-lighthouse-"));
  const output = path.join(dir, "report.json");
  const argv = [
    "--yes",
    PACKAGE,
    url,
    "--output=json",
    `--output-path=${output}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    `--only-categories=${CATEGORIES.join(",")}`,
    "--quiet",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const empty: LighthouseRun = {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    fcpMs: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
  };
  try {
    const result = await exec("npx", argv, { ...process.env, CHROME_PATH: chromePath }, 240_000);
    if (!fs.existsSync(output)) {
      const why = result.timedOut ? "timed out after 240 s" : `exited ${result.code}: ${lastLines(result.stderr || result.stdout)}`;
      return { ...empty, error: why };
    }
    const lhr = JSON.parse(fs.readFileSync(output, "utf8")) as LhrJson;
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message ?? ""}`.slice(0, 300) } : {}),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function medianOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 ? present[mid] : (present[mid - 1] + present[mid]) / 2;
}

/**
 * `runs` good Lighthouse runs of one URL and preset, one after another (a run that
 * fails, e.g. NO_NAVSTART on a loaded machine, is retried, at most twice in all);
 * the median of each figure over the good runs.
 */
export async function lighthouse(url: string, preset: "mobile" | "desktop", runs: number, chromePath: string): Promise<LighthouseResult> {
  const all: LighthouseRun[] = [];
  const ok = (run: LighthouseRun) => run.performance !== null && !run.error;
  while (all.filter(ok).length < runs && all.length < runs + 2) all.push(await runOnce(url, preset, chromePath));
  const good = all.filter(ok);
  if (good.length === 0) return { status: "unavailable", preset, url, reason: `no run finished (${all[0]?.error ?? "unknown error"})` };
  const pick = (key: keyof Omit<LighthouseRun, "error">) => medianOf(good.map((run) => run[key]));
  return {
    status: "ok",
    preset,
    url,
    runs: all,
    goodRuns: good.length,
    median: {
      performance: pick("performance"),
      accessibility: pick("accessibility"),
      bestPractices: pick("bestPractices"),
      seo: pick("seo"),
      fcpMs: pick("fcpMs"),
      lcpMs: pick("lcpMs"),
      tbtMs: pick("tbtMs"),
      cls: pick("cls"),
    },
  };
}
