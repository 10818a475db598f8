/**
 * What assistive technology gets (Chromium's accessibility tree, through aria snapshots and
 * accessible names): project headings named by their titles, no control hidden from sight but
 * left in the tree once JavaScript runs, the terminal's log holding finished lines only.
 */
import { expect, test } from "@playwright/test";
import { profile, projects } from "./content";
import { openTerminal, terminalOutput } from "./terminal-fixture";
import { waitForHydration } from "./support";

test.describe("the accessibility tree", () => {
  for (const lng of profile.languages.filter((l) => l === "en" || l === "fr")) {
    test(`project headings are named by their titles (${lng})`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      await waitForHydration(page);
      for (const project of projects) {
        const title = project.text[lng as "en" | "fr"].title;
        const heading = page.locator(`[data-project-id="${project.id}"]`).getByRole("heading", { level: 3 });
        await expect(heading).toHaveAccessibleName(title);
        // The title is the link too (opening the details): one name, not a "Show details" label.
        await expect(heading.getByRole("link")).toHaveAccessibleName(title);
      }
      const snapshot = await page.locator("#projects").ariaSnapshot();
      expect(snapshot).not.toMatch(/Show details|Voir les détails/);
    });
  }

  test("the no-JS form's Run button is in the tree without JavaScript only", async ({ browser }) => {
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const before = await noJs.newPage();
    await before.goto("/?lng=en");
    await expect(before.getByTestId("terminal-form").getByRole("button", { name: "Run", exact: true })).toHaveCount(1);
    await noJs.close();

    const page = await browser.newPage();
    await openTerminal(page);
    await expect(page.getByTestId("terminal-form").getByRole("button", { name: "Run", exact: true })).toHaveCount(0);
    expect(await page.getByTestId("terminal-form").ariaSnapshot()).not.toContain("button");
    await page.close();
  });

  test("'Skip to content' is the first stop and lands on the terminal", async ({ page }) => {
    await openTerminal(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#terminal")).toBeFocused();
    await expect(page.locator("#terminal")).toHaveAccessibleName("Interactive terminal");
  });

  test("the terminal's log holds the boot's finished lines: the progress bar once, at 100 %", async ({ page }) => {
    await openTerminal(page);
    const snapshot = await terminalOutput(page).ariaSnapshot();
    expect(snapshot.match(/\[#+\.*\] \d+%/g)).toEqual(["[##########] 100%"]);
    // The banner's art is hidden from the tree; its words are not.
    expect(snapshot).not.toContain("____");
    expect(snapshot).toContain(profile.name);
  });
});
