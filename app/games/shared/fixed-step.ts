/**
 * A fixed-step clock for the real-time games: the browser calls `advance` with
 * the time since the previous animation frame; the clock runs the game's
 * `step` as many times as whole steps have elapsed, so the game speed follows
 * the rules' intervals exactly (no drift, no dependency on the frame rate).
 * The interval is read before every step: a game that speeds up mid-frame
 * (a food eaten, a brick broken) takes effect on the very next step.
 */
export interface FixedStepClock {
  /** Runs `step` once per elapsed interval; returns how many steps ran. */
  advance(elapsedMs: number): number;
  /** Forgets the partial step (after a pause, a restart or a hidden tab). */
  reset(): void;
}

/** Longest frame gap honoured: after a stalled tab the game resumes instead of fast-forwarding. */
export const MAX_CATCH_UP_MS = 250;

export function createFixedStepClock(intervalMs: () => number, step: () => void): FixedStepClock {
  let accumulated = 0;
  return {
    advance(elapsedMs) {
      if (!(elapsedMs > 0)) return 0;
      accumulated += Math.min(elapsedMs, MAX_CATCH_UP_MS);
      let steps = 0;
      for (let interval = intervalMs(); interval > 0 && accumulated >= interval; interval = intervalMs()) {
        accumulated -= interval;
        step();
        steps += 1;
      }
      return steps;
    },
    reset() {
      accumulated = 0;
    },
  };
}
