import { clientKey } from "~/utils/client-key.server";

/**
 * Small in-memory sliding-window counters (per IP, per visitor). They live in
 * the one server process; a restart resets them, which is acceptable for
 * abuse limits that only protect the owner's inbox and API bills.
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

const QUOTAS = new Map<string, Quota>();

/** The shared quota for `name` with these settings (one instance per distinct limit). */
export function namedQuota(name: string, limit: number, windowMs: number): Quota {
  const id = `${name}:${limit}:${windowMs}`;
  let quota = QUOTAS.get(id);
  if (!quota) {
    quota = createQuota(limit, windowMs);
    QUOTAS.set(id, quota);
  }
  return quota;
}

/**
 * A named quota counted per client address: IPv6 clients by their /56 and
 * IPv4-mapped addresses as IPv4 (see clientKey), so rotating addresses inside
 * one allocation does not multiply the limit.
 */
export function ipQuota(name: string, limit: number, windowMs: number): Quota {
  const quota = namedQuota(name, limit, windowMs);
  return { take: (ip, now) => quota.take(clientKey(ip), now), reset: () => quota.reset() };
}
