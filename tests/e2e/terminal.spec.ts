/**
 * The hero terminal end to end (boot, commands, quest, contact wizard, image modal, assistant):
 * the real engine in the page, the real server behind /api.
 */
import { message } from "../../app/terminal/engine/messages";
import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { expect, test, type Page } from "@playwright/test";
import { databasePath, waitForHydration } from "./support";
import { openTerminal, run } from "./terminal-fixture";
import { escapeRe, profile } from "./content";

const output = (page: Page) => page.getByTestId("terminal-output");
const input = (page: Page) => page.getByTestId("terminal-input");
const terminal = (page: Page) => page.getByTestId("terminal");

/** Types a line and presses Enter, then waits until the terminal takes input again. */
/** The text of the last lines (newest last). */
async function lastLines(page: Page, count: number): Promise<string[]> {
  const texts = await output(page).locator(".term-line").allInnerTexts();
  return texts.slice(-count);
}

test.describe("terminal", () => {
  test("boots with the prompt hidden, then greets", async ({ page }) => {
    // The motion itself is under test (the suite runs with reduced motion).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await expect(output(page)).toContainText("Booting AI Interface v2.1...");
    await expect(terminal(page)).toHaveAttribute("data-mode", "booting");
    await expect(page.getByTestId("terminal-form")).toHaveAttribute("data-hidden", "true");
    await expect(output(page)).toContainText("Type 'help' for commands", { timeout: 10_000 });
    await expect(page.getByTestId("terminal-form")).toHaveAttribute("data-hidden", "false");
    await expect(input(page)).toBeEditable();
    await expect(output(page)).toHaveAttribute("role", "log");
    await expect(output(page)).toHaveAttribute("aria-live", "polite");
  });

  test.describe("the boot gives way to the visitor", () => {
    /** Opens the page with motion, the page's clock stopped once the boot plays: only `page.clock.runFor` moves it. */
    async function openWhileBooting(page: Page): Promise<void> {
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.clock.install();
      await page.clock.pauseAt(new Date("2030-01-01T00:00:00Z"));
      await page.goto("/?lng=en");
      await waitForHydration(page);
      await page.clock.runFor(100); // the boot's first frame
      await expect(terminal(page)).toHaveAttribute("data-mode", "booting");
    }

    test("keys typed at the frame during the boot end it and run at the prompt, in the input", async ({ page }) => {
      await openWhileBooting(page);
      // A click on the frame (its title bar) puts the focus on the frame, not the input.
      await page.locator(".terminal-frame-title").click();
      await expect(page.locator("#terminal")).toBeFocused();
      await page.keyboard.type("pwd");
      await page.keyboard.press("Enter");
      // No time has passed: the boot ended for the keys.
      await expect(output(page)).toContainText("Type 'help' for commands");
      await expect(output(page).locator(".term-line", { hasText: /\$ pwd$/ })).toHaveCount(1);
      await expect(output(page).locator(".term-line").last()).toHaveText("/home/guest");
      await expect(input(page)).toBeFocused();
    });

    test("a tap on the terminal during the boot ends it", async ({ page }) => {
      await openWhileBooting(page);
      await terminal(page).click({ position: { x: 20, y: 20 } });
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
      await expect(output(page)).toContainText("Type 'help' for commands");
      await expect(input(page)).toBeFocused();
    });

    test("the focus goes to the input when the boot ends, if the visitor put it on the terminal", async ({ page }) => {
      await openWhileBooting(page);
      // The skip link's target: the frame.
      await page.locator("#terminal").focus();
      await page.clock.runFor(3_000);
      await expect(output(page)).toContainText("Type 'help' for commands");
      await expect(input(page)).toBeFocused();
    });

    test("a returning visitor gets a short boot", async ({ page }) => {
      await openWhileBooting(page);
      await page.clock.runFor(600);
      await expect(terminal(page)).toHaveAttribute("data-mode", "booting");
      await page.clock.runFor(3_000);
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
      await page.reload();
      await waitForHydration(page);
      await page.clock.runFor(600);
      await expect(output(page)).toContainText("Type 'help' for commands");
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("help lists the commands, the user line splits at $, and Enter→render is measured", async ({ page }) => {
      await openTerminal(page);
      await page.getByTestId("terminal").click({ position: { x: 20, y: 20 } });
      await expect(input(page)).toBeFocused();
      await page.keyboard.type("help");
      await page.keyboard.press("Enter");
      const userLine = output(page).locator(".term-line-user").last();
      await expect(userLine.locator(".term-user-prompt")).toHaveText(`guest@${profile.handle}:~$`);
      await expect(userLine.locator(".term-user-command")).toHaveText(" help");
      for (const command of ["ls", "cat", "sudo", "theme", "contact", "gen_image"]) {
        await expect(output(page)).toContainText(command);
      }
      const measures = await page.evaluate(() => performance.getEntriesByName("term:enter-to-render").map((entry) => entry.duration));
      expect(measures.length).toBeGreaterThan(0);
      console.log(`term:enter-to-render (help) = ${measures[0].toFixed(1)} ms`);
    });

    test("a long line wraps as one flowing line: the typed text starts beside the prompt", async ({ page }) => {
      await openTerminal(page, { focus: true });
      await page.keyboard.type(`echo ${"x".repeat(295)}`);
      const row = await page.getByTestId("terminal-form").evaluate((form) => {
        const prompt = form.querySelector(".term-prompt")!.getBoundingClientRect();
        const typed = document.createRange();
        typed.selectNodeContents(form.querySelector(".term-typed")!);
        const rects = [...typed.getClientRects()].filter((r) => r.width > 0);
        return {
          promptTop: prompt.top,
          promptRight: prompt.right,
          firstTop: rects[0].top,
          firstLeft: rects[0].left,
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
        };
      });
      expect(row.lines).toBeGreaterThan(1);
      expect(Math.abs(row.firstTop - row.promptTop)).toBeLessThan(2);
      expect(row.firstLeft).toBeGreaterThan(row.promptRight);
    });

    test("ls -a shows .secrets, ls does not", async ({ page }) => {
      await openTerminal(page);
      await run(page, "ls", { wait: true });
      expect((await lastLines(page, 1))[0]).not.toContain(".secrets");
      await run(page, "ls -a", { wait: true });
      await expect(output(page).locator(".term-line").last()).toContainText(".secrets");
    });

    test("autocomplete: chips, Tab accepts the first, history with arrows", async ({ page }) => {
      await openTerminal(page);
      await input(page).focus();
      await page.keyboard.type("th");
      const chips = page.locator(".term-suggestions button");
      await expect(chips.first()).toHaveText("theme");
      expect(await chips.count()).toBeLessThanOrEqual(5);
      await page.keyboard.press("Tab");
      await expect(input(page)).toHaveValue("theme");
      await expect(input(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
      await run(page, "pwd", { wait: true });
      await input(page).press("ArrowUp");
      await expect(input(page)).toHaveValue("pwd");
      await input(page).press("ArrowUp");
      await expect(input(page)).toHaveValue("theme");
      await input(page).press("ArrowDown");
      await expect(input(page)).toHaveValue("pwd");
      // Clicking a chip fills the input too.
      await input(page).fill("hel");
      await page.locator(".term-suggestions button", { hasText: "help" }).click();
      await expect(input(page)).toHaveValue("help");
      await expect(input(page)).toBeFocused();
      // With nothing to complete, Tab leaves the terminal (keyboard users are not trapped).
      await input(page).fill("");
      await page.keyboard.press("Tab");
      await expect(input(page)).not.toBeFocused();
    });

    test("theme and history survive a reload", async ({ page }) => {
      await openTerminal(page);
      const background = () => terminal(page).evaluate((el) => getComputedStyle(el).getPropertyValue("--term-background").trim());
      await expect(terminal(page)).toHaveAttribute("data-theme", "matrix");
      const matrix = await background();
      expect(matrix).not.toBe("");
      await run(page, "theme hacker", { wait: true });
      await expect(terminal(page)).toHaveAttribute("data-theme", "hacker");
      const hacker = await background();
      expect(hacker).not.toBe("");
      expect(hacker).not.toBe(matrix);
      expect(await page.evaluate(() => localStorage.getItem("clad_terminal_theme"))).toBe("hacker");
      await page.reload();
      await openTerminal(page, { path: page.url() });
      await expect(terminal(page)).toHaveAttribute("data-theme", "hacker");
      expect(await background()).toBe(hacker);
      await input(page).press("ArrowUp");
      await expect(input(page)).toHaveValue("theme hacker");
    });

    test("sudo: Escape cancels, a wrong password fails, the quest's phrase elevates; the quest completes", async ({ page }) => {
      await openTerminal(page);

      // Escape in the password prompt.
      await run(page, "sudo", { wait: true });
      await expect(terminal(page)).toHaveAttribute("data-mode", "password");
      await expect(input(page)).toHaveAttribute("type", "password");
      await input(page).press("Escape");
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
      await expect(input(page)).toHaveAttribute("type", "text");
      await expect(output(page).locator(".term-line").last()).toContainText("sudo: password prompt cancelled.");

      // A wrong password.
      await run(page, "sudo", { wait: true });
      await run(page, "not the phrase", { wait: true });
      await expect(output(page).locator(".term-line").last()).toHaveText("sudo: 1 incorrect password attempt");
      // The typed password is never shown.
      await expect(output(page)).not.toContainText("not the phrase");

      // The quest: token → curl with it → recovery phrase → sudo → challenge next.
      await run(page, "challenge", { wait: true });
      await run(page, "cat ~/.secrets/api_token", { wait: true });
      const token = (await output(page).locator(".term-line").allInnerTexts()).join("\n").match(/sk_live_[A-Za-z0-9]{28}/)?.[0];
      expect(token).toBeTruthy();
      await run(page, `curl -H "Authorization: Bearer ${token}" http://localhost:8080/api/v1/recovery`, { wait: true });
      await expect(output(page)).toContainText(/follow the [a-z]+ [a-z]+\d{1,2}/);
      const phrase = (await output(page).innerText()).match(/follow the [a-z]+ [a-z]+\d{1,2}/)?.[0] ?? "";
      await expect(output(page)).toContainText("Level 2 reached");

      await run(page, "sudo", { wait: true });
      await expect(terminal(page)).toHaveAttribute("data-mode", "password");
      await run(page, phrase, { wait: true });
      await expect(output(page)).toContainText("Authentication successful");
      await expect(page.locator(".term-prompt")).toHaveText(new RegExp(`^root@${escapeRe(profile.handle)}:~\\$$`));
      await expect(output(page)).toContainText("Level 3 reached");
      await run(page, "whoami", { wait: true });
      await expect(output(page).locator(".term-line").last()).toContainText("root");
      await run(page, "challenge next", { wait: true });
      await expect(output(page)).toContainText("Challenge complete!");
      await expect(output(page)).toContainText(/Your completion key: \S+/);
    });

    test("the contact wizard validates, sends and stores the message from the console", async ({ page }) => {
      await openTerminal(page);
      await run(page, "contact", { wait: true });
      const overlay = page.getByTestId("terminal-overlay");
      await expect(overlay).toBeVisible();
      await expect(overlay.getByRole("heading", { name: "Step 1/3: Your Name" })).toBeVisible();
      const field = overlay.getByRole("textbox");
      await expect(field).toBeFocused();
      const send = overlay.getByRole("button", { name: "Send" });
      await expect(send).toBeDisabled();

      await field.press("Enter");
      await expect(overlay).toContainText("Name cannot be empty. Please enter your name:");
      await expect(overlay.getByRole("heading", { name: "Step 1/3: Your Name" })).toBeVisible();
      await field.fill("Terminal Tester");
      await expect(send).toBeEnabled();
      await field.press("Enter");

      await expect(overlay.getByRole("heading", { name: "Step 2/3: Your Email" })).toBeVisible();
      await field.fill("not-an-email");
      await field.press("Enter");
      await expect(overlay).toContainText("Please enter a valid email address:");
      await field.fill("tester@example.com");
      await field.press("Enter");

      await expect(overlay.getByRole("heading", { name: "Step 3/3: Your Message" })).toBeVisible();
      const message = overlay.getByRole("textbox");
      await message.press("Control+Enter");
      await expect(overlay).toContainText("Message cannot be empty. Please enter your message:");
      await message.type("Hello from the terminal");
      await message.press("Enter");
      await message.type("Second line");
      await expect(message).toHaveValue("Hello from the terminal\nSecond line");
      await send.click();

      await expect(overlay).toContainText("Message sent! You can close this window.");
      await expect(overlay.getByRole("heading", { name: "Message sent" })).toBeVisible();
      await expect(overlay.getByRole("heading", { name: /Step 3\/3/ })).toHaveCount(0);
      await expect(overlay.getByRole("button", { name: "Send" })).toBeDisabled();
      const db = new Database(databasePath(), { readonly: true });
      try {
        const row = db
          .prepare("SELECT name, email, message, from_console FROM contact_messages WHERE email = ? ORDER BY id DESC")
          .get("tester@example.com") as { name: string; email: string; message: string; from_console: number };
        expect(row).toEqual({
          name: "Terminal Tester",
          email: "tester@example.com",
          message: "Hello from the terminal\nSecond line",
          from_console: 1,
        });
      } finally {
        db.close();
      }

      await overlay.getByRole("button", { name: "Close", exact: true }).click();
      await expect(overlay).toHaveCount(0);
      await expect(output(page).locator(".term-line").last()).toHaveText("Contact form closed.");
      await expect(input(page)).toBeFocused();
    });

    test("a failed contact send shows the error and the footer notice", async ({ page }) => {
      await page.route("**/api/contact", (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: '{"success":false,"message":"Mail is down."}' }),
      );
      await openTerminal(page);
      await run(page, "contact", { wait: true });
      const overlay = page.getByTestId("terminal-overlay");
      const field = overlay.getByRole("textbox");
      await field.fill("A");
      await field.press("Enter");
      await field.fill("a@b.c");
      await field.press("Enter");
      await overlay.getByRole("textbox").fill("hi");
      await overlay.getByRole("textbox").press("Control+Enter");
      await expect(overlay).toContainText("Error: Mail is down.");
      await expect(overlay).toContainText("Failed to send message: Mail is down. Please try again later or use another contact method.");
    });

    test("Escape closes the overlay and gives the input back", async ({ page }) => {
      await openTerminal(page);
      await run(page, "contact", { wait: true });
      const overlay = page.getByTestId("terminal-overlay");
      await expect(overlay.getByRole("textbox")).toBeFocused();
      await expect(input(page)).toBeDisabled();
      await overlay.getByRole("button", { name: "Expand" }).click();
      await expect(overlay).toHaveAttribute("data-expanded", "true");
      await overlay.getByRole("button", { name: "Collapse" }).click();
      await expect(overlay).toHaveAttribute("data-expanded", "false");
      await overlay.getByRole("textbox").focus();
      await page.keyboard.press("Escape");
      await expect(overlay).toHaveCount(0);
      await expect(output(page).locator(".term-line").last()).toHaveText("Contact form closed.");
      await expect(input(page)).toBeFocused();
      await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
    });

    test("gen_image opens the image modal with the download name from the prompt", async ({ page }) => {
      await openTerminal(page);
      await run(page, "gen_image a neon fox in the rain at midnight please", { wait: true });
      const modal = page.getByTestId("image-modal");
      await expect(modal).toBeVisible({ timeout: 15_000 });
      await expect(modal.getByRole("heading")).toHaveText("a neon fox in the rain at midnight please");
      const download = modal.getByRole("link", { name: "Download" });
      await expect(download).toHaveAttribute("download", "a_neon_fox_in_the_rain_at_midn.png");
      await expect(download).toHaveAttribute("href", /^data:image\/png;base64,/);
      const size = await modal.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(size).toBeGreaterThan(0);
      await expect(modal.getByRole("button", { name: "Close" }).first()).toBeVisible();
      // A backdrop click closes it and the input gets focus back.
      await page.getByTestId("image-modal-backdrop").click({ position: { x: 5, y: 5 } });
      await expect(modal).toHaveCount(0);
      await expect(input(page)).toBeFocused();
    });

    test("lang fr switches the whole page; clear empties the screen and the AI history", async ({ page }) => {
      await openTerminal(page, { path: "/" });
      await run(page, "lang fr", { wait: true });
      await expect(output(page)).toContainText("Langue réglée sur français.");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      // The boot's greeting on screen follows the language; the lines typed stay.
      await expect(output(page)).toContainText(message("fr", "greet3"));
      await expect(output(page)).not.toContainText(message("en", "greet3"));
      await expect(input(page)).toHaveAttribute("aria-label", /^Commande du terminal/);
      await expect(output(page)).toHaveAttribute("aria-label", "Sortie du terminal");
      await expect.poll(() => page.evaluate(() => localStorage.getItem("visitorKey"))).toBeTruthy();
      const cleared = page.waitForRequest(
        (request) =>
          request.url().endsWith("/api/clear-history") &&
          request.method() === "POST" &&
          /^Bearer \S+$/.test(request.headers().authorization ?? ""),
      );
      await run(page, "clear", { wait: true });
      await cleared;
      await expect(output(page).locator(".term-line")).toHaveCount(0);
    });

    test("has no axe violations in the terminal, the overlay and the image modal", async ({ page }) => {
      await openTerminal(page);
      await run(page, "help", { wait: true });
      const scan = async (selector: string) => {
        // Two playwright-core copies in node_modules: the page is the same object at runtime.
        const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
        const results = await builder.include(selector).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
      };
      await scan("[data-testid=terminal]");
      await run(page, "contact", { wait: true });
      await expect(page.getByTestId("terminal-overlay")).toBeVisible();
      await scan("[data-testid=terminal-overlay]");
      // The screen behind the overlay is inert: nothing scrollable-but-unfocusable is left exposed.
      await scan("[data-testid=terminal]");
      await page.keyboard.press("Escape");
      await run(page, "gen_image a lighthouse", { wait: true });
      await expect(page.getByTestId("image-modal")).toBeVisible({ timeout: 15_000 });
      await scan("[data-testid=image-modal]");
    });

    test("clicking a link or selecting text does not steal focus", async ({ page }) => {
      await openTerminal(page);
      await page.getByRole("link", { name: "View projects" }).focus();
      // Select some output text with the mouse: focus stays where it was.
      const line = output(page).locator(".term-line").first();
      const box = await line.boundingBox();
      if (!box) throw new Error("no line box");
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
      await page.mouse.up();
      expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);
      await expect(input(page)).not.toBeFocused();
    });
  });

  test("a free-text question is answered by the built-in assistant, typed out, and its command runs", async ({ page }) => {
    // Hold the request until the waiting state has been checked (the built-in assistant answers at once).
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/sendMessage", async (route) => {
      await held;
      await route.continue();
    });
    await openTerminal(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("visitorKey"))).toBeTruthy();
    await run(page, "can you show me your projects?");
    const aiLine = output(page).locator(".term-line-ai").last();
    await expect(aiLine).toHaveText("Thinking...");
    await expect(terminal(page)).toHaveAttribute("data-mode", "processing");
    await expect(input(page)).not.toBeEditable();
    await expect(output(page)).toHaveAttribute("aria-busy", "true");
    release();
    // The reply is typed out while the prompt stays locked...
    await expect(aiLine).not.toHaveText("Thinking...");
    await expect(aiLine).toHaveText(/\S/);
    // ...then the command it returned (projects) runs.
    await expect(output(page).locator(".term-line", { hasText: /^Projects:$/ })).toHaveCount(1, { timeout: 20_000 });
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
    await expect(output(page)).not.toHaveAttribute("aria-busy", "true");
    const texts = await output(page).locator(".term-line").allInnerTexts();
    expect(texts.indexOf("Projects:")).toBeGreaterThan(texts.lastIndexOf(await aiLine.innerText()));
    await expect(output(page).locator(".term-line a", { hasText: "Source code" }).first()).toHaveAttribute("target", "_blank");
  });

  test("a screen reader hears the boot's progress bar and a typed reply once each, finished", async ({ page }) => {
    const reply = "Here is a reply long enough to be typed out over many steps.";
    await page.route("**/api/sendMessage", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, reply, message: "ok" }) }),
    );
    // Every state of the log as assistive technology reads it (aria-hidden subtrees left out).
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { logStates: string[] }).logStates = states;
      const spoken = (node: Node): string => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
        if (node instanceof Element && node.getAttribute("aria-hidden") === "true") return "";
        const text = [...node.childNodes].map(spoken).join("");
        return node instanceof Element && node.classList.contains("term-line") ? `${text}\n` : text;
      };
      new MutationObserver(() => {
        const log = document.querySelector('[data-testid="terminal-output"]');
        const state = log ? spoken(log) : "";
        if (state !== states.at(-1)) states.push(state);
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await openTerminal(page);
    await run(page, "tell me something", { wait: true });
    await expect(output(page).locator(".term-line-ai").last()).toHaveText(reply);
    const states = await page.evaluate(() => (window as unknown as { logStates: string[] }).logStates);
    // The progress bar is heard at 100 % only, the reply whole only; no state holds a part of either.
    expect(states.some((state) => /\[#*\.+\] \d+%/.test(state))).toBe(false);
    expect(states.some((state) => state.includes("[##########] 100%"))).toBe(true);
    expect(states.some((state) => state.includes(reply.slice(0, 12)) && !state.includes(reply))).toBe(false);
    expect(states.at(-1)).toContain(reply);
  });

  test("a key press shows a typed reply at once", async ({ page }) => {
    await page.route("**/api/sendMessage", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ success: true, reply: "x".repeat(2000), message: "ok" }),
      }),
    );
    await openTerminal(page);
    await run(page, "tell me a very long story");
    await expect(output(page).locator(".term-line-ai").last()).toContainText("xxx");
    await input(page).press("a");
    await expect(output(page).locator(".term-line-ai").last()).toHaveText("x".repeat(2000));
    await expect(terminal(page)).toHaveAttribute("data-mode", "normal");
  });

  test("a streamed reply is read from the event stream; a model that failed is named in a discreet note", async ({ page }) => {
    let accept = "";
    await page.route("**/api/sendMessage", (route) => {
      accept = route.request().headers().accept ?? "";
      const event = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
      return route.fulfill({
        status: 200,
        contentType: "text/event-stream; charset=utf-8",
        body:
          event("delta", { text: "The model st" }) +
          event("delta", { text: "arted, then" }) +
          event("done", {
            success: true,
            reply: "The built-in assistant's whole answer.",
            command: "theme retro",
            fallback: true,
            message: "ok",
          }),
      });
    });
    await openTerminal(page);
    await run(page, "tell me about your work");
    await expect(output(page).locator(".term-line-ai").last()).toHaveText("The built-in assistant's whole answer.");
    expect(accept).toContain("text/event-stream");
    await expect(output(page)).toContainText("(answered by the built-in assistant: the AI service did not answer)");
    await expect(terminal(page)).toHaveAttribute("data-theme", "retro");
  });
});

