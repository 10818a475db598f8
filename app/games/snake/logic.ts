/**
 * Snake rules, pure: no React, no DOM. The view drives
 * `step` from a fixed-step clock at `tickMs(state)` and feeds key presses to
 * `turn`, `togglePause` and `restart`. Randomness (food placement) is injected.
 *
 * Coordinates: x grows to the right, y grows downwards (so "up" is y - 1).
 */
export const GRID_SIZE = 15;
export const START_LENGTH = 3;
export const START_TICK_MS = 200;
export const MIN_TICK_MS = 80;
export const TICK_STEP_MS = 5;
/** Turns remembered between two ticks (so "up, left" in one tick plays as two moves). */
export const MAX_QUEUED_TURNS = 2;

export type Direction = "up" | "down" | "left" | "right";
export type SnakeStatus = "playing" | "paused" | "over";
export interface Point {
  x: number;
  y: number;
}
export type Random = () => number;

export interface SnakeState {
  /** Head first. */
  snake: Point[];
  /** The direction of the last move. */
  direction: Direction;
  /** Turns waiting for the next ticks, oldest first. */
  queued: Direction[];
  food: Point | null;
  score: number;
  status: SnakeStatus;
}

const DELTAS: Record<Direction, Point> = {
  up: { x: 0, y: -1 },
  down: { x: 0, y: 1 },
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
};

const OPPOSITE: Record<Direction, Direction> = { up: "down", down: "up", left: "right", right: "left" };

export function isDirection(value: unknown): value is Direction {
  return value === "up" || value === "down" || value === "left" || value === "right";
}

function wrap(value: number): number {
  return ((value % GRID_SIZE) + GRID_SIZE) % GRID_SIZE;
}

export function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y;
}

/** A random free cell (never on the snake), or null when the snake fills the grid. */
export function spawnFood(snake: readonly Point[], random: Random): Point | null {
  const taken = new Set(snake.map((p) => p.y * GRID_SIZE + p.x));
  const free: number[] = [];
  for (let cell = 0; cell < GRID_SIZE * GRID_SIZE; cell += 1) if (!taken.has(cell)) free.push(cell);
  if (free.length === 0) return null;
  const r = random();
  const index = Math.min(free.length - 1, Math.max(0, Math.floor((Number.isFinite(r) ? r : 0) * free.length)));
  const cell = free[index];
  return { x: cell % GRID_SIZE, y: Math.floor(cell / GRID_SIZE) };
}

/** A new game: length 3 in the middle row, heading right, score 0. */
export function createSnakeGame(random: Random): SnakeState {
  const middle = Math.floor(GRID_SIZE / 2);
  const snake = Array.from({ length: START_LENGTH }, (_, i) => ({ x: middle - i, y: middle }));
  return { snake, direction: "right", queued: [], food: spawnFood(snake, random), score: 0, status: "playing" };
}

/** Tick length for a score: 200 ms, 5 ms faster per food, never below 80 ms. */
export function tickMsForScore(score: number): number {
  return Math.max(MIN_TICK_MS, START_TICK_MS - TICK_STEP_MS * Math.max(0, score));
}

export function tickMs(state: SnakeState): number {
  return tickMsForScore(state.score);
}

/** Speed as a percentage of the start rate: 200 ms -> 100, 100 ms -> 200. */
export function speedPercent(state: SnakeState): number {
  return Math.round((START_TICK_MS / tickMs(state)) * 100);
}

/**
 * Queues a turn. A turn back onto the snake (the reverse of the last queued
 * or current direction) or a repeat of it is ignored, so two quick inputs in
 * one tick can never fold the snake onto itself.
 */
export function turn(state: SnakeState, direction: Direction): SnakeState {
  if (state.status !== "playing" || !isDirection(direction)) return state;
  const last = state.queued.length > 0 ? state.queued[state.queued.length - 1] : state.direction;
  if (direction === last || direction === OPPOSITE[last] || state.queued.length >= MAX_QUEUED_TURNS) return state;
  return { ...state, queued: [...state.queued, direction] };
}

export function togglePause(state: SnakeState): SnakeState {
  if (state.status === "playing") return { ...state, status: "paused" };
  if (state.status === "paused") return { ...state, status: "playing" };
  return state;
}

/** A fresh game (score and speed reset); the view offers it after game over and while paused. */
export function restart(random: Random): SnakeState {
  return createSnakeGame(random);
}

/** One tick: move one cell (wrapping at the edges), eat, grow, or die on the own body. */
export function step(state: SnakeState, random: Random): SnakeState {
  if (state.status !== "playing") return state;
  const [next, ...queued] = state.queued;
  const direction = next ?? state.direction;
  const delta = DELTAS[direction];
  const head = state.snake[0];
  const newHead = { x: wrap(head.x + delta.x), y: wrap(head.y + delta.y) };
  const eats = state.food !== null && samePoint(newHead, state.food);
  // The tail moves away this tick unless the snake grows, so the head may enter it.
  const body = eats ? state.snake : state.snake.slice(0, -1);
  if (body.some((p) => samePoint(p, newHead))) {
    return { ...state, direction, queued: [], status: "over" };
  }
  const snake = [newHead, ...body];
  if (!eats) return { ...state, snake, direction, queued };
  return { ...state, snake, direction, queued, score: state.score + 1, food: spawnFood(snake, random) };
}
