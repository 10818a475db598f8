/**
 * Brick Breaker in the terminal's overlay:
 * opened by `brickbreaker`, focused, paddle moves, P pauses and resumes, R
 * restarts, Esc returns to the terminal, axe, French panels.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { BRICK_STRINGS } from "../../app/games/brickbreaker/strings";
import { waitForHydration } from "./support";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const overlay = (page: Page) => page.getByTestId("terminal-overlay");
const game = (page: Page) => page.getByTestId("game-brickbreaker");

async function openBrickBreaker(page: Page, path = "/?lng=en"): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
  await input(page).fill("brickbreaker");
  await input(page).press("Enter");
  await expect(overlay(page)).toBeVisible();
  await expect(game(page)).toBeVisible();
  await expect(game(page)).toBeFocused();
  return game(page);
}

test("opens focused, moves the paddle, pauses/resumes with P, R restarts, Esc returns to the terminal", async ({ page }) => {
  const bricks = await openBrickBreaker(page);
  await expect(bricks).toHaveAttribute("data-state", "playing");
  await expect(bricks).toHaveAttribute("data-level", "1");
  await expect(bricks).toHaveAttribute("data-lives", "3");
  await expect(bricks).toHaveAttribute("data-bricks", "40");
  await expect(bricks).toContainText("Lives");
  await expect(bricks).toContainText("Level");
  await expect(bricks).toContainText("Best");

  const paddle = Number(await bricks.getAttribute("data-paddle"));
  await page.keyboard.press("ArrowLeft");
  await expect(bricks).toHaveAttribute("data-paddle", String(paddle - 1));
  await page.keyboard.press("d");
  await page.keyboard.press("d");
  await expect(bricks).toHaveAttribute("data-paddle", String(paddle + 1));

  // The ball moves while playing.
  const ball = (await bricks.getAttribute("data-ball")) ?? "";
  await expect(bricks).not.toHaveAttribute("data-ball", ball);

  await page.keyboard.press("p");
  await expect(bricks).toHaveAttribute("data-state", "paused");
  await expect(bricks.getByRole("group", { name: "PAUSED" })).toBeVisible();
  const pausedBall = (await bricks.getAttribute("data-ball")) ?? "";
  // Paused: the ball stays put over several frame intervals.
  const changes = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const target = document.querySelector("[data-testid=game-brickbreaker]");
        let count = 0;
        const observer = new MutationObserver((records) => (count += records.filter((r) => r.attributeName === "data-ball").length));
        if (target) observer.observe(target, { attributes: true });
        const start = performance.now();
        requestAnimationFrame(function frame(now) {
          if (now - start < 600) requestAnimationFrame(frame);
          else {
            observer.disconnect();
            resolve(count);
          }
        });
      }),
  );
  expect(changes).toBe(0);
  await expect(bricks).toHaveAttribute("data-ball", pausedBall);

  await page.keyboard.press("p");
  await expect(bricks).toHaveAttribute("data-state", "playing");
  await expect(bricks).not.toHaveAttribute("data-ball", pausedBall);

  // Change the game (paddle to the wall), then R restarts everything.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press("ArrowRight");
  await expect(bricks).toHaveAttribute("data-paddle", "16");
  await page.keyboard.press("r");
  await expect(bricks).toHaveAttribute("data-paddle", "8");
  await expect(bricks).toHaveAttribute("data-level", "1");
  await expect(bricks).toHaveAttribute("data-lives", "3");
  await expect(bricks.getByTestId("brick-score")).toHaveText("0");
  await expect(bricks).toHaveAttribute("data-bricks", /^(40|39|38)$/);

  await page.keyboard.press("Escape");
  await expect(overlay(page)).toHaveCount(0);
  await expect(output(page).locator(".term-line").last()).toHaveText("Brick Breaker terminated.");
  await expect(input(page)).toBeFocused();
});

test("a missed ball shows LIFE LOST, then plays on with one life less", async ({ page }) => {
  test.setTimeout(60_000);
  const bricks = await openBrickBreaker(page);
  // Park the paddle in the left corner: the ball soon misses it.
  for (let i = 0; i < 10; i += 1) await page.keyboard.press("ArrowLeft");
  await expect(bricks).toHaveAttribute("data-paddle", "0");
  await expect(bricks).toHaveAttribute("data-lives", "2", { timeout: 40_000 });
  await expect(bricks.getByRole("group", { name: "LIFE LOST" })).toBeVisible();
  await expect(bricks).toHaveAttribute("data-state", "playing");
  await expect(bricks.getByRole("group", { name: "LIFE LOST" })).toHaveCount(0);
});

test("the brick breaker overlay has no axe violations", async ({ page }) => {
  await openBrickBreaker(page);
  const scan = async () => {
    const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
    // With the rule that names must contain the visible label (axe counts it experimental, so it is asked for).
    const results = await builder
      .include("[data-testid=terminal-overlay]")
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  };
  await scan();
  await page.keyboard.press("p");
  await expect(game(page)).toHaveAttribute("data-state", "paused");
  await scan();
});

test("inline in the 28rem terminal the field takes the overlay's height, and the HUD keeps clear of the focus ring", async ({ page }) => {
  const bricks = await openBrickBreaker(page);
  await expect(page.getByTestId("terminal-overlay")).toHaveAttribute("data-expanded", "false");
  const body = (await page.locator(".term-overlay-body").boundingBox())!;
  const board = (await bricks.locator(".game-board").boundingBox())!;
  // The score, the pad and the help sit beside the field (it was ~235 px under a HUD row and over a help row).
  expect(board.width).toBeGreaterThan(body.height - 40);
  expect(board.width).toBeGreaterThanOrEqual(300);
  // The focused game's ring is its edge: the HUD's text starts inside it, not on it.
  const root = (await bricks.boundingBox())!;
  const hud = (await bricks.locator(".game-hud").boundingBox())!;
  expect(hud.y - root.y).toBeGreaterThanOrEqual(6);
  expect(root.x + root.width - (hud.x + hud.width)).toBeGreaterThanOrEqual(6);
});

test("in French the panels and HUD are French", async ({ page }) => {
  const bricks = await openBrickBreaker(page, "/?lng=fr");
  await expect(bricks).toContainText("Niveau");
  await expect(bricks).toContainText("Vies");
  await page.keyboard.press("p");
  await expect(bricks.getByRole("group", { name: "PAUSE" })).toBeVisible();
  await expect(bricks.getByRole("button", { name: "[R]ejouer" })).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the help says swipe and tap, not keys (French)", async ({ page }) => {
    const bricks = await openBrickBreaker(page, "/?lng=fr");
    await expect(bricks.locator(".game-help")).toHaveText(BRICK_STRINGS.fr.helpTouch);
    await expect(bricks).not.toContainText("Gauche/A");
  });
});
