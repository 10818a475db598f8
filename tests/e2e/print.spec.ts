/**
 * Printing the page (a recruiter's PDF): a short CV on A4, dark text on white, every skill
 * category, the projects whole with their links' addresses, and neither the fixed header,
 * the terminal, the chat demo nor the empty contact form, but one line with the site's
 * address. The page count is read from Chromium's own PDF; what is printed is read from
 * the page under print media.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { skillName } from "../../app/content/types";
import { testingTheSample } from "../helpers/content";
import { lastRun, pagesEndingOnHeading, pdfPages } from "../helpers/pdf-text";
import { cardTags } from "../../app/sections/projects/filters";
import { projects, skillCategories } from "./content";
import { waitForHydration } from "./support";

const LANGUAGES = ["en", "fr"] as const;

/** The site-address line of the strings table, for this page's address. */
function printNote(lng: (typeof LANGUAGES)[number], url: string): string {
  const file = path.join(process.cwd(), "app/i18n/locales", lng, "contact.json");
  const strings = JSON.parse(fs.readFileSync(file, "utf8")) as { printNote: string };
  return strings.printNote.replace("{{url}}", url);
}

/** The section titles' printed size, in points. */
const sectionTitleSize = (page: Page) =>
  page.evaluate(() => (parseFloat(getComputedStyle(document.querySelector(".section-title") ?? document.body).fontSize) * 72) / 96);

/** Pages of a PDF: its page objects (not the /Pages tree nodes). */
const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

async function open(page: Page, lng: string): Promise<void> {
  await page.goto(`/?lng=${lng}`);
  await waitForHydration(page);
}

for (const lng of LANGUAGES) {
  test(`prints on A4 as a 2 to 3 page CV (${lng})`, async ({ page }) => {
    await open(page, lng);
    const pdf = await page.pdf({ format: "A4" });
    const pages = pageCount(pdf);
    // The bound holds for the sample owner; another owner's content may be longer, never empty.
    if (testingTheSample) {
      expect(pages).toBeGreaterThanOrEqual(2);
      expect(pages).toBeLessThanOrEqual(3);
    } else expect(pages).toBeGreaterThan(0);
  });

  test(`no page ends on a section heading, and page 1 is not left part blank (${lng})`, async ({ page }) => {
    await open(page, lng);
    const pages = pdfPages(await page.pdf({ format: "A4" }));
    await page.emulateMedia({ media: "print" });
    // A heading alone at the foot of a page, its content on the next (Firefox did it with "Skills").
    expect(pagesEndingOnHeading(pages, await sectionTitleSize(page))).toEqual([]);
    if (testingTheSample) {
      // Skills side by side made rows that could not be split: the section went to page 2 whole and
      // page 1 stopped at three quarters (633 of 843 pt). Its text now reaches the lower tenth.
      const last = lastRun(pages[0]);
      expect(last?.top ?? 0).toBeGreaterThan(pages[0].height * 0.85);
    }
  });

  test(`projects print every technology, not a "+2" (${lng})`, async ({ page }) => {
    await open(page, lng);
    await page.emulateMedia({ media: "print" });
    const withMore = projects.filter((project) => cardTags(project.tags).rest.length > 0);
    for (const project of withMore) {
      const more = page.locator(`[data-project-id="${project.id}"] [data-testid=more-tags]`);
      const printed = await more.evaluate((el) => getComputedStyle(el, "::before").content);
      for (const tag of cardTags(project.tags).rest) expect(printed, project.id).toContain(tag);
      expect(printed).not.toMatch(/\+\d/);
    }
    // On screen, the count stays.
    await page.emulateMedia({ media: "screen" });
    if (withMore.length > 0) {
      const more = page.locator(`[data-project-id="${withMore[0].id}"] [data-testid=more-tags]`);
      expect(await more.evaluate((el) => getComputedStyle(el, "::before").content)).toMatch(/\+\d/);
    }
  });

  test(`print media shows the CV and hides the screen-only parts (${lng})`, async ({ page, baseURL }) => {
    await open(page, lng);
    await page.emulateMedia({ media: "print" });

    for (const hidden of [".site-header", "#terminal", "#ai-showcase", "[data-testid=contact-form]", ".site-footer", ".skills-tabs"])
      await expect(page.locator(hidden).first(), hidden).toBeHidden();

    // Dark text on a white page.
    const colours = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const title = getComputedStyle(document.querySelector(".section-title") ?? document.body);
      return { background: body.backgroundColor, text: body.color, title: title.color };
    });
    expect(colours.background).toBe("rgb(255, 255, 255)");
    for (const colour of [colours.text, colours.title]) {
      const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
      expect(r + g + b, colour).toBeLessThan(3 * 80);
    }

    // Every skill category, not only the selected tab's.
    for (const category of skillCategories) {
      const panel = page.locator(`.skills-panel[data-category="${category.id}"]`);
      await expect(panel).toBeVisible();
      await expect(panel).toContainText(category.label[lng]);
      for (const skill of category.skills) await expect(panel).toContainText(skillName(skill, lng));
    }

    // Projects whole on a page, external links followed by their address.
    const cards = page.getByTestId("project-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toBeVisible();
      expect(await card.evaluate((el) => getComputedStyle(el).breakInside)).toBe("avoid");
    }
    const links = await page.locator("[data-testid=project-card] a[href^='http']").all();
    for (const link of links) {
      const href = (await link.getAttribute("href")) ?? "";
      const after = await link.evaluate((el) => getComputedStyle(el, "::after").content);
      expect(after).toContain(href);
    }

    // In place of the form: the site's address, in the page's language.
    const note = page.locator(".contact-print-note");
    await expect(note).toBeVisible();
    await expect(note).toHaveText(printNote(lng, `${baseURL}/`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's page prints every skill category too, within 3 pages", async ({ page }) => {
    await page.goto("/?lng=en");
    await page.emulateMedia({ media: "print" });
    for (const category of skillCategories) await expect(page.locator(`.skills-panel[data-category="${category.id}"]`)).toBeVisible();
    await expect(page.locator("#terminal")).toBeHidden();
    await expect(page.locator(".contact-print-note")).toBeVisible();
    const pages = pageCount(await page.pdf({ format: "A4" }));
    if (testingTheSample) expect(pages).toBeLessThanOrEqual(3);
    expect(pages).toBeGreaterThan(0);
  });
});

test("on screen the site-address line stays hidden", async ({ page }) => {
  await open(page, "en");
  await expect(page.locator(".contact-print-note")).toBeHidden();
  await expect(page.getByTestId("contact-form")).toBeVisible();
});
