/**
 * The DOS player's launch cost (bench/emulator-launch.ts): from `dos <id>`
 * typed in the terminal until it runs, i.e. playable (the frame reports
 * js-dos's command interface ready).
 */
import type { Page } from "@playwright/test";
import { measureLaunch, type LaunchCost } from "./emulator-launch";

/** The bundle measured: `dos <id>`. */
export const DOS_BENCH_GAME = "shell";

export type DosLaunchCost = LaunchCost;

export function measureDosLaunch(page: Page, baseUrl: string, id = DOS_BENCH_GAME): Promise<DosLaunchCost> {
  return measureLaunch(page, baseUrl, { command: `dos ${id}`, readySelector: '[data-testid=player-dos][data-state="running"]' });
}

/** `node --import tsx bench/dos-launch.ts <baseUrl>`: one measurement, printed. */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const { chromium } = await import("@playwright/test");
  const { CHROMIUM_FLAGS } = await import("../playwright.config");
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error("usage: bench/dos-launch.ts <baseUrl>");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const result = await measureDosLaunch(await context.newPage(), baseUrl);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}
