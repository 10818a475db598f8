import { expect, type Page, type Route } from "@playwright/test";

/**
 * Resolves once React has hydrated the page: the root (header, hero) and the
 * sections below the hero. Those load when the visitor needs them (ADR 022);
 * here keyboard focus entering them (a `focusin`, without moving the real focus
 * or the scroll position) asks for them.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Asked again on each poll: the sections' small watcher may hydrate a moment after the root.
  await page.waitForFunction(
    () => {
      if (document.documentElement.dataset.sectionsHydrated === "true") return true;
      document.getElementById("about")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      return false;
    },
    null,
    { polling: 100 },
  );
}

export const baseUrl = () => process.env.E2E_BASE_URL ?? "";
export const databasePath = () => process.env.E2E_DATABASE_PATH ?? "";

/**
 * Collects every request of the page's context (its frames and workers too) that leaves the
 * app's host; `data:` and `blob:` URLs stay in the page. Console errors are echoed to the log.
 */
export function watchForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const appHost = new URL(baseURL ?? "http://127.0.0.1").host;
  const foreign: string[] = [];
  page.context().on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).host !== appHost) foreign.push(url);
  });
  page.on("console", (message) => {
    if (message.type() === "error") console.log(`[console] ${message.text()}`);
  });
  return foreign;
}

/**
 * Makes the terminal believe a game is installed (GET /api/games says so) while its file is not on
 * the server: the player then meets a real load failure and shows its error screen.
 */
export async function listAsInstalled(page: Page, kind: "dos" | "gba", id: string): Promise<void> {
  await page.route("**/api/games", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, Array<{ id: string; available: boolean }>> };
    for (const entry of body.data[kind] ?? []) if (entry.id === id) entry.available = true;
    await route.fulfill({ response, json: body });
  });
}

export interface HeldRequests {
  /** Resolves once the first matching request is held. */
  requested: Promise<void>;
  /** How many are held now. */
  count(): number;
  /** Lets the held requests through; later ones pass at once. */
  release(): Promise<void>;
}

/** Holds every request matching `pattern` (a script the page is waiting for) until `release()`. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<HeldRequests> {
  const held: Route[] = [];
  let releasing = false;
  let markRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(pattern, async (route) => {
    if (releasing) return route.continue();
    held.push(route);
    markRequested();
  });
  return {
    requested,
    count: () => held.length,
    release: async () => {
      releasing = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * Opens the page with one lazy module held back (requests matching `pattern` wait): resolves once the
 * page has hydrated without it. `release()` lets it through; `errors` collects the page's uncaught errors.
 */
export async function openWithModuleHeld(page: Page, pattern: RegExp): Promise<{ errors: string[]; release(): Promise<void> }> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const held = await holdRequests(page, pattern);
  await page.goto("/?lng=en");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await expect.poll(() => held.count()).toBe(1);
  return { errors, release: held.release };
}

/** Scrolls `target` into view and waits until the header follows it: the page component has re-rendered. */
export async function scrollSoThePageRerenders(page: Page, target: string): Promise<void> {
  await page.locator(target).scrollIntoViewIfNeeded();
  await expect(page.locator('header.site-header .desktop-nav [aria-current="true"]')).not.toHaveText("Terminal");
}
