/**
 * The header's language menu, when the content lists more than two languages (with two, the
 * toggle stays as it was: shell.spec.ts and no-js.spec.ts test it).
 */
import { expect, test } from "@playwright/test";
import { profile } from "./content";
import { waitForHydration } from "./support";

const LANGUAGES = profile.languages;
const [first] = LANGUAGES;
const last = LANGUAGES[LANGUAGES.length - 1];

test.describe("the language menu", () => {
  test.skip(LANGUAGES.length <= 2, "the content lists two languages or fewer: the header shows the toggle, not a menu");

  test("opens from the toggle, lists every language, and switches without a reload", async ({ page }) => {
    await page.goto(`/?lng=${first}`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    const toggle = page.getByTestId("lang-toggle");
    await expect(toggle).toHaveText(first.toUpperCase());
    await toggle.click();
    for (const lng of LANGUAGES) await expect(page.getByTestId(`lang-option-${lng}`)).toBeVisible();
    await expect(page.getByTestId(`lang-option-${first}`)).toHaveAttribute("aria-current", "true");
    await page.getByTestId(`lang-option-${last}`).click();
    await expect(page.locator("html")).toHaveAttribute("lang", last);
    await expect(toggle).toHaveText(last.toUpperCase());
    await expect(page.getByTestId(`lang-option-${last}`)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  test("works from the keyboard: Enter opens it, Tab reaches the choices, Escape closes it", async ({ page }) => {
    await page.goto(`/?lng=${first}`);
    await waitForHydration(page);
    const toggle = page.getByTestId("lang-toggle");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId(`lang-option-${first}`)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByTestId(`lang-option-${first}`)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId(`lang-option-${first}`)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the small-screen menu lists the other languages by their own names", async ({ page }) => {
    const OWN_NAMES: Record<string, string> = { en: "English", fr: "Français", es: "Español" };
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/?lng=${first}`);
    await waitForHydration(page);
    await page.getByTestId("menu-toggle").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    const others = LANGUAGES.filter((l) => l !== first);
    for (const lng of others) await expect(menu.locator(`a[hreflang="${lng}"]`)).toHaveText(OWN_NAMES[lng] ?? lng);
    await menu.locator(`a[hreflang="${last}"]`).click();
    await expect(page.locator("html")).toHaveAttribute("lang", last);
  });

  test("works without JavaScript: the list opens and its links load the page in that language", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/?lng=${first}`);
    await page.getByTestId("lang-toggle").click();
    await page.getByTestId(`lang-option-${last}`).click();
    await expect(page).toHaveURL(new RegExp(`\\?lng=${last}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", last);
    await context.close();
  });
});
