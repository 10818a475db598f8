/**
 * Keys pressed while the terminal shows its boot but its engine's code has not arrived yet: they are
 * kept and carried out once it runs, as if it had been there (Enter's measure included).
 */
import { expect, test, type Page } from "@playwright/test";
import { holdRequests, openWithModuleHeld, scrollSoThePageRerenders } from "./support";
import { openTerminal, terminalInput as input, terminalOutput as output, terminalRoot as terminal } from "./terminal-fixture";

/** Holds the engine's chunk until `release()`. */
async function holdEngine(page: Page): Promise<() => Promise<void>> {
  const held = await holdRequests(page, /\/build\/_shared\/engine-[^/]*\.js$/);
  return async () => {
    await held.requested; // a key asks for the engine: it must have been requested before it is let through
    await held.release();
  };
}

test("Ctrl+C before the engine runs prints the line with ^C once it runs", async ({ page }) => {
  const release = await holdEngine(page);
  await openTerminal(page, { focus: true });
  await page.keyboard.type("echo never run");
  await page.keyboard.press("Control+c");
  await expect(input(page)).toHaveValue("");
  await release();
  await expect(output(page).locator(".term-line").last()).toHaveText(/\$ echo never run\^C$/);
  await expect(output(page)).not.toContainText(/^never run$/m);
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
});

test("Ctrl+L before the engine runs clears the screen once it runs", async ({ page }) => {
  const release = await holdEngine(page);
  await openTerminal(page, { focus: true });
  await expect(output(page).locator(".term-line")).not.toHaveCount(0);
  await page.keyboard.press("Control+l");
  await release();
  await expect(output(page).locator(".term-line")).toHaveCount(0);
  await expect(input(page)).toBeFocused();
});

test("a line entered before the engine runs keeps the terminal busy until it is answered, and its Enter→render is measured", async ({
  page,
}) => {
  const release = await holdEngine(page);
  await openTerminal(page, { focus: true });
  await page.keyboard.type("pwd");
  await page.keyboard.press("Enter");
  // Busy with the line until the engine has run it (a spec waiting for "normal" waits for the answer).
  await expect(terminal(page)).toHaveAttribute("data-mode", "processing");
  await release();
  await expect(output(page).locator(".term-line").last()).toHaveText("/home/guest");
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  const measures = await page.evaluate(() => performance.getEntriesByName("term:enter-to-render").length);
  expect(measures).toBe(1);
});

test("the page re-rendering before the terminal's code arrives keeps the terminal the server drew", async ({ page }) => {
  const { errors, release } = await openWithModuleHeld(page, /\/TerminalWithPrograms-[^/]*\.js$/);
  // The server drew the frame with its banner (the terminal's first screen).
  const banner = output(page).locator("pre").first();
  const drawn = (await banner.textContent()) ?? "";
  expect(drawn.trim()).not.toBe("");
  // Scrolling re-renders the page while the terminal waits for its code.
  await scrollSoThePageRerenders(page, "#contact");
  await expect(banner).toHaveText(drawn);
  await release();
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  expect(errors).toEqual([]);
});
