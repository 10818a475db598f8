/** Page A: hero (fullscreen, mobile banner), About modal, skills tabs, konami, layout, no-JS. */
import { axe } from "./page-a-support";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support";
import { testContent } from "../helpers/content";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

test.describe("hero", () => {
  test("shows name, title and description; the name keeps its accessible name while scrambling", async ({ page }) => {
    // The motion itself is under test (the suite runs with reduced motion).
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const name = page.getByRole("heading", { level: 1, name: "Clara Adler" });
    await expect(name).toBeVisible();
    await expect(page.locator("#hero")).toContainText("Full-Stack & AI Engineer");
    await name.hover();
    await expect(page.locator(".scramble-text")).toHaveAttribute("data-scrambling", "true");
    await expect(page.getByRole("heading", { level: 1, name: "Clara Adler" })).toBeVisible();
    await expect(page.locator(".scramble-text")).toHaveText("Clara Adler");
    await expect(page.getByRole("link", { name: "View projects" })).toHaveAttribute("href", "#projects");
  });

  test("the name does not scramble under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/?lng=en");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1 }).hover();
    await page.waitForTimeout(100); // a few frames: nothing must change
    await expect(page.locator(".scramble-text")).not.toHaveAttribute("data-scrambling", "true");
  });

  test("fullscreen hides the rest of the page, the view-projects button and the header; Escape leaves it", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const frame = page.locator(".terminal-frame");
    await expect(frame).toHaveCSS("height", "448px"); // 28rem
    const toggle = page.getByTestId("terminal-fullscreen-toggle");
    await expect(toggle).toHaveAttribute("title", "Fullscreen mode");
    await toggle.click();
    await expect(toggle).toHaveAttribute("title", "Exit fullscreen");
    await expect(page.getByRole("button", { name: "Exit fullscreen" })).toBeVisible();
    for (const id of ["#about", "#skills", "#ai-showcase", "#projects", "#contact"]) await expect(page.locator(id)).toBeHidden();
    await expect(page.locator("footer")).toBeHidden();
    await expect(page.getByTestId("view-projects")).toBeHidden();
    const header = page.locator("header.site-header");
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect.poll(async () => (await header.boundingBox())?.y ?? 0).toBeLessThanOrEqual(-64);
    expect(await frame.evaluate((el) => el.getBoundingClientRect().height === window.innerHeight)).toBe(true);

    // Escape inside a terminal overlay (a game, the contact wizard) belongs to the overlay.
    await page.evaluate(() => {
      const overlay = document.createElement("div");
      overlay.setAttribute("data-terminal-overlay", "");
      overlay.innerHTML = '<button type="button" id="overlay-probe">probe</button>';
      document.querySelector(".terminal-frame")?.appendChild(overlay);
    });
    await page.locator("#overlay-probe").focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("title", "Exit fullscreen");
    await page.locator("[data-terminal-overlay]").evaluate((el) => el.remove());

    await toggle.focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("title", "Fullscreen mode");
    await expect(page.locator("#about")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByTestId("view-projects")).toBeVisible();
    await expect(header).toHaveAttribute("data-hidden", "false");

    // The toggle button leaves fullscreen too, and the French titles follow.
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute("title", "Mode plein écran");
    await toggle.click();
    await expect(toggle).toHaveAttribute("title", "Quitter le plein écran");
    await toggle.click();
    await expect(toggle).toHaveAttribute("title", "Mode plein écran");
  });

  test("a mobile user agent gets the tap banner, which focuses the terminal input", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/?lng=en");
    // A label for the terminal's input (ADR 053): one tap focuses it, before the page's code runs too.
    const banner = page.getByTestId("tap-banner");
    await expect(banner).toHaveText("Tap to activate terminal");
    await expect(banner).toBeVisible(); // server-rendered
    await waitForHydration(page);
    // The terminal renders its input; add a stand-in when it is not there (placeholder terminal).
    await page.evaluate(() => {
      if (!document.querySelector("#terminal-input")) {
        const input = document.createElement("input");
        input.id = "terminal-input";
        input.setAttribute("aria-label", "stand-in");
        document.querySelector(".terminal-frame")?.appendChild(input);
      }
    });
    await banner.click();
    await expect(page.locator("#terminal-input")).toBeFocused();
    await expect(banner).toBeHidden();
    await context.close();
  });

  test("a desktop user agent gets no banner", async ({ page }) => {
    await page.goto("/?lng=en");
    await expect(page.locator("#hero")).toBeVisible();
    await expect(page.getByTestId("tap-banner")).toHaveCount(0);
  });
});

