/**
 * The hero's first impression: command chips that run their command in the terminal (as if typed, with
 * JavaScript; as a form post without), the owner's picture or monogram, and the accent colour from the
 * content. Expectations come from the content the server runs with.
 */
import { devices, expect, test, type Page } from "@playwright/test";
import { DEFAULT_ACCENT } from "../../app/content/accent";
import { openTerminal, terminalInput, terminalOutput, terminalRoot } from "./terminal-fixture";
import { holdRequests, waitForHydration } from "./support";
import { profile } from "./content";
import AxeBuilder from "@axe-core/playwright";

/** axe-core's violations inside `selector` ("rule: targets"), colour contrast included. */
async function axeIn(page: Page, selector: string): Promise<string[]> {
  const builder = new AxeBuilder({ page } as unknown as ConstructorParameters<typeof AxeBuilder>[0]);
  const results = await builder.include(selector).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const chip = (page: Page, line: string) => page.getByTestId("hero-chips").getByRole("button", { name: line, exact: true });
const prompt = `guest@${profile.handle}:~$`;

/** "#rrggbb" or "#rgb" as the browser computes it. */
function rgb(hex: string): string {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join("") : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test.describe("with JavaScript", () => {
  test("a chip runs its command in the terminal as if typed, without a page load, and gives the input the focus", async ({ page }) => {
    await openTerminal(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.resourceType() === "document") posts.push(request.url());
    });
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    await chip(page, "help").click();
    await expect(terminalOutput(page)).toContainText(`${prompt} help`);
    // help's table lists the other chips' commands.
    await expect(terminalOutput(page)).toContainText("projects");
    await expect(terminalInput(page)).toBeFocused();
    await chip(page, "projects").press("Enter");
    await expect(terminalOutput(page).locator(".term-line", { hasText: `${prompt} projects` })).toHaveCount(1);
    await expect(terminalInput(page)).toBeFocused();
    expect(posts).toEqual([]);
    expect(navigations).toEqual([]);
  });

  test("a chip clicked while the terminal still boots runs once the boot is done, with no page load", async ({ page }) => {
    await page.goto("/?lng=en");
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await chip(page, "challenge").click();
    await expect(terminalRoot(page)).toHaveAttribute("data-mode", "normal", { timeout: 10_000 });
    await expect(terminalOutput(page).locator(".term-line", { hasText: `${prompt} challenge` })).toHaveCount(1);
    await expect(terminalInput(page)).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("the snake chip opens the game; every chip is a named, keyboard-reachable button", async ({ page }) => {
    await openTerminal(page);
    // Submit inputs: the name is the value (a text browser shows it once).
    const chips = page.getByTestId("hero-chips").getByRole("button");
    for (const [index, name] of ["help", "projects", "challenge", "snake"].entries())
      await expect(chips.nth(index)).toHaveAccessibleName(name);
    await expect(page.getByRole("group", { name: /try/i })).toBeVisible();
    // Tab order: from the terminal's input to the first chip.
    await terminalInput(page).focus();
    await page.keyboard.press("Tab");
    await expect(chip(page, "help")).toBeFocused();
    await chip(page, "snake").click();
    await expect(page.getByTestId("terminal")).toHaveAttribute("data-mode", "overlay");
  });

  test("the accent colour is the content's (else the site's), on the name and the chips", async ({ page }) => {
    await openTerminal(page);
    const accent = rgb(profile.accent ?? DEFAULT_ACCENT);
    await expect(page.getByTestId("hero-name")).toHaveCSS("color", accent);
    await expect(chip(page, "help")).toHaveCSS("border-top-color", accent);
    if (profile.avatarUrl) {
      await expect(page.getByTestId("hero-avatar")).toHaveAttribute("src", profile.avatarUrl);
      expect(await page.getByTestId("hero-avatar").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    } else {
      const initials = profile.name
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => w[0].toUpperCase());
      await expect(page.getByTestId("hero-monogram")).toHaveText(initials.length > 1 ? initials[0] + initials.at(-1) : initials[0]);
    }
  });

  test("at 320 px the chips wrap inside the page: nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openTerminal(page);
    const chips = page.getByTestId("hero-chip");
    for (const one of await chips.all()) {
      const box = await one.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      expect(box!.height).toBeGreaterThanOrEqual(32);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test("under forced colours the chips keep a visible border", async ({ page }) => {
    await page.emulateMedia({ forcedColors: "active" });
    await openTerminal(page);
    const style = await chip(page, "help").evaluate((el) => {
      const s = getComputedStyle(el);
      return {
        width: s.borderTopWidth,
        style: s.borderTopStyle,
        color: s.borderTopColor,
        text: s.color,
        bg: getComputedStyle(document.body).backgroundColor,
      };
    });
    expect(style.width).not.toBe("0px");
    expect(style.style).toBe("solid");
    expect(style.color).not.toBe(style.bg);
    expect(style.text).not.toBe(style.bg);
  });
});

test.describe("on a phone", () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 5"];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test("one tap on the banner puts the keyboard in the terminal, before the page's code runs too", async ({ page }) => {
    const held = await holdRequests(page, /\/build\/.*\.js$/);
    await page.goto("/?lng=en", { waitUntil: "commit" });
    await expect(page.getByTestId("tap-banner")).toBeVisible();
    expect(await axeIn(page, "#hero")).toEqual([]);
    await page.getByTestId("tap-banner").tap();
    await expect(terminalInput(page)).toBeFocused();
    await held.release();
    await expect(terminalRoot(page)).toHaveAttribute("data-mode", "normal");
    await expect(page.getByTestId("tap-banner")).toHaveCount(0);
    await expect(terminalInput(page)).toBeFocused();
    await page.keyboard.type("pwd");
    await page.keyboard.press("Enter");
    await expect(terminalOutput(page).locator(".term-line").last()).toHaveText("/home/guest");
  });
});

test.describe("axe, colour contrast included", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`the hero at ${viewport.width} px, a chip focused`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openTerminal(page);
      await chip(page, "challenge").focus();
      expect(await axeIn(page, "#hero")).toEqual([]);
    });
  }

  for (const lng of ["en", "fr"] as const) {
    test(`the 404 page (${lng})`, async ({ page }) => {
      const response = await page.goto(`/no/such/page?lng=${lng}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("not-found-error")).toContainText("/no/such/page");
      expect(await axeIn(page, "body")).toEqual([]);
      await page.getByTestId("not-found-home").click();
      // (The home page then marks the section in view in the hash.)
      await expect(page).toHaveURL(new RegExp(`/\\?lng=${lng}(#[a-z-]+)?$`));
      await expect(page.getByTestId("hero-name")).toBeVisible();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of ["en", "fr"] as const) {
    test(`a chip is a form button: the server runs the command and the page comes back with its answer (${lng})`, async ({ page }) => {
      await page.goto(`/?lng=${lng}`);
      await expect(page.getByTestId("hero-teaser")).toContainText("challenge");
      await Promise.all([page.waitForEvent("load"), chip(page, "help").click()]);
      const lines = await terminalOutput(page).locator(".term-line").allInnerTexts();
      const echo = lines.lastIndexOf(`${prompt} help`);
      expect(echo).toBeGreaterThanOrEqual(0);
      expect(lines.length - echo).toBeGreaterThan(5);
      await Promise.all([page.waitForEvent("load"), chip(page, "challenge").click()]);
      const after = await terminalOutput(page).locator(".term-line").allInnerTexts();
      expect(after).toContain(`${prompt} challenge`);
      await expect(page).toHaveURL(new RegExp(`/\\?lng=${lng}$`));
    });
  }
});
