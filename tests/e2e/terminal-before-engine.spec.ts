/**
 * Keys pressed while the terminal shows its boot but its engine's code has not arrived yet: they are
 * kept and carried out once it runs, as if it had been there (Enter's measure included).
 */
import { expect, test, type Page } from "@playwright/test";
import { holdRequests, openWithModuleHeld, scrollSoThePageRerenders, waitForHydration } from "./support";
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

test("a password typed at the prompt the server drew, before the engine runs, is never run, kept or sent (ADR 056)", async ({ page }) => {
  // A post without the page's code left the session at sudo's prompt (a slow phone, the back button).
  const posted = await page.request.post("/?index&lng=en", { form: { intent: "terminal", line: "sudo" }, maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/sendMessage")) asked.push(request.postData() ?? "");
  });
  const release = await holdEngine(page);
  await page.goto("/?lng=en");
  await waitForHydration(page);
  await expect(input(page)).toHaveAttribute("type", "password");
  await input(page).focus();
  await page.keyboard.type("a typo");
  await page.keyboard.press("Control+c");
  await expect(input(page)).toHaveValue("");
  await page.keyboard.type("follow the fox owl1");
  await page.keyboard.press("Enter");
  await release();
  await expect(output(page).locator(".term-line").last()).toHaveText(
    "The password prompt had closed: what was typed in it was not run, kept or sent anywhere.",
  );
  await expect(input(page)).toHaveAttribute("type", "text");
  await page.keyboard.type("history");
  await page.keyboard.press("Enter");
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  await expect(output(page)).not.toContainText("follow the fox");
  await expect(output(page)).not.toContainText("a typo");
  expect(asked).toEqual([]);
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

/**
 * Opens the page with every script of the build held (the page's code has not run: the first seconds of a
 * slow phone): resolves once the terminal's HTML is there. `release()` lets the scripts through.
 */
async function openBeforeScripts(page: Page): Promise<{ errors: string[]; documentPosts: string[]; release(): Promise<void> }> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const documentPosts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.resourceType() === "document") documentPosts.push(request.url());
  });
  const held = await holdRequests(page, /\/build\/.*\.js$/);
  await page.goto("/?lng=en", { waitUntil: "commit" });
  await output(page).locator("pre").first().waitFor({ state: "attached" });
  return { errors, documentPosts, release: held.release };
}

test.describe("before the page's code runs", () => {
  test("a chip clicked is held, then run by the terminal: no page load, the command and its answer on screen", async ({ page }) => {
    const { errors, documentPosts, release } = await openBeforeScripts(page);
    await page.getByTestId("hero-chips").getByRole("button", { name: "challenge", exact: true }).click();
    await release();
    await expect(output(page).locator(".term-line", { hasText: /\$ challenge$/ })).toHaveCount(1);
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
    await expect(input(page)).toBeFocused();
    expect(documentPosts).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a line typed and entered is held, then answered; text typed without Enter stays in the input", async ({ page }) => {
    const { errors, documentPosts, release } = await openBeforeScripts(page);
    await input(page).focus();
    await page.keyboard.type("pwd");
    await page.keyboard.press("Enter");
    await page.keyboard.type("whoami");
    await release();
    await expect(output(page).locator(".term-line", { hasText: /\$ pwd$/ })).toHaveCount(1);
    await expect(output(page).locator(".term-line").last()).toHaveText("/home/guest");
    await expect(input(page)).toHaveValue("whoami");
    await expect(page.getByTestId("terminal-typed")).toHaveText("whoami");
    await page.keyboard.press("Enter");
    await expect(output(page).locator(".term-line").last()).toHaveText("guest");
    expect(documentPosts).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test("a line the server answered before the page's code ran (a no-JS post) stays on screen once it runs", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // The visitor's form posts (the path without JavaScript): the session cookie comes back to this browser. `help`
  // draws a table of coloured parts, `cd` changes the prompt.
  for (const line of ["help", "cd /etc", "pwd"]) {
    const posted = await page.request.post("/?index&lng=en", { form: { intent: "terminal", line }, maxRedirects: 0 });
    expect(posted.status()).toBe(303);
  }
  const drawn = await (await page.request.get("/?lng=en")).text();
  expect(drawn).toContain('data-session="true"');
  await page.goto("/?lng=en");
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  // (help's table is long: its echo is among the earlier lines the page leaves out.)
  await expect(output(page).locator(".term-tone-help-usage").first()).toBeVisible();
  await expect(output(page).locator(".term-line", { hasText: /\$ pwd$/ })).toHaveCount(1);
  await expect(output(page).locator(".term-line").last()).toHaveText("/etc");
  // The terminal goes on under those lines (React kept the server's terminal: no hydration error).
  await input(page).focus();
  await page.keyboard.type("whoami");
  await page.keyboard.press("Enter");
  await expect(output(page).locator(".term-line").last()).toHaveText("guest");
  await expect(output(page).locator(".term-line", { hasText: /\$ pwd$/ })).toHaveCount(1);
  expect(errors).toEqual([]);
});
