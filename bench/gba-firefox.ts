/**
 * The GBA player in Firefox ESR (puppeteer-core over WebDriver BiDi, on the smoke test's
 * profile: tests/firefox/firefox.ts): time from `gba <id>` until "Click to Start" shows, then
 * the frames per second the core draws over 5 s after the click, as in Chromium
 * (bench/gba-launch.ts). Bytes are counted in Chromium only (BiDi does not report the
 * encoded sizes of a frame's worker requests).
 */
import puppeteer from "puppeteer-core";
import { GBA_CHANNEL } from "../app/emulators/gba/messages";
import { GBA_STRINGS } from "../app/emulators/gba/strings";
import { FIREFOX_ENV, firefoxPath, firefoxPrefs } from "../tests/firefox/firefox";
import { FPS_REPORTS_WANTED, FPS_WINDOW_MS, GBA_BENCH_GAME, fpsOf, listenForFps } from "./gba-launch";

export interface GbaFirefoxRun {
  firefox: string;
  /** Enter until the player is ready ("Click to Start" shown). */
  launchMs: number;
  fps: number;
  fpsSamples: number[];
}

export async function measureGbaFirefox(baseUrl: string, id = GBA_BENCH_GAME): Promise<GbaFirefoxRun> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: firefoxPath(),
    headless: true,
    extraPrefsFirefox: firefoxPrefs(),
    env: { ...process.env, ...FIREFOX_ENV },
  });
  try {
    const page = await browser.newPage();
    await page.goto(new URL("/?lng=en", baseUrl).href);
    await page.waitForFunction(() => document.querySelector("[data-testid=terminal]")?.getAttribute("data-mode") === "normal", {
      timeout: 30_000,
    });
    await page.evaluate(listenForFps, GBA_CHANNEL);
    const input = await page.waitForSelector("[data-testid=terminal-input]");
    await input!.click();
    await input!.type(`gba ${id}`);
    const started = Date.now();
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-testid=player-gba][data-state="ready"]', { timeout: 120_000 });
    const launchMs = Date.now() - started;
    const frame = page.frames().find((candidate) => candidate.url().includes("/emulators/gba/"));
    if (!frame) throw new Error("no GBA frame");
    const start = await frame.waitForSelector(`button::-p-text(${GBA_STRINGS.en.clickToStart})`);
    await start!.click();
    await page.waitForSelector('[data-testid=player-gba][data-state="playing"]');
    await page.waitForFunction(
      (count) => (window as unknown as { __gbaFps: number[] }).__gbaFps.length >= count,
      {
        timeout: FPS_WINDOW_MS * 4,
        polling: 250,
      },
      FPS_REPORTS_WANTED,
    );
    const all = await page.evaluate(() => (window as unknown as { __gbaFps: number[] }).__gbaFps.slice());
    return { firefox: await browser.version(), launchMs, ...fpsOf(all) };
  } finally {
    await browser.close();
  }
}

/** `node --import tsx bench/gba-firefox.ts <baseUrl>`: one measurement, printed. */
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const baseUrl = process.argv[2];
  if (!baseUrl) throw new Error("usage: bench/gba-firefox.ts <baseUrl>");
  console.log(JSON.stringify(await measureGbaFirefox(baseUrl), null, 2));
}
