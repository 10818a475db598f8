import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { holdRequests, waitForHydration } from "./support";
import { failedPostUrl, isLink, OK_POST_TEXT, okPostUrl, postHandle, postId, postProject, profile, projects } from "./content";

/** @axe-core/playwright is typed against its own playwright-core copy. */
const axe = (page: Page) => new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);

const cards = (page: Page) => page.locator("#projects").getByTestId("project-card");
const filter = (page: Page, name: string) => page.locator("#projects nav").getByRole("link", { name, exact: true });
const badges = (page: Page) => page.locator("#projects .project-card .project-badge");
const openSource = projects.filter((p) => p.kind === "opensource");
const clientWork = projects.filter((p) => p.kind === "client");
/** The English badge of each kind of project. */
const BADGE = { opensource: "Open source", client: "Client project", personal: "Personal project" } as const;
/** The project the modal tests open: one with a picture if there is one. */
const shown = projects.find((p) => p.imageUrl !== "") ?? projects[0];
const opener = (page: Page, id: string) => page.locator(`[data-project-id="${id}"] .project-open`);

test.describe("projects gallery", () => {
  test("filters instantly with JavaScript (no navigation)", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
    await expect(cards(page)).toHaveCount(projects.length);
    await filter(page, "Open source").click();
    await expect(cards(page)).toHaveCount(openSource.length);
    await expect(badges(page)).toHaveText(openSource.map(() => "Open source"));
    await expect(filter(page, "Open source")).toHaveAttribute("aria-current", "true");
    await filter(page, "Client work").click();
    await expect(cards(page)).toHaveCount(clientWork.length);
    await expect(badges(page)).toHaveText(clientWork.map(() => "Client project"));
    await filter(page, "All").click();
    await expect(cards(page)).toHaveCount(projects.length);
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
    // The suite runs with reduced motion: first without it.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    // Switch to a filter that changes the cards (the larger group, when both have some).
    const [first, second] =
      clientWork.length >= openSource.length ? (["client", "opensource"] as const) : (["opensource", "client"] as const);
    const firstCount = first === "client" ? clientWork.length : openSource.length;
    const animated = await opacitiesAfterFilter(page, first);
    expect(animated).toHaveLength(firstCount);
    expect(Math.max(...animated)).toBeLessThan(1);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await waitForHydration(page);
    expect(await opacitiesAfterFilter(page, second)).toEqual((second === "client" ? clientWork : openSource).map(() => 1));
  });

  test("cards show 4 tags plus a count, the badge, and only real links", async ({ page }) => {
    await page.goto("/?lng=en");
    for (const project of projects) {
      const card = page.locator(`[data-project-id="${project.id}"]`);
      const title = project.text.en.title;
      const extra = project.tags.length - 4;
      // The count's text is in words (read once, by text browsers too); "+N" is drawn by CSS.
      await expect(card.locator(".project-tag")).toHaveText([
        ...project.tags.slice(0, 4),
        ...(extra > 0 ? [new RegExp(`^${extra} more technolog`)] : []),
      ]);
      if (extra > 0) {
        const drawn = await card.getByTestId("more-tags").evaluate((el) => getComputedStyle(el, "::before").content);
        expect(drawn).toContain(`"+${extra}"`);
      }
      await expect(card.locator("svg").first()).toBeVisible();
      await expect(card.locator(".project-badge")).toHaveText(BADGE[project.kind]);
      // A repository or live link only when there is a real one ("" and "#", this very site, are hidden).
      const code = card.getByRole("link", { name: new RegExp(`Source code of ${title}`) });
      if (isLink(project.githubUrl)) await expect(code).toHaveAttribute("href", project.githubUrl);
      else await expect(code).toHaveCount(0);
      const live = card.getByRole("link", { name: new RegExp(`Live site of ${title}`) });
      if (isLink(project.liveUrl)) await expect(live).toHaveAttribute("href", project.liveUrl);
      else await expect(live).toHaveCount(0);
    }
  });

  test("shows titles in French", async ({ page }) => {
    await page.goto("/?lng=fr");
    for (const project of projects)
      await expect(page.locator(`[data-project-id="${project.id}"] .project-title`)).toHaveText(project.text.fr.title);
    await expect(filter(page, "Projets clients")).toBeVisible();
  });

  test("the detail modal closes on Escape, backdrop and close button, returns focus and locks scrolling", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const card = opener(page, shown.id);
    const modal = page.getByTestId("project-modal");
    const text = shown.text.en;

    await card.click();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText(text.title);
    await expect(page.getByRole("dialog", { name: text.title })).toBeVisible();
    await expect(modal).toContainText("Overview");
    await expect(modal).toContainText(text.description);
    if (shown.features.en.length) {
      await expect(modal).toContainText("Key features");
      await expect(modal).toContainText(shown.features.en[0]);
    }
    await expect(modal).toContainText("Tech stack");
    await expect(modal).toContainText("Active");
    await expect(modal.locator(".project-badge")).toHaveText(BADGE[shown.kind]);
    const code = modal.getByRole("link", { name: /View code/ });
    if (isLink(shown.githubUrl)) await expect(code).toHaveAttribute("href", shown.githubUrl);
    else await expect(code).toHaveCount(0);
    const live = modal.getByRole("link", { name: /View live/ });
    if (isLink(shown.liveUrl)) await expect(live).toHaveAttribute("href", shown.liveUrl);
    else await expect(live).toHaveCount(0);
    if (shown.imageUrl) {
      // The picture is served (from the content folder's media/ or public/).
      const shot = modal.getByRole("img", { name: `Screenshot of ${text.title}` });
      await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(modal).toHaveCount(0);
    await expect(card).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");

    // Keyboard: Enter on the card's link opens it.
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(modal).toBeVisible();
    await page.getByTestId("project-modal-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(modal).toHaveCount(0);

    await card.click();
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toHaveCount(0);
    await expect(card).toBeFocused();
  });

  // React error #421: the sections re-rendered right after hydrating, which reached the modal's boundary while it
  // still waited for its chunk, so React threw the server's dialog away and drew it again.
  for (const path of [`/?lng=en&project=${shown.id}#projects`, `/?project=${shown.id}`]) {
    test(`a deep link (${path.replace(shown.id, "<id>")}) hydrates its open modal without a console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      // The modal's code arrives only once the sections have hydrated: the window in which the error happened.
      const modalChunk = await holdRequests(page, /\/ProjectModal-[\w-]+\.js$/);
      await page.goto(path);
      await waitForHydration(page);
      await modalChunk.requested;
      await modalChunk.release();
      // Hydrated: the server's open dialog is reopened as a modal.
      await expect.poll(() => page.getByTestId("project-modal-backdrop").evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test("project updates: a dark post card from oEmbed, 'Loading tweet...' meanwhile, a plain link when unavailable", async ({ page }) => {
    test.skip(!postProject || !okPostUrl, "no project of the content has posts");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/resources/x-post?*", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await opener(page, postProject!.id).click();
    const modal = page.getByTestId("project-modal");
    await expect(modal.getByText("Project updates")).toBeVisible();
    await expect(modal.locator('[data-state="loading"]').first()).toHaveText("Loading tweet...");
    release();

    const post = modal.locator(`[data-post-id="${postId(okPostUrl!)}"]`);
    await expect(post).toHaveAttribute("data-state", "ok");
    await expect(post).toContainText(OK_POST_TEXT);
    await expect(post).toContainText(profile.name);
    await expect(post).toContainText(`@${postHandle(okPostUrl!)}`);
    await expect(post).toContainText("May 14, 2024");
    await expect(post.getByRole("link", { name: /View on X/ })).toHaveAttribute("href", okPostUrl!);
    // Plain text only: nothing from the oEmbed HTML becomes markup.
    await expect(post.locator("blockquote, script, iframe")).toHaveCount(0);

    if (failedPostUrl) {
      const fallback = modal.getByTestId("post-fallback");
      await expect(fallback).toHaveAttribute("href", failedPostUrl);
      await expect(fallback).toHaveAttribute("data-post-id", postId(failedPostUrl));
      // The second of the project's posts: its link says which one it opens.
      await expect(fallback).toContainText(`See post 2 of ${postProject!.twitterPosts.length} on X`);
      await expect(modal.locator(".post-card-unfetched")).toContainText(`@${postHandle(failedPostUrl)}`);
    }
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("on a phone the close control stays in view at any scroll position of the modal", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    // The project with the most to show: its details are taller than the phone's screen.
    const tallest = [...projects].sort(
      (a, b) => b.twitterPosts.length - a.twitterPosts.length || b.features.en.length - a.features.en.length,
    )[0];
    await opener(page, tallest.id).click();
    const modal = page.getByTestId("project-modal");
    await expect(modal).toBeVisible();
    const scrollable = await modal.evaluate((el) => el.scrollHeight > el.clientHeight + 100);
    test.skip(!scrollable, "the content's projects fit the phone's screen: nothing to scroll");
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
    await opener(page, (postProject ?? shown).id).click();
    if (postProject) await expect(page.getByTestId("project-modal").locator('[data-state="ok"]')).toBeVisible();
    else await expect(page.getByTestId("project-modal")).toBeVisible();
    const results = await axe(page).include("#projects").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("GET /resources/x-post", () => {
  const endpoint = (url?: string) => `/resources/x-post${url === undefined ? "" : `?url=${encodeURIComponent(url)}`}`;

  test("answers card data for a project's post, a failed status when oEmbed cannot give it", async ({ request }) => {
    test.skip(!okPostUrl, "no project of the content has posts");
    const ok = await request.get(endpoint(okPostUrl));
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({
      success: true,
      post: {
        id: postId(okPostUrl!),
        status: "ok",
        authorName: profile.name,
        authorHandle: postHandle(okPostUrl!),
        postedAt: "May 14, 2024",
      },
    });
    if (failedPostUrl) {
      const missing = await request.get(endpoint(failedPostUrl));
      expect(await missing.json()).toMatchObject({ success: true, post: { id: postId(failedPostUrl), status: "failed" } });
    }
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
    const post = await request.post(endpoint(okPostUrl ?? "https://x.com/someone/status/123"));
    expect(post.status()).toBe(405);
  });
});

test.describe("projects gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters are links with a query parameter", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(cards(page)).toHaveCount(projects.length);
    await filter(page, "Client work").click();
    await expect(page).toHaveURL(/\?lng=en&filter=client#projects$/);
    await expect(cards(page)).toHaveCount(clientWork.length);
    await expect(badges(page)).toHaveText(clientWork.map(() => "Client project"));
    await filter(page, "Open source").click();
    await expect(page).toHaveURL(/filter=opensource/);
    await expect(cards(page)).toHaveCount(openSource.length);
    await filter(page, "All").click();
    await expect(cards(page)).toHaveCount(projects.length);
  });

  test("a card opens the modal rendered on the server, with its post cards, and a plain close link", async ({ page }) => {
    const project = postProject ?? shown;
    await page.goto("/?lng=en");
    await opener(page, project.id).click();
    await expect(page).toHaveURL(new RegExp(`project=${project.id}#projects$`));
    const modal = page.getByTestId("project-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("heading", { level: 2 })).toHaveText(project.text.en.title);
    if (okPostUrl) await expect(modal.locator(`[data-post-id="${postId(okPostUrl)}"]`)).toContainText(OK_POST_TEXT);
    if (failedPostUrl) await expect(modal.getByTestId("post-fallback")).toHaveAttribute("href", failedPostUrl);
    await modal.getByTestId("project-modal-close").click();
    await expect(page.getByTestId("project-modal")).toHaveCount(0);
    await expect(cards(page)).toHaveCount(projects.length);
  });
});
