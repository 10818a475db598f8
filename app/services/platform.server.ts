/**
 * The process's shared state, in one place: the server (server/app.ts)
 * creates one Platform per app and hands it to every request through the
 * Remix load context (`context.platform`) and to the background jobs. The
 * Remix build and the server bundle each carry their own copy of this code,
 * but only the server's instances exist, so nothing needs a global to agree.
 */
import { AdminAuth } from "~/admin/auth.server";
import { WriteHealth } from "../../db/write-health";
import { DeliveryCoordinator } from "./contact-delivery.server";
import { createMetrics, type AppMetrics } from "./metrics.server";
import { Quotas, type SharedQuotaBackend } from "./quota.server";
import { createTerminalPool, type PoolOptions, type TerminalPool } from "./terminal-pool/pool.server";

export interface Platform {
  /** /admin sign-in sessions and wrong-token counts. */
  adminAuth: AdminAuth;
  /** The contact delivery loop's wake-up and the sends in flight. */
  delivery: DeliveryCoordinator;
  /** The app's own quotas (per IP, per visitor), in memory or shared through the database. */
  quotas: Quotas;
  /** The app's Prometheus registry and counters (GET /metrics renders it). */
  metrics: AppMetrics;
  /** Whether the database's writes work (writers report, /healthz reads). */
  writeHealth: WriteHealth;
  /** The worker threads that run visitors' terminal lines under a budget (ADR 045). */
  terminalPool: TerminalPool;
}

export interface PlatformOptions {
  /** RATE_LIMIT_STORE=sqlite: quotas count in the database, shared by every process on the file. */
  sharedQuotas?: SharedQuotaBackend;
  /** The database file, named in database error messages. */
  databasePath?: string;
  /** The terminal pool's settings (its size, budgets, and whether it runs the build's worker). */
  terminalPool?: PoolOptions;
}

export function createPlatform(options: PlatformOptions = {}): Platform {
  const metrics = createMetrics();
  return {
    adminAuth: new AdminAuth(),
    delivery: new DeliveryCoordinator(),
    quotas: new Quotas(options.sharedQuotas),
    metrics,
    writeHealth: new WriteHealth(options.databasePath),
    terminalPool: createTerminalPool({
      ...options.terminalPool,
      onOutcome: (outcome, busyMs) => {
        metrics.terminalLines.inc({ outcome });
        if (outcome !== "busy") metrics.terminalLineBusy.observe(busyMs / 1000);
        options.terminalPool?.onOutcome?.(outcome, busyMs);
      },
    }),
  };
}
