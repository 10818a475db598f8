/**
 * Shell keys: Tab keeps the
 * focus while a line is typed and completes paths, Ctrl+C cancels the line or
 * a pending "Thinking...", Ctrl+L clears the screen, Ctrl+R searches the
 * history, Ctrl+A/E/U/K/W edit the line, the touch row has a sticky Ctrl.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";
import { openTerminal } from "./terminal-fixture";
import { escapeRe, profile } from "./content";

test.use({ reducedMotion: "reduce" });

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const terminal = (page: Page) => page.getByTestId("terminal");

test("Tab completes a path and keeps the focus; on an empty line it moves on", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.keyboard.type("cat no");
  await page.keyboard.press("Tab");
  await expect(input(page)).toHaveValue("cat notes.txt");
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Tab"); // nothing more to complete: stays
  await expect(input(page)).toBeFocused();
  await input(page).fill("");
  await page.keyboard.press("Tab");
  await expect(input(page)).not.toBeFocused();
});

test("Ctrl+C clears the line; Ctrl+L clears the screen", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.keyboard.type("some half-typed line");
  await page.keyboard.press("Control+c");
  await expect(input(page)).toHaveValue("");
  await page.keyboard.type("pwd");
  await page.keyboard.press("Enter");
  await expect(output(page).locator(".term-line").last()).toHaveText("/home/guest");
  await page.keyboard.press("Control+l");
  await expect(output(page).locator(".term-line")).toHaveCount(0);
  await expect(input(page)).toBeFocused();
});

test("Ctrl+C prints the line with ^C and leaves an empty prompt", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.keyboard.type("echo never run");
  await page.keyboard.press("Control+c");
  await expect(input(page)).toHaveValue("");
  await expect(output(page).locator(".term-line").last()).toHaveText(/\$ echo never run\^C$/);
  await expect(output(page)).not.toContainText(/^never run$/m);
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
});

test("Tab completes an absolute path; a second Tab lists the candidates", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.keyboard.type("cd /e");
  await page.keyboard.press("Tab");
  await expect(input(page)).toHaveValue("cd /etc/");
  await input(page).fill("ls ");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  // The line, then its candidates; the input keeps the line.
  await expect(output(page).locator(".term-line").nth(-2)).toHaveText(/\$ ls $/);
  await expect(output(page).locator(".term-line").last()).toContainText("notes.txt");
  await expect(input(page)).toHaveValue("ls ");
});

test("Ctrl+R finds a past command, Ctrl+R again an older one, Enter runs it", async ({ page }) => {
  await openTerminal(page, { focus: true });
  for (const line of ["echo first-marker", "pwd", "echo second-marker"]) {
    await input(page).fill(line);
    await input(page).press("Enter");
    await expect(output(page).locator(".term-line").last()).not.toHaveText(/\$/);
  }
  await page.keyboard.press("Control+r");
  await page.keyboard.type("mark");
  await expect(page.getByTestId("terminal-prompt")).toHaveText("(reverse-i-search)'mark':");
  await expect(page.getByTestId("terminal-typed")).toHaveText("echo second-marker");
  await expect(input(page)).toHaveAccessibleName(/echo second-marker/);
  await page.keyboard.press("Control+r");
  await expect(page.getByTestId("terminal-typed")).toHaveText("echo first-marker");
  await page.keyboard.press("Enter");
  await expect(output(page).locator(".term-line").last()).toHaveText("first-marker");
  await expect(page.getByTestId("terminal-prompt")).not.toContainText("reverse-i-search");
  // Escape leaves with the match on the line; Ctrl+G puts the line back.
  await page.keyboard.type("draft");
  await page.keyboard.press("Control+r");
  await page.keyboard.type("pw");
  await page.keyboard.press("Control+g");
  await expect(input(page)).toHaveValue("draft");
  await page.keyboard.press("Control+r");
  await page.keyboard.type("pw");
  await page.keyboard.press("Escape");
  await expect(input(page)).toHaveValue("pwd");
});

test("Ctrl+A/E/U/K/W edit the line", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.keyboard.type("echo one two");
  await page.keyboard.press("Control+w");
  await expect(input(page)).toHaveValue("echo one ");
  await page.keyboard.press("Control+a");
  await page.keyboard.type("x");
  await expect(input(page)).toHaveValue("xecho one ");
  await page.keyboard.press("Control+k");
  await expect(input(page)).toHaveValue("x");
  await page.keyboard.press("Control+e");
  await page.keyboard.type("yz");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Control+u");
  await expect(input(page)).toHaveValue("z");
});

test("Ctrl+C while Thinking... drops the question", async ({ page }) => {
  // Hold the assistant's answer so the terminal stays in "Thinking...".
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/sendMessage", async (route) => {
    await held;
    await route.fulfill({ json: { success: true, reply: "A late answer", message: "ok" } });
  });
  await openTerminal(page, { focus: true });
  await page.keyboard.type("what do you build?");
  await page.keyboard.press("Enter");
  await expect(output(page)).toContainText("Thinking...");
  await page.keyboard.press("Control+c");
  await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  await expect(output(page).locator(".term-line").last()).toHaveText("^C");
  release();
  await page.keyboard.type("whoami");
  await page.keyboard.press("Enter");
  await expect(output(page).locator(".term-line").last()).toHaveText("guest");
  await expect(output(page)).not.toContainText("A late answer");
});

test("entering fullscreen puts the focus in the input; Escape there leaves fullscreen", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await page.getByTestId("terminal-fullscreen-toggle").click();
  await expect(page.getByTestId("terminal-fullscreen-toggle")).toHaveAttribute("title", "Exit fullscreen");
  await expect(input(page)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("terminal-fullscreen-toggle")).toHaveAttribute("title", "Fullscreen mode");
});

test("the frame title follows the shell's user and directory; the password echo is a fixed mask", async ({ page }) => {
  await openTerminal(page, { focus: true });
  const title = page.locator(".terminal-frame-title");
  await expect(title).toHaveText(`guest@${profile.handle}: ~`);
  await input(page).fill("cd .secrets");
  await input(page).press("Enter");
  await expect(title).toHaveText(`guest@${profile.handle}: ~/.secrets`);
  await input(page).fill("cd /etc");
  await input(page).press("Enter");
  await expect(title).toHaveText(`guest@${profile.handle}: /etc`);
  await input(page).fill("sudo");
  await input(page).press("Enter");
  await expect(terminal(page)).toHaveAttribute("data-mode", "password");
  await input(page).fill("x");
  await input(page).press("Enter");
  await expect(output(page).locator(".term-line").nth(-2)).toHaveText("[sudo] password for guest: ********");
});

test("the contact wizard clears its error as soon as the value is valid; the screen behind is inert", async ({ page }) => {
  await openTerminal(page, { focus: true });
  await input(page).fill("contact");
  await input(page).press("Enter");
  const overlay = page.getByTestId("terminal-overlay");
  const field = overlay.locator(".term-wizard-field");
  await expect(field).toBeFocused();
  await field.press("Enter");
  await expect(overlay).toContainText("Name cannot be empty. Please enter your name:");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.pressSequentially("A");
  await expect(overlay).not.toContainText("Name cannot be empty.");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  expect(await page.locator(".term-screen").evaluate((el) => (el as HTMLElement).inert)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(output(page).locator(".term-line").last()).toHaveText("Contact form closed.");
  expect(await page.locator(".term-screen").evaluate((el) => (el as HTMLElement).inert)).toBe(false);
});

test.describe("the help table", () => {
  /** Each group's block: its rows as the engine laid them out, and the lines the page draws them on. */
  const blocks = async (page: Page) => {
    await input(page).fill("help");
    await input(page).press("Enter");
    await expect(output(page).locator(".term-tone-help-usage").first()).toBeVisible();
    return output(page)
      .locator("pre.term-line")
      .evaluateAll((els) =>
        els.map((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const drawn = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
          return { rows: (el.textContent ?? "").split("\n").length, drawn, text: el.textContent ?? "" };
        }),
      );
  };

  // The engine lays the table out for the terminal's measured width: the page never has to wrap a row
  // (a wrapped row would break the columns), on a desktop as on a phone (one paragraph per command there).
  for (const width of [1280, 820, 390]) {
    test(`is laid out for the terminal's width, no row wrapped by the page, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openTerminal(page, { focus: true });
      const table = await blocks(page);
      expect(table.length).toBeGreaterThanOrEqual(5);
      for (const block of table) expect(block.drawn, block.text.split("\n")[0]).toBe(block.rows);
      if (width >= 820) expect(table.some((block) => /\n {2}about {2,}\S/.test(block.text))).toBe(true);
    });
  }
});

test.describe("the touch row's sticky Ctrl", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test("Ctrl then C is Ctrl+C", async ({ page }) => {
    await openTerminal(page, { focus: true });
    await page.keyboard.type("ls half");
    const ctrl = page.getByTestId("terminal-touch-ctrl");
    await ctrl.click();
    await expect(ctrl).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.type("c");
    await expect(input(page)).toHaveValue("");
    await expect(output(page).locator(".term-line").last()).toHaveText(/\$ ls half\^C$/);
    await expect(ctrl).toHaveAttribute("aria-pressed", "false");
  });
});

test.describe("accessible names contain the visible labels (axe label-content-name-mismatch)", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  for (const lng of ["en", "fr"]) {
    test(`brand link and touch keys (${lng})`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      await waitForHydration(page);
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
      const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
      const results = await builder
        .include("header")
        .include("[data-testid=terminal]")
        .withRules(["label-content-name-mismatch"])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      await expect(page.getByRole("link", { name: new RegExp(`${escapeRe(profile.handle)}:~\\$`) })).toHaveAttribute("href", "#hero");
      await expect(page.getByRole("button", { name: lng === "fr" ? /^Échap/ : /^Esc/ })).toBeVisible();
    });
  }
});