test.describe("terminal on touch devices", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });

  test("has Tab, ↑, ↓, Esc and Ctrl keys", async ({ page }) => {
    await openTerminal(page);
    const keys = page.getByRole("group", { name: "Terminal keys" });
    await expect(keys.getByRole("button")).toHaveCount(5);
    await expect(keys.getByRole("button", { name: /^Ctrl/ })).toHaveAttribute("aria-pressed", "false");
    await run(page, "pwd", { wait: true });
    await keys.getByRole("button", { name: "Previous command" }).tap();
    await expect(input(page)).toHaveValue("pwd");
    await input(page).fill("hel");
    await keys.getByRole("button", { name: "Tab: complete" }).tap();
    await expect(input(page)).toHaveValue("help");
  });
});

test.describe("terminal without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the frame shows the banner, says the truth and takes input", async ({ page }) => {
    await page.goto("/?lng=en");
    // <noscript> content is parsed as text: read what is rendered.
    const frame = await page.locator(".terminal-frame").innerText();
    expect(frame).toContain("JavaScript is off, and this terminal still works");
    expect(frame).toContain("AI Interface v2.1");
    // The input is a form field that posts to the server (tests/e2e/terminal-nojs.spec.ts).
    await expect(page.getByTestId("terminal-input")).toBeEditable();
  });
});
