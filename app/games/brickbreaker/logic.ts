/**
 * Brick Breaker rules, pure: no React, no DOM. The view runs
 * `step` on a fixed-step clock at `stepMs(state)` and calls `movePaddle`,
 * `togglePause` and `restart` on keys. Randomness is injected.
 *
 * Field: 20×20 cells, x to the right, y downwards. Bricks fill rows from y = 2;
 * the paddle (4 cells) sits on the bottom row (y = 19).
 *
 * Bricks: 10 per row, one cell each, at x = 0, 2, 4 … 18 (2 cells apart).
 * Rows per level: 4 + (level − 1), at most 6. Each brick's type (1–3) is drawn
 * with the injected random when the level is laid out: type = 1 + ⌊random × 3⌋.
 * Breaking one is worth 10 × type × level points.
 *
 * How the ball moves and bounces: the ball moves one cell per step, dx ∈ {−1, +1}
 * and dy ∈ {−1, +1} (always diagonal). Before moving, the target cell is checked:
 * - side walls: dx flips when the target leaves the field on the left or right;
 *   the top wall: dy flips when the target is above row 0;
 * - brick: if the (wall-corrected) target holds a brick, the brick breaks, dy
 *   flips and the ball stays in place for this step (one brick per step);
 * - paddle: if the target is on the paddle row and over the paddle, the ball
 *   goes back up (dy = −1) and the zone it lands on sets dx: the left end cell
 *   sends it left, the right end cell sends it right, the two middle cells keep
 *   its horizontal direction; the ball stays in place for this step, except
 *   that on a middle cell, one time in two (the injected random), it rises one
 *   cell straight up instead. Diagonal moves keep the parity of x + y, and
 *   bricks sit every other column: without that straight rise a paddle that
 *   never misses would keep the ball on half the bricks' cells forever;
 * - otherwise, a target on the paddle row is a miss: a life is lost.
 *
 * Timing: the frame interval starts at 150 ms, is 5 ms shorter per brick broken
 * and 25 ms shorter per new level, never below 60 ms; a restart resets it.
 * The "get ready" panels (LIFE LOST 1 s, LEVEL n 1.5 s) count elapsed time on the
 * same fixed-step clock: each step in that state consumes `stepMs(state)`, which
 * is the frame interval capped by the time left, so the panel lasts exactly
 * its duration.
 */
export const FIELD_WIDTH = 20;
export const FIELD_HEIGHT = 20;
export const PADDLE_WIDTH = 4;
export const PADDLE_Y = FIELD_HEIGHT - 1;
export const START_LIVES = 3;
export const BRICKS_PER_ROW = 10;
export const BRICK_SPACING = 2;
export const BASE_ROWS = 4;
export const MAX_ROWS = 6;
export const FIRST_BRICK_ROW = 2;
export const START_INTERVAL_MS = 150;
export const MIN_INTERVAL_MS = 60;
export const BRICK_SPEEDUP_MS = 5;
export const LEVEL_SPEEDUP_MS = 25;
export const LIFE_LOST_MS = 1000;
export const LEVEL_READY_MS = 1500;

export type Random = () => number;
export type BrickStatus = "playing" | "paused" | "ready" | "over";
export type ReadyReason = "life" | "level";

export interface Brick {
  x: number;
  y: number;
  type: 1 | 2 | 3;
}

export interface BrickState {
  level: number;
  lives: number;
  score: number;
  bricks: Brick[];
  /** Left cell of the paddle. */
  paddleX: number;
  ball: { x: number; y: number; dx: -1 | 1; dy: -1 | 1 };
  intervalMs: number;
  status: BrickStatus;
  /** Why the game waits ("ready"): a lost life or a new level. */
  readyReason: ReadyReason | null;
  /** Time left on the get-ready panel. */
  readyMs: number;
}

function unit(random: Random): number {
  const r = random();
  return Number.isFinite(r) ? Math.min(0.999999, Math.max(0, r)) : 0;
}

export function rowsForLevel(level: number): number {
  return Math.min(MAX_ROWS, BASE_ROWS + Math.max(1, Math.floor(level)) - 1);
}

export function brickValue(type: number, level: number): number {
  return 10 * type * level;
}

export function layoutBricks(level: number, random: Random): Brick[] {
  const bricks: Brick[] = [];
  for (let row = 0; row < rowsForLevel(level); row += 1) {
    for (let column = 0; column < BRICKS_PER_ROW; column += 1) {
      const type = (1 + Math.floor(unit(random) * 3)) as 1 | 2 | 3;
      bricks.push({ x: column * BRICK_SPACING, y: FIRST_BRICK_ROW + row, type });
    }
  }
  return bricks;
}

