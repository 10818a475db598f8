/**
 * What launching an emulator player costs over the network: from its command
 * typed in the terminal until the player reports it is ready. Counts every
 * response of the page, its frames and their workers that started after the
 * command was entered:
 *   - transferredBytes: bytes as sent over the wire (bodies as encoded, i.e.
 *     compressed when the server compressed them, plus response headers);
 *   - gzipBytes: the same bodies each gzipped at level 9 (what the launch would
 *     cost with every file compressed).
 * Give it a page of a fresh browser context (the HTTP cache would hide the
 * /vendor files, and js-dos keeps bundles in IndexedDB).
 */
import zlib from "node:zlib";
import type { Page, Request } from "@playwright/test";

export interface LaunchCost {
  transferredBytes: number;
  gzipBytes: number;
  /** Responses counted, and the biggest ones, to see where the bytes go. */
  files: number;
  largest: Array<{ url: string; transferred: number; gzip: number }>;
  /** Time from Enter until the player reported it was ready, in ms. */
  launchMs: number;
}

/** Where a launch ends: the player reached this state (e.g. DOS "running", GBA "ready"). */
export interface LaunchTarget {
  command: string;
  readySelector: string;
}

/**
 * Types `command` in a fresh terminal and counts every response (page, frames, workers)
 * until `readySelector` appears.
 */
export async function measureLaunch(page: Page, baseUrl: string, target: LaunchTarget): Promise<LaunchCost> {
  await page.goto(new URL("/?lng=en", baseUrl).href);
  const terminal = page.getByTestId("terminal");
  await terminal.waitFor();
  await page.waitForFunction(() => document.querySelector("[data-testid=terminal]")?.getAttribute("data-mode") === "normal", undefined, {
    timeout: 30_000,
  });

  // Context-wide: the page, its frames and the frames' workers (js-dos fetches its core in one).
  const context = page.context();
  let counting = false;
  const finished: Array<Promise<{ request: Request; transferred: number }>> = [];
  const onFinished = (request: Request) => {
    const url = request.url();
    if (!counting || url.startsWith("data:") || url.startsWith("blob:")) return;
    finished.push(
      request
        .sizes()
        // Chromium reports negative sizes for a worker's copy served from the memory cache.
        .then((sizes) => ({ request, transferred: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize) }))
        .catch(() => ({ request, transferred: 0 })),
    );
  };
  context.on("requestfinished", onFinished);

  const input = page.getByTestId("terminal-input");
  await input.fill(target.command);
  counting = true;
  const started = Date.now();
  await input.press("Enter");
  await page.waitForSelector(target.readySelector, { timeout: 120_000 });
  const launchMs = Date.now() - started;
  counting = false;
  context.off("requestfinished", onFinished);

  let transferredBytes = 0;
  let gzipBytes = 0;
  const perFile: LaunchCost["largest"] = [];
  const gzipOf = new Map<string, number>();
  for (const { request, transferred } of await Promise.all(finished)) {
    const url = request.url();
    let gzip = 0;
    if (request.method() === "GET") {
      // The body as the app serves it (fetched again from Node: a worker's response body
      // is not always available to Playwright), gzipped at level 9.
      if (!gzipOf.has(url)) {
        const response = await context.request.get(url).catch(() => null);
        const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
        gzipOf.set(url, body.length ? zlib.gzipSync(body, { level: 9 }).length : 0);
        gzip = gzipOf.get(url) ?? 0;
      } else if (transferred > 0) {
        gzip = gzipOf.get(url) ?? 0;
      }
    }
    transferredBytes += transferred;
    gzipBytes += gzip;
    perFile.push({ url: new URL(url).pathname, transferred, gzip });
  }
  perFile.sort((a, b) => b.transferred - a.transferred);
  return { transferredBytes, gzipBytes, files: perFile.length, largest: perFile.slice(0, 8), launchMs };
}
