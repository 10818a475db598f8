import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";
import { postProject, profile, projects } from "./content";

for (const width of [320, 768, 1920]) {
  test(`my sections fit a ${width} px wide screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    const showcase = profile.showcase !== false;
    if (showcase) {
      const chat = page.getByTestId("chat-demo");
      await chat.getByRole("button", { name: "Quel temps fait-il à Paris ?" }).click();
      await chat.getByTestId("weather-card").getByRole("button").click();
      await expect(chat.getByTestId("weather-hours")).toBeVisible();
    }
    for (const id of [...(showcase ? ["ai-showcase"] : []), "projects", "contact"]) {
      const overflow = await page.locator(`#${id}`).evaluate((section) => {
        const limit = document.documentElement.clientWidth;
        return [...section.querySelectorAll<HTMLElement>("*")]
          .filter((el) => el.getBoundingClientRect().right > limit + 1 && !el.closest(".visually-hidden, .contact-honeypot"))
          .map((el) => `${el.tagName}.${el.className}`);
      });
      expect(overflow, id).toEqual([]);
    }
    const columns = await page.getByTestId("project-grid").evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(width < 700 ? 1 : width < 1100 ? 2 : 3);
    await page.locator(`[data-project-id="${(postProject ?? projects[0]).id}"] .project-open`).click();
    const dialog = page.getByTestId("project-modal");
    if (postProject) await expect(dialog.locator('[data-state="ok"]')).toBeVisible();
    else await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    if (width === 320) await page.screenshot({ path: test.info().outputPath(`page-b-modal-${width}.png`) });
    await page.keyboard.press("Escape");
    if (width === 320 || width === 1920) {
      if (showcase) await page.locator("#ai-showcase").screenshot({ path: test.info().outputPath(`page-b-showcase-${width}.png`) });
      await page.locator("#projects").screenshot({ path: test.info().outputPath(`page-b-projects-${width}.png`) });
      await page.locator("#contact").screenshot({ path: test.info().outputPath(`page-b-contact-${width}.png`) });
    }
  });
}
