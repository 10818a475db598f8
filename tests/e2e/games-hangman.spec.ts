/**
 * Hangman from the terminal: a win and a loss with a seeded word (Math.random
 * is replaced before the page loads; the test derives the word from the same
 * seed with the game's own pure picker), keyboard and keypad input, Enter
 * restarts, Esc closes, no axe violations, and a French run.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { HANGMAN_WORDS, HANGMAN_WORDS_FR, pickWord } from "../../app/games/hangman/hangman";
import { waitForHydration } from "./support";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const terminal = (page: Page) => page.getByTestId("terminal");
const game = (page: Page) => page.getByTestId("game-hangman");

async function seed(page: Page, value: number) {
  await page.addInitScript((v) => {
    Math.random = () => v;
  }, value);
}

async function openHangman(page: Page, lng = "en") {
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
  await expect(output(page)).toContainText(lng === "fr" ? "Tapez 'help'" : "Type 'help' for commands", { timeout: 10_000 });
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  await input(page).fill("hangman");
  await input(page).press("Enter");
  await expect(game(page)).toBeVisible();
  await expect(game(page)).toBeFocused();
}

const distinct = (word: string) => [...new Set(word)];
const missing = (word: string) => [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"].filter((c) => !word.includes(c));

async function scanOverlay(page: Page) {
  // Two playwright-core copies in node_modules: the page is the same object at runtime.
  const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
  const results = await builder.include('[data-testid="terminal-overlay"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("a win from the keyboard, repeated letters ignored, streak kept, Enter restarts", async ({ page }) => {
  await seed(page, 0.1);
  const word = pickWord(() => 0.1);
  expect(HANGMAN_WORDS).toContain(word);
  await openHangman(page);
  await expect(page.getByTestId("hangman-word")).toHaveText(`Word: ${[...word].map(() => "blank").join(" ")}`);
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("0 of 6 wrong guesses");

  const [wrongLetter] = missing(word);
  await page.keyboard.press(wrongLetter.toLowerCase());
  await page.keyboard.press(wrongLetter); // repeated: no penalty
  await page.keyboard.press("1"); // not A-Z: ignored
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("1 of 6 wrong guesses");
  await expect(page.getByTestId("hangman-left")).toHaveText("5");
  await expect(page.getByTestId("hangman-incorrect")).toHaveText(`Incorrect letters: ${wrongLetter}`);
  await expect(page.getByRole("button", { name: `Letter ${wrongLetter}` })).toBeDisabled();

  const letters = distinct(word);
  for (const letter of letters.slice(0, -1)) await page.keyboard.press(letter.toLowerCase());
  await expect(game(page)).toHaveAttribute("data-status", "playing");
  await scanOverlay(page);
  // The last letter from the on-screen keypad.
  await page.getByRole("button", { name: `Letter ${letters[letters.length - 1]}` }).click();

  await expect(page.getByTestId("game-panel")).toContainText("You won!");
  await expect(page.getByTestId("hangman-word")).toHaveText(`Word: ${[...word].join(" ")}`);
  await expect(page.getByTestId("hangman-streak")).toHaveText("1");
  await expect(page.getByTestId("hangman-best")).toHaveText("1");
  await expect(page.getByRole("status").filter({ hasText: "You won!" })).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem("game_best_hangman"))).toBe("1");
  await scanOverlay(page);

  await expect(game(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(game(page)).toHaveAttribute("data-status", "playing");
  await expect(page.getByTestId("game-panel")).toBeHidden();
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("0 of 6 wrong guesses");
  await expect(page.getByTestId("hangman-streak")).toHaveText("1");

  await page.keyboard.press("Escape");
  await expect(page.getByTestId("terminal-overlay")).toBeHidden();
  await expect(output(page).locator(".term-line").last()).toHaveText("Hangman terminated.");
  await expect(input(page)).toBeFocused();
});

test("a loss after 6 wrong guesses reveals the word; Play Again and Exit buttons", async ({ page }) => {
  await seed(page, 0.77);
  const word = pickWord(() => 0.77);
  await openHangman(page);
  const wrong = missing(word).slice(0, 6);
  for (const [i, letter] of wrong.entries()) {
    await page.getByRole("button", { name: `Letter ${letter}` }).click();
    await expect(page.getByTestId("hangman-gallows")).toHaveAttribute("data-wrong", String(i + 1));
  }
  await expect(page.getByTestId("game-panel")).toContainText("You lost!");
  await expect(page.getByTestId("hangman-reveal")).toHaveText(`The word was ${word}.`);
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("6 of 6 wrong guesses");
  await expect(page.getByTestId("hangman-left")).toHaveText("0");
  await expect(page.getByTestId("hangman-incorrect")).toHaveText(`Incorrect letters: ${wrong.join(" ")}`);
  await expect(page.getByTestId("hangman-streak")).toHaveText("0");
  await expect(page.getByRole("button", { name: `Letter ${word[0]}` })).toBeDisabled();
  await scanOverlay(page);

  await page.getByRole("button", { name: "Play Again" }).click();
  await expect(game(page)).toHaveAttribute("data-status", "playing");
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("0 of 6 wrong guesses");
  await expect(game(page)).toBeFocused();

  await page.getByRole("button", { name: "Exit" }).click();
  await expect(page.getByTestId("terminal-overlay")).toBeHidden();
  await expect(output(page).locator(".term-line").last()).toHaveText("Hangman terminated.");
  await expect(input(page)).toBeFocused();
});

test("French run: texts follow the language, the word is French, a no-break space comes before each colon", async ({ page }) => {
  await seed(page, 0);
  const word = pickWord(() => 0, HANGMAN_WORDS_FR);
  expect(HANGMAN_WORDS).not.toContain(word);
  await openHangman(page, "fr");
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("0 erreur sur 6");
  await expect(page.getByTestId("hangman-hud")).toHaveText(`Essais restants\u00a0: 6Série\u00a0: 0Record\u00a0: 0`);
  await expect(page.getByTestId("hangman-incorrect")).toHaveText("Lettres fausses\u00a0: aucune");
  await expect(page.getByTestId("hangman-word")).toHaveText(`Mot\u00a0: ${[...word].map(() => "vide").join(" ")}`);
  for (const letter of distinct(word)) await page.getByRole("button", { name: `Lettre ${letter}` }).click();
  await expect(page.getByTestId("game-panel")).toContainText("Vous avez gagné !");
  await expect(page.getByRole("button", { name: "Rejouer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quitter" })).toHaveCount(2);
  await scanOverlay(page);
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("terminal-overlay")).toBeHidden();
  await expect(input(page)).toBeFocused();
});

for (const width of [1280, 390]) {
  test(`screenshot at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await seed(page, 0.3);
    await openHangman(page);
    const word = pickWord(() => 0.3);
    await page.keyboard.press(word[0]);
    await page.keyboard.press(missing(word)[0]);
    await page.screenshot({ path: `/tmp/hangman-${width}.png` });
    const keypad = page.getByRole("group", { name: "Letters" });
    const box = await keypad.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  });
}

test("after Expand and Collapse the game has the keys again (focus goes back to it)", async ({ page }) => {
  await seed(page, 0.1);
  const word = pickWord(() => 0.1);
  await openHangman(page);
  const overlay = page.getByTestId("terminal-overlay");
  const [first, second] = missing(word);
  await overlay.getByRole("button", { name: "Expand" }).click();
  await expect(overlay).toHaveAttribute("data-expanded", "true");
  await expect(game(page)).toBeFocused();
  await page.keyboard.press(first);
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("1 of 6 wrong guesses");
  await overlay.getByRole("button", { name: "Collapse" }).click();
  await expect(game(page)).toBeFocused();
  await page.keyboard.press(second);
  await expect(page.getByTestId("hangman-wrong-count")).toHaveText("2 of 6 wrong guesses");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 740 }, hasTouch: true, isMobile: true });

  test("the help says tap, not type, and the end panel says tap Play Again", async ({ page }) => {
    await seed(page, 0);
    const word = pickWord(() => 0);
    await openHangman(page);
    await expect(page.locator("#hangman-help")).toHaveText("Tap a letter on the keypad. × leaves.");
    for (const letter of distinct(word)) await page.getByRole("button", { name: `Letter ${letter}` }).tap();
    await expect(page.getByTestId("game-panel")).toContainText("Tap Play Again for a new word.");
    await expect(page.getByTestId("game-panel")).not.toContainText("Enter");
  });

  test("the game opens filling the window: nothing it needs is scrolled out of the terminal", async ({ page }) => {
    await openHangman(page);
    const overlay = page.getByTestId("terminal-overlay");
    await expect(overlay).toHaveAttribute("data-expanded", "true");
    const box = await overlay.boundingBox();
    expect(box?.height).toBeGreaterThan(600);
  });
});
