/**
 * Swipe gestures on a game board: returns pointer handlers that report the
 * dominant direction of a drag longer than `threshold` pixels (touch or pen or
 * mouse). The board should set `touch-action: none` so the page does not scroll.
 */
import { useRef, type PointerEvent } from "react";

export type SwipeDirection = "up" | "down" | "left" | "right";

export function swipeDirection(dx: number, dy: number, threshold: number): SwipeDirection | null {
  if (!Number.isFinite(dx) || !Number.isFinite(dy)) return null;
  if (Math.max(Math.abs(dx), Math.abs(dy)) < threshold) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx > 0 ? "right" : "left";
  return dy > 0 ? "down" : "up";
}

export function useSwipe(onSwipe: (direction: SwipeDirection) => void, threshold = 24) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const onSwipeRef = useRef(onSwipe);
  onSwipeRef.current = onSwipe;
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y, threshold);
      if (direction) onSwipeRef.current(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
