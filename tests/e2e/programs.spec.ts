/**
 * What every program (mini-games, DOS player and GBA emulator) shares:
 * none of their code is in the first page load, each arrives as its own chunk
 * when opened, the overlay keeps the focus until it closes, and the terminal
 * lists the catalogue with what the server has installed.
 */
import { expect, test, type Page } from "@playwright/test";
import { openTerminal, run } from "./terminal-fixture";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const terminal = (page: Page) => page.getByTestId("terminal");

const PROGRAM_CHUNKS = /(SnakeGame|HangmanGame|BrickBreakerGame|WordleGame|DosPlayer|GbaPlayer)-[\w-]+\.js$/;

test("no program code in the first visit; each program is its own chunk, fetched when opened", async ({ page }) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(new URL(response.url()).pathname);
  });
  await openTerminal(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => PROGRAM_CHUNKS.test(s))).toEqual([]);

  await run(page, "snake");
  await expect(page.getByTestId("terminal-overlay")).toBeVisible();
  await expect.poll(() => scripts.filter((s) => PROGRAM_CHUNKS.test(s)).map((s) => PROGRAM_CHUNKS.exec(s)?.[1])).toEqual(["SnakeGame"]);
});

test("the overlay keeps the focus (Tab wraps) and gives it back to the terminal input", async ({ page }) => {
  await openTerminal(page);
  await run(page, "hangman");
  const overlay = page.getByTestId("terminal-overlay");
  await expect(overlay).toBeVisible();
  await expect(terminal(page)).toHaveAttribute("data-mode", "overlay");
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press("Tab");
    expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(overlay).toBeHidden();
  await expect(output(page).locator(".term-line").last()).toHaveText("Hangman terminated.");
  await expect(input(page)).toBeFocused();
});

test("dos, gba and games list only what is installed, and where an owner reads how to add more", async ({ page }) => {
  await openTerminal(page);
  await run(page, "dos");
  await expect(output(page)).toContainText(/demo\s+DOS Demo(?! \(not installed\))/);
  await expect(output(page)).toContainText(/shell\s+DOS prompt(?! \(not installed\))/);
  await expect(output(page)).toContainText(/worm\s+Worm(?! \(not installed\))/);
  await expect(output(page)).not.toContainText(/doom|not installed/);
  await run(page, "gba");
  await expect(output(page)).toContainText(/demo\s+GBA Homebrew Demo/);
  await expect(output(page)).toContainText(/starfall\s+Starfall(?! \(not installed\))/);
  await expect(output(page)).not.toContainText(/tetrisworlds|not installed/);
  await expect(output(page).locator(".term-line").last()).toHaveText(
    "More games: the site's owner adds DOS bundles and GBA ROMs as files (docs/operations.md#games).",
  );
  await run(page, "gba zelda");
  await expect(output(page).locator(".term-line").last()).toHaveText("gba: emulator or game not found");
  // A game of the catalogue the site does not serve: said in the terminal, no player opens.
  await run(page, "dos doom");
  await expect(output(page).locator(".term-line").last()).toHaveText(
    "Doom is not installed on this site. Its owner can add it as doom.jsdos in DOS_BUNDLES_DIR (docs/operations.md#games).",
  );
  await expect(page.getByTestId("terminal-overlay")).toHaveCount(0);
  await run(page, "games");
  await expect(output(page)).toContainText(/starfall\s+Starfall/);
  await expect(output(page)).not.toContainText("not installed on this server yet");
});

test("the assistant's launch opens the game", async ({ page }) => {
  await openTerminal(page);
  await run(page, "can I play snake?");
  await expect(output(page)).toContainText("Good luck!", { timeout: 15_000 });
  await expect(page.getByTestId("terminal-overlay")).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("terminal-overlay")).toContainText("Snake");
  await page.keyboard.press("Escape");
  await expect(output(page).locator(".term-line").last()).toHaveText("Snake terminated.");
});
