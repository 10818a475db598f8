/**
 * The GBA player in headless Chromium: what `gba <id>` transfers until the ROM
 * is loaded and "Click to Start" shows, i.e. playable (bench/emulator-launch.ts),
 * then the frames per second the core draws over 5 s after the click (counted
 * in the frame with the core's videoFrameEndedCallback, reported once a second).
 */
import type { Page } from "@playwright/test";
import { GBA_CHANNEL } from "../app/emulators/gba/messages";
import { GBA_STRINGS } from "../app/emulators/gba/strings";
import { measureLaunch, type LaunchCost } from "./emulator-launch";

/** The game measured: `gba <id>`. */
export const GBA_BENCH_GAME = "starfall";
export const FPS_WINDOW_MS = 5_000;
/** The first report counts a partial second after the click: skipped, then five taken. */
export const FPS_REPORTS_WANTED = 1 + FPS_WINDOW_MS / 1000;

/** Mean of the full-second reports (the first, partial one left out). */
export function fpsOf(reports: number[]): { fps: number; fpsSamples: number[] } {
  const fpsSamples = reports.slice(1, FPS_REPORTS_WANTED);
  return { fps: fpsSamples.reduce((sum, value) => sum + value, 0) / fpsSamples.length, fpsSamples };
}

/** Runs in the page: keeps the frame's FPS reports in window.__gbaFps, as the player hears them. */
export function listenForFps(channel: string): void {
  const samples: number[] = [];
  (window as unknown as { __gbaFps: number[] }).__gbaFps = samples;
  window.addEventListener("message", (event) => {
    const data = event.data as { channel?: string; type?: string; fps?: number };
    if (data?.channel === channel && data.type === "fps" && typeof data.fps === "number") samples.push(data.fps);
  });
}

export interface GbaLaunchCost extends LaunchCost {
  /** Mean of the per-second FPS reports over the window. */
  fps: number;
  /** The per-second reports themselves. */
  fpsSamples: number[];
}

export async function measureGbaLaunch(page: Page, baseUrl: string, id = GBA_BENCH_GAME): Promise<GbaLaunchCost> {
  const cost = await measureLaunch(page, baseUrl, { command: `gba ${id}`, readySelector: '[data-testid=player-gba][data-state="ready"]' });
  const frame = page.frames().find((candidate) => candidate.url().includes("/emulators/gba/frame.html"));
  if (!frame) throw new Error("no GBA frame");
  // Listen to the frame's FPS reports from the parent, as the player does.
  await page.evaluate(listenForFps, GBA_CHANNEL);
  await frame.getByRole("button", { name: GBA_STRINGS.en.clickToStart }).click();
  await page.waitForSelector('[data-testid=player-gba][data-state="playing"]');
  await page.waitForFunction((count) => (window as unknown as { __gbaFps: number[] }).__gbaFps.length >= count, FPS_REPORTS_WANTED, {
    timeout: FPS_WINDOW_MS * 4,
    polling: 250,
  });
  const all = await page.evaluate(() => (window as unknown as { __gbaFps: number[] }).__gbaFps.slice());
  return { ...cost, ...fpsOf(all) };
}

/** `node --import tsx bench/gba-launch.ts <baseUrl>`: one measurement, printed. */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { chromium } = await import("@playwright/test");
  const { CHROMIUM_FLAGS } = await import("../playwright.config");
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error("usage: bench/gba-launch.ts <baseUrl>");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const result = await measureGbaLaunch(await context.newPage(), baseUrl);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}
