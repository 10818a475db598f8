import { clientKey } from "~/utils/client-key.server";

/**
 * Small sliding-window counters (per IP, per visitor). By default they live in
 * the server process's memory; a restart resets them, which is acceptable for
 * abuse limits that only protect the owner's inbox and API bills. With
 * RATE_LIMIT_STORE=sqlite they are counted in the database instead, shared by
 * every process on the same file (the Quotas of the platform).
 */

export interface Quota {
  /** Records one use for `key` if under the limit; returns false (nothing recorded) when over it. */
  take(key: string, now?: number): boolean;
  reset(): void;
}

/**
 * A sliding-window counter approximated from two fixed windows (the current
 * count plus the previous one weighted by how much of it still overlaps):
 * O(1) time and memory per key, whatever the limit.
 */
export function createQuota(limit: number, windowMs: number): Quota {
  const counters = new Map<string, { start: number; current: number; previous: number }>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, c] of counters) if (now - c.start >= 2 * windowMs) counters.delete(key);
  };

  return {
    take(key, now = Date.now()) {
      sweep(now);
      const windowStart = now - (now % windowMs);
      let c = counters.get(key);
      if (!c) {
        c = { start: windowStart, current: 0, previous: 0 };
        counters.set(key, c);
      } else if (c.start !== windowStart) {
        c.previous = windowStart - c.start === windowMs ? c.current : 0;
        c.current = 0;
        c.start = windowStart;
      }
      const overlap = 1 - (now - windowStart) / windowMs;
      if (c.current + Math.ceil(c.previous * overlap) >= limit) return false;
      c.current += 1;
      return true;
    },
    reset() {
      counters.clear();
    },
  };
}

/** A limit scaled by RATE_LIMIT_MULTIPLIER (load tests raise it), at least 1. */
export const scaled = (base: number, multiplier: number) => Math.max(1, Math.ceil(base * multiplier));

/** Where quotas count when several processes must agree (RATE_LIMIT_STORE=sqlite): see server/rate-limit-store.ts. */
export interface SharedQuotaBackend {
  take(id: string, key: string, limit: number, windowMs: number, now: number): boolean;
  reset(id: string): void;
}

/**
 * The app's named quotas: one instance per distinct limit, counted in this
 * process's memory or, with a shared backend (RATE_LIMIT_STORE=sqlite), in the
 * database. One per process (the platform).
 */
export class Quotas {
  private readonly byId = new Map<string, Quota>();

  constructor(private readonly shared?: SharedQuotaBackend) {}

  /** The quota for `name` with these settings. */
  named(name: string, limit: number, windowMs: number): Quota {
    const id = `${name}:${limit}:${windowMs}`;
    let quota = this.byId.get(id);
    if (!quota) {
      const { shared } = this;
      quota = shared
        ? { take: (key, now) => shared.take(id, key, limit, windowMs, now ?? Date.now()), reset: () => shared.reset(id) }
        : createQuota(limit, windowMs);
      this.byId.set(id, quota);
    }
    return quota;
  }

  /**
   * A named quota counted per client address: IPv6 clients by their /56 and
   * IPv4-mapped addresses as IPv4 (see clientKey), so rotating addresses inside
   * one allocation does not multiply the limit.
   */
  perIp(name: string, limit: number, windowMs: number): Quota {
    const quota = this.named(name, limit, windowMs);
    return { take: (ip, now) => quota.take(clientKey(ip), now), reset: () => quota.reset() };
  }
}
