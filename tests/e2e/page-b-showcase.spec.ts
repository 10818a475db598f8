import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/** @axe-core/playwright is typed against its own playwright-core copy. */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

test.describe("AI showcase chat demo", () => {
  test("loads history, answers the weather suggestion with a collapsible Paris card, and resets", async ({ page }) => {
    await page.goto("/?lng=en#ai-showcase");
    await waitForHydration(page);
    const chat = page.getByTestId("chat-demo");
    await expect(chat.getByRole("heading", { name: "Connected AI Agent" })).toBeVisible();
    await expect(chat.getByText("Ask me a question")).toBeVisible();
    // One example: no "1 / 1" counter, no arrows leading back to it.
    await expect(page.getByTestId("showcase-counter")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Next example" })).toHaveCount(0);

    const log = page.getByTestId("chat-messages");
    await expect(log.locator(".chat-message")).toHaveCount(1);
    expect((await log.boundingBox())?.height).toBe(440);
    const input = chat.getByPlaceholder("Your question...");
    await expect(input).toBeDisabled();
    await expect(chat.getByRole("button", { name: "Send" })).toBeDisabled();

    // The greeting is Markdown: its link opens in a new tab.
    const link = log.getByRole("link", { name: "source code on GitHub" });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(log.locator("strong", { hasText: "connected AI agent" })).toBeVisible();

    await chat.getByRole("button", { name: "What's the weather in Paris?" }).click();
    await expect(log.locator('[data-sender="user"]')).toHaveText(/What's the weather in Paris\?/);
    await expect(log.getByText("Absolutely! Here is the weather for Paris:", { exact: true })).toBeVisible();

    const card = log.getByTestId("weather-card");
    const toggle = card.getByRole("button");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(card.getByText("Paris, France")).toBeVisible();
    await expect(card.getByTestId("weather-temp")).toHaveText("15°C");
    await expect(card.getByTestId("weather-hours")).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByTestId("weather-hours").locator("li")).toHaveCount(4);
    await expect(card.getByTestId("weather-days").locator("li")).toHaveCount(3);
    await expect(card.getByTestId("weather-days")).toContainText("Today");
    await expect(card.getByTestId("weather-days")).toContainText("Tomorrow");
    await expect(card).toContainText("Feels like 13°C");
    await expect(card).toContainText("Air quality");
    await expect(card).toContainText("Allergies");
    await expect(card).toContainText("Alerts");
    await expect(card).toContainText("Sunny intervals");
    await expect(card.getByRole("link", { name: /Full details/ })).toHaveAttribute("target", "_blank");

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(card.getByTestId("weather-hours")).toBeHidden();

    await chat.getByRole("button", { name: "Generate an image" }).click();
    await expect(log.getByText("Sure, here is an image generated for you:", { exact: true })).toBeVisible();
    const image = log.locator('[data-type="image"] img');
    await expect(image).toHaveAttribute("src", /^\/images\/showcase\/generated-\d\.svg$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await chat.getByRole("button", { name: "Reset the conversation" }).click();
    await expect(log.locator(".chat-message")).toHaveCount(1);
    await expect(log.locator('[data-sender="ai"]')).toContainText("connected AI agent");
  });

  test("shows the loading-history indicator once the script runs (never in the server's HTML), then the conversation", async ({ page }) => {
    // Without JavaScript nothing would ever finish loading: the page's HTML has no loader.
    expect(await (await page.request.get("/?lng=en")).text()).not.toContain('data-testid="chat-loading"');
    // It shows for a moment after the section hydrates: every text it had is recorded.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loaderTexts: string[] }).loaderTexts = seen;
      new MutationObserver(() => {
        const loader = document.querySelector('[data-testid="chat-loading"]');
        if (loader && !seen.includes(loader.textContent ?? "")) seen.push(loader.textContent ?? "");
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/?lng=en#ai-showcase");
    await waitForHydration(page);
    await expect(page.getByTestId("chat-loading")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { loaderTexts: string[] }).loaderTexts)).toEqual(["Loading history..."]);
    await expect(page.getByTestId("chat-messages").locator(".chat-message")).toHaveCount(1);
  });

  test("the Markdown renderer is not part of the first page load", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.goto("/?lng=en");
    await expect(page.locator('link[rel="modulepreload"][href*="Markdown"]')).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.getByTestId("chat-messages").getByRole("link", { name: "source code on GitHub" })).toBeVisible();
    expect(scripts.some((url) => /\/Markdown-[A-Z0-9]+\.js$/.test(url))).toBe(true);
  });

  test("speaks French", async ({ page }) => {
    await page.goto("/?lng=fr#ai-showcase");
    await waitForHydration(page);
    const chat = page.getByTestId("chat-demo");
    await expect(chat.getByPlaceholder("Votre question...")).toBeDisabled();
    await chat.getByRole("button", { name: "Quel temps fait-il à Paris ?" }).click();
    await expect(chat.getByText("Bien sûr ! Voici la météo à Paris :", { exact: true })).toBeVisible();
    await expect(chat.getByTestId("weather-temp")).toHaveText("15°C");
  });

  test("a language switch re-words the whole conversation, earlier bubbles included", async ({ page }) => {
    await page.goto("/?lng=en#ai-showcase");
    await waitForHydration(page);
    const chat = page.getByTestId("chat-demo");
    await chat.getByRole("button", { name: "What's the weather in Paris?" }).click();
    await expect(chat.getByText("Absolutely! Here is the weather for Paris:", { exact: true })).toBeVisible();
    // Back to the top, where the header (and its language toggle) shows.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("lang-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(chat.getByText("Bien sûr ! Voici la météo à Paris :", { exact: true })).toBeVisible();
    const messages = chat.getByTestId("chat-messages");
    await expect(messages.getByText("Quel temps fait-il à Paris ?", { exact: true })).toBeVisible();
    await expect(messages).not.toContainText("Absolutely!");
    await expect(messages).not.toContainText("What's the weather in Paris?");
  });

  test("has no axe violations with the conversation and the weather card open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en#ai-showcase");
    await waitForHydration(page);
    const chat = page.getByTestId("chat-demo");
    await chat.getByRole("button", { name: "What's the weather in Paris?" }).click();
    await chat.getByTestId("weather-card").getByRole("button").click();
    await expect(chat.getByTestId("weather-hours")).toBeVisible();
    await chat.getByRole("button", { name: "Generate an image" }).click();
    const results = await axe(page).include("#ai-showcase").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
