import type { Page } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: the root (header, hero) and the
 * sections below the hero, which hydrate when their own chunk arrives.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated === "true" && document.documentElement.dataset.sectionsHydrated === "true",
  );
}

export const baseUrl = () => process.env.E2E_BASE_URL ?? "";
export const databasePath = () => process.env.E2E_DATABASE_PATH ?? "";
