/**
 * The French Wordle in the terminal's overlay: difficulty, a
 * short row refused with "Le mot doit contenir N lettres" and a shake, a win
 * with a seeded word, Esc closing with "Wordle terminated.".
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { pickWord, WORDS } from "../../app/games/wordle/logic";
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
