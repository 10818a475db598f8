import { describe, expect, it } from "vitest";
import {
  GRID_SIZE,
  START_LENGTH,
  createSnakeGame,
  restart,
  spawnFood,
  speedPercent,
  step,
  tickMs,
  tickMsForScore,
  togglePause,
  turn,
  type Direction,
  type SnakeState,
} from "~/games/snake/logic";

const zero = () => 0;

/** A 3-cell snake with its head at (x, y), body trailing behind `direction`, food far away. */
function at(x: number, y: number, direction: Direction, food = { x: 0, y: 0 }): SnakeState {
  const back = { up: [0, 1], down: [0, -1], left: [1, 0], right: [-1, 0] }[direction];
  const wrap = (v: number) => ((v % GRID_SIZE) + GRID_SIZE) % GRID_SIZE;
  const snake = [0, 1, 2].map((i) => ({ x: wrap(x + back[0] * i), y: wrap(y + back[1] * i) }));
  return { snake, direction, queued: [], food, score: 0, status: "playing" };
}

describe("snake constants and start", () => {
  it("plays on a 15x15 grid with a 3-cell snake, score 0, playing", () => {
    expect(GRID_SIZE).toBe(15);
    expect(START_LENGTH).toBe(3);
    const game = createSnakeGame(zero);
    expect(game.snake).toHaveLength(3);
    expect(game.score).toBe(0);
    expect(game.status).toBe("playing");
    expect(tickMs(game)).toBe(200);
    expect(speedPercent(game)).toBe(100);
  });
});

describe("movement", () => {
  it.each([
    ["right", 5, 5, { x: 6, y: 5 }],
    ["left", 5, 5, { x: 4, y: 5 }],
    ["up", 5, 5, { x: 5, y: 4 }],
    ["down", 5, 5, { x: 5, y: 6 }],
  ] as const)("moves %s one cell per tick", (direction, x, y, head) => {
    const next = step(at(x, y, direction), zero);
    expect(next.snake[0]).toEqual(head);
    expect(next.snake).toHaveLength(3);
  });

  it.each([
    ["right", 14, 7, { x: 0, y: 7 }],
    ["left", 0, 7, { x: 14, y: 7 }],
    ["up", 7, 0, { x: 7, y: 14 }],
    ["down", 7, 14, { x: 7, y: 0 }],
  ] as const)("wraps at the %s edge", (direction, x, y, head) => {
    expect(step(at(x, y, direction), zero).snake[0]).toEqual(head);
  });

  it.each([
    ["right", "left"],
    ["left", "right"],
    ["up", "down"],
    ["down", "up"],
  ] as const)("ignores a reverse input (%s -> %s)", (direction, reverse) => {
    const game = at(7, 7, direction);
    expect(turn(game, reverse)).toBe(game);
    expect(step(turn(game, reverse), zero).status).toBe("playing");
  });

  it("two quick inputs in one tick cannot fold the snake onto itself", () => {
    // Heading right: up then left within one tick. Left is checked against up (allowed), and is played on the next tick.
    let game = turn(turn(at(7, 7, "right"), "up"), "left");
    expect(game.queued).toEqual(["up", "left"]);
    game = step(game, zero);
    expect(game.snake[0]).toEqual({ x: 7, y: 6 });
    game = step(game, zero);
    expect(game.snake[0]).toEqual({ x: 6, y: 6 });
    expect(game.status).toBe("playing");
    // Heading right: down then right-reverse "left" cannot sneak in before down plays.
    const other = turn(turn(at(7, 7, "right"), "left"), "up");
    expect(other.queued).toEqual(["up"]);
  });

  it("ignores turns while paused or over", () => {
    const paused = togglePause(at(7, 7, "right"));
    expect(turn(paused, "up")).toBe(paused);
  });
});

