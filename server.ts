/**
 * Production and development entry: read .env, validate the environment, start the
 * Express app (server/app.ts), and shut down gracefully on SIGTERM/SIGINT.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import { loadDotEnvOrExit } from "./app/dotenv.server";
import { EnvError, getEnv } from "./app/env.server";
import { ROOT_DIR, startServer } from "./server/app";
import { report } from "./app/services/log.server";

async function main() {
  loadDotEnvOrExit(); // .env in the working directory, as docker compose reads it
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message); // before the logger: a readable list for the person starting it
      process.exit(1);
    }
    throw error;
  }

  const running = await startServer({ env });
  // "listening on <url> " (a space after the address): scripts and tests read the address from this line.
  report("info", `[server] listening on ${running.url} (${env.NODE_ENV}, database ${env.DATABASE_PATH})`, {
    url: running.url,
    nodeEnv: env.NODE_ENV,
    ...(running.metricsUrl ? { metricsUrl: `${running.metricsUrl}/metrics` } : {}),
  });

  if (env.NODE_ENV === "development") {
    // `remix dev --manual` rebuilds on change and waits for this signal to live-reload the page.
    const buildFile = path.join(ROOT_DIR, "build", "index.js");
    const announce = async () => {
      const build = (await import(`${pathToFileURL(buildFile).href}?t=${Date.now()}`)) as ServerBuild;
      await broadcastDevReady(build);
    };
    await announce();
    fs.watchFile(buildFile, { interval: 300 }, () => void announce().catch((e: unknown) => report("error", "[dev] live reload failed", e)));
  }

  const shutdown = (signal: string) => {
    report("info", `[server] ${signal} received, shutting down`);
    running.close().then(
      () => {
        report("info", "[server] stopped");
        process.exit(0);
      },
      (error: unknown) => {
        report("error", "[server] shutdown failed", error);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  guardProcess(() => running.close());
}

/**
 * Nothing a visitor sends may end the process (ADR 045): visitors' terminal lines run in worker threads,
 * and what escapes here is a defect of ours. A rejected promise nobody handled is logged (with the request
 * id of the request it belonged to) and the server keeps serving: the rejection itself changed no state.
 * An uncaught exception may have left a half-done change in memory, so the server stops taking requests,
 * finishes those in flight and exits with status 1; Docker, systemd or the process manager starts it again.
 */
function guardProcess(close: () => Promise<void>) {
  process.on("unhandledRejection", (reason) => {
    report("error", "[server] unhandled promise rejection (kept serving)", reason);
  });
  let exiting = false;
  process.on("uncaughtException", (error) => {
    report("error", "[server] uncaught exception: finishing the requests in flight, then exiting", error);
    if (exiting) return;
    exiting = true;
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    close().finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  report("error", `[server] failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
