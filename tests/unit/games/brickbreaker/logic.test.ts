import { describe, expect, it } from "vitest";
import {
  FIELD_HEIGHT,
  FIELD_WIDTH,
  LEVEL_READY_MS,
  LIFE_LOST_MS,
  PADDLE_WIDTH,
  PADDLE_Y,
  START_LIVES,
  brickValue,
  createBrickGame,
  layoutBricks,
  movePaddle,
  restart,
  rowsForLevel,
  step,
  stepMs,
  togglePause,
  type BrickState,
} from "~/games/brickbreaker/logic";

const zero = () => 0;

/** A game with the ball placed by hand and no bricks in the way (one far brick keeps the level open). */
function withBall(ball: BrickState["ball"], overrides: Partial<BrickState> = {}): BrickState {
  return { ...createBrickGame(zero), bricks: [{ x: 18, y: 2, type: 1 }], ball, ...overrides };
}

/** Runs `step` until the state leaves "ready"; returns the total time consumed. */
function waitReady(state: BrickState): { state: BrickState; elapsed: number } {
  let elapsed = 0;
  while (state.status === "ready") {
    elapsed += stepMs(state);
    state = step(state, zero);
  }
  return { state, elapsed };
}

describe("constants and layout", () => {
  it("is a 20x20 field, paddle 4 wide on the bottom row, 3 lives, level 1, 150 ms", () => {
    expect([FIELD_WIDTH, FIELD_HEIGHT, PADDLE_WIDTH, START_LIVES]).toEqual([20, 20, 4, 3]);
    const game = createBrickGame(zero);
    expect(game.lives).toBe(3);
    expect(game.level).toBe(1);
    expect(game.score).toBe(0);
    expect(game.intervalMs).toBe(150);
    expect(game.status).toBe("playing");
    expect(PADDLE_Y).toBe(19);
  });

  it.each([
    [1, 4],
    [2, 5],
    [3, 6],
    [4, 6],
    [10, 6],
  ])("level %i has %i rows of 10 bricks spaced 2 cells apart", (level, rows) => {
    expect(rowsForLevel(level)).toBe(rows);
    const bricks = layoutBricks(level, zero);
    expect(bricks).toHaveLength(rows * 10);
    const ys = [...new Set(bricks.map((b) => b.y))];
    expect(ys).toHaveLength(rows);
    for (const y of ys) expect(bricks.filter((b) => b.y === y).map((b) => b.x)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });

  it.each([
    [0, 1],
    [0.34, 2],
    [0.99, 3],
    [1, 3],
    [Number.NaN, 1],
  ])("random %f gives brick type %i", (r, type) => {
    expect(layoutBricks(1, () => r).every((b) => b.type === type)).toBe(true);
  });

  it.each([
    [1, 1, 10],
    [2, 1, 20],
    [3, 1, 30],
    [1, 2, 20],
    [3, 2, 60],
    [3, 4, 120],
  ])("a type %i brick on level %i is worth %i", (type, level, value) => {
    expect(brickValue(type, level)).toBe(value);
  });
});

describe("ball and bounces", () => {
  it("moves one diagonal cell per step", () => {
    expect(step(withBall({ x: 10, y: 10, dx: 1, dy: -1 }), zero).ball).toEqual({ x: 11, y: 9, dx: 1, dy: -1 });
  });

  it.each([
    ["left wall", { x: 0, y: 10, dx: -1, dy: -1 } as const, { x: 1, y: 9, dx: 1, dy: -1 }],
    ["right wall", { x: 19, y: 10, dx: 1, dy: -1 } as const, { x: 18, y: 9, dx: -1, dy: -1 }],
    ["top wall", { x: 10, y: 0, dx: 1, dy: -1 } as const, { x: 11, y: 1, dx: 1, dy: 1 }],
    ["corner", { x: 0, y: 0, dx: -1, dy: -1 } as const, { x: 1, y: 1, dx: 1, dy: 1 }],
  ])("bounces off the %s", (_, ball, after) => {
    expect(step(withBall(ball), zero).ball).toEqual(after);
  });

  it.each([
    [0, -1, -1],
    [0, 1, -1],
    [1, -1, -1],
    [1, 1, 1],
    [2, -1, -1],
    [2, 1, 1],
    [3, -1, 1],
    [3, 1, 1],
  ] as const)("paddle zone %i sends a ball coming with dx %i back up with dx %i", (zone, dx, newDx) => {
    const paddleX = 8;
    const game = withBall({ x: paddleX + zone - dx, y: PADDLE_Y - 1, dx, dy: 1 }, { paddleX });
    const next = step(game, zero);
    expect(next.ball).toEqual({ x: game.ball.x, y: PADDLE_Y - 1, dx: newDx, dy: -1 });
    expect(next.lives).toBe(3);
  });

  it("a middle-zone bounce sometimes rises one cell straight up (the random decides), so the ball changes diagonal", () => {
    const paddleX = 8;
    const game = withBall({ x: paddleX, y: PADDLE_Y - 1, dx: 1, dy: 1 }, { paddleX });
    expect(step(game, () => 0.9).ball).toEqual({ x: paddleX, y: PADDLE_Y - 2, dx: 1, dy: -1 });
    expect(step(game, () => 0.1).ball).toEqual({ x: paddleX, y: PADDLE_Y - 1, dx: 1, dy: -1 });
    // The end cells always answer the same way.
    const left = withBall({ x: paddleX + 1, y: PADDLE_Y - 1, dx: -1, dy: 1 }, { paddleX });
    expect(step(left, () => 0.9).ball).toEqual({ x: paddleX + 1, y: PADDLE_Y - 1, dx: -1, dy: -1 });
  });

  it("breaking a brick scores 10 x type x level, flips dy and speeds up by 5 ms", () => {
    const game = withBall(
      { x: 5, y: 5, dx: 1, dy: -1 },
      {
        level: 2,
        bricks: [
          { x: 6, y: 4, type: 3 },
          { x: 0, y: 2, type: 1 },
        ],
      },
    );
    const next = step(game, zero);
    expect(next.bricks).toEqual([{ x: 0, y: 2, type: 1 }]);
    expect(next.score).toBe(60);
    expect(next.ball).toEqual({ x: 5, y: 5, dx: 1, dy: 1 });
    expect(next.intervalMs).toBe(145);
  });

  it("the interval goes 150 -5 per brick and floors at 60", () => {
    let game = withBall({ x: 5, y: 5, dx: 1, dy: -1 });
    const intervals: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      game = step(
        {
          ...game,
          status: "playing",
          ball: { x: 5, y: 5, dx: 1, dy: -1 },
          bricks: [
            { x: 6, y: 4, type: 1 },
            { x: 0, y: 2, type: 1 },
          ],
        },
        zero,
      );
      intervals.push(game.intervalMs);
    }
    expect(intervals.slice(0, 3)).toEqual([145, 140, 135]);
    expect(intervals[17]).toBe(60);
    expect(intervals.at(-1)).toBe(60);
  });
});

