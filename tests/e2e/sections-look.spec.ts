/**
 * The sections' first impression: each project has a picture (the owner's, or a preview drawn
 * from the content) that loads, sized and lazy, distinct per project; a post card shows its text
 * when it was fetched and one link naming which post when it was not; every section has its
 * "$ command" line above its title; the skills panel leaves no empty area beside the tabs; the
 * games' boards fill their panel and still fit a phone.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { failedPostUrl, OK_POST_TEXT, okPostUrl, postHandle, postId, postProject, profile, projects, skillCategories } from "./content";
import { terminalInput } from "./terminal-fixture";
import { waitForHydration } from "./support";

const LANGUAGES = profile.languages;

/** A string of the page's strings table (the language's own, else English's). */
function pageString(lng: string, ns: string, key: string): string {
  const read = (code: string) => {
    const file = path.join(process.cwd(), "app/i18n/locales", code, `${ns}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>) : {};
  };
  return (read(lng)[key] ?? read("en")[key]) as string;
}

test.describe("project pictures", () => {
  for (const lng of LANGUAGES) {
    test(`every card has a sized, lazy picture that loads, one per project (${lng})`, async ({ page, request }) => {
      await page.goto(`/?lng=${lng}`);
      const pictures = page.getByTestId("project-preview");
      await expect(pictures).toHaveCount(projects.length);
      const seen = new Set<string>();
      for (const project of projects) {
        const img = page.locator(`[data-project-id="${project.id}"]`).getByTestId("project-preview");
        await expect(img).toHaveAttribute("width", "800");
        await expect(img).toHaveAttribute("height", "450");
        await expect(img).toHaveAttribute("loading", "lazy");
        await expect(img).toHaveAttribute("alt", new RegExp(project.text[lng].title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
        const src = (await img.getAttribute("src")) ?? "";
        if (project.imageUrl) expect(src).toBe(project.imageUrl);
        else {
          expect(src).toMatch(new RegExp(`^/preview/${lng}/${project.id}\\.[0-9a-f]{12}\\.svg$`));
          const response = await request.get(src);
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toContain("image/svg+xml");
          expect(response.headers()["cache-control"]).toContain("immutable");
          seen.add(await response.text());
        }
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
        // The reserved box has the picture's shape before and after it arrives.
        const box = await img.boundingBox();
        expect(box && Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
      }
      expect(seen.size).toBe(projects.filter((p) => !p.imageUrl).length);
    });
  }

  test("the detail window shows the project's picture", async ({ page }) => {
    const [project] = projects;
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.locator(`[data-project-id="${project.id}"] .project-open`).click();
    const shot = page.getByTestId("project-modal").locator("img.project-screenshot");
    await expect(shot).toHaveAttribute("alt", new RegExp(project.text.en.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect.poll(() => shot.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });

  test("an unknown or malformed preview is a 404", async ({ request }) => {
    expect((await request.get("/preview/en/no-such-project.0123456789ab.svg")).status()).toBe(404);
    expect((await request.get(`/preview/xx/${projects[0].id}.0123456789ab.svg`)).status()).toBe(404);
    expect((await request.get(`/preview/en/${projects[0].id}.svg`)).status()).toBe(404);
  });
});

test.describe("post cards", () => {
  test("the fetched post shows its text; an unfetched one its handle and one link that names it", async ({ page }) => {
    test.skip(!postProject || !okPostUrl, "no project of the content has posts");
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.locator(`[data-project-id="${postProject!.id}"] .project-open`).click();
    const modal = page.getByTestId("project-modal");
    await expect(modal.locator(`[data-post-id="${postId(okPostUrl!)}"]`)).toContainText(OK_POST_TEXT);
    const total = postProject!.twitterPosts.length;
    // Every link of the list has a name of its own, once every card has settled (the other posts may still be
    // loading when the first one shows its text: an event to wait for, not a moment to read).
    await expect(modal.locator(".project-posts a")).toHaveCount(total);
    const names = await modal
      .locator(".project-posts a")
      .evaluateAll((links) => links.map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim()));
    expect(names).toHaveLength(total);
    expect(new Set(names).size).toBe(total);
    if (failedPostUrl) {
      const unfetched = modal.locator(".post-card-unfetched");
      await expect(unfetched).toHaveCount(total - 1);
      const card = unfetched.filter({ has: page.locator(`[data-post-id="${postId(failedPostUrl)}"]`) });
      await expect(card).toContainText(`@${postHandle(failedPostUrl)}`);
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveAttribute("href", failedPostUrl);
      await expect(card.getByRole("link")).toContainText(`See post 2 of ${total} on X`);
      await expect(modal.getByRole("link", { name: /^See this post on X/ })).toHaveCount(0);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the server-rendered cards: the text when fetched, one named link when not", async ({ page }) => {
      test.skip(!postProject || !okPostUrl, "no project of the content has posts");
      await page.goto(`/?lng=fr&project=${postProject!.id}`);
      const modal = page.getByTestId("project-modal");
      await expect(modal.locator(`[data-post-id="${postId(okPostUrl!)}"]`)).toContainText(OK_POST_TEXT);
      if (failedPostUrl) {
        const link = modal.getByTestId("post-fallback");
        await expect(link).toHaveCount(postProject!.twitterPosts.length - 1);
        await expect(link.first()).toContainText(`Voir sur X le post 2 sur ${postProject!.twitterPosts.length}`);
      }
    });
  });
});

test.describe("section prompts", () => {
  const SECTIONS = [
    { id: "about", ns: "about" },
    { id: "skills", ns: "skills" },
    { id: "ai-showcase", ns: "showcase" },
    { id: "projects", ns: "projects" },
    { id: "contact", ns: "contact" },
  ];
  for (const lng of LANGUAGES) {
    test(`every section has a "$ command" line just above its title, hidden from screen readers (${lng})`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      for (const { id, ns } of SECTIONS) {
        const section = page.locator(`section#${id}`);
        if (id === "ai-showcase" && profile.showcase === false) {
          await expect(section).toHaveCount(0);
          continue;
        }
        const prompt = section.getByTestId("section-prompt");
        const command = pageString(lng, ns, "prompt");
        await expect(prompt).toHaveText(`$ ${command}`);
        await expect(prompt).toHaveAttribute("aria-hidden", "true");
        await expect(prompt).toBeVisible();
        // Directly before the title, and above it on screen.
        expect(await prompt.evaluate((el) => el.nextElementSibling?.id)).toBe(`${id}-title`);
        const [p, h] = await Promise.all([prompt.boundingBox(), section.locator(`#${id}-title`).boundingBox()]);
        expect(p!.y + p!.height).toBeLessThanOrEqual(h!.y + 1);
      }
    });
  }
});

