/** Page A: header nav (hash replaced, active section), scroll hide, mobile menu. */
import { axe } from "./page-a-support";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

const hash = (page: Page) => page.evaluate(() => window.location.hash);

test.describe("header navigation", () => {
  test("a nav link scrolls there, replaces the hash without a history entry, and marks the link", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const nav = page.locator("header.site-header").getByRole("navigation");
    await expect(nav.getByRole("link", { name: "Terminal", exact: true })).toHaveAttribute("aria-current", "true");
    await expect.poll(() => hash(page)).toBe("#hero");
    const before = await page.evaluate(() => window.history.length);

    await nav.getByRole("link", { name: "Skills", exact: true }).click();
    await expect.poll(() => hash(page)).toBe("#skills");
    await expect(nav.getByRole("link", { name: "Skills", exact: true })).toHaveAttribute("aria-current", "true");
    await expect(nav.getByRole("link", { name: "Terminal", exact: true })).not.toHaveAttribute("aria-current", "true");
    await expect(page.locator("#skills")).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => window.history.length)).toBe(before);

    await nav.getByRole("link", { name: "About", exact: true }).click();
    await expect.poll(() => hash(page)).toBe("#about");
    expect(await page.evaluate(() => window.history.length)).toBe(before);
    // Still on the same document: the header is visible after nav scrolling.
    await expect(page.locator("header.site-header")).toHaveAttribute("data-hidden", "false");
  });

  test("the active section follows scrolling (largest visible fraction) and the hash follows it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const nav = page.locator("header.site-header").getByRole("navigation");
    const before = await page.evaluate(() => window.history.length);

    await page.evaluate(() => document.getElementById("about")?.scrollIntoView());
    await expect.poll(() => hash(page)).toBe("#about");
    await expect(nav.getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "true");

    await page.evaluate(() => document.getElementById("skills")?.scrollIntoView());
    await expect.poll(() => hash(page)).toBe("#skills");
    await expect(nav.getByRole("link", { name: "Skills", exact: true })).toHaveAttribute("aria-current", "true");

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => hash(page)).toBe("#hero");
    await expect(nav.getByRole("link", { name: "Terminal", exact: true })).toHaveAttribute("aria-current", "true");
    expect(await page.evaluate(() => window.history.length)).toBe(before);
  });

  test("the header slides out of view scrolling down and comes back scrolling up", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const header = page.locator("header.site-header");
    await page.mouse.move(100, 600); // over the hero text, not the terminal (which scrolls itself)
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(-80);
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);

    // Keyboard focus entering the slid-away header brings it back.
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await header.getByRole("link", { name: "Projects", exact: true }).focus();
    await expect(header).toHaveAttribute("data-hidden", "false");
  });
});

test.describe("mobile menu (375×800)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("opens a full-screen overlay with the links and the language switch; Escape closes it and focus returns", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const header = page.locator("header.site-header");
    await expect(header.getByRole("navigation")).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 800 });
    // Nothing of the page shows through: an opaque layer, on top at every point.
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".mobile-menu-layer")!).opacity === "1");
    const covered = await page.evaluate(() => {
      const layer = document.querySelector(".mobile-menu-layer")!;
      const alpha = getComputedStyle(layer).backgroundColor.match(/rgba\(.*,\s*([\d.]+)\)/)?.[1];
      const points = [10, 200, 400, 600, 790].flatMap((y) => [10, 180, 365].map((x) => document.elementFromPoint(x, y)));
      return { opaque: alpha === undefined || Number(alpha) === 1, onTop: points.every((el) => !!el && layer.contains(el)) };
    });
    expect(covered).toEqual({ opaque: true, onTop: true });
    const labels = await menu.getByRole("link").allTextContents();
    expect(labels).toEqual(["Terminal", "About", "Skills", "AI Agents", "Projects", "Contact"]);
    await expect(menu.getByRole("button", { name: "Switch to French" })).toBeVisible();

    // Focus stays inside while open, both directions.
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing a link closes the menu and goes to the section without a history entry", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const before = await page.evaluate(() => window.history.length);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.getByRole("link", { name: "Skills" }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => hash(page)).toBe("#skills");
    await expect(page.locator("#skills")).toBeInViewport();
    expect(await page.evaluate(() => window.history.length)).toBe(before);
    await expect(page.locator("#skills")).toBeFocused();
  });

  test("the language switch reads 'Switch to French', then its French equivalent", async ({ page }) => {
    // No ?lng= here: a query parameter in the router's location wins over the switch (see report).
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Switch to French" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("button", { name: "Passer en anglais" })).toBeVisible();
    expect(await menu.getByRole("link").allTextContents()).toEqual([
      "Terminal",
      "À propos",
      "Compétences",
      "Agents IA",
      "Projets",
      "Contact",
    ]);
    await menu.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();
  });

  test("axe finds no violations with the menu open", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.waitForFunction(() => getComputedStyle(document.querySelector(".mobile-menu-layer")!).opacity === "1");
    expect(await axe(page)).toEqual([]);
  });
});
