/**
 * Work that runs beside the request handlers for the life of the server
 * (e.g. the contact delivery retry loop). server.ts starts it after the
 * database is ready and stops it on shutdown.
 */
import type { Env } from "~/env.server";

export interface BackgroundJobs {
  stop(): Promise<void>;
}

export function startBackgroundJobs(_env: Env): BackgroundJobs {
  return { stop: async () => {} };
}
