/**
 * A physical spring (stiffness, damping, mass) as a CSS `linear()` easing and a
 * duration, so a CSS transition moves exactly like framer-motion's spring
 * without shipping its runtime in the first page load.
 */

/** Position (0 → 1) of a spring released from rest at time t (seconds). */
export function springProgress(t: number, stiffness: number, damping: number, mass = 1): number {
  const omega = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  if (zeta < 1) {
    const omegaD = omega * Math.sqrt(1 - zeta * zeta);
    return 1 - Math.exp(-zeta * omega * t) * (Math.cos(omegaD * t) + ((zeta * omega) / omegaD) * Math.sin(omegaD * t));
  }
  if (zeta === 1) return 1 - (1 + omega * t) * Math.exp(-omega * t);
  const s1 = -omega * (zeta - Math.sqrt(zeta * zeta - 1));
  const s2 = -omega * (zeta + Math.sqrt(zeta * zeta - 1));
  return 1 - (s2 * Math.exp(s1 * t) - s1 * Math.exp(s2 * t)) / (s2 - s1);
}

/** The spring as `{ easing: "linear(...)", durationMs }`, settled within `restDelta`. */
export function springEasing(stiffness: number, damping: number, mass = 1, restDelta = 0.001, points = 24) {
  const step = 1 / 240;
  let settle = step;
  // The last time the spring is farther than restDelta from its target.
  for (let t = 0; t < 10; t += step) if (Math.abs(1 - springProgress(t, stiffness, damping, mass)) > restDelta) settle = t + step;
  const stops = Array.from({ length: points + 1 }, (_, i) => {
    const value = i === points ? 1 : springProgress((settle * i) / points, stiffness, damping, mass);
    return Number(value.toFixed(4));
  });
  return { easing: `linear(${stops.join(", ")})`, durationMs: Math.round(settle * 1000) };
}
