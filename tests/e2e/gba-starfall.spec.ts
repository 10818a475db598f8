/**
 * Starfall, the GBA game written in this repository (homebrew/gba/starfall.c),
 * end to end in mGBA: its screen is read back through the frame's
 * __gbaScreen (the core's own screenshot). The title screen is drawn, START
 * (Enter by default) begins play with the ship at its start place, the D-pad
 * moves it, and the best score kept in the cartridge's SRAM is on the title
 * screen again after a reload.
 */
import { expect, test, type Page } from "@playwright/test";
import { emulatorFrame, emulatorPlayer } from "./emulator-fixture";
import { waitForHydration, watchForeignRequests } from "./support";
import { openTerminal, run } from "./terminal-fixture";

const player = (page: Page) => emulatorPlayer(page, "gba");
const terminal = (page: Page) => page.getByTestId("terminal");

const gbaFrame = (page: Page) => emulatorFrame(page, "gba");

type Box = { left: number; top: number; right: number; bottom: number };

/** What the tests read off the game's screen, worked out inside the frame (a full screen is slow to pass). */
interface Summary {
  width: number;
  height: number;
  /** The ship's hull (cyan, used by nothing else): pixel count and bounding box. */
  ship: { count: number; box: Box | null };
  /** STARFALL's yellow and orange ink in the title's place (text rows 3-4). */
  titleInk: number;
  /** PRESS START's yellow in its place on the title (text row 12). */
  prompt: number;
  /** The HUD's green in the score's place (text row 0). */
  score: number;
  /** PAUSED's yellow in its place (text row 8). */
  paused: number;
  /** GAME OVER's red in its place (text row 5). */
  gameOver: number;
  /** The BEST line (text row 16, "BEST 000000"): white ink as a string of bits. */
  best: string;
  /** A checksum of every pixel. */
  hash: number;
}

async function summary(page: Page): Promise<Summary | null> {
  return gbaFrame(page).evaluate(async () => {
    type Area = { left: number; top: number; right: number; bottom: number };
    type Pixel = (r: number, g: number, b: number) => boolean;
    const probe = (window as unknown as { __gbaScreen?: () => Promise<{ width: number; height: number; data: number[] }> }).__gbaScreen;
    let screen;
    try {
      if (!probe) return null;
      screen = await probe();
    } catch {
      return null;
    }
    const { width, height, data } = screen;
    // The game's colours as mGBA shows them (5-bit channels widened to 8 bits).
    const isShip: Pixel = (r, g, b) => r < 40 && g > 230 && b > 230;
    const isTitleInk: Pixel = (r, g, b) => r > 230 && g > 120 && b < 90;
    const isPrompt: Pixel = (r, g, b) => r > 230 && g > 200 && g < 240 && b < 70;
    const isGreen: Pixel = (r, g, b) => r < 120 && g > 230 && b < 120;
    const isRed: Pixel = (r, g, b) => r > 230 && g < 90 && b < 90;
    const isWhite: Pixel = (r, g, b) => r > 240 && g > 240 && b > 240;
    const scan = (test: Pixel, area: Area = { left: 0, top: 0, right: width - 1, bottom: height - 1 }) => {
      let count = 0;
      let box: Area | null = null;
      let bits = "";
      for (let y = area.top; y <= area.bottom; y += 1)
        for (let x = area.left; x <= area.right; x += 1) {
          const i = (y * width + x) * 4;
          const hit = test(data[i], data[i + 1], data[i + 2]);
          bits += hit ? "1" : "0";
          if (!hit) continue;
          count += 1;
          box = box
            ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
            : { left: x, top: y, right: x, bottom: y };
        }
      return { count, box, bits };
    };
    let hash = 0;
    for (let i = 0; i < data.length; i += 1) hash = (hash * 31 + data[i]) | 0;
    const ship = scan(isShip);
    return {
      width,
      height,
      ship: { count: ship.count, box: ship.box },
      titleInk: scan(isTitleInk, { left: 56, top: 24, right: 183, bottom: 39 }).count,
      prompt: scan(isPrompt, { left: 72, top: 96, right: 167, bottom: 103 }).count,
      score: scan(isGreen, { left: 8, top: 0, right: 103, bottom: 7 }).count,
      paused: scan(isPrompt, { left: 96, top: 64, right: 143, bottom: 71 }).count,
      gameOver: scan(isRed, { left: 80, top: 40, right: 159, bottom: 47 }).count,
      best: scan(isWhite, { left: 80, top: 128, right: 167, bottom: 135 }).bits,
      hash,
    };
  });
}

const isTitle = (s: Summary | null) => s !== null && s.titleInk > 300 && s.prompt > 60 && s.ship.count === 0;
const isPlaying = (s: Summary | null) => s !== null && s.ship.count > 0 && s.score > 40;
const isGameOver = (s: Summary | null) => s !== null && s.gameOver > 60;

