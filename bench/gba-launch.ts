/**
 * The GBA player in headless Chromium: what `gba demo` transfers until the ROM
 * is loaded and "Click to Start" shows (bench/emulator-launch.ts), then the
 * frames per second the core draws over 5 s after the click (counted in the
 * frame with the core's videoFrameEndedCallback, reported once a second).
 */
import type { Page } from "@playwright/test";
import { measureLaunch, type LaunchCost } from "./emulator-launch";

export const FPS_WINDOW_MS = 5_000;

export interface GbaLaunchCost extends LaunchCost {
  /** Mean of the per-second FPS reports over the window. */
  fps: number;
  /** The per-second reports themselves. */
  fpsSamples: number[];
}

export async function measureGbaLaunch(page: Page, baseUrl: string): Promise<GbaLaunchCost> {
  const cost = await measureLaunch(page, baseUrl, { command: "gba demo", readySelector: '[data-testid=player-gba][data-state="ready"]' });
  const frame = page.frames().find((candidate) => candidate.url().includes("/emulators/gba/frame.html"));
  if (!frame) throw new Error("no GBA frame");
  // Listen to the frame's FPS reports from the parent, as the player does.
  await page.evaluate(() => {
    const samples: number[] = [];
    (window as unknown as { __gbaFps: number[] }).__gbaFps = samples;
    window.addEventListener("message", (event) => {
      const data = event.data as { channel?: string; type?: string; fps?: number };
      if (data?.channel === "gba-player" && data.type === "fps" && typeof data.fps === "number") samples.push(data.fps);
    });
  });
  await frame.getByRole("button", { name: "Click to Start" }).click();
  await page.waitForSelector('[data-testid=player-gba][data-state="playing"]');
  // The first report counts a partial second after the click: skip it, then take five.
  const wanted = 1 + FPS_WINDOW_MS / 1000;
  await page.waitForFunction((count) => (window as unknown as { __gbaFps: number[] }).__gbaFps.length >= count, wanted, {
    timeout: FPS_WINDOW_MS * 4,
    polling: 250,
  });
  const all = await page.evaluate(() => (window as unknown as { __gbaFps: number[] }).__gbaFps.slice());
  const fpsSamples = all.slice(1, wanted);
  const fps = fpsSamples.reduce((sum, value) => sum + value, 0) / fpsSamples.length;
  return { ...cost, fps, fpsSamples };
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
