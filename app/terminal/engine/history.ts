import { HISTORY_STORAGE_KEY } from "../catalog";
import type { KeyValueStorage } from "./types";

export const HISTORY_LIMIT = 100;

/** Command history: capped, persisted as a JSON array, no consecutive duplicates. */
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
      return parsed.filter((v): v is string => typeof v === "string" && v.trim() !== "").slice(-HISTORY_LIMIT);
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
      if (this.entries.length > HISTORY_LIMIT) this.entries.splice(0, this.entries.length - HISTORY_LIMIT);
      try {
        this.storage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(this.entries));
      } catch {
        // Storage full or blocked: history still works for this session.
      }
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