describe("food, score and speed", () => {
  it("eating grows the snake by one, scores +1 and spawns new food off the snake", () => {
    const game = at(5, 5, "right", { x: 6, y: 5 });
    const next = step(game, zero);
    expect(next.score).toBe(1);
    expect(next.snake).toHaveLength(4);
    expect(next.snake[0]).toEqual({ x: 6, y: 5 });
    expect(next.food).not.toBeNull();
    expect(next.snake.some((p) => p.x === next.food?.x && p.y === next.food?.y)).toBe(false);
  });

  it("food never spawns on the snake, whatever the random", () => {
    const snake = Array.from({ length: GRID_SIZE * GRID_SIZE - 1 }, (_, i) => ({ x: i % GRID_SIZE, y: Math.floor(i / GRID_SIZE) }));
    for (const r of [0, 0.5, 0.999, 1, -1, Number.NaN]) expect(spawnFood(snake, () => r)).toEqual({ x: 14, y: 14 });
    const full = [...snake, { x: 14, y: 14 }];
    expect(spawnFood(full, zero)).toBeNull();
    for (let i = 0; i < 50; i += 1) {
      const game = createSnakeGame(Math.random);
      expect(game.snake.some((p) => p.x === game.food?.x && p.y === game.food?.y)).toBe(false);
    }
  });

  it.each([
    [0, 200, 100],
    [1, 195, 103],
    [10, 150, 133],
    [20, 100, 200],
    [24, 80, 250],
    [25, 80, 250],
    [100, 80, 250],
  ])("after %i foods the tick is %i ms and the speed %i%%", (score, ms, percent) => {
    const game = { ...createSnakeGame(zero), score };
    expect(tickMsForScore(score)).toBe(ms);
    expect(tickMs(game)).toBe(ms);
    expect(speedPercent(game)).toBe(percent);
  });

  it("eating many foods walks the tick 200 -> 80 and stops there", () => {
    let game = at(0, 3, "right");
    const ticks: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const head = game.snake[0];
      game = step({ ...game, food: { x: (head.x + 1) % GRID_SIZE, y: head.y } }, zero);
      ticks.push(tickMs(game));
      // Keep the snake short so a straight line never meets itself (the tick depends on the score only).
      game = { ...game, snake: game.snake.slice(0, 3) };
    }
    expect(game.score).toBe(40);
    expect(game.status).toBe("playing");
    expect(ticks[0]).toBe(195);
    expect(Math.min(...ticks)).toBe(80);
    expect(ticks.at(-1)).toBe(80);
  });
});

describe("states", () => {
  it("P toggles playing <-> paused and a paused game does not move", () => {
    const game = at(5, 5, "right");
    const paused = togglePause(game);
    expect(paused.status).toBe("paused");
    expect(step(paused, zero)).toBe(paused);
    expect(togglePause(paused).status).toBe("playing");
  });

  it("running into its own body is game over; the tail cell it leaves is not a collision", () => {
    // A 5-cell snake in a hook: head (5,5) going up into (5,4), which is body.
    const hook: SnakeState = {
      snake: [
        { x: 5, y: 5 },
        { x: 6, y: 5 },
        { x: 6, y: 4 },
        { x: 5, y: 4 },
        { x: 4, y: 4 },
      ],
      direction: "left",
      queued: ["up"],
      food: { x: 0, y: 0 },
      score: 2,
      status: "playing",
    };
    const over = step(hook, zero);
    expect(over.status).toBe("over");
    expect(step(over, zero)).toBe(over);
    expect(togglePause(over)).toBe(over);
    // A 4-cell ring chasing its tail is fine (the tail moves away this tick).
    const ring: SnakeState = { ...hook, snake: hook.snake.slice(0, 4) };
    expect(step(ring, zero).status).toBe("playing");
  });

  it("restart resets score, speed, length and state", () => {
    const fresh = restart(zero);
    expect(fresh.score).toBe(0);
    expect(fresh.snake).toHaveLength(3);
    expect(fresh.status).toBe("playing");
    expect(speedPercent(fresh)).toBe(100);
  });
});
