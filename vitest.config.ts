import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(path.dirname(fileURLToPath(import.meta.url)), "app") } },
  test: {
    pool: "forks",
    // Vitest's default on 2 cores is one worker (cores - 1); the integration tests wait on their own
    // servers and sockets much of the time, so two files at once keep both cores busy.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Commands the tests spawn with this environment never read the owner's .env (app/dotenv.server.ts).
    env: { ENV_FILE: "none" },
    projects: [
      {
        extends: true,
        // Unit tests share no global state (no module mocks, no env writes): one worker process
        // runs many files, which cuts start-up cost from ~25 s to ~8 s here.
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}"],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        // Integration tests start the real Express app on the production build.
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        // Firefox ESR over WebDriver BiDi against the production build (ADR 035).
        test: { name: "firefox", include: ["tests/firefox/**/*.test.ts"], environment: "node", testTimeout: 90_000 },
      },
      {
        extends: true,
        // Replays the Dockerfile on a clean copy (npm ci + build): minutes, not seconds.
        test: { name: "docker", include: ["tests/docker/**/*.test.ts"], environment: "node", testTimeout: 15 * 60_000 },
      },
    ],
  },
});
