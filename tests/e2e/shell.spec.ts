import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

test.describe("page shell", () => {
  test("has the header links, the six section landmarks and the footer", async ({ page }) => {
    await page.goto("/?lng=en");
    const header = page.locator("header.site-header");
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(64);
    await expect(header.getByRole("link", { name: /back to the terminal/ })).toHaveAttribute("href", "#hero");
    const expected: Array<[string, string]> = [
      ["Terminal", "#hero"],
      ["About", "#about"],
      ["Skills", "#skills"],
      ["AI Agents", "#ai-showcase"],
      ["Projects", "#projects"],
      ["Contact", "#contact"],
    ];
    const nav = header.getByRole("navigation");
    for (const [label, href] of expected) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
      await expect(page.locator(href)).toHaveCount(1);
    }
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("data-code", "EN");
    await expect(page.getByTestId("footer-status")).toContainText("ACTIVE");
    await page.goto("/?lng=fr");
    await expect(page.getByTestId("footer-status")).toHaveText("ÉTAT DU SYSTÈME\u00a0: ACTIF");
    await expect(page.locator("footer")).toContainText(String(new Date().getFullYear()));
  });

  test("the toggle switches language without a reload and the choice survives a reload", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByTestId("lang-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("data-code", "FR");
    await expect(page.getByRole("link", { name: "Voir les projets" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("data-code", "FR");
  });

  test("a stored localStorage choice wins over the browser language when there is no cookie", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        localStorage.setItem("i18nextLng", "fr");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("data-code", "FR");
    await context.close();
  });

  test("hydrates without React warnings in either language", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.push(err.message));
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    await page.goto("/?lng=en");
    await waitForHydration(page);
    expect(errors).toEqual([]);
  });
});

test("the toggle also works on a page opened with ?lng=, and drops the parameter", async ({ page }) => {
  await page.goto("/?lng=en");
  await waitForHydration(page);
  const historyLength = await page.evaluate(() => history.length);
  await page.getByTestId("lang-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(new URL(page.url()).searchParams.has("lng")).toBe(false);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
});