test.describe("about", () => {
  test("the intro, three cards with tags and the spec's claims", async ({ page }) => {
    await page.goto("/?lng=en");
    const about = page.locator("#about");
    await expect(about.getByRole("heading", { level: 2, name: "About" })).toBeVisible();
    for (const claim of ["12 years", "2009", "25,000", "2015"]) await expect(about).toContainText(claim);
    const cards = about.locator(".about-card");
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Modern stack", "AI specialist", "Tech creator"]);
    for (let i = 0; i < 3; i += 1) expect(await cards.nth(i).locator(".tag").count()).toBeGreaterThan(0);
  });

  test("the About Me modal: avatar, four paragraphs, Escape and backdrop close it, focus returns", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const more = page.getByRole("button", { name: "More about me" });
    await more.click();
    const modal = page.getByRole("dialog", { name: "About Me" });
    await expect(modal).toBeVisible();
    await expect(modal.locator("p")).toHaveCount(4);
    const avatar = modal.getByRole("img", { name: "Avatar of Clara Adler" });
    await expect(avatar).toBeVisible();
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const close = modal.getByRole("button", { name: "Close" });
    await expect(close).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(close).toBeFocused(); // trapped: the only control
    await page.keyboard.press("Shift+Tab");
    await expect(close).toBeFocused();

    expect(await axe(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await expect(modal).toBeVisible();
    await page.getByTestId("about-modal-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(modal).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await modal.getByRole("button", { name: "Close" }).click();
    await expect(modal).toBeHidden();
    await expect(more).toBeFocused();
  });

  test("in French", async ({ page }) => {
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    await page.getByRole("button", { name: "En savoir plus sur moi" }).click();
    const modal = page.getByRole("dialog", { name: "À propos de moi" });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText("2009");
    await modal.getByRole("button", { name: "Fermer" }).click();
    await expect(modal).toBeHidden();
  });
});

test.describe("skills", () => {
  const expected = testContent().skillCategories.map((c) => [c.label.en, c.altLabel.en, c.skills.length] as const);

  test("tabs by click: six categories with the spec's counts and proficiency labels", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Skill categories" });
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveCount(6);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    for (const [index, [label, alt, count]] of expected.entries()) {
      const tab = tabs.nth(index);
      await expect(tab).toContainText(label);
      await expect(tab).toContainText(alt);
      await expect(tab).toContainText(`${count} skill`);
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.locator(".skill-item")).toHaveCount(count);
      await expect(panel).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id"))!);
      for (const level of await panel.locator(".skill-level").allTextContents()) {
        expect(["Expert", "Confirmed", "Intermediate"]).toContain(level);
      }
    }
    await tabs.first().click();
    await expect(page.getByRole("tabpanel").locator(".skill-level")).toContainText(["Expert", "Confirmed", "Intermediate"]);
  });

  test("tabs by keyboard: arrows wrap, Home/End, roving tabindex", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const tabs = page.getByRole("tab");
    await tabs.first().focus();
    await expect(tabs.first()).toHaveAttribute("tabindex", "0");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
    await page.keyboard.press("ArrowDown");
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(1)).toHaveAttribute("tabindex", "0");
    await expect(tabs.first()).toHaveAttribute("tabindex", "-1");
    await expect(page.getByRole("tabpanel").locator(".skill-item")).toHaveCount(6);
    await page.keyboard.press("End");
    await expect(tabs.nth(5)).toBeFocused();
    await expect(page.getByRole("tabpanel").locator(".skill-item")).toHaveCount(5);
    await page.keyboard.press("ArrowDown");
    await expect(tabs.first()).toBeFocused();
    await expect(page.getByRole("tabpanel").locator(".skill-item")).toHaveCount(7);
    await page.keyboard.press("ArrowUp");
    await expect(tabs.nth(5)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tablist for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("French proficiency labels", async ({ page }) => {
    await page.goto("/?lng=fr");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 2, name: "Compétences" })).toBeVisible();
    await expect(page.getByRole("tab").first()).toContainText("7 compétences");
    await expect(page.getByRole("tabpanel").locator(".skill-level")).toContainText(["Expert", "Confirmé", "Intermédiaire"]);
  });
});

