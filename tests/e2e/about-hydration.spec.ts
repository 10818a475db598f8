/**
 * "More about me" used while the sections are still hydrating: the control the server rendered
 * is the one that works afterwards, so a click or Enter in that moment is never lost.
 */
import { expect, test, type Page } from "@playwright/test";
import { testContent } from "../helpers/content";
import { holdRequests, openWithModuleHeld, scrollSoThePageRerenders, waitForHydration } from "./support";

const content = testContent();

async function openBeforeHydration(page: Page, activate: (button: ReturnType<Page["getByTestId"]>) => Promise<void>) {
  // The sections' chunk held: the server HTML is on screen, not hydrated yet.
  const { release } = await holdRequests(page, /BelowTheFoldContent-[^/]*\.js$/);
  await page.goto("/?lng=en");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  const button = page.locator("#about").getByRole("button", { name: "More about me" });
  await button.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  expect(scrollBefore).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.dataset.sectionsHydrated)).toBeUndefined();
  await activate(button);
  const text = page.locator("#about .about-more-text");
  await expect(text).toBeVisible();
  await release();
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === "true");
  // Let the hydrated component run its effects.
  await page.waitForFunction(() => !document.querySelector("#about [popovertarget]"));
  // Still what the visitor asked for, where they were, focus on the control they used.
  await expect(text).toBeVisible();
  await expect(text.locator("p")).toHaveCount(content.profile.about.modalParagraphs.length);
  await expect(button).toBeFocused();
  // No jump: the page stays where the visitor was (the hash the page wrote for the section in view
  // is not taken for a deep link to align to).
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(2);
  await expect(button).toBeInViewport();
  return { button, text };
}

test("a click on More about me before the sections hydrate is kept, and the same button opens the modal after", async ({ page }) => {
  const { button, text } = await openBeforeHydration(page, (button) => button.click());
  await button.click();
  const modal = page.getByRole("dialog", { name: "About Me" });
  await expect(modal).toBeVisible();
  await expect(text).toBeHidden();
  await expect(modal.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(button).toBeFocused();
});

test("Enter on More about me before the sections hydrate is kept; Escape closes it, then Enter opens the modal", async ({ page }) => {
  const { button, text } = await openBeforeHydration(page, async (button) => {
    await button.focus();
    await page.keyboard.press("Enter");
  });
  await page.keyboard.press("Escape");
  await expect(text).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "About Me" })).toBeVisible();
});

test("the page re-rendering before the sections' code arrives keeps their server HTML (no boundary dropped)", async ({ page }) => {
  // Hold the small module that hydrates the sections (not only their content chunk): the page
  // hydrates without it, then scrolling re-renders the page (the header follows the section in view).
  const { errors, release } = await openWithModuleHeld(page, /\/BelowTheFold-[^/]*\.js$/);
  await scrollSoThePageRerenders(page, "#about");
  // React would have thrown the server HTML away (error #421) and shown the empty fallback.
  await expect(page.locator("#about .about-more-text")).toHaveCount(1);
  await expect(page.locator("#contact form")).toHaveCount(1);
  await release();
  await waitForHydration(page);
  await expect(page.locator("#about .about-more-text")).toHaveCount(1);
  expect(errors).toEqual([]);
});
