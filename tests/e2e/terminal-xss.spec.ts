/**
 * Visitor text in the terminal is text, wherever it is shown: markup typed as a command or a question is shown
 * literally, never parsed, and no handler in it runs.
 */
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";

test.use({ reducedMotion: "reduce" });

test("markup typed into the terminal is shown as text and never runs", async ({ page }) => {
  await page.goto("/?lng=en");
  await waitForHydration(page);
  const terminal = page.getByTestId("terminal");
  const input = page.getByTestId("terminal-input");
  const output = page.getByTestId("terminal-output");
  await expect(terminal).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });

  const payloads = [
    '<img src=x onerror="window.__xss=1">',
    '"><svg onload="window.__xss=2">',
    "<script>window.__xss=3</script> what is this?",
  ];
  for (const payload of payloads) {
    await input.fill(payload);
    await input.press("Enter");
    await expect(output).toContainText(payload);
    await expect(terminal).toHaveAttribute("data-mode", "normal", { timeout: 15_000 });
  }
  await expect(output.locator("img, svg[onload], script")).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});
