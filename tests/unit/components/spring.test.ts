import { describe, expect, it } from "vitest";
import { springEasing, springProgress } from "~/components/spring";

describe("CSS spring easing", () => {
  it("follows the critically damped spring of the header (stiffness 100, damping 20)", () => {
    // zeta = 20 / (2 * sqrt(100)) = 1, omega = 10: x(t) = 1 - (1 + 10t) e^(-10t)
    for (const t of [0, 0.05, 0.1, 0.3, 0.6]) expect(springProgress(t, 100, 20)).toBeCloseTo(1 - (1 + 10 * t) * Math.exp(-10 * t), 10);
    const { easing, durationMs } = springEasing(100, 20);
    expect(durationMs).toBeGreaterThan(800);
    expect(durationMs).toBeLessThan(1000);
    const stops = easing.slice("linear(".length, -1).split(", ").map(Number);
    expect(stops[0]).toBe(0);
    expect(stops.at(-1)).toBe(1);
    // Never overshoots (critically damped) and only moves forward.
    for (let i = 1; i < stops.length; i++) expect(stops[i]).toBeGreaterThanOrEqual(stops[i - 1]);
  });

  it("overshoots when under-damped and settles within the rest delta", () => {
    const { easing } = springEasing(300, 10);
    const stops = easing.slice("linear(".length, -1).split(", ").map(Number);
    expect(Math.max(...stops)).toBeGreaterThan(1);
    expect(Math.abs(1 - springProgress(springEasing(300, 10).durationMs / 1000, 300, 10))).toBeLessThanOrEqual(0.0011);
  });
});
