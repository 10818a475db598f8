/**
 * The first seconds of a visit: how long from the navigation until a line the visitor typed at once has
 * its answer on screen. The visitor puts the keyboard in the terminal's input as soon as the page shows
 * it (before the page's code runs), types `pwd` and Enter, and waits for `/home/guest`. A line the page
 * drops (a reload that forgets it, keys swallowed by the boot) is typed again once the terminal shows its
 * prompt, as a person would; the time then includes that, and the run counts as one that lost the line.
 *
 * Four visitors: desktop (1280×800) and a phone (Pixel 5's viewport and user agent, the CPU slowed 4× through
 * CDP `Emulation.setCPUThrottlingRate`), each with and without reduced motion; each the median of 5 first
 * visits (a new browser context each: no storage, no cache).
 *
 *   node --import tsx bench/first-line.ts [--root <built checkout>] [--runs 5]
 *
 * `--root` runs another checkout's build (`node build/server.js` there) with this script, to compare a base
 * commit with this one. Needs a Chromium (CHROMIUM_PATH, scripts/ensure-browser.sh).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, devices, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS } from "../playwright.config";
import { ROOT, spawnServerProcess, stopServerProcess } from "../tests/helpers/server-process";

export interface Visitor {
  name: string;
  context: BrowserContextOptions;
  /** CPU slowdown (CDP), 1 for none. */
  cpuThrottle: number;
}

const phone = devices["Pixel 5"];

export const VISITORS: Visitor[] = [
  { name: "desktop, reduced motion", context: { viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" }, cpuThrottle: 1 },
  { name: "desktop, motion", context: { viewport: { width: 1280, height: 800 }, reducedMotion: "no-preference" }, cpuThrottle: 1 },
  { name: "phone 4x CPU, reduced motion", context: { ...phone, reducedMotion: "reduce" }, cpuThrottle: 4 },
  { name: "phone 4x CPU, motion", context: { ...phone, reducedMotion: "no-preference" }, cpuThrottle: 4 },
];

export interface FirstLineRun {
  /** Navigation start to the answer on screen. */
  ms: number;
  /** The first line was lost and typed again. */
  retyped: boolean;
}

const LINE = "pwd";
const ANSWER = "/home/guest";
/** Once the terminal shows its prompt, how long a line already sent may take before the visitor types it again. */
const GIVE_UP_MS = 2_000;
/** A run that has no answer by then fails the bench. */
const RUN_DEADLINE_MS = 60_000;

/** What the page shows now (it may be navigating: then nothing). */
async function look(page: Page): Promise<{ answered: boolean; ready: boolean } | null> {
  try {
    return await page.evaluate(
      ({ answer }) => {
        const lines = [...document.querySelectorAll("[data-testid=terminal-output] .term-line")].map((l) => l.textContent?.trim());
        // "normal" only once the page's code runs the terminal (the server's HTML says "loading").
        const terminal = document.querySelector("[data-testid=terminal]");
        return { answered: lines.includes(answer), ready: terminal?.getAttribute("data-mode") === "normal" };
      },
      { answer: ANSWER },
    );
  } catch {
    return null; // the document went away (a form post's reload): look again
  }
}

async function typeLine(page: Page): Promise<void> {
  await page.getByTestId("terminal-input").focus();
  await page.keyboard.type(LINE);
  await page.keyboard.press("Enter");
}

export async function firstLine(browser: Browser, baseUrl: string, visitor: Visitor): Promise<FirstLineRun> {
  const context = await browser.newContext(visitor.context);
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    if (visitor.cpuThrottle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: visitor.cpuThrottle });
    }
    const started = Date.now();
    await page.goto(`${baseUrl}/?lng=en`, { waitUntil: "commit" });
    // The terminal is on screen (its banner is in the server's HTML): the visitor types.
    await page.locator("[data-testid=terminal-output] pre").first().waitFor({ state: "attached" });
    await typeLine(page).catch(() => undefined); // a reload under the keys: the line is lost, seen below
    let retyped = false;
    let readySince: number | null = null;
    while (Date.now() - started < RUN_DEADLINE_MS) {
      const seen = await look(page);
      // The answer counts once the running terminal shows it (the server's HTML of a no-JS post may show it
      // for a moment before the page's code starts a fresh terminal over it).
      if (seen?.answered && seen.ready) return { ms: Date.now() - started, retyped };
      if (seen?.ready) readySince ??= Date.now();
      else readySince = null;
      if (readySince !== null && Date.now() - readySince > GIVE_UP_MS && !retyped) {
        // The prompt has been there a while and the line is not answered: it was lost. Type it again
        // (the time it took to notice is the visitor's too).
        retyped = true;
        await typeLine(page).catch(() => undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const state = await page
      .evaluate(() => ({
        mode: document.querySelector("[data-testid=terminal]")?.getAttribute("data-mode"),
        input: (document.getElementById("terminal-input") as HTMLInputElement | null)?.value,
        last: [...document.querySelectorAll("[data-testid=terminal-output] .term-line")].slice(-3).map((l) => l.textContent),
      }))
      .catch(() => null);
    throw new Error(
      `${visitor.name}: no answer to '${LINE}' within ${RUN_DEADLINE_MS} ms (${JSON.stringify(state)}; ${errors.join("; ")})`,
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export interface FirstLineRow {
  visitor: string;
  medianMs: number;
  runsMs: number[];
  /** Runs whose first line was lost (typed again). */
  lost: number;
}

export async function measureFirstLine(baseUrl: string, runs = 5): Promise<FirstLineRow[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    const rows: FirstLineRow[] = [];
    for (const visitor of VISITORS) {
      const results: FirstLineRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await firstLine(browser, baseUrl, visitor));
      const runsMs = results.map((r) => r.ms);
      rows.push({ visitor: visitor.name, medianMs: median(runsMs), runsMs, lost: results.filter((r) => r.retyped).length });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const root = path.resolve(arg("--root") ?? ROOT);
  const runs = Number(arg("--runs") ?? 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-first-line-"));
  const server = spawnServerProcess({ DATABASE_PATH: path.join(dir, "bench.sqlite"), RATE_LIMIT_MULTIPLIER: "1000" }, { cwd: root });
  try {
    const url = await server.listening;
    console.log(`first line (${root}, median of ${runs}):`);
    for (const row of await measureFirstLine(url, runs)) {
      const all = row.runsMs.map((ms) => `${(ms / 1000).toFixed(2)}`).join(" ");
      console.log(`  ${row.visitor.padEnd(30)} ${(row.medianMs / 1000).toFixed(2)} s   lost ${row.lost}/${runs}   runs: ${all}`);
    }
  } finally {
    await stopServerProcess(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
