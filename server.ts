/**
 * Production and development entry: validate the environment, start the
 * Express app (server/app.ts), and shut down gracefully on SIGTERM/SIGINT.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { EnvError, getEnv } from "./app/env.server";
import { ROOT_DIR, startServer } from "./server/app";

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const running = await startServer({ env });
  console.log(`[server] listening on ${running.url} (${env.NODE_ENV}, database ${env.DATABASE_PATH})`);

  if (env.NODE_ENV === "development") {
    // `remix dev --manual` rebuilds on change and waits for this signal to live-reload the page.
    const buildFile = path.join(ROOT_DIR, "build", "index.js");
    const announce = async () => {
      const build = (await import(`${pathToFileURL(buildFile).href}?t=${Date.now()}`)) as ServerBuild;
      await broadcastDevReady(build);
    };
    await announce();
    fs.watchFile(buildFile, { interval: 300 }, () => void announce().catch((e: unknown) => console.error(e)));
  }

  const shutdown = (signal: string) => {
    console.log(`[server] ${signal} received, shutting down`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("[server] shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error("[server] failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
