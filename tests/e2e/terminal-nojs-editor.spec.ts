/**
 * The editor without JavaScript: `nano <file>` brings back the page with an
 * editor form (a labelled textarea, Save and Exit without saving) in place of
 * the prompt; Save writes the file through the server's engine.
 */
import { expect, test, type Page } from "@playwright/test";
import { profile } from "./content";

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const lines = (page: Page) => output(page).locator(".term-line").allInnerTexts();

async function post(page: Page, line: string) {
  await input(page).fill(line);
  await Promise.all([page.waitForEvent("load"), input(page).press("Enter")]);
}

test.describe("the editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("nano opens the editor form; Save writes the file, cat shows it", async ({ page }) => {
    await page.goto("/?lng=en");
    await post(page, "nano memo.txt");
    const text = page.getByLabel("Contents of memo.txt");
    await expect(text).toBeVisible();
    await expect(text).toBeFocused();
    await expect(text).toHaveValue("");
    await expect(page.getByRole("heading", { name: /nano: memo\.txt/ })).toBeVisible();
    await expect(input(page)).toHaveCount(0);

    await text.fill("hello from a form\nsecond line");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Save", exact: true }).click()]);
    await expect(page.getByTestId("terminal-editor-form")).toHaveCount(0);
    expect((await lines(page)).at(-1)).toBe("[ Wrote 2 lines to memo.txt ]");

    await post(page, "cat memo.txt");
    expect((await lines(page)).slice(-3)).toEqual([`guest@${profile.handle}:~$ cat memo.txt`, "hello from a form", "second line"]);

    // Reopened, it holds the text; leaving without saving keeps it as it was.
    await post(page, "vim memo.txt");
    await expect(page.getByLabel("Contents of memo.txt")).toHaveValue("hello from a form\nsecond line");
    await page.getByLabel("Contents of memo.txt").fill("gone");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Exit without saving" }).click()]);
    await post(page, "cat memo.txt");
    expect((await lines(page)).slice(-2)).toEqual(["hello from a form", "second line"]);
  });

  test("in French, the form speaks French", async ({ page }) => {
    await page.goto("/?lng=fr");
    await post(page, "nano note.txt");
    await expect(page.getByLabel("Contenu de note.txt")).toBeVisible();
    await expect(page.getByRole("button", { name: "Enregistrer", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Quitter sans enregistrer" })).toBeVisible();
  });
});
