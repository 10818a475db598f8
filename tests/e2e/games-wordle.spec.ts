/**
 * The French Wordle in the terminal's overlay: difficulty, a
 * short row refused with "Le mot doit contenir N lettres" and a shake, a win
 * with a seeded word, Esc closing with "Wordle terminated.".
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { NOT_A_WORD, pickWord, WORDS } from "../../app/games/wordle/logic";
import { waitForHydration } from "./support";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");

/** Math.random always answers 0: the word is the first of the list, as the pure picker says. */
const SEED = 0;
const ANSWER = pickWord(WORDS.facile, () => SEED)!;

async function openWordle(page: Page, lng = "en") {
  await page.addInitScript((seed) => {
    Math.random = () => seed;
  }, SEED);
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
  await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
  await input(page).fill("wordle");
  await input(page).press("Enter");
  const game = page.getByTestId("game-wordle");
  await expect(game).toBeVisible();
  await expect(game).toBeFocused();
  return game;
}

test("a difficulty, a short row refused with its message and a shake, then a win", async ({ page }) => {
  const game = await openWordle(page);
  await expect(game).toContainText("Choisissez une difficulté");
  await game.getByRole("button", { name: "Facile (6 lettres)" }).click();
  await expect(game).toHaveAttribute("data-phase", "playing");
  const row = game.getByTestId("wordle-current-row");
  await expect(row.locator(".wordle-cell").first()).toHaveText(ANSWER[0]);
  await expect(row.locator(".wordle-cell").first()).toHaveAttribute("data-locked", "true");

  await page.keyboard.press("Backspace"); // the given letter stays
  await expect(row.locator(".wordle-cell").first()).toHaveText(ANSWER[0]);
  await page.keyboard.type(ANSWER.slice(1, 3));
  await page.keyboard.press("Enter");
  await expect(game.getByTestId("wordle-message")).toHaveText("Le mot doit contenir 6 lettres");
  // The row shook once (counted, so a busy machine cannot miss the 0.5 s window), then stopped.
  await expect(row).toHaveAttribute("data-shakes", "1");
  await expect(row).not.toHaveAttribute("data-shake", "true"); // 0.5 s later

  await page.keyboard.type("1é"); // not A-Z: ignored
  await page.keyboard.type(ANSWER.slice(3));
  await expect(row.locator(".wordle-cell")).toHaveText([...ANSWER]);
  await page.keyboard.press("Enter");
  await expect(game).toHaveAttribute("data-phase", "won");
  await expect(game.getByTestId("game-panel")).toContainText("Gagné !");
  await expect(game.getByTestId("wordle-streak")).toHaveText("1");
  expect(await page.evaluate(() => localStorage.getItem("game_best_wordle"))).toBe("1");

  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .include("[data-testid=terminal-overlay]")
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);

  await game.getByRole("button", { name: "Rejouer" }).click();
  await expect(game).toHaveAttribute("data-phase", "select");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("terminal-overlay")).toBeHidden();
  await expect(output(page).locator(".term-line").last()).toHaveText("Wordle terminated.");
  await expect(input(page)).toBeFocused();
});

test("a full row that is not a French word is refused, as in Wordle, and costs no attempt", async ({ page }) => {
  const game = await openWordle(page);
  await game.getByRole("button", { name: "Facile (6 lettres)" }).click();
  const row = game.getByTestId("wordle-current-row");
  expect(ANSWER[0]).toBe("J");
  await page.keyboard.type("QXZWK");
  await page.keyboard.press("Enter");
  await expect(game.getByTestId("wordle-message")).toHaveText(NOT_A_WORD);
  await expect(row).toHaveAttribute("data-shakes", "1");
  // Still the first row: nothing was scored.
  await expect(game.locator(".wordle-cell[data-mark]")).toHaveCount(0);
  await expect(game.locator(".wordle-row").first()).toHaveAttribute("data-current", "true");
  for (let i = 0; i < 5; i += 1) await page.keyboard.press("Backspace");
  // A real word (not the answer) is played.
  await page.keyboard.type("OUETS");
  await page.keyboard.press("Enter");
  await expect(game.locator(".wordle-row").first().locator(".wordle-cell[data-mark]")).toHaveCount(6);
  await expect(game.getByTestId("wordle-message")).toHaveCount(0);
  await expect(game).toHaveAttribute("data-phase", "playing");
});

test("the on-screen keyboard types, erases and submits; its UI is French in the English interface", async ({ page }) => {
  const game = await openWordle(page, "en");
  await game.getByRole("button", { name: "Facile (6 lettres)" }).click();
  const row = game.getByTestId("wordle-current-row");
  await game.getByRole("button", { name: "Lettre Q", exact: true }).click();
  await expect(row.locator(".wordle-cell").nth(1)).toHaveText("Q");
  await game.getByRole("button", { name: "Effacer" }).click();
  await expect(row.locator(".wordle-cell").nth(1)).toHaveText("");
  await game.getByRole("button", { name: "Entrée" }).click();
  await expect(game.getByTestId("wordle-message")).toHaveText("Le mot doit contenir 6 lettres");
  const results = await new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0])
    .include("[data-testid=terminal-overlay]")
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test.describe("the whole game fits where it opens", () => {
  const IPHONE_UA =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

  /** Every key of the on-screen keyboard lies inside the overlay's body, which does not scroll. */
  async function expectKeyboardInside(page: Page) {
    const body = page.locator(".term-overlay-body");
    const box = (await body.boundingBox())!;
    const keys = page.getByTestId("game-wordle").locator(".wordle-keyboard button");
    expect(await keys.count()).toBe(28);
    for (const key of await keys.all()) {
      const k = (await key.boundingBox())!;
      expect(k.y).toBeGreaterThanOrEqual(box.y - 1);
      expect(k.y + k.height).toBeLessThanOrEqual(box.y + box.height + 1);
    }
    expect(await body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  }

  test("inline on a desktop, the keyboard's Entrée and ⌫ row is inside the terminal, message shown or not", async ({ page }) => {
    const game = await openWordle(page);
    await expect(page.getByTestId("terminal-overlay")).toHaveAttribute("data-expanded", "false");
    await game.getByRole("button", { name: "Difficile (10 lettres)" }).click();
    await expect(game).toHaveAttribute("data-phase", "playing");
    await expectKeyboardInside(page);
    await expect(game.getByRole("button", { name: "Entrée" })).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(game.getByTestId("wordle-message")).toBeVisible();
    await expectKeyboardInside(page);
    await game.getByRole("button", { name: "Effacer" }).click();
  });

  for (const width of [390, 320]) {
    for (const lng of ["en", "fr"]) {
      test(`on a ${width} px phone (${lng}), "Entrée" fits its key and the keyboard fits the screen`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: width === 320 ? 568 : 844 },
          userAgent: IPHONE_UA,
          hasTouch: true,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        const game = await openWordle(page, lng);
        for (const level of ["Facile (6 lettres)", "Difficile (10 lettres)"]) {
          await game.getByRole("button", { name: level }).click();
          const enter = game.getByRole("button", { name: "Entrée" });
          const fit = await enter.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
          expect(fit.scroll).toBeLessThanOrEqual(fit.client);
          await expectKeyboardInside(page);
          await page.keyboard.press("Escape");
          await expect(page.getByTestId("terminal-overlay")).toBeHidden();
          await input(page).fill("wordle");
          await input(page).press("Enter");
          await expect(game).toHaveAttribute("data-phase", "select");
        }
        await context.close();
      });
    }
  }
});
