/**
 * `npm run bench`: builds, starts the production server, and measures what
 * the project sets budgets for (first-visit JS, SSR throughput, start time, ...). Prints a table and writes bench/results.json.
 *   --no-build   reuse the current build
 *   --quick      2 s load runs instead of 10 s (smoke test of the harness)
 *   --no-lighthouse        skip Lighthouse
 *   --lighthouse-runs=N    Lighthouse runs per page and preset (default 3, median reported)
 *   --soak-seconds=N       length of the memory soak (default 60)
 *   --only=personal-page,wal-flood,storage-growth,terminal,emulators,assistant,hostile   only these rows (comma-separated), on the current build, printed (no report files)
 *   --flood-seconds=N      length of the WAL flood (default 60)
 *   --hostile-seconds=N    length of the hostile-lines attack (default 30)
 * Also regenerates docs/benchmarks.md (bench/report.ts).
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../playwright.config";
import { spawnServerProcess } from "../tests/helpers/server-process";
import { DOS_BENCH_GAME, measureDosLaunch } from "./dos-launch";
import { measureGbaFirefox } from "./gba-firefox";
import { GBA_BENCH_GAME, measureGbaLaunch } from "./gba-launch";
import { LIGHTHOUSE_VERSION, lighthouse, lighthouseAvailable, type LighthouseResult } from "./lighthouse";
import { openLoop, type OpenLoopResult } from "./open-loop";
import { memorySoak, rssBytes } from "./memory";
import { measurePersonalPage } from "./personal-page";
import { measureWalFlood } from "./wal-flood";
import { measureHostileAttack } from "./hostile";
import { closeDatabase, setDatabase } from "../db/client";
import { simulateOneClient } from "../tests/helpers/storage-simulation";
import { machineInfo, writeBenchmarksMd, type Row } from "./report";
import { measureFirstLine, VISITORS } from "./first-line";
import { BYTE_BUDGETS, criticalCss, documentScripts, homeHtml } from "./page-weight";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
/** `--name=N` as a positive integer, else the fallback. */
function numberArg(name: string, fallback: number): number {
  const raw = process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}
const DURATION = args.has("--quick") ? 2 : 10;
const CONNECTIONS = 50;
const LIGHTHOUSE_RUNS = numberArg("lighthouse-runs", 3);
const FIRST_LINE_RUNS = numberArg("first-line-runs", 3);
const SOAK_SECONDS = numberArg("soak-seconds", 60);
const ONLY_GROUPS = ["personal-page", "wal-flood", "storage-growth", "terminal", "emulators", "assistant", "hostile"] as const;
const HOSTILE_SECONDS = numberArg("hostile-seconds", 30);
const FLOOD_SECONDS = numberArg("flood-seconds", 60);
type Group = (typeof ONLY_GROUPS)[number];
const only = process.argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter((g): g is Group => (ONLY_GROUPS as readonly string[]).includes(g));

