/**
 * Starts the real Express app (production build) on 127.0.0.1 with an
 * ephemeral port and a temporary SQLite file. `npm run build` must have run.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseEnv, type Env } from "../../app/env.server";
import { startServer } from "../../server/app";
import type { Content } from "../../app/content/types";
import type { RateLimitSettings } from "../../server/rate-limits";

export interface TestApp {
  url: string;
  /** The separate /metrics listener, when METRICS_PORT is given. */
  metricsUrl?: string;
  env: Env;
  databasePath: string;
  dir: string;
  /** Wakes the background contact delivery now (tests that move the clock). */
  wakeDelivery(): void;
  close(): Promise<void>;
}

export async function startTestApp(
  overrides: Record<string, string | undefined> = {},
  options: {
    rateLimits?: Partial<RateLimitSettings>;
    backgroundJobs?: boolean;
    databasePath?: string;
    clock?: () => number;
    quickCheck?: boolean;
    /** Serve this content instead of the CONTENT_DIR folder. */
    content?: Content;
    /** false: render the home page for every request (a fresh render to compare the cached one with). */
    pageCache?: boolean;
  } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portfolio-test-"));
  const databasePath = options.databasePath ?? path.join(dir, "test.sqlite");
  const env = parseEnv({
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "silent",
    DATABASE_PATH: databasePath,
    GBA_ROMS_DIR: path.join(dir, "gba"),
    DOS_BUNDLES_DIR: path.join(dir, "dos"),
    // Never the real oEmbed endpoint from a test: a closed local port unless a test brings a fake.
    X_OEMBED_URL: "http://127.0.0.1:9/oembed",
    // The content folder under test (tests/helpers/content.ts), unless the test names one.
    CONTENT_DIR: process.env.CONTENT_DIR,
    ...overrides,
  });
  const running = await startServer({
    env,
    rateLimits: options.rateLimits ?? { general: 100_000, post: 100_000, paid: 100_000 },
    backgroundJobs: options.backgroundJobs,
    clock: options.clock,
    quickCheck: options.quickCheck,
    content: options.content,
    pageCache: options.pageCache,
  });
  return {
    url: running.url,
    metricsUrl: running.metricsUrl,
    env,
    databasePath,
    dir,
    wakeDelivery: () => running.platform.delivery.wake(),
    close: async () => {
      await running.close();
      if (!options.databasePath) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
