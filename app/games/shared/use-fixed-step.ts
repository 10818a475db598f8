/**
 * Drives a fixed-step clock from requestAnimationFrame while `running` is true.
 * `intervalMs` and `step` are read through refs, so the hook never restarts
 * the loop when the game's state changes.
 */
import { useEffect, useRef } from "react";
import { createFixedStepClock } from "./fixed-step";

export function useFixedStep(running: boolean, intervalMs: () => number, step: () => void): void {
  const intervalRef = useRef(intervalMs);
  intervalRef.current = intervalMs;
  const stepRef = useRef(step);
  stepRef.current = step;

  useEffect(() => {
    if (!running) return;
    const clock = createFixedStepClock(
      () => intervalRef.current(),
      () => stepRef.current(),
    );
    let last: number | null = null;
    let frame = requestAnimationFrame(function tick(now) {
      if (last !== null) clock.advance(now - last);
      last = now;
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
}
