/**
 * Hero: the name scrambles on hover. The accessible name is always the
 * real one (the scrambled letters are hidden from assistive technology), and
 * nothing moves under prefers-reduced-motion.
 */
import { usePrefersReducedMotion } from "~/components/use-prefers-reduced-motion";
import { useEffect, useRef, useState } from "react";
import { scrambleFrame } from "./scramble";

const DURATION_MS = 700;

export function ScrambleName({ name, id, className }: { name: string; id?: string; className?: string }) {
  const [shown, setShown] = useState(name);
  const reducedMotion = usePrefersReducedMotion();
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  useEffect(() => setShown(name), [name]);

  const start = () => {
    if (reducedMotion) return;
    cancelAnimationFrame(frame.current);
    const began = performance.now();
    const tick = (now: number) => {
      const progress = (now - began) / DURATION_MS;
      if (progress >= 1) {
        setShown(name);
        return;
      }
      setShown(scrambleFrame(name, progress));
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  };

  const scrambling = shown !== name;
  // The name is written once (a text browser or a page without CSS reads it once); while it
  // scrambles, the letters are hidden from assistive technology and the real name stands in.
  return (
    <h1 id={id} className={className} onMouseEnter={start} data-testid="hero-name">
      {scrambling ? <span className="visually-hidden">{name}</span> : null}
      <span aria-hidden={scrambling || undefined} className="scramble-text" data-scrambling={scrambling ? "true" : undefined}>
        {shown}
      </span>
    </h1>
  );
}