test.describe("konami code", () => {
  test("turns the matrix mode on for 5 s, not from a text field", async ({ page }) => {
    await page.clock.install();
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const keys = ["ArrowUp", "ArrowUp", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowRight", "ArrowLeft", "ArrowRight", "b", "a"];

    // Typed into a field: nothing happens.
    await page.evaluate(() => {
      const input = document.createElement("input");
      input.id = "konami-probe";
      input.setAttribute("aria-label", "probe");
      document.body.appendChild(input);
    });
    await page.locator("#konami-probe").focus();
    for (const key of keys) await page.keyboard.press(key);
    await expect(page.locator("html")).not.toHaveClass(/matrix-mode/);
    await page.locator("#konami-probe").evaluate((el) => el.remove());

    // Freeze time so that only fastForward moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    for (const key of keys) await page.keyboard.press(key);
    await expect(page.locator("html")).toHaveClass(/matrix-mode/);
    await expect(page.getByRole("status").filter({ hasText: "Matrix mode activated" })).toBeVisible();
    await expect(page.getByTestId("matrix-overlay")).toBeVisible();

    await page.clock.fastForward(4990);
    await expect(page.locator("html")).toHaveClass(/matrix-mode/);
    await page.clock.fastForward(20);
    await expect(page.locator("html")).not.toHaveClass(/matrix-mode/);
    await expect(page.getByTestId("matrix-overlay")).toHaveCount(0);
    await expect(page.getByTestId("matrix-status")).toHaveText("");
  });
});

test.describe("layout", () => {
  for (const width of [320, 1920]) {
    for (const lng of ["en", "fr"]) {
      test(`no horizontal scroll at ${width} px (${lng})`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/?lng=${lng}`);
        await waitForHydration(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
        // Nothing wider than the viewport inside the body either (body hides overflow-x).
        const wide = await page.evaluate(
          (vw) =>
            Array.from(document.querySelectorAll("header *, #hero *, #about *, #skills *, footer *"))
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.width > 0 && (r.right > vw + 1 || r.left < -1) && !el.closest(".visually-hidden, .skip-link");
              })
              .map((el) => el.tagName + "." + el.className),
          width,
        );
        expect(wide).toEqual([]);
      });
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sections render and the skills show the first category (the others one link away)", async ({ page }) => {
    await page.goto("/?lng=en");
    for (const id of ["#hero", "#about", "#skills", "#ai-showcase", "#projects", "#contact"]) {
      await expect(page.locator(id)).toBeAttached();
    }
    await expect(page.getByRole("heading", { level: 1, name: "Clara Adler" })).toBeVisible();
    const { profile, skillCategories } = testContent();
    await expect(page.locator("#about .about-card")).toHaveCount(profile.about.cards.length);
    const [firstCategory, ...others] = skillCategories;
    const first = page.locator(`#skills-panel-${firstCategory.id}`);
    await expect(first).toBeVisible();
    await expect(first.locator(".skill-item")).toHaveCount(firstCategory.skills.length);
    // One panel at a time, as with JavaScript; the other categories are links that load theirs.
    for (const c of others) {
      await expect(page.locator(`#skills-panel-${c.id}`)).toBeHidden();
    }
    const other = others.at(-1);
    if (other) {
      await page.locator(`#skills .skills-tab[data-category="${other.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`[?&]skill=${other.id}(&|#|$)`));
      await expect(page.locator(`#skills-panel-${other.id}`)).toBeVisible();
      await expect(page.locator(`#skills-panel-${other.id} .skill-item`)).toHaveCount(other.skills.length);
      await expect(first).toBeHidden();
      await expect(page.locator(`#skills .skills-tab[data-category="${other.id}"]`)).toHaveAttribute("aria-current", "true");
    }
    await expect(page.locator("#skills")).toBeInViewport();
    await expect(page.locator("footer")).toContainText("ACTIVE");
    await expect(page.getByTestId("tap-banner")).toHaveCount(0);
  });
});

test.describe("vertical rhythm", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("no empty band between sections, and the hero does not float in empty space", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const gaps = await page.evaluate(() => {
      const ids = ["hero", "about", "skills", "ai-showcase", "projects", "contact"];
      const out: Array<{ id: string; emptyBelow: number }> = [];
      const contentBottom = (section: Element) =>
        Math.max(...[...section.querySelectorAll(".container > *")].map((el) => el.getBoundingClientRect().bottom));
      for (let i = 0; i < ids.length - 1; i++) {
        const section = document.getElementById(ids[i])!;
        const next = document.getElementById(ids[i + 1])!;
        const nextTop = Math.min(...[...next.querySelectorAll(".container > *")].map((el) => el.getBoundingClientRect().top));
        out.push({ id: ids[i], emptyBelow: Math.round(nextTop - contentBottom(section)) });
      }
      return out;
    });
    for (const gap of gaps) expect(gap.emptyBelow, gap.id).toBeLessThanOrEqual(170);
    const hero = await page.locator("#hero").evaluate((el) => {
      const content = el.querySelector(".hero-grid")!.getBoundingClientRect();
      return { height: el.getBoundingClientRect().height, content: content.height };
    });
    expect(hero.height - hero.content).toBeLessThanOrEqual(140);
  });
});

test.describe("deep links", () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const id of ["skills", "ai-showcase", "projects", "contact"]) {
      test(`/#${id} lands on its section and keeps its hash (${viewport.width} px)`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/?lng=en#${id}`);
        await waitForHydration(page);
        // Give late layout a chance (fonts, lazy chunks): nothing may move the page or the hash.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(page.locator(`#${id}`)).toBeInViewport();
        // The browser's anchor scroll may still be gliding (scroll-behavior: smooth): it must settle there.
        // (Under the 64 px header; the last section stops higher when the page has no more to scroll.)
        await expect
          .poll(() =>
            page.locator(`#${id}`).evaluate((el) => {
              const top = el.getBoundingClientRect().top;
              const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
              // The page re-aligns the section while it settles (a late line wrap above may leave the
              // browser's anchor scroll a few px short); sub-pixel rounding aside, it sits under the header.
              const settled = Math.abs(top - 64) <= 2 || (atBottom && top >= 0 && top <= 64);
              return settled || `top ${top}, scrollY ${window.scrollY}, height ${document.documentElement.scrollHeight}`;
            }),
          )
          .toBe(true);
        expect(await page.evaluate(() => window.location.hash)).toBe(`#${id}`);
        // The nav marks the linked section, not the one a load-time scroll passed through.
        const label = { skills: "Skills", "ai-showcase": "AI Agents", projects: "Projects", contact: "Contact" }[id]!;
        if (viewport.width > 900) {
          await expect(
            page.locator("header.site-header").getByRole("navigation").getByRole("link", { name: label, exact: true }),
          ).toHaveAttribute("aria-current", "true");
        }
      });
    }
  }
});