async function launch(page: Page) {
  await run(page, "gba starfall");
  await expect(player(page)).toHaveAttribute("data-state", "ready", { timeout: 60_000 });
  await gbaFrame(page).getByRole("button", { name: "Click to Start" }).click();
  await expect(player(page)).toHaveAttribute("data-state", "playing");
}

/**
 * A press as long as a thumb's, then a pause as long: the game reads the keys once a frame, so a
 * 0 ms tap, or a release and press within one frame, could fall between two reads.
 */
async function press(page: Page, key: string, ms = 150) {
  await page.keyboard.down(key);
  await page.waitForTimeout(ms);
  await page.keyboard.up(key);
  await page.waitForTimeout(150);
}

/**
 * Presses `key` until the screen shows `done`: under load the emulator can run a burst of frames
 * late, and a press and release both land between two of the game's key reads.
 */
async function pressUntil(page: Page, key: string, done: (s: Summary | null) => boolean) {
  for (let attempt = 1; ; attempt += 1) {
    await press(page, key, 300);
    try {
      await waitForScreen(page, done, 6_000);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Polls the screen until `ready` holds; returns what it read then. */
async function waitForScreen(page: Page, ready: (s: Summary | null) => boolean, timeout = 20_000): Promise<Summary> {
  let last: Summary | null = null;
  const describe = (s: Summary | null) =>
    s ? `ship ${JSON.stringify(s.ship)}, title ${isTitle(s)}, game over ${isGameOver(s)}, score ink ${s.score}` : "no screen";
  await expect
    .poll(
      async () => {
        last = await summary(page);
        return ready(last) || describe(last);
      },
      { timeout },
    )
    .toBe(true);
  return last as unknown as Summary;
}

test.describe("Starfall (GBA)", () => {
  test.use({ reducedMotion: "reduce" });
  test.setTimeout(150_000);

  test("title screen, START begins play with the ship at the bottom, the D-pad moves it; same host", async ({ page, baseURL }) => {
    const foreign = watchForeignRequests(page, baseURL);
    await openTerminal(page);
    await launch(page);
    await expect(page.getByTestId("terminal-overlay")).toContainText("Starfall");

    // The title: STARFALL in yellow and orange, PRESS START, BEST, and no ship yet.
    const title = await waitForScreen(page, isTitle);
    expect(title.width).toBe(240);
    expect(title.height).toBe(160);
    expect([...title.best].filter((bit) => bit === "1").length).toBeGreaterThan(40);
    // The title screen is still: the same picture a moment later.
    await page.waitForTimeout(500);
    expect((await summary(page))?.hash).toBe(title.hash);

    // START (Enter by default): the playfield, the ship's hull at (112, 136), the score at the top, the title gone.
    await page.getByTestId("gba-frame").focus();
    await pressUntil(page, "Enter", isPlaying);
    const play = await waitForScreen(page, isPlaying);
    expect(play.ship.box).toEqual({ left: 112, top: 136, right: 127, bottom: 148 });
    expect(play.titleInk).toBeLessThan(60);

    // START again pauses: PAUSED, and the ship stays put.
    await pressUntil(page, "Enter", (s) => (s?.paused ?? 0) > 30);
    const paused = await waitForScreen(page, isPlaying);
    await page.waitForTimeout(300);
    expect((await summary(page))?.ship.box).toEqual(paused.ship.box);
    await pressUntil(page, "Enter", (s) => s !== null && s.paused === 0);

    // Right held: the ship goes right; Left held: it comes back past its start.
    await page.keyboard.down("ArrowRight");
    await waitForScreen(page, (s) => (s?.ship.box?.left ?? 0) > 150);
    await page.keyboard.up("ArrowRight");
    await page.keyboard.down("ArrowLeft");
    await waitForScreen(page, (s) => (s?.ship.box?.left ?? 999) < 90);
    await page.keyboard.up("ArrowLeft");

    expect(foreign).toEqual([]);
  });

  test("a game ends when rocks hit a ship that does not move; the best score is on the title screen after a reload", async ({ page }) => {
    await openTerminal(page);
    await launch(page);
    // A fresh browser: blank save memory reads as best 0.
    const fresh = (await waitForScreen(page, isTitle)).best;

    await page.getByTestId("gba-frame").focus();
    await pressUntil(page, "Enter", isPlaying);
    // No input: every third rock falls straight at the ship, three hits end the game (rocks dodged score).
    const over = await waitForScreen(page, isGameOver, 60_000);
    const best = over.best;
    expect(best).not.toEqual(fresh);

    // The save memory reaches the browser's storage, then the page reloads and the game starts again.
    await page.waitForTimeout(4_000);
    await page.reload();
    await waitForHydration(page);
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
    await launch(page);
    const again = await waitForScreen(page, isTitle);
    expect(again.best).toEqual(best);
  });
});
