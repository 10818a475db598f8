/** The pieces every game shares: the fixed-step clock and the best-score storage. */
import { describe, expect, test } from "vitest";
import { createFixedStepClock, MAX_CATCH_UP_MS } from "~/games/shared/fixed-step";
import { bestScoreKey, endedScore, readBestScore, recordBestScore, type ScoreStorage } from "~/games/shared/best-score";
import { createSnakeGame, step as snakeStep, togglePause, type SnakeState } from "~/games/snake/logic";

describe("fixed-step clock", () => {
  test("runs one step per whole interval and keeps the remainder", () => {
    let steps = 0;
    const clock = createFixedStepClock(
      () => 200,
      () => (steps += 1),
    );
    expect(clock.advance(16)).toBe(0);
    expect(clock.advance(190)).toBe(1); // 206 ms: one step, 6 ms carried
    expect(clock.advance(194)).toBe(1); // exactly 200 again
    expect(steps).toBe(2);
  });

  test("the same total time gives the same steps whatever the frame rate (no drift)", () => {
    const run = (frameMs: number) => {
      let steps = 0;
      const clock = createFixedStepClock(
        () => 150,
        () => (steps += 1),
      );
      for (let t = 0; t < 6000; t += frameMs) clock.advance(frameMs);
      return steps;
    };
    expect(run(16)).toBe(40);
    expect(run(10)).toBe(40);
    expect(run(50)).toBe(40);
  });

  test("reads the interval before each step (a speed-up applies at once)", () => {
    let interval = 200;
    const seen: number[] = [];
    const clock = createFixedStepClock(
      () => interval,
      () => {
        seen.push(interval);
        interval -= 5;
      },
    );
    clock.advance(MAX_CATCH_UP_MS);
    expect(seen).toEqual([200]);
    clock.advance(195 - 50);
    expect(seen).toEqual([200, 195]);
  });

  test("a stalled tab does not fast-forward, and reset drops the partial step", () => {
    let steps = 0;
    const clock = createFixedStepClock(
      () => 80,
      () => (steps += 1),
    );
    clock.advance(60_000);
    expect(steps).toBe(Math.floor(MAX_CATCH_UP_MS / 80));
    clock.reset();
    expect(clock.advance(79)).toBe(0);
    expect(clock.advance(-5)).toBe(0);
    expect(clock.advance(Number.NaN)).toBe(0);
    expect(clock.advance(1)).toBe(1);
  });
});

class Memory implements ScoreStorage {
  data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

describe("best scores", () => {
  test("kept per game under game_best_<game>, only when beaten", () => {
    const storage = new Memory();
    expect(readBestScore(storage, "snake")).toBe(0);
    expect(recordBestScore(storage, "snake", 12)).toBe(12);
    expect(recordBestScore(storage, "snake", 7)).toBe(12);
    expect(storage.data.get(bestScoreKey("snake"))).toBe("12");
    expect(bestScoreKey("brickbreaker")).toBe("game_best_brickbreaker");
    expect(readBestScore(storage, "hangman")).toBe(0);
  });

  test("garbage, missing or failing storage reads as 0 and never throws", () => {
    const storage = new Memory();
    storage.setItem("game_best_wordle", "not a number");
    expect(readBestScore(storage, "wordle")).toBe(0);
    storage.setItem("game_best_wordle", "-4");
    expect(readBestScore(storage, "wordle")).toBe(0);
    expect(readBestScore(null, "wordle")).toBe(0);
    const failing: ScoreStorage = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
    };
    expect(readBestScore(failing, "snake")).toBe(0);
    expect(recordBestScore(failing, "snake", 5)).toBe(5);
  });

  test("a game's score is kept when it ends at GAME OVER, on a restart, or when the visitor quits mid-game", () => {
    const playing = { status: "playing", score: 7 };
    expect(endedScore(playing, { status: "playing", score: 8 })).toBeNull();
    expect(endedScore(playing, { status: "paused", score: 7 })).toBeNull();
    expect(endedScore(playing, { status: "over", score: 7 })).toBe(7);
    expect(endedScore({ status: "paused", score: 7 }, { status: "playing", score: 0 })).toBe(7);
    expect(endedScore(playing, null)).toBe(7);
    expect(endedScore({ status: "paused", score: 3 }, null)).toBe(3);
    // Already recorded at GAME OVER: neither a restart nor quitting counts it twice.
    expect(endedScore({ status: "over", score: 7 }, { status: "playing", score: 0 })).toBeNull();
    expect(endedScore({ status: "over", score: 7 }, null)).toBeNull();
  });

  test("Snake: quitting mid-game keeps a best score", () => {
    const storage = new Memory();
    // A snake one cell left of its food, heading right: the next tick eats it.
    const start = createSnakeGame(() => 0);
    const head = start.snake[0];
    let game: SnakeState = { ...start, food: { x: head.x + 1, y: head.y } };
    game = snakeStep(game, () => 0.5);
    expect(game.score).toBe(1);
    game = togglePause(game);
    const ended = endedScore(game, null);
    expect(ended).toBe(1);
    recordBestScore(storage, "snake", ended ?? 0);
    expect(readBestScore(storage, "snake")).toBe(1);
  });
});