describe("lives, levels and states", () => {
  it("a miss costs a life and shows LIFE LOST for exactly 1 s on the step clock, then plays", () => {
    const game = withBall({ x: 2, y: PADDLE_Y - 1, dx: 1, dy: 1 }, { paddleX: 10 });
    const lost = step(game, zero);
    expect(lost.lives).toBe(2);
    expect(lost.status).toBe("ready");
    expect(lost.readyReason).toBe("life");
    expect(lost.readyMs).toBe(LIFE_LOST_MS);
    expect(LIFE_LOST_MS).toBe(1000);
    const { state, elapsed } = waitReady(lost);
    expect(elapsed).toBe(1000);
    expect(state.status).toBe("playing");
    expect(state.ball.dy).toBe(-1);
  });

  it("P does nothing during get ready and the ball waits on the paddle", () => {
    const lost = step(withBall({ x: 2, y: PADDLE_Y - 1, dx: 1, dy: 1 }, { paddleX: 10 }), zero);
    expect(togglePause(lost)).toBe(lost);
    const moved = movePaddle(lost, -1);
    expect(moved.paddleX).toBe(9);
    expect(moved.ball.x).toBe(10);
  });

  it("losing the last life is game over; nothing moves afterwards", () => {
    const over = step(withBall({ x: 2, y: PADDLE_Y - 1, dx: 1, dy: 1 }, { paddleX: 10, lives: 1 }), zero);
    expect(over.lives).toBe(0);
    expect(over.status).toBe("over");
    expect(step(over, zero)).toBe(over);
    expect(movePaddle(over, 1)).toBe(over);
  });

  it("clearing the last brick advances the level: more rows, -25 ms, LEVEL panel for 1.5 s", () => {
    const game = withBall({ x: 5, y: 5, dx: 1, dy: -1 }, { intervalMs: 150, bricks: [{ x: 6, y: 4, type: 2 }] });
    const cleared = step(game, zero);
    expect(cleared.level).toBe(2);
    expect(cleared.score).toBe(20);
    expect(cleared.bricks).toHaveLength(50);
    expect(cleared.intervalMs).toBe(120);
    expect(cleared.status).toBe("ready");
    expect(cleared.readyReason).toBe("level");
    expect(LEVEL_READY_MS).toBe(1500);
    const { state, elapsed } = waitReady(cleared);
    expect(elapsed).toBe(1500);
    expect(state.status).toBe("playing");
    expect(state.lives).toBe(3);
  });

  it("the level speed-up also floors at 60 ms", () => {
    const cleared = step(withBall({ x: 5, y: 5, dx: 1, dy: -1 }, { intervalMs: 70, bricks: [{ x: 6, y: 4, type: 1 }] }), zero);
    expect(cleared.intervalMs).toBe(60);
  });

  it("P toggles playing <-> paused; paused does not move", () => {
    const game = createBrickGame(zero);
    const paused = togglePause(game);
    expect(paused.status).toBe("paused");
    expect(step(paused, zero)).toBe(paused);
    expect(movePaddle(paused, 1)).toBe(paused);
    expect(togglePause(paused).status).toBe("playing");
  });

  it("restart goes back to level 1, 3 lives, score 0, 150 ms", () => {
    const fresh = restart(zero);
    expect([fresh.level, fresh.lives, fresh.score, fresh.intervalMs, fresh.status]).toEqual([1, 3, 0, 150, "playing"]);
    expect(fresh.bricks).toHaveLength(40);
  });

  it("the paddle clamps at both walls", () => {
    let game = createBrickGame(zero);
    for (let i = 0; i < 30; i += 1) game = movePaddle(game, -1);
    expect(game.paddleX).toBe(0);
    for (let i = 0; i < 30; i += 1) game = movePaddle(game, 1);
    expect(game.paddleX).toBe(FIELD_WIDTH - PADDLE_WIDTH);
  });
});

describe("no endless loop", () => {
  /** mulberry32: a small seeded PRNG, so a run is reproducible. */
  function seeded(seed: number): () => number {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  /** The paddle's centre under the cell the ball heads for, as a perfect player keeps it. */
  function track(state: BrickState): BrickState {
    const target = state.ball.x + state.ball.dx;
    const paddleX = Math.min(FIELD_WIDTH - PADDLE_WIDTH, Math.max(0, target - (PADDLE_WIDTH / 2 - 1)));
    return { ...state, paddleX };
  }

  it.each([1, 2, 3, 4, 5])("a paddle tracking the ball's centre still clears level 1 within 5 minutes (seed %i)", (seed) => {
    const random = seeded(seed);
    let game = createBrickGame(random);
    let elapsed = 0;
    while (game.level === 1 && elapsed < 300_000) {
      elapsed += stepMs(game);
      game = step(track(game), random);
    }
    // The perfect paddle never misses, and every brick of the level gets broken.
    expect(game.lives).toBe(START_LIVES);
    expect(game.level).toBe(2);
  });
});
