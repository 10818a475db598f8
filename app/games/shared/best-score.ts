/**
 * The visitor's best score (or streak) per game, kept in localStorage under
 * `game_best_<game>`. Storage can be missing or full (private mode): reads
 * then return 0 and writes are dropped.
 */
import { bestScoreKey, MINI_GAMES, type MiniGame } from "~/terminal/catalog";

export { bestScoreKey };
export type BestScoreGame = MiniGame;

export const BEST_SCORE_GAMES: readonly BestScoreGame[] = MINI_GAMES;

export interface ScoreStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function readBestScore(storage: ScoreStorage | null | undefined, game: BestScoreGame): number {
  try {
    const value = Number.parseInt(storage?.getItem(bestScoreKey(game)) ?? "", 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Stores `score` when it beats the stored best; returns the best after the call. */
export function recordBestScore(storage: ScoreStorage | null | undefined, game: BestScoreGame, score: number): number {
  const best = readBestScore(storage, game);
  if (!(score > best)) return best;
  try {
    storage?.setItem(bestScoreKey(game), String(Math.floor(score)));
  } catch {
    // Storage full or blocked: the best score lives for this visit only.
  }
  return Math.floor(score);
}

/** window.localStorage when it can be used. */
export function browserScoreStorage(): ScoreStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ScoredGame {
  status: string;
  score: number;
}

/**
 * The score of a game that ends with this change, to record as a best: at GAME OVER, when
 * the visitor quits (`next` is null) or starts afresh (the score drops) before the game
 * was over; null while the game goes on or when it had already ended.
 */
export function endedScore(previous: ScoredGame, next: ScoredGame | null): number | null {
  if (next === null) return previous.status === "over" ? null : previous.score;
  if (next.status === "over") return previous.status === "over" ? null : next.score;
  if (next.score < previous.score && previous.status !== "over") return previous.score;
  return null;
}
