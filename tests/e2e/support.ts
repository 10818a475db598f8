import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: the root (header, hero) and the
 * sections below the hero. Those load when the visitor needs them (ADR 022);
 * here keyboard focus entering them (a `focusin`, without moving the real focus
 * or the scroll position) asks for them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await requestSections(page);
  await page.waitForFunction(() => document.documentElement.dataset.sectionsHydrated === "true");
}

/** Asks for the sections under the hero the way a keyboard visitor does (focus moving into them). */
export async function requestSections(page: Page): Promise<void> {
  await page.evaluate(() => document.getElementById("about")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
}

export const baseUrl = () => process.env.E2E_BASE_URL ?? "";
export const databasePath = () => process.env.E2E_DATABASE_PATH ?? "";
