/**
 * Snake in the terminal's overlay: opened by the
 * `snake` command, focused, moves, pauses, quits back to the terminal, passes
 * axe, speaks French, and shows the stored best score.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { createSnakeGame, GRID_SIZE, spawnFood } from "../../app/games/snake/logic";
import { SNAKE_STRINGS } from "../../app/games/snake/strings";
import { waitForHydration } from "./support";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const overlay = (page: Page) => page.getByTestId("terminal-overlay");
const game = (page: Page) => page.getByTestId("game-snake");

async function openSnake(page: Page, path = "/?lng=en"): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
  await input(page).fill("snake");
  await input(page).press("Enter");
  await expect(overlay(page)).toBeVisible();
  await expect(game(page)).toBeVisible();
  await expect(game(page)).toBeFocused();
  return game(page);
}

const headOf = async (snake: Locator) => ((await snake.getAttribute("data-head")) ?? "").split(",").map(Number);

/** Counts changes of the game's data-head over `ms` of page time (proves that nothing moves). */
async function headChangesDuring(page: Page, ms: number): Promise<number> {
  return page.evaluate(
    (duration) =>
      new Promise<number>((resolve) => {
        const target = document.querySelector("[data-testid=game-snake]");
        let changes = 0;
        const observer = new MutationObserver((records) => {
          changes += records.filter((r) => r.attributeName === "data-head").length;
        });
        if (target) observer.observe(target, { attributes: true });
        const start = performance.now();
        requestAnimationFrame(function frame(now) {
          if (now - start < duration) requestAnimationFrame(frame);
          else {
            observer.disconnect();
            resolve(changes);
          }
        });
      }),
    ms,
  );
}

test("snake opens focused, moves up on ArrowUp, pauses and resumes with P, Esc returns to the terminal", async ({ page }) => {
  const snake = await openSnake(page);
  await expect(snake).toHaveAttribute("data-state", "playing");
  // The snake moves from the start and food may lie in its path: a busy machine can see it eat
  // before this reads. The starting score of 0 is the engine's unit tests' to check.
  await expect(snake.getByTestId("snake-score")).toHaveText(/^\d+$/);
  await expect(snake.getByTestId("snake-speed")).toHaveText(/^\d+%$/);
  const [, startY] = await headOf(snake);
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await headOf(snake))[1]).toBeLessThan(startY);

  await page.keyboard.press("p");
  await expect(snake).toHaveAttribute("data-state", "paused");
  await expect(snake.getByRole("group", { name: "PAUSED" })).toBeVisible();
  await expect(snake.getByRole("button", { name: "[R]estart" })).toBeVisible();
  await expect(snake.getByRole("button", { name: "[Q]uit" })).toBeVisible();
  expect(await headChangesDuring(page, 700)).toBe(0);

  await page.keyboard.press("p");
  await expect(snake).toHaveAttribute("data-state", "playing");
  await expect(snake.getByRole("group", { name: "PAUSED" })).toHaveCount(0);
  const before = await snake.getAttribute("data-head");
  await expect(snake).not.toHaveAttribute("data-head", before ?? "");

  await page.keyboard.press("Escape");
  await expect(overlay(page)).toHaveCount(0);
  await expect(output(page).locator(".term-line").last()).toHaveText("Snake terminated.");
  await expect(input(page)).toBeFocused();
});

test("the arrow keys do not scroll the page and the Q key quits", async ({ page }) => {
  const snake = await openSnake(page);
  const scroll = await page.evaluate(() => window.scrollY);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowLeft");
  expect(await page.evaluate(() => window.scrollY)).toBe(scroll);
  await expect(snake).toHaveAttribute("data-state", "playing");
  await page.keyboard.press("q");
  await expect(overlay(page)).toHaveCount(0);
  await expect(output(page).locator(".term-line").last()).toHaveText("Snake terminated.");
});

test("the snake overlay has no axe violations, playing and paused", async ({ page }) => {
  await openSnake(page);
  const scan = async () => {
    const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    // With the rule that names must contain the visible label (axe counts it experimental, so it is asked for).
    const results = await builder
      .include("[data-testid=terminal-overlay]")
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  };
  await page.keyboard.press("p");
  await expect(game(page)).toHaveAttribute("data-state", "paused");
  await scan();
  await page.keyboard.press("p");
  await expect(game(page)).toHaveAttribute("data-state", "playing");
  await scan();
});

