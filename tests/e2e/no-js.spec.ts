/**
 * Every control works or is absent without JavaScript: the page's
 * controls with scripts off (menu, language, About Me, chat demo, hero extras,
 * the contact form's answer), and the same controls still scripted with them on.
 */
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const form = (page: Page) => page.getByTestId("contact-form");

async function fillContact(page: Page, email: string, message: string) {
  await form(page).getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await form(page).getByLabel("Email", { exact: true }).fill(email);
  await form(page).getByLabel("Message", { exact: true }).fill(message);
}

const unique = (label: string) => `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA });

    test("the menu button opens a menu whose links reach their section and close it", async ({ page }) => {
      await page.goto("/?lng=en");
      await expect(page.locator("header.site-header").getByRole("navigation")).toBeHidden();
      const menu = page.getByTestId("nojs-menu");
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(menu).toBeVisible();
      // Read until it has settled: the menu may still be taking its place when it becomes visible.
      await expect.poll(() => menu.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      // The close link's name is text (visually hidden), so text browsers show it too.
      expect(await menu.getByRole("link").allTextContents()).toEqual([
        "Close menu",
        "Terminal",
        "About",
        "Skills",
        "AI Agents",
        "Projects",
        "Contact",
        "Switch to French",
      ]);
      await menu.getByRole("link", { name: "Projects" }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator("#projects")).toBeInViewport();
      expect(new URL(page.url()).hash).toBe("#projects");
    });

    test("the menu's close link closes it where the page was", async ({ page }) => {
      await page.goto("/?lng=en#skills");
      await page.evaluate(() => window.scrollTo(0, 1500));
      const y = await page.evaluate(() => window.scrollY);
      expect(y).toBeGreaterThan(0);
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByTestId("nojs-menu");
      await expect(menu).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
      await menu.getByRole("link", { name: "Close menu" }).click();
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    });

    test("the menu's language link switches the page to French", async ({ page }) => {
      await page.goto("/?lng=en");
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByTestId("nojs-menu").getByRole("link", { name: "Switch to French" }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeVisible();
    });

    test("no fullscreen toggle and no tap banner", async ({ page }) => {
      await page.goto("/?lng=en");
      await expect(page.locator("#hero")).toBeVisible();
      // Server-rendered for a mobile user agent, but not shown.
      await expect(page.getByTestId("tap-banner")).toHaveCount(1);
      await expect(page.getByTestId("tap-banner")).toBeHidden();
      await expect(page.getByTestId("terminal-fullscreen-toggle")).toBeHidden();
      await expect(page.getByRole("button", { name: "Tap to activate terminal" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Fullscreen mode" })).toHaveCount(0);
    });
  });

  test("the language toggle is a link to the other language and keeps other parameters", async ({ page }) => {
    await page.goto("/?lng=en&skill=frontend");
    const toggle = page.getByTestId("lang-toggle");
    await expect(toggle).toHaveAttribute("data-code", "EN");
    await expect(toggle).toHaveAttribute("href", "/?lng=fr&skill=frontend");
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("data-code", "FR");
    await expect(page.getByRole("link", { name: "Voir les projets" })).toBeVisible();
    expect(new URL(page.url()).searchParams.get("lng")).toBe("fr");
    // The choice is remembered (cookie): a plain visit stays in French.
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByTestId("lang-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("More about me opens the About Me text in place", async ({ page }) => {
    await page.goto("/?lng=en#about");
    const about = page.locator("#about");
    const paragraphs = about.locator(".about-more-text p");
    await expect(paragraphs.first()).toBeHidden();
    await about.getByText("More about me", { exact: true }).click();
    await expect(about.getByRole("heading", { level: 3, name: "About Me" })).toBeVisible();
    await expect(paragraphs).toHaveCount(4);
    for (let i = 0; i < 4; i += 1) await expect(paragraphs.nth(i)).toBeVisible();
    await expect(about.getByRole("img", { name: "Avatar of Clara Adler" })).toBeVisible();
  });

  test("More about me in French", async ({ page }) => {
    await page.goto("/?lng=fr#about");
    await page.locator("#about").getByText("En savoir plus sur moi", { exact: true }).click();
    await expect(page.locator("#about").getByRole("heading", { level: 3, name: "À propos de moi" })).toBeVisible();
  });

  test("the chat demo shows a sample conversation, no spinner", async ({ page }) => {
    await page.goto("/?lng=en#ai-showcase");
    const chat = page.getByTestId("chat-demo");
    await expect(chat.getByTestId("chat-noscript")).toHaveText("A sample conversation (the live demo needs JavaScript):");
    await expect(chat.getByTestId("chat-loading")).toBeHidden();
    await expect(chat.getByTestId("chat-messages")).toHaveAttribute("aria-busy", "false");
    await expect(chat.getByText("Loading history...")).toBeHidden();
    const messages = chat.locator(".chat-message");
    await expect(messages).toHaveCount(7);
    await expect(messages.nth(0)).toContainText("connected AI agent");
    await expect(messages.nth(0).getByRole("link", { name: "source code on GitHub" })).toBeVisible();
    await expect(messages.nth(1)).toContainText("What's the weather in Paris?");
    await expect(messages.nth(2)).toContainText("Here is the weather for Paris");
    await expect(messages.nth(3)).toHaveAttribute("data-type", "weather");
    await expect(messages.nth(3)).toContainText("Paris");
    await expect(messages.nth(3).getByRole("button")).toHaveCount(0);
    await expect(messages.nth(6).getByRole("img")).toBeVisible();
    // The scripted controls are absent: no reset, no suggestions that do nothing.
    await expect(chat.getByRole("button", { name: "Reset the conversation" })).toHaveCount(0);
    await expect(chat.getByRole("group", { name: "Quick suggestions" })).toBeHidden();
    await expect(page.locator("#ai-showcase").getByRole("button", { name: "Next example" })).toBeHidden();
  });

  test("the chat sample in French", async ({ page }) => {
    await page.goto("/?lng=fr#ai-showcase");
    await expect(page.getByTestId("chat-noscript")).toHaveText(
      "Un exemple de conversation (la démo interactive nécessite JavaScript)\u00a0:",
    );
  });

  test("the hero's notice says what works without JavaScript", async ({ page }) => {
    await page.goto("/?lng=en");
    const notice = page.locator("#hero").getByTestId("hero-noscript");
    await expect(notice).toHaveText(
      "JavaScript is off, and this terminal still works: type a command and press Enter, it runs on the server. Only the games, the players and the step-by-step contact form need JavaScript.",
    );
    await expect(notice).toBeVisible();
    await page.goto("/?lng=fr");
    await expect(notice).toContainText("ce terminal marche quand même\u00a0: tapez une commande");
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`contact answers open at the contact form (${viewport.width} px)`, () => {
      test.use({ viewport });

      test("an invalid e-mail comes back with the field error, in view", async ({ page }) => {
        await page.goto("/?lng=en");
        await fillContact(page, "grace@example", unique("No-JS invalid"));
        await form(page).getByRole("button", { name: "Send message" }).click();
        await expect(page.getByTestId("email-error")).toHaveText("Please enter a valid email address.");
        expect(new URL(page.url()).hash).toBe("#contact-form");
        await expect(form(page)).toBeInViewport();
        // The page's smooth scroll to the anchor ends with the form just under the header.
        await expect.poll(() => form(page).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(120);
        await expect(form(page)).toBeInViewport();
        await expect(page.getByTestId("email-error")).toBeInViewport();
        await expect(form(page).getByRole("button", { name: "Send message" })).toBeInViewport();
      });

      test("a valid message comes back with the success message, in view", async ({ page }) => {
        await page.goto("/?lng=fr");
        await form(page).getByLabel("Nom", { exact: true }).fill("Grace Hopper");
        await form(page).getByLabel("E-mail", { exact: true }).fill("grace@example.com");
        await form(page).getByLabel("Message", { exact: true }).fill(unique("Bonjour sans JavaScript"));
        await form(page).getByRole("button", { name: "Envoyer le message" }).click();
        await expect(page.getByTestId("contact-success")).toBeVisible();
        expect(new URL(page.url()).hash).toBe("#contact-form");
        await expect.poll(() => form(page).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(120);
        await expect(page.getByTestId("contact-success")).toBeInViewport();
        await expect(page.locator("html")).toHaveAttribute("lang", "fr");
      });
    });
  }
});

test.describe("with JavaScript, the same controls are scripted", () => {
  test("the language link switches without a reload and never leaves the page", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await page.getByTestId("lang-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    await expect(page.getByTestId("lang-toggle")).toHaveAttribute("href", "/?lng=en");
  });

  test("no CSS menu, About text hidden, no chat sample once hydrated; the hero extras are there", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await expect(page.getByTestId("nojs-menu")).toHaveCount(0);
    await expect(page.getByTestId("about-more-details")).toBeHidden();
    await expect(page.getByRole("button", { name: "More about me" })).toBeVisible();
    await expect(page.getByTestId("tap-banner")).toBeVisible();
    await expect(page.getByTestId("terminal-fullscreen-toggle")).toBeVisible();
    await expect(page.getByTestId("chat-noscript")).toHaveCount(0);
    await expect(page.getByTestId("chat-demo").locator(".chat-message").first()).toContainText("connected AI agent");
    await expect(page.getByTestId("chat-demo").locator(".chat-message")).toHaveCount(1);
    // The menu button opens the scripted dialog, with Space too (it is a button).
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(new URL(page.url()).hash).not.toBe("#mobile-menu");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(toggle).toBeFocused();
    await context.close();
  });

  test("the contact form still answers in place (the #contact-form address is not followed)", async ({ page }) => {
    await page.goto("/?lng=en#contact");
    await waitForHydration(page);
    await expect(form(page)).toHaveAttribute("action", "/?index&lng=en#contact-form");
    await fillContact(page, "grace@example", unique("JS invalid"));
    await form(page).getByRole("button", { name: "Send message" }).click();
    await expect(page.getByTestId("email-error")).toHaveText("Please enter a valid email address.");
    expect(new URL(page.url()).search).toBe("?lng=en");
  });
});
