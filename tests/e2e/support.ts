import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the page (Remix exposes its router then). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const baseUrl = () => process.env.E2E_BASE_URL ?? "";
export const databasePath = () => process.env.E2E_DATABASE_PATH ?? "";
