/**
 * Small in-memory sliding-window counters (per IP, per visitor). They live in
 * the one server process; a restart resets them, which is acceptable for
 * abuse limits that only protect the owner's inbox and API bills.
 */

export interface Quota {
  /** Records one use for `key` if under the limit; returns false (nothing recorded) when over it. */
  take(key: string, now?: number): boolean;
  /** Milliseconds until `key` may be used again (0 when it may now). */
  retryAfterMs(key: string, now?: number): number;
  reset(): void;
}

export function createQuota(limit: number, windowMs: number): Quota {
  const hits = new Map<string, number[]>();
  let lastSweep = 0;

  const recent = (key: string, now: number): number[] => {
    const list = (hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (list.length) hits.set(key, list);
    else hits.delete(key);
    return list;
  };

  const sweep = (now: number) => {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const key of [...hits.keys()]) recent(key, now);
  };

  return {
    take(key, now = Date.now()) {
      sweep(now);
      const list = recent(key, now);
      if (list.length >= limit) return false;
      list.push(now);
      hits.set(key, list);
      return true;
    },
    retryAfterMs(key, now = Date.now()) {
      const list = recent(key, now);
      if (list.length < limit) return 0;
      return Math.max(0, list[0] + windowMs - now);
    },
    reset() {
      hits.clear();
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