test.describe("skills panel", () => {
  test("no empty area beside the category tabs at 1280x800: the panel spans the width under them", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const layout = await page.locator(".skills-layout").boundingBox();
    const tabs = await page.locator(".skills-tabs").boundingBox();
    for (const category of skillCategories) {
      await page.locator(`#skills .skills-tab[data-category="${category.id}"]`).click();
      const panel = await page.locator(`#skills-panel-${category.id}`).boundingBox();
      const outer = await page.locator(".skills-layout").boundingBox();
      // Tabs and panel fill the layout but for the 1rem gap between them (a side list left
      // hundreds of pixels of height empty under a short category).
      const empty = outer!.width * outer!.height - tabs!.width * tabs!.height - panel!.width * panel!.height;
      expect(empty, category.id).toBeLessThanOrEqual(outer!.width * 20);
      expect(panel!.width).toBeGreaterThan(layout!.width - 2);
    }
  });

  test("the category tabs fill even rows on a wide screen and one column on a phone", async ({ page }) => {
    await page.goto("/?lng=en");
    const tops = () =>
      page.locator("#skills .skills-tab").evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    const rows = (list: number[]) => [...new Set(list)].map((top) => list.filter((t) => t === top).length);
    const wide = rows(await tops());
    expect(Math.max(...wide) - Math.min(...wide)).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(new Set(await tops()).size).toBe(skillCategories.length);
  });
});

test.describe("game boards sized to their panel", () => {
  test.use({ reducedMotion: "reduce" });

  async function openGame(page: Page, name: string, { expand = false } = {}) {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
    await terminalInput(page).fill(name);
    await terminalInput(page).press("Enter");
    const overlay = page.getByTestId("terminal-overlay");
    await expect(overlay).toBeVisible();
    if (expand && (await overlay.getAttribute("data-expanded")) !== "true") {
      await overlay.getByRole("button", { name: "Expand" }).click();
      await expect(overlay).toHaveAttribute("data-expanded", "true");
    }
    if (name === "wordle") await overlay.locator(".wordle-select .game-button").last().click();
    return overlay;
  }

  const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
  const bodyFits = (page: Page) =>
    page.locator(".term-overlay-body").evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1);

  for (const game of ["snake", "brickbreaker"]) {
    test(`${game}: expanded at 1280x800 the board takes most of the panel's height`, async ({ page }) => {
      await openGame(page, game, { expand: true });
      const [body, board] = await Promise.all([box(page, ".term-overlay-body"), box(page, ".game-board")]);
      expect(board.height).toBeGreaterThan(0.8 * body.height);
      expect(await bodyFits(page)).toBe(true);
    });
  }

  test("wordle: expanded at 1280x800 the tiles grow, board and keyboard still fit", async ({ page }) => {
    await openGame(page, "wordle", { expand: true });
    const [body, board, keyboard] = await Promise.all([
      box(page, ".term-overlay-body"),
      box(page, ".wordle-board"),
      box(page, ".wordle-keyboard"),
    ]);
    expect((await box(page, ".wordle-cell")).width).toBeGreaterThan(56);
    expect(board.height + keyboard.height).toBeGreaterThan(0.75 * body.height);
    expect(await bodyFits(page)).toBe(true);
  });

  test("hangman: expanded at 1280x800 the gallows and keys grow", async ({ page }) => {
    await openGame(page, "hangman", { expand: true });
    expect((await box(page, ".hangman-gallows")).width).toBeGreaterThan(200);
    expect((await box(page, ".hangman-key")).height).toBeGreaterThan(44);
    expect(await bodyFits(page)).toBe(true);
  });

  for (const [width, height] of [
    [390, 844],
    [320, 568],
  ]) {
    test(`on a ${width}x${height} phone every board fits the width, and Snake, Brick Breaker and Wordle need no scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      for (const game of ["snake", "brickbreaker", "wordle", "hangman"]) {
        await openGame(page, game);
        const board = await box(page, game === "wordle" ? ".wordle-board" : game === "hangman" ? ".hangman-keypad" : ".game-board");
        expect(board.x, game).toBeGreaterThanOrEqual(0);
        expect(board.x + board.width, game).toBeLessThanOrEqual(width + 0.5);
        if (game !== "hangman") expect(await bodyFits(page), game).toBe(true);
        if (width === 390) expect(await bodyFits(page), game).toBe(true);
      }
    });
  }
});