const rows: Row[] = [];
const notes: string[] = [];
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 1024 ** 2).toFixed(1)} MB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function startServer(): Promise<{ child: ChildProcess; url: string; startMs: number; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-bench-"));
  const started = performance.now();
  const server = spawnServerProcess({
    DATABASE_PATH: path.join(dir, "bench.sqlite"),
    RATE_LIMIT_MULTIPLIER: "100000",
    LOG_LEVEL: "warn",
  });
  const { child } = server;
  const url = await server.listening;
  // Start-to-healthy: from spawn to the first 200 on /healthz.
  for (;;) {
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  return { child, url, startMs: performance.now() - started, dir };
}

async function stopServer(server: { child: ChildProcess; dir: string }): Promise<void> {
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
  fs.rmSync(server.dir, { recursive: true, force: true });
}

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const gzipSize = async (url: string) => {
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  return { raw: body.length, gzip: zlib.gzipSync(body).length };
};

/**
 * Initial JS = the scripts the document itself loads (modulepreload links and the
 * inline entry imports). Lazy chunks fetched after hydration (the terminal engine,
 * animation features) are reported on their own row.
 */
async function initialJs(url: string, executablePath: string) {
  const html = await (await fetch(url)).text();
  // The document's scripts as the budget test counts them (bench/page-weight.ts).
  const initial = new Set(documentScripts(html).map((href) => new URL(href, url).href));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  const loaded = new Set<string>();
  page.on("response", (response) => {
    const type = response.headers()["content-type"] ?? "";
    if (type.includes("javascript")) loaded.add(response.url());
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await browser.close();
  const sum = async (urls: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    let files = 0;
    for (const script of urls) {
      const size = await gzipSize(script);
      raw += size.raw;
      gzip += size.gzip;
      files += 1;
    }
    return { files, raw, gzip };
  };
  const everything = new Set([...initial, ...loaded]);
  const files: { path: string; gzip: number; raw: number }[] = [];
  for (const script of everything) files.push({ path: new URL(script).pathname, ...(await gzipSize(script)) });
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    initial: await sum(initial),
    afterHydration: await sum([...loaded].filter((u) => !initial.has(u))),
    total: { files: files.length, raw: files.reduce((n, f) => n + f.raw, 0), gzip: files.reduce((n, f) => n + f.gzip, 0) },
    biggest: files.slice(0, 5),
  };
}

/** Lighthouse mobile and desktop, English and French, one run at a time. */
/** The languages the site ships, as its home page lists them (hreflang alternates): every one is measured. */
async function siteLanguages(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/`)).text();
  const found = [...html.matchAll(/<link[^>]+hreflang="([^"]+)"/gi)].map((m) => m[1]).filter((l) => l !== "x-default");
  return found.length > 0 ? [...new Set(found)] : ["en"];
}

async function lighthouseRows(url: string, chromiumPath: string) {
  const available = await lighthouseAvailable();
  const out: LighthouseResult[] = [];
  const languages = await siteLanguages(url);
  for (const preset of ["mobile", "desktop"] as const) {
    for (const lng of languages) {
      const page = `${url}/?lng=${lng}`;
      const result: LighthouseResult = available.ok
        ? await lighthouse(page, preset, LIGHTHOUSE_RUNS, chromiumPath)
        : { status: "unavailable", preset, url: page, reason: available.reason };
      out.push(result);
      const label = `Lighthouse ${preset} ${lng} (median of ${result.status === "ok" ? result.goodRuns : LIGHTHOUSE_RUNS})`;
      if (result.status === "unavailable") {
        rows.push({ metric: `${label}: scores`, value: `unavailable: ${result.reason}` });
        continue;
      }
      const m = result.median;
      const n = (v: number | null) => (v === null ? "n/a" : String(Math.round(v)));
      const s = (v: number | null) => (v === null ? "n/a" : `${(v / 1000).toFixed(2)} s`);
      const scoresOk = m.accessibility === 100 && m.bestPractices === 100 && m.seo === 100;
      // Issue 37's budgets: mobile 99 (aim 100) with LCP <= 1.2 s, CLS <= 0.02, TBT <= 50 ms; desktop 100.
      rows.push({
        metric: `${label}: Perf / A11y / BP / SEO`,
        value: `${n(m.performance)} / ${n(m.accessibility)} / ${n(m.bestPractices)} / ${n(m.seo)}`,
        ...(preset === "mobile"
          ? { budget: "Perf >= 99, others 100", ok: (m.performance ?? 0) >= 99 && scoresOk }
          : { budget: "all 100", ok: m.performance === 100 && scoresOk }),
      });
      rows.push({
        metric: `${label}: FCP / LCP / TBT / CLS`,
        value: `${s(m.fcpMs)} / ${s(m.lcpMs)} / ${n(m.tbtMs)} ms / ${m.cls === null ? "n/a" : m.cls.toFixed(3)}`,
        ...(preset === "mobile"
          ? {
              budget: "LCP <= 1.2 s, TBT <= 50 ms, CLS <= 0.02",
              ok: (m.lcpMs ?? Infinity) <= 1200 && (m.tbtMs ?? Infinity) <= 50 && (m.cls ?? Infinity) <= 0.02,
            }
          : {}),
      });
      const failed = result.runs.filter((run) => run.error);
      if (failed.length) notes.push(`${label}: ${failed.length} failed run(s) retried or left out: ${failed[0].error}`);
    }
  }
  return { version: LIGHTHOUSE_VERSION, runsPerPage: LIGHTHOUSE_RUNS, results: out };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** The lines whose Enter -> render time is measured; the shell's have a p95 aim. */
const TERMINAL_LINES = ["help", "ls -a", "cat notes.txt"];
const SHELL_LINES = ["ls -a | grep e | wc -l", "grep -r key /"];
/**
 * A 500-line log in the visitor's home for `grep -r` (written by the shell itself: /etc/passwd
 * repeated, then cut to 500 lines), and grep run once so RE2's chunk is there before measuring.
 */
const SHELL_SETUP = [
  "cat /etc/passwd /etc/passwd /etc/passwd /etc/passwd > a",
  "cat a a a a a a a a a a a a a a a a a a a a a a a a a > b",
  "head -n 500 b > big.log",
  "rm a b",
  "wc -l big.log | grep 500",
];

/** Enter -> rendered output time in the terminal (performance marks set by the UI): median and p95. */
async function terminalLatency(url: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const page = await browser.newPage();
  await page.goto(url);
  const input = page.locator("#terminal-input");
  if ((await input.count()) === 0) {
    await browser.close();
    return null;
  }
  // The form's input is there before hydration (it posts without JavaScript): wait for the booted
  // terminal, and turn to it so the engine's code is fetched (ADR 014) before measuring.
  await page.waitForFunction(() => document.querySelector('[data-testid="terminal"]')?.getAttribute("data-mode") === "normal", undefined, {
    timeout: 15_000,
  });
  await input.focus();
  const enter = async (line: string) => {
    await page.evaluate(() => performance.clearMeasures("term:enter-to-render"));
    await input.fill(line);
    await input.press("Enter");
    await page
      .waitForFunction(() => performance.getEntriesByName("term:enter-to-render").length > 0, undefined, { timeout: 15_000 })
      .catch(async (error: unknown) => {
        // Say what the terminal showed instead of a bare timeout.
        const shown = await page
          .getByTestId("terminal-output")
          .innerText()
          .catch(() => "(no output)");
        const marks = await page.evaluate(() =>
          performance
            .getEntries()
            .filter((e) => e.name.startsWith("term:"))
            .map((e) => `${e.entryType} ${e.name}`),
        );
        console.error(`[terminal latency] marks: ${marks.join(", ") || "none"}`);
        throw new Error(`no render mark after \`${line}\`; the terminal shows:\n${shown.split("\n").slice(-8).join("\n")}`, {
          cause: error,
        });
      });
    await page.waitForFunction(() => document.querySelector('[data-testid="terminal"]')?.getAttribute("data-mode") === "normal");
    return page.evaluate(() => performance.getEntriesByName("term:enter-to-render")[0].duration);
  };
  await enter("whoami");
  for (const line of SHELL_SETUP) await enter(line);
  const out: Record<string, { median: number; p95: number }> = {};
  for (const command of [...TERMINAL_LINES, ...SHELL_LINES]) {
    const samples: number[] = [];
    for (let i = 0; i < 30; i++) {
      samples.push(await enter(command));
      if (i % 5 === 4) await enter("clear");
    }
    out[command] = { median: median(samples), p95: percentile(samples, 95) };
  }
  await browser.close();
  return out;
}