test.describe("sections under the hero load when the visitor needs them (ADR 022)", () => {
  const sectionsChunk = /\/BelowTheFoldContent-[A-Z0-9]+\.js$/;

  test("a first view fetches neither their code nor framer-motion; scrolling towards them does, and they work", async ({ page }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      if ((response.headers()["content-type"] ?? "").includes("javascript")) scripts.push(response.url());
    });
    await page.goto("/?lng=en", { waitUntil: "networkidle" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => sectionsChunk.test(url))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.sectionsHydrated)).toBeUndefined();
    // The server's HTML is there meanwhile, complete (it works without JavaScript).
    await expect(page.locator("#projects .project-card").first()).toBeAttached();

    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === "true");
    expect(scripts.some((url) => sectionsChunk.test(url))).toBe(true);
    await page.getByRole("button", { name: "More about me" }).click();
    await expect(page.getByRole("dialog", { name: "About Me" })).toBeVisible();
  });

  test("a keyboard visitor's first Tab loads them, before focus can reach them", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => document.documentElement.dataset.sectionsHydrated)).toBeUndefined();
    await page.locator("body").press("Tab");
    await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === "true");
  });

  test("a nav link to a section loads them and lands there", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.locator("header.site-header").getByRole("navigation").getByRole("link", { name: "Contact", exact: true }).click();
    await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === "true");
    await expect(page.locator("#contact")).toBeInViewport();
  });
});