/** Ball served from just above the paddle's middle, up and to a random side. */
function serve(paddleX: number, random: Random): BrickState["ball"] {
  return { x: paddleX + PADDLE_WIDTH / 2 - 1, y: PADDLE_Y - 1, dx: unit(random) < 0.5 ? -1 : 1, dy: -1 };
}

export function createBrickGame(random: Random): BrickState {
  const paddleX = (FIELD_WIDTH - PADDLE_WIDTH) / 2;
  return {
    level: 1,
    lives: START_LIVES,
    score: 0,
    bricks: layoutBricks(1, random),
    paddleX,
    ball: serve(paddleX, random),
    intervalMs: START_INTERVAL_MS,
    status: "playing",
    readyReason: null,
    readyMs: 0,
  };
}

export const restart = createBrickGame;

/** The length of the next fixed step. */
export function stepMs(state: BrickState): number {
  if (state.status === "ready" && state.readyMs > 0) return Math.min(state.intervalMs, state.readyMs);
  return state.intervalMs;
}

export function togglePause(state: BrickState): BrickState {
  if (state.status === "playing") return { ...state, status: "paused" };
  if (state.status === "paused") return { ...state, status: "playing" };
  return state;
}

/** Moves the paddle one cell, clamped to the walls (while the ball waits, it rides along). */
export function movePaddle(state: BrickState, direction: -1 | 1): BrickState {
  if (state.status !== "playing" && state.status !== "ready") return state;
  const paddleX = Math.min(FIELD_WIDTH - PADDLE_WIDTH, Math.max(0, state.paddleX + (direction < 0 ? -1 : 1)));
  if (paddleX === state.paddleX) return state;
  const ball = state.status === "ready" ? { ...state.ball, x: paddleX + PADDLE_WIDTH / 2 - 1 } : state.ball;
  return { ...state, paddleX, ball };
}

function faster(intervalMs: number, byMs: number): number {
  return Math.max(MIN_INTERVAL_MS, intervalMs - byMs);
}

export function step(state: BrickState, random: Random): BrickState {
  if (state.status === "ready") {
    const readyMs = state.readyMs - stepMs(state);
    return readyMs > 0 ? { ...state, readyMs } : { ...state, readyMs: 0, readyReason: null, status: "playing" };
  }
  if (state.status !== "playing") return state;

  let { dx, dy } = state.ball;
  const { x, y } = state.ball;
  if (x + dx < 0 || x + dx >= FIELD_WIDTH) dx = -dx as -1 | 1;
  if (y + dy < 0) dy = 1;
  const tx = x + dx;
  const ty = y + dy;

  const hit = state.bricks.findIndex((b) => b.x === tx && b.y === ty);
  if (hit >= 0) {
    const brick = state.bricks[hit];
    const bricks = state.bricks.filter((_, i) => i !== hit);
    const score = state.score + brickValue(brick.type, state.level);
    const intervalMs = faster(state.intervalMs, BRICK_SPEEDUP_MS);
    const ball = { x, y, dx, dy: -dy as -1 | 1 };
    if (bricks.length > 0) return { ...state, bricks, score, intervalMs, ball };
    // Level cleared: more rows, faster, and the LEVEL n panel.
    const level = state.level + 1;
    return {
      ...state,
      level,
      score,
      bricks: layoutBricks(level, random),
      intervalMs: faster(intervalMs, LEVEL_SPEEDUP_MS),
      ball: serve(state.paddleX, random),
      status: "ready",
      readyReason: "level",
      readyMs: LEVEL_READY_MS,
    };
  }

  if (ty >= PADDLE_Y) {
    const zone = tx - state.paddleX;
    if (zone >= 0 && zone < PADDLE_WIDTH) {
      if (zone === 0 || zone === PADDLE_WIDTH - 1) return { ...state, ball: { x, y, dx: zone === 0 ? -1 : 1, dy: -1 } };
      const rise = unit(random) >= 0.5 ? 1 : 0;
      return { ...state, ball: { x, y: y - rise, dx, dy: -1 } };
    }
    const lives = state.lives - 1;
    if (lives <= 0) return { ...state, lives: 0, status: "over", ball: { ...state.ball, x: tx, y: PADDLE_Y } };
    return { ...state, lives, ball: serve(state.paddleX, random), status: "ready", readyReason: "life", readyMs: LIFE_LOST_MS };
  }

  return { ...state, ball: { x: tx, y: ty, dx, dy } };
}
