import { HISTORY_STORAGE_KEY } from "../catalog";
import { HISTORY_MAX_CHARS } from "./limits";
import type { KeyValueStorage } from "./types";

export const HISTORY_LIMIT = 100;

/**
 * Command history: capped (HISTORY_LIMIT entries, HISTORY_MAX_CHARS in all: it is saved as JSON after
 * every line), persisted as a JSON array, no consecutive duplicates.
 */
export class CommandHistory {
  private entries: string[];
  /** Position while navigating: entries.length means "the draft". */
  private cursor: number;
  private draft = "";

  constructor(private readonly storage: KeyValueStorage) {
    this.entries = CommandHistory.load(storage);
    this.cursor = this.entries.length;
  }

  private static load(storage: KeyValueStorage): string[] {
    try {
      const raw = storage.getItem(HISTORY_STORAGE_KEY);
      if (!raw) return [];
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) return [];
      return newest(parsed.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(-HISTORY_LIMIT));
    } catch {
      return [];
    }
  }

  list(): readonly string[] {
    return this.entries;
  }

  add(entry: string): void {
    const value = entry.trim();
    if (value !== "" && this.entries[this.entries.length - 1] !== value) {
      this.entries.push(value);
      this.entries = newest(this.entries.slice(-HISTORY_LIMIT));
      try {
        this.storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(this.entries));
      } catch {
        // Storage full or blocked: history still works for this session.
      }
    }
    this.resetCursor();
  }

  /** `history -c`: no entry left, here and in the storage that keeps them. */
  clear(): void {
    this.entries = [];
    try {
      this.storage.removeItem(HISTORY_STORAGE_KEY);
    } catch {
      // Storage blocked: the history is empty for this session.
    }
    this.resetCursor();
  }

  resetCursor(): void {
    this.cursor = this.entries.length;
    this.draft = "";
  }

  up(current: string): string {
    if (this.entries.length === 0) return current;
    if (this.cursor === this.entries.length) this.draft = current;
    if (this.cursor > 0) this.cursor -= 1;
    return this.entries[this.cursor];
  }

  down(): string {
    if (this.cursor >= this.entries.length) return this.draft;
    this.cursor += 1;
    return this.cursor === this.entries.length ? this.draft : this.entries[this.cursor];
  }
}

/** The newest entries whose characters fit HISTORY_MAX_CHARS (the newest always kept: a line is at most LINE_MAX_CHARS). */
function newest(entries: string[]): string[] {
  let chars = 0;
  let start = entries.length;
  while (start > 0 && (start === entries.length || chars + entries[start - 1].length <= HISTORY_MAX_CHARS)) {
    start -= 1;
    chars += entries[start].length;
  }
  return start === 0 ? entries : entries.slice(start);
}