test("each touch button's visible letters are part of its name (Pause is not drawn as the letters II)", async ({ page }) => {
  const snake = await openSnake(page);
  const mismatched = async () =>
    snake.locator(".snake-touchpad button").evaluateAll((buttons) =>
      buttons
        .map((button) => ({ text: (button as HTMLElement).innerText.trim(), name: button.getAttribute("aria-label") ?? "" }))
        // Arrows and ▶ are symbols; words and letters must be found in the name (WCAG 2.5.3).
        .filter(({ text, name }) => /[\p{L}\p{N}]/u.test(text) && !name.toLowerCase().includes(text.toLowerCase())),
    );
  await expect(snake.getByRole("button", { name: "Pause" })).toBeVisible();
  expect(await mismatched()).toEqual([]);
  await page.keyboard.press("p");
  await expect(snake.getByRole("button", { name: "Resume" })).toBeVisible();
  expect(await mismatched()).toEqual([]);
});

test("in French the panels and HUD are French", async ({ page }) => {
  const snake = await openSnake(page, "/?lng=fr");
  await expect(snake).toContainText("Vitesse");
  await expect(snake).toContainText("Record");
  await page.keyboard.press("p");
  await expect(snake.getByRole("group", { name: "PAUSE" })).toBeVisible();
  await expect(snake.getByRole("button", { name: "[R]ejouer" })).toBeVisible();
  await expect(snake.getByRole("button", { name: "[Q]uitter" })).toBeVisible();
});

test("the best score from localStorage survives a reload and is shown", async ({ page }) => {
  await openSnake(page);
  await expect(game(page).getByTestId("snake-best")).toHaveText("0");
  await page.evaluate(() => window.localStorage.setItem("game_best_snake", "42"));
  await page.reload();
  const snake = await openSnake(page);
  await expect(snake).toContainText("Best");
  await expect(snake.getByTestId("snake-best")).toHaveText("42");
});

test("touch buttons steer the snake", async ({ page }) => {
  const snake = await openSnake(page);
  const [, startY] = await headOf(snake);
  await snake.getByRole("button", { name: "Move down" }).click();
  await expect.poll(async () => (await headOf(snake))[1]).toBeGreaterThan(startY);
  await snake.getByRole("button", { name: "Pause" }).click();
  await expect(snake).toHaveAttribute("data-state", "paused");
});

test("quitting mid-game keeps the best score (not only at GAME OVER)", async ({ page }) => {
  // A constant Math.random puts the first food right in front of the snake's head: it eats on the first tick.
  const start = createSnakeGame(() => 0);
  const head = start.snake[0];
  const ahead = head.y * GRID_SIZE + head.x + 1;
  const taken = start.snake.filter((p) => p.y * GRID_SIZE + p.x < ahead).length;
  const free = GRID_SIZE * GRID_SIZE - start.snake.length;
  const r = (ahead - taken + 0.5) / free;
  expect(spawnFood(start.snake, () => r)).toEqual({ x: head.x + 1, y: head.y });
  await page.addInitScript((value) => {
    Math.random = () => value;
  }, r);
  const snake = await openSnake(page);
  await expect(snake).toHaveAttribute("data-score", /^[1-9]/);
  expect(await page.evaluate(() => window.localStorage.getItem("game_best_snake"))).toBeNull();
  await page.keyboard.press("q");
  await expect(overlay(page)).toHaveCount(0);
  const best = Number(await page.evaluate(() => window.localStorage.getItem("game_best_snake")));
  expect(best).toBeGreaterThanOrEqual(1);
  await input(page).fill("snake");
  await input(page).press("Enter");
  await expect(game(page).getByTestId("snake-best")).toHaveText(String(best));
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the help says swipe and tap, not keys", async ({ page }) => {
    const snake = await openSnake(page);
    await expect(snake.locator(".game-help")).toHaveText(SNAKE_STRINGS.en.helpTouch);
    await expect(snake).not.toContainText("WASD");
  });
});
