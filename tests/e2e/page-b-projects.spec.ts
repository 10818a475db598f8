import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./support";

/** @axe-core/playwright is typed against its own playwright-core copy. */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

const cards = (page: Page) => page.locator("#projects").getByTestId("project-card");
const filter = (page: Page, name: string) => page.locator("#projects nav").getByRole("link", { name, exact: true });

test.describe("projects gallery", () => {
  test("filters instantly with JavaScript (no navigation)", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await expect(cards(page)).toHaveCount(4);
    await filter(page, "Open source").click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator("#projects .project-card .project-badge")).toHaveText(["Open source", "Open source"]);
    await expect(filter(page, "Open source")).toHaveAttribute("aria-current", "true");
    await filter(page, "Client work").click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator("#projects .project-card .project-badge")).toHaveText(["Client project", "Client project"]);
    await filter(page, "All").click();
    await expect(cards(page)).toHaveCount(4);
    expect(new URL(page.url()).search).toBe("?lng=en");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });

  /** Clicks a filter in the page and reads the cards' opacity on the next frames. */
  const opacitiesAfterFilter = (page: Page, value: string) =>
    page.evaluate(async (f) => {
      document.querySelector<HTMLAnchorElement>(`#projects nav a[data-filter="${f}"]`)?.click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return [...document.querySelectorAll("#projects .project-grid > li")].map((li) => Number(getComputedStyle(li).opacity));
    }, value);

  test("cards enter with a stagger animation, which is off under reduced motion", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const animated = await opacitiesAfterFilter(page, "client");
    expect(animated).toHaveLength(2);
    expect(Math.max(...animated)).toBeLessThan(1);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await waitForHydration(page);
    expect(await opacitiesAfterFilter(page, "opensource")).toEqual([1, 1]);
  });

  test("cards show 4 tags plus a count, the badge, and only real links", async ({ page }) => {
    await page.goto("/?lng=en");
    const copilot = page.locator('[data-project-id="stream-copilot"]');
    await expect(copilot.locator(".project-tag")).toHaveText(["TypeScript", "Node.js", "Twitch API", "WebSockets", /\+2/]);
    await expect(copilot.locator("svg").first()).toBeVisible();
    await expect(copilot.getByRole("link", { name: /Source code of Stream Copilot/ })).toHaveAttribute(
      "href",
      "https://github.com/clad-dev/stream-copilot",
    );
    await expect(copilot.getByRole("link", { name: /Live site/ })).toHaveCount(0);
    // liveUrl "#" is hidden.
    await expect(page.locator('[data-project-id="terminal-portfolio"]').getByRole("link", { name: /Live site/ })).toHaveCount(0);
    // No repository for client work, but a live link.
    const desk = page.locator('[data-project-id="agent-desk"]');
    await expect(desk.getByRole("link", { name: /Source code/ })).toHaveCount(0);
    await expect(desk.getByRole("link", { name: /Live site of AgentDesk/ })).toHaveAttribute("href", "https://agentdesk.example.com");
  });

  test("shows titles in French", async ({ page }) => {
    await page.goto("/?lng=fr");
    await expect(page.locator('[data-project-id="terminal-portfolio"] .project-title')).toHaveText("Portfolio Terminal");
    await expect(filter(page, "Projets clients")).toBeVisible();
  });

  test("the detail modal closes on Escape, backdrop and close button, returns focus and locks scrolling", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const opener = page.locator('[data-project-id="terminal-portfolio"] .project-open');
    const modal = page.getByTestId("project-modal");

    await opener.click();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText("Terminal Portfolio");
    await expect(page.getByRole("dialog", { name: "Terminal Portfolio" })).toBeVisible();
    await expect(modal).toContainText("Overview");
    await expect(modal).toContainText("This very site: a portfolio whose hero is an interactive terminal.");
    await expect(modal).toContainText("Key features");
    await expect(modal).toContainText("Mini-games and emulators");
    await expect(modal).toContainText("Tech stack");
    await expect(modal).toContainText("Active");
    await expect(modal.locator(".project-badge")).toHaveText("Open source");
    await expect(modal.getByRole("link", { name: /View code/ })).toHaveAttribute("href", "https://github.com/clad-dev/terminal-portfolio");
    await expect(modal.getByRole("link", { name: /View live/ })).toHaveCount(0);
    const shot = modal.getByRole("img", { name: "Screenshot of Terminal Portfolio" });
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    // Keyboard: Enter on the card's link opens it.
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(modal).toBeVisible();
    await page.getByTestId("project-modal-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(modal).toHaveCount(0);

    await opener.click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("project updates: a dark post card from oEmbed, 'Loading tweet...' meanwhile, a plain link when unavailable", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/resources/x-post?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.locator('[data-project-id="stream-copilot"] .project-open').click();
    const modal = page.getByTestId("project-modal");
    await expect(modal.getByText("Project updates")).toBeVisible();
    await expect(modal.locator('[data-state="loading"]').first()).toHaveText("Loading tweet...");
    release();

    const post = modal.locator('[data-post-id="1790000000000000001"]');
    await expect(post).toHaveAttribute("data-state", "ok");
    await expect(post).toContainText("Stream Copilot 1.0 is out & open source!");
    await expect(post).toContainText("Clara Adler");
    await expect(post).toContainText("@clad_dev");
    await expect(post).toContainText("May 14, 2024");
    await expect(post.getByRole("link", { name: /View on X/ })).toHaveAttribute(
      "href",
      "https://x.com/clad_dev/status/1790000000000000001",
    );
    // Plain text only: nothing from the oEmbed HTML becomes markup.
    await expect(post.locator("blockquote, script, iframe")).toHaveCount(0);

    const fallback = modal.getByTestId("post-fallback");
    await expect(fallback).toHaveAttribute("href", "https://x.com/clad_dev/status/1790000000000000002");
    await expect(fallback).toHaveAttribute("data-post-id", "1790000000000000002");
    await expect(fallback).toContainText("See this post on X");
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("on a phone the close control stays in view at any scroll position of the modal", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    // The project with post cards: its details are taller than the phone's screen.
    await page.locator('[data-project-id="stream-copilot"] .project-open').click();
    const modal = page.getByTestId("project-modal");
    await expect(modal).toBeVisible();
    const scrollable = await modal.evaluate((el) => el.scrollHeight > el.clientHeight + 100);
    expect(scrollable).toBe(true);
    for (const where of ["middle", "bottom"] as const) {
      await modal.evaluate((el, to) => (el.scrollTop = to === "bottom" ? el.scrollHeight : el.scrollHeight / 2), where);
      const [box, frame] = await Promise.all([page.getByTestId("project-modal-close").boundingBox(), modal.boundingBox()]);
      expect(box && frame && box.y >= frame.y - 1 && box.y + box.height <= frame.y + frame.height).toBe(true);
    }
    await page.getByTestId("project-modal-close").click();
    await expect(modal).toBeHidden();
  });

  test("has no axe violations with the project modal open", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.locator('[data-project-id="stream-copilot"] .project-open').click();
    await expect(page.getByTestId("project-modal").locator('[data-state="ok"]')).toBeVisible();
    const results = await axe(page).include("#projects").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("GET /resources/x-post", () => {
  const endpoint = (url?: string) => `/resources/x-post${url === undefined ? "" : `?url=${encodeURIComponent(url)}`}`;

  test("answers card data for a project's post, a failed status when oEmbed cannot give it", async ({ request }) => {
    const ok = await request.get(endpoint("https://x.com/clad_dev/status/1790000000000000001"));
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({
      success: true,
      post: { id: "1790000000000000001", status: "ok", authorName: "Clara Adler", authorHandle: "clad_dev", postedAt: "May 14, 2024" },
    });
    const missing = await request.get(endpoint("https://x.com/clad_dev/status/1790000000000000002"));
    expect(await missing.json()).toMatchObject({ success: true, post: { id: "1790000000000000002", status: "failed" } });
  });

  test("refuses missing, malformed and unlisted URLs with JSON errors", async ({ request }) => {
    const none = await request.get(endpoint());
    expect(none.status()).toBe(400);
    expect(await none.json()).toEqual({ success: false, message: "Missing url parameter." });
    const bad = await request.get(endpoint("http://127.0.0.1:1/oembed"));
    expect(bad.status()).toBe(400);
    expect((await bad.json()).success).toBe(false);
    const unlisted = await request.get(endpoint("https://x.com/someone/status/123"));
    expect(unlisted.status()).toBe(404);
    expect(await unlisted.json()).toEqual({ success: false, message: "Unknown post." });
    const post = await request.post(endpoint("https://x.com/clad_dev/status/1790000000000000001"));
    expect(post.status()).toBe(405);
  });
});

test.describe("projects gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters are links with a query parameter", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(cards(page)).toHaveCount(4);
    await filter(page, "Client work").click();
    await expect(page).toHaveURL(/\?lng=en&filter=client#projects$/);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.locator("#projects .project-card .project-badge")).toHaveText(["Client project", "Client project"]);
    await filter(page, "Open source").click();
    await expect(page).toHaveURL(/filter=opensource/);
    await expect(cards(page)).toHaveCount(2);
    await filter(page, "All").click();
    await expect(cards(page)).toHaveCount(4);
  });

  test("a card opens the modal rendered on the server, with post cards, and a plain close link", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.locator('[data-project-id="stream-copilot"] .project-open').click();
    await expect(page).toHaveURL(/project=stream-copilot#projects$/);
    const modal = page.getByTestId("project-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText("Stream Copilot");
    await expect(modal.locator('[data-post-id="1790000000000000001"]')).toContainText("Stream Copilot 1.0 is out & open source!");
    await expect(modal.getByTestId("post-fallback")).toHaveAttribute("href", "https://x.com/clad_dev/status/1790000000000000002");
    await modal.getByTestId("project-modal-close").click();
    await expect(page.getByTestId("project-modal")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(4);
  });
});
