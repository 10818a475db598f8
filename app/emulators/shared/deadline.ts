/**
 * A bounded wait for an emulator core's start: a core whose promise never
 * settles (e.g. its worker threads blocked by a browser) must end in the
 * player's "Initialization Failed" screen, not an endless spinner. Pure
 * (timers injectable), unit-tested.
 */

/** How long a core may take to start before the player gives up. */
export const CORE_START_TIMEOUT_MS = 20_000;
/** Bounds a parent may ask for (a message never sets a zero or an hour-long wait). */
export const MIN_CORE_TIMEOUT_MS = 1_000;
export const MAX_CORE_TIMEOUT_MS = 120_000;

export function isCoreTimeout(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= MIN_CORE_TIMEOUT_MS && value <= MAX_CORE_TIMEOUT_MS;
}

/** The reason shown after "Init failed:" when the core did not start in time. */
export function coreTimeoutReason(ms: number): string {
  return `the emulator core did not start within ${Math.round(ms / 1000)} s`;
}

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** `promise`, or a rejection with `reason` once `ms` have passed without it settling. */
export function withDeadline<T>(promise: Promise<T>, ms: number, reason: string, timers: Timers = realTimers): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const handle = timers.setTimeout(() => reject(new Error(reason)), ms);
    promise.then(
      (value) => {
        timers.clearTimeout(handle as never);
        resolve(value);
      },
      (error: unknown) => {
        timers.clearTimeout(handle as never);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
