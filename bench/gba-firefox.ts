/**
 * The GBA player in Firefox ESR (puppeteer-core over WebDriver BiDi, on the smoke test's
 * profile: tests/firefox/firefox.ts): time from `gba <id>` until "Click to Start" shows, then
 * the frames per second the core draws over 5 s after the click, as in Chromium
 * (bench/gba-launch.ts). A Firefox without WebGL (headless here) gets the player's
 * "No picture without WebGL" panel: the run then fails at once, saying so. Bytes are counted in Chromium only (BiDi does not report the
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
    await page.waitForSelector('[data-testid=player-gba]:is([data-state="ready"], [data-state="error"])', { timeout: 120_000 });
    const launchMs = Date.now() - started;
    // Headless Firefox has no WebGL here: the player then says so (its error title) instead of running.
    const failed = await page.$eval("[data-testid=player-gba]", (player) =>
      player.getAttribute("data-state") === "error" ? (player.querySelector(".game-panel-title")?.textContent ?? "error") : null,
    );
    if (failed) throw new Error(`the player stopped: ${failed}`);
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