/** Opens the terminal (reduced motion: no boot animation) in a fresh page. */
async function openTerminal(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await page.goto(`${url}/?lng=en`, { waitUntil: "networkidle" });
  await page.waitForFunction(() => document.querySelector('[data-testid="terminal"]')?.getAttribute("data-mode") === "normal", undefined, {
    timeout: 15_000,
  });
  return page;
}

/**
 * What opening each mini-game costs: the scripts and stylesheets fetched after
 * the command (its own chunk, shared game pieces on the first one), gzip.
 */
async function miniGameBytes(url: string, executablePath: string) {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  const out: Record<string, { files: number; gzip: number }> = {};
  try {
    for (const game of ["snake", "hangman", "brickbreaker", "wordle"]) {
      const page = await openTerminal(browser, url);
      const fetched: string[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        if (type === "script" || type === "stylesheet") fetched.push(response.url());
      });
      await page.locator("#terminal-input").fill(game);
      await page.locator("#terminal-input").press("Enter");
      await page.getByTestId(`game-${game}`).waitFor({ timeout: 15_000 });
      await page.waitForLoadState("networkidle");
      let gzip = 0;
      for (const file of fetched) gzip += (await gzipSize(file)).gzip;
      out[game] = { files: fetched.length, gzip };
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** A no-JS terminal session at its caps: its page's size, answered again (kept until the next post), and rendered. */
async function personalPageRows(url: string) {
  const page = await measurePersonalPage(url, { duration: DURATION, connections: 10 });
  rows.push({
    metric: `no-JS session page at the session's caps (${page.posts} posts): raw / gzip, lines shown`,
    value: `${kb(page.rawBytes)} / ${kb(page.gzipBytes)}, ${page.shownLines} lines`,
    budget: "<= 120 KB raw",
    ok: page.rawBytes <= 120 * 1024,
  });
  rows.push({
    metric: "no-JS session page (the shared page with the session's terminal spliced in, each request), 10 conn",
    value: `${page.again.rps} req/s, p50 ${page.again.p50} ms, p99 ${page.again.p99} ms`,
    budget: ">= 300 req/s",
    ok: page.again.rps >= 300 && page.again.non2xx === 0,
  });
  rows.push({
    metric: "no-JS session page, another query string each time (its shared page rendered too), 10 conn",
    value: `${page.rendered.rps} req/s, p50 ${page.rendered.p50} ms, p99 ${page.rendered.p99} ms`,
  });
  results.personalPage = page;
}

/** One client's GETs as fast as it can (RATE_LIMIT_STORE=sqlite): the WAL's peak, and its size 10 s after. */
async function walFloodRows() {
  const flood = await measureWalFlood({ seconds: FLOOD_SECONDS, connections: CONNECTIONS });
  rows.push({
    metric: `WAL under ${flood.seconds} s of GET / from one client (RATE_LIMIT_STORE=sqlite, ${CONNECTIONS} conn): peak / 10 s after`,
    value: `${mb(flood.peakWalBytes)} / ${mb(flood.afterWalBytes)} (${flood.rps} req/s, ${flood.refused} refused)`,
    budget: "peak <= 64 MB, after <= 8 MB",
    ok: flood.peakWalBytes <= 64 * 1024 ** 2 && flood.afterWalBytes <= 8 * 1024 ** 2,
  });
  results.walFlood = flood;
}

/** One client posting the probe's hostile lines at its allowance while another visits: on its own server (default limits). */
async function hostileRows() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-hostile-"));
  const server = spawnServerProcess({ DATABASE_PATH: path.join(dir, "bench.sqlite"), TRUST_PROXY: "1", LOG_LEVEL: "error" });
  try {
    const attack = await measureHostileAttack(await server.listening, { seconds: HOSTILE_SECONDS });
    const worst = attack.lines[0];
    rows.push({
      metric: `hostile terminal lines from one client at its allowance (${attack.lines.length} in ${attack.seconds} s): the worst line`,
      value: `${worst ? `${worst.ms.toFixed(0)} ms (${worst.name})` : "none posted"}${attack.alive ? "" : ", server down after"}`,
      budget: "<= 1000 ms, server up",
      ok: attack.alive && worst !== undefined && worst.ms <= 1000,
    });
    // Within 2x of idle, and never judged on a sub-millisecond idle figure.
    const allowed = 2 * Math.max(attack.idle.p50, 2);
    rows.push({
      metric: "another visitor's GET / meanwhile (10 req/s): p50 / max, idle then under attack",
      value: `${attack.idle.p50.toFixed(1)} / ${attack.idle.max.toFixed(1)} ms, then ${attack.attack.p50.toFixed(1)} / ${attack.attack.max.toFixed(1)} ms`,
      budget: "p50 under attack <= 2x idle",
      ok: attack.attack.p50 <= allowed && attack.attack.errors === 0,
    });
    results.hostile = attack;
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** One client at its full allowance for a simulated day (injected clock, the services' own writes): the file's growth. */
function storageGrowthRows() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-growth-"));
  setDatabase(path.join(dir, "growth.sqlite"));
  try {
    const started = performance.now();
    const day = simulateOneClient(24);
    const first = (day.hourlyBytes[0] ?? day.endBytes) - day.beforeBytes;
    rows.push({
      metric: "database growth, one client at its full allowance: first simulated hour / peak over 24 h",
      value: `${mb(first)} / ${mb(day.peakBytes - day.beforeBytes)} (simulated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      budget: "24 h <= 50 MB",
      ok: day.peakBytes - day.beforeBytes <= 50_000_000,
    });
    results.storageGrowth = day;
  } finally {
    closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printRows() {
  const width = Math.max(...rows.map((r) => r.metric.length));
  console.log(`\n${"metric".padEnd(width)} | value | budget`);
  console.log(`${"-".repeat(width)}-|-------|-------`);
  for (const row of rows) {
    const budget = row.budget ? `${row.budget} ${row.ok ? "ok" : "OVER"}` : "";
    console.log(`${row.metric.padEnd(width)} | ${row.value} | ${budget}`);
  }
  for (const note of notes) console.log(`note: ${note}`);
  // A row over its budget is a defect to fix, not a line to read past: the run fails and names it (issue 37).
  const missed = rows.filter((row) => row.budget && !row.ok);
  if (missed.length > 0) {
    console.error(`\nbench: ${missed.length} row(s) over budget:`);
    for (const row of missed) console.error(`  - ${row.metric}: ${row.value} (budget ${row.budget})`);
    process.exitCode = 1;
  }
}

/**
 * From the navigation to the answer of a line typed at once (bench/first-line.ts), median of 3 first visits per
 * visitor: the desktop with reduced motion keeps issue 37's 1.5 s, and no visitor's line is ever lost (issue 36).
 */
async function firstLineRows(url: string, chromiumPath: string) {
  process.env.CHROMIUM_PATH ||= chromiumPath;
  const measured = await measureFirstLine(url, FIRST_LINE_RUNS);
  for (const row of measured) {
    const desktopReduced = row.visitor === VISITORS[0]!.name;
    rows.push({
      metric: `navigation to a typed line's answer, ${row.visitor} (median of ${row.runsMs.length})`,
      value: `${(row.medianMs / 1000).toFixed(2)} s, lost ${row.lost}/${row.runsMs.length}`,
      budget: desktopReduced ? "<= 1.5 s, none lost" : "none lost",
      ok: row.lost === 0 && (!desktopReduced || row.medianMs <= 1500),
    });
  }
  return measured;
}

function terminalRows(terminal: Record<string, { median: number; p95: number }>) {
  for (const [command, { median: ms, p95 }] of Object.entries(terminal)) {
    const shell = SHELL_LINES.includes(command);
    rows.push({
      metric: shell
        ? `terminal Enter->render \`${command}\`${command.startsWith("grep -r") ? " (500-line log in ~)" : ""} (median / p95)`
        : `terminal Enter->render \`${command}\` (median)`,
      value: shell ? `${ms.toFixed(1)} / ${p95.toFixed(1)} ms` : `${ms.toFixed(1)} ms`,
      budget: shell ? "p95 <= 4 ms" : "<= 16 ms",
      ok: shell ? p95 <= 4 : ms <= 16,
    });
  }
}

/** Offered loads for the assistant's latency rows (requests per second over the 50 connections). */
const ASSISTANT_RATES = [100, 200];

/**
 * The built-in assistant under load: once as fast as the server answers (closed loop: with 50 requests always
 * waiting, latency there is 50 / throughput by Little's law, a throughput figure), then at fixed offered rates
 * (open loop, bench/open-loop.ts: what a visitor waits when many others write at once).
 */
async function assistantRows(url: string, key: string) {
  const send = {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${key}` },
    body: JSON.stringify({ message: "What projects have you built?" }),
  };
  // The floor of any answer at this concurrency: Express's middleware and one SQLite read, no page, no assistant.
  const health = await load(`${url}/healthz`);
  rows.push({
    metric: `GET /healthz (the floor: middleware and one SQLite read), ${CONNECTIONS} conn`,
    value: `${health.rps} req/s, p99 ${health.p99} ms`,
  });
  results.healthz = health;
  await load(`${url}/api/sendMessage`, { ...send, duration: 3 });
  const saturated = await load(`${url}/api/sendMessage`, send);
  rows.push({
    metric: `POST /api/sendMessage (built-in), ${CONNECTIONS} conn`,
    value: `${saturated.rps} req/s, p99 ${saturated.p99} ms, non-2xx ${saturated.non2xx}`,
  });
  results.sendMessage = saturated;
  // The closed loop leaves up to 50 abandoned requests in the server: one answered request means they are done.
  await (await fetch(`${url}/healthz`)).arrayBuffer();
  const offered: Record<number, OpenLoopResult> = {};
  for (const rate of ASSISTANT_RATES) {
    const run = await openLoop({ url: `${url}/api/sendMessage`, ...send, rate, seconds: DURATION, connections: CONNECTIONS });
    offered[rate] = run;
    rows.push({
      metric: `POST /api/sendMessage (built-in), ${rate} req/s offered, up to ${CONNECTIONS} conn`,
      value: `p50 ${run.p50} ms, p99 ${run.p99} ms, max ${run.max} ms, non-2xx ${run.non2xx + run.errors}`,
      budget: "p99 <= 30 ms",
      ok: run.p99 <= 30 && run.non2xx + run.errors === 0,
    });
  }
  results.sendMessageOffered = offered;
}

/**
 * The emulators' launches: for the DOS bundle and the GBA game, bytes transferred and time
 * from Enter until playable (DOS running, GBA "Click to Start"), in Chromium; the GBA game's
 * frames per second over 5 s in Chromium and in Firefox ESR. Each in a fresh browser context.
 */
async function emulatorRows(url: string, chromiumPath: string) {
  const dosCommand = `\`dos ${DOS_BENCH_GAME}\``;
  const gbaCommand = `\`gba ${GBA_BENCH_GAME}\``;
  const emulators = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    const dosContext = await emulators.newContext({ reducedMotion: "reduce" });
    const dos = await measureDosLaunch(await dosContext.newPage(), url, DOS_BENCH_GAME);
    await dosContext.close();
    rows.push({
      metric: `launch ${dosCommand}: transferred (gzip of each file)`,
      value: `${kb(dos.transferredBytes)} (${kb(dos.gzipBytes)}) in ${dos.files} files, running after ${dos.launchMs.toFixed(0)} ms`,
    });
    results.dosLaunch = dos;
    const gbaContext = await emulators.newContext({ reducedMotion: "reduce" });
    const gba = await measureGbaLaunch(await gbaContext.newPage(), url, GBA_BENCH_GAME);
    await gbaContext.close();
    rows.push({
      metric: `launch ${gbaCommand}: transferred (gzip of each file)`,
      value: `${kb(gba.transferredBytes)} (${kb(gba.gzipBytes)}) in ${gba.files} files, playable after ${gba.launchMs.toFixed(0)} ms`,
    });
    rows.push({
      metric: `${gbaCommand} frames per second over 5 s (Chromium)`,
      value: `${gba.fps.toFixed(1)} fps (${gba.fpsSamples.join(", ")})`,
      budget: "aim 60",
      ok: gba.fps >= 59,
    });
    results.gbaLaunch = gba;
  } finally {
    await emulators.close();
  }
  try {
    const firefox = await measureGbaFirefox(url, GBA_BENCH_GAME);
    rows.push({
      metric: `${gbaCommand} frames per second over 5 s (Firefox)`,
      value: `${firefox.fps.toFixed(1)} fps (${firefox.fpsSamples.join(", ")}), playable after ${firefox.launchMs.toFixed(0)} ms, ${firefox.firefox}`,
      budget: "aim 60",
      ok: firefox.fps >= 59,
    });
    results.gbaFirefox = firefox;
  } catch (error) {
    rows.push({
      metric: `${gbaCommand} frames per second over 5 s (Firefox)`,
      value: `unavailable: ${(error as Error).message.split("\n")[0]}`,
    });
  }
}

/** `--only=…`: those rows on a fresh server, printed; the report files are left as they are. */
async function onlyRows(groups: Group[]) {
  if (groups.includes("storage-growth")) storageGrowthRows();
  if (groups.includes("wal-flood")) await walFloodRows();
  if (groups.includes("hostile")) await hostileRows();
  if (!groups.includes("personal-page") && !groups.includes("terminal") && !groups.includes("emulators") && !groups.includes("assistant"))
    return printRows();
  const server = await startServer();
  try {
    if (groups.includes("personal-page")) await personalPageRows(server.url);
    if (groups.includes("assistant")) {
      const response = await fetch(`${server.url}/api/generate-key`, { method: "POST", headers: { "Content-Type": "application/json" } });
      const { key } = (await response.json()) as { key: string };
      await assistantRows(server.url, key);
    }
    const chromiumPath = () => spawnSync("bash", ["scripts/ensure-browser.sh"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
    if (groups.includes("terminal")) {
      const terminal = await terminalLatency(`${server.url}/`, chromiumPath());
      if (terminal) terminalRows(terminal);
      await firstLineRows(server.url, chromiumPath());
    }
    if (groups.includes("emulators")) await emulatorRows(server.url, chromiumPath());
  } finally {
    await stopServer(server);
  }
  printRows();
}

async function main() {
  if (only?.length) {
    await onlyRows(only);
    return;
  }
  if (!args.has("--no-build")) {
    const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: ROOT, stdio: "inherit" });
    if (build.status !== 0) throw new Error("build failed");
  }
  const chromiumPath = spawnSync("bash", ["scripts/ensure-browser.sh"], { cwd: ROOT, encoding: "utf8" }).stdout.trim();
  const machine = machineInfo(chromiumPath);
  results.machine = machine;

  // Start-to-healthy, median of 3: two servers started and stopped first, then the one the rows below use.
  const startTimes: number[] = [];
  for (let i = 0; i < 2; i++) {
    const probe = await startServer();
    startTimes.push(probe.startMs);
    await stopServer(probe);
  }
  const server = await startServer();
  startTimes.push(server.startMs);
  try {
    const startMs = median(startTimes);
    rows.push({
      metric: "server start-to-healthy (median of 3)",
      value: `${startMs.toFixed(0)} ms (${startTimes.map((t) => t.toFixed(0)).join(", ")})`,
      budget: "<= 1000 ms",
      ok: startMs <= 1000,
    });
    results.startToHealthyMs = startMs;

    results.rssAfterStartBytes = rssBytes(server.child.pid ?? -1);

    const js = await initialJs(`${server.url}/`, chromiumPath);
    rows.push({
      metric: "home initial JS (gzip): the document's modulepreload set",
      value: `${kb(js.initial.gzip)} in ${js.initial.files} files`,
      budget: `<= ${kb(BYTE_BUDGETS.firstVisitJs)}`,
      ok: js.initial.gzip <= BYTE_BUDGETS.firstVisitJs,
    });
    rows.push({
      metric: "lazy JS fetched after hydration (gzip)",
      value: `${kb(js.afterHydration.gzip)} in ${js.afterHydration.files} files`,
    });
    rows.push({
      metric: "home JS on a first visit, total until network idle (gzip)",
      value: `${kb(js.total.gzip)} in ${js.total.files} files`,
      budget: `<= ${kb(BYTE_BUDGETS.firstVisitJsUntilIdle)}`,
      ok: js.total.gzip <= BYTE_BUDGETS.firstVisitJsUntilIdle,
    });
    // The document's own bytes (the same measures as tests/integration/page-budgets.test.ts).
    const languages = ((await (await fetch(`${server.url}/api/terminal-content`)).json()) as { data: { profile: { languages: string[] } } })
      .data.profile.languages;
    const pages = await Promise.all(languages.map(async (lng) => ({ lng, ...(await homeHtml(server.url, lng)) })));
    for (const page of pages)
      rows.push({
        metric: `home HTML (gzip), ${page.lng}`,
        value: `${kb(page.gzip)} (${kb(page.raw)} raw)`,
        budget: `<= ${kb(BYTE_BUDGETS.homeHtml)}`,
        ok: page.gzip <= BYTE_BUDGETS.homeHtml,
      });
    const css = await criticalCss(server.url, pages[0].html);
    rows.push({
      metric: "render-blocking CSS (gzip)",
      value: `${kb(css.total.gzip)} in ${css.files.length} file(s)`,
      budget: `<= ${kb(BYTE_BUDGETS.criticalCss)}`,
      ok: css.total.gzip <= BYTE_BUDGETS.criticalCss,
    });
    results.homeHtml = Object.fromEntries(pages.map((p) => [p.lng, { raw: p.raw, gzip: p.gzip }]));
    results.criticalCss = css.total;
    results.initialJs = js;
    results.firstVisitJs = { total: js.total, biggest: js.biggest };
    notes.push(`Biggest JS files on a first visit (gzip): ${js.biggest.map((f) => `\`${f.path}\` ${kb(f.gzip)}`).join(", ")}.`);

    // Lighthouse before the load tests, never during one.
    if (args.has("--no-lighthouse")) {
      rows.push({ metric: "Lighthouse", value: "skipped (--no-lighthouse)" });
    } else {
      results.lighthouse = await lighthouseRows(server.url, chromiumPath);
    }

    // The terminal's own latency (a browser-side measure) on a server no load test has been through yet.
    const terminal = await terminalLatency(`${server.url}/`, chromiumPath);
    if (terminal) {
      terminalRows(terminal);
      results.terminal = terminal;
    }
    results.firstLine = await firstLineRows(server.url, chromiumPath);

    // As a browser asks (autocannon sends no Accept-Encoding by default): both sides the same header (ADR 022).
    const browserLike = { headers: { "accept-encoding": "gzip, deflate, br" } };
    // Steady state, not start-up: a short unreported run of each first (JIT warm, Lighthouse's
    // browser gone), so a first-requests compile pause does not land in one side's p99.
    for (const target of ["/", "/favicon.svg"]) await load(`${server.url}${target}`, { ...browserLike, duration: 3 });
    const ssr = await load(`${server.url}/`, browserLike);
    const staticFile = await load(`${server.url}/favicon.svg`, browserLike);
    const ssrIdentity = await load(`${server.url}/`);
    rows.push({
      metric: `GET / (SSR, Accept-Encoding gzip), ${CONNECTIONS} conn`,
      value: `${ssr.rps} req/s, p50 ${ssr.p50} ms, p99 ${ssr.p99} ms`,
    });
    rows.push({
      metric: `GET /favicon.svg (static, Accept-Encoding gzip), ${CONNECTIONS} conn`,
      value: `${staticFile.rps} req/s, p50 ${staticFile.p50} ms, p99 ${staticFile.p99} ms`,
    });
    rows.push({
      metric: "SSR / static throughput ratio",
      value: (ssr.rps / staticFile.rps).toFixed(3),
      budget: ">= 0.5, p99 < 100 ms",
      ok: ssr.rps / staticFile.rps >= 0.5 && ssr.p99 < 100,
    });
    rows.push({
      metric: `GET / without Accept-Encoding (uncompressed), ${CONNECTIONS} conn`,
      value: `${ssrIdentity.rps} req/s, p50 ${ssrIdentity.p50} ms, p99 ${ssrIdentity.p99} ms`,
    });
    results.ssrIdentity = ssrIdentity;
    results.ssr = ssr;
    results.static = staticFile;

    const keyResponse = await fetch(`${server.url}/api/generate-key`, { method: "POST", headers: { "Content-Type": "application/json" } });
    if (keyResponse.ok) {
      const generateKey = await load(`${server.url}/api/generate-key`, { method: "POST", headers: { "Content-Type": "application/json" } });
      rows.push({ metric: `POST /api/generate-key, ${CONNECTIONS} conn`, value: `${generateKey.rps} req/s, p99 ${generateKey.p99} ms` });
      results.generateKey = generateKey;
      const { key } = (await keyResponse.json()) as { key: string };
      await assistantRows(server.url, key);
    }

    const soak = await memorySoak(`${server.url}/`, server.child.pid ?? -1, SOAK_SECONDS, CONNECTIONS);
    if (soak) {
      rows.push({
        metric: `server RSS over ${soak.seconds} s of GET / (${soak.connections} conn, after a 15 s warm-up): start / end / max`,
        value: `${mb(soak.startBytes)} / ${mb(soak.endBytes)} / ${mb(soak.maxBytes)} (${soak.rps} req/s, p99 ${soak.p99} ms)`,
        budget: "end <= start + 20 MB",
        ok: soak.endBytes <= soak.startBytes + 20 * 1024 ** 2,
      });
    } else {
      rows.push({ metric: "server RSS soak", value: "unavailable (no /proc/<pid>/status)" });
    }
    results.memorySoak = soak;
    // After the soak, not before: its 120 posts and slow renders leave the heap in another state,
    // and the soak compares against where it starts.
    await personalPageRows(server.url);

    const games = await miniGameBytes(server.url, chromiumPath);
    for (const [game, size] of Object.entries(games)) {
      rows.push({ metric: `open \`${game}\`: JS + CSS fetched (gzip)`, value: `${kb(size.gzip)} in ${size.files} files` });
    }
    results.miniGames = games;

    await emulatorRows(server.url, chromiumPath);
  } finally {
    await stopServer(server);
  }
  // On their own servers (the shared rate-limit store; default limits), once the main one is gone.
  await walFloodRows();
  await hostileRows();
  storageGrowthRows();

  printRows();
  fs.writeFileSync(path.join(ROOT, "bench", "results.json"), `${JSON.stringify({ ...results, rows, notes }, null, 2)}\n`);
  const settings = [
    `load runs ${DURATION} s at ${CONNECTIONS} connections`,
    args.has("--no-lighthouse") ? "Lighthouse skipped" : `Lighthouse ${LIGHTHOUSE_VERSION}, ${LIGHTHOUSE_RUNS} run(s) per page and preset`,
    `memory soak ${SOAK_SECONDS} s`,
  ].join(", ");
  writeBenchmarksMd(path.join(ROOT, "docs", "benchmarks.md"), { date: String(results.date), machine, rows, notes, settings });
  console.log("\nwritten bench/results.json and docs/benchmarks.md");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
