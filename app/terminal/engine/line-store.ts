/**
 * The engine's screen: its lines (copy-on-write), its input mode and the emits to subscribers,
 * batched so one command is one render.
 */
import type { LineExtra } from "./command";
import { MAX_LINES } from "./constants";
import { SCROLLBACK_MAX_CHARS } from "./limits";
import type { EngineEffect, EngineSnapshot, InputMode, LineType, TerminalLine } from "./types";

type Listener = (snapshot: EngineSnapshot, effect?: EngineEffect) => void;

/** The characters a line holds (its text, and again in its segments). */
const weight = (line: TerminalLine): number => line.text.length + (line.segments?.reduce((n, s) => n + s.text.length, 0) ?? 0);

export class LineStore {
  lines: TerminalLine[];
  mode: InputMode;
  nextId: number;
  disposed = false;
  /** What the lines hold, kept under SCROLLBACK_MAX_CHARS (limits.ts): the saved session stays bounded. */
  private chars: number;
  /**
   * Copy-on-write: the array handed out in a snapshot is never mutated; the first change after an
   * emit copies it once, later changes in the same batch mutate that copy.
   */
  private owned = false;
  private depth = 0;
  private dirty = false;
  private readonly pendingEffects: EngineEffect[] = [];
  private readonly listeners = new Set<Listener>();

  constructor(
    init: { lines: TerminalLine[]; mode: InputMode; nextId: number },
    /** The rest of a snapshot (prompt, user, directory...). */
    private readonly describe: () => Omit<EngineSnapshot, "lines" | "mode">,
  ) {
    this.lines = init.lines.slice();
    this.chars = this.lines.reduce((n, line) => n + weight(line), 0);
    this.mode = init.mode;
    this.nextId = init.nextId;
  }

  snapshot(): EngineSnapshot {
    return { lines: this.lines, mode: this.mode, ...this.describe() };
  }

  /** A snapshot the caller may keep: the next change must copy the lines. */
  handOut(): EngineSnapshot {
    this.owned = false;
    return this.snapshot();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private flush(): void {
    if (this.disposed || (!this.dirty && this.pendingEffects.length === 0)) return;
    this.dirty = false;
    this.owned = false;
    const snap = this.snapshot();
    const effects = this.pendingEffects.splice(0);
    for (const listener of [...this.listeners]) {
      if (effects.length === 0) listener(snap);
      else for (const effect of effects) listener(snap, effect);
    }
  }

  batch<T>(fn: () => T): T {
    const release = this.hold();
    try {
      return fn();
    } finally {
      release();
    }
  }

  /** Defers emits until the returned function is called (a batch that spans several steps). */
  hold(): () => void {
    this.depth++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.depth--;
      if (this.depth === 0) this.flush();
    };
  }

  changed(): void {
    this.dirty = true;
    if (this.depth === 0) this.flush();
  }

  private own(): TerminalLine[] {
    if (!this.owned) {
      this.lines = this.lines.slice();
      this.owned = true;
    }
    return this.lines;
  }

  push(type: LineType, text: string, extra: LineExtra = {}): number {
    const line: TerminalLine = { id: this.nextId++, type, text, ...extra };
    const own = this.own();
    own.push(line);
    this.chars += weight(line);
    // The oldest lines go first, past MAX_LINES or SCROLLBACK_MAX_CHARS.
    let drop = Math.max(0, own.length - MAX_LINES);
    for (let i = 0; i < drop; i++) this.chars -= weight(own[i]!);
    while (this.chars > SCROLLBACK_MAX_CHARS && drop < own.length - 1) this.chars -= weight(own[drop++]!);
    if (drop > 0) own.splice(0, drop);
    this.changed();
    return line.id;
  }

  update(id: number, patch: Partial<Omit<TerminalLine, "id">>): void {
    const index = this.lines.findIndex((line) => line.id === id);
    if (index === -1) return;
    const next: TerminalLine = { ...this.lines[index]!, ...patch };
    if (patch.isLoading === false) delete next.isLoading;
    if (patch.typing === false) delete next.typing;
    this.chars += weight(next) - weight(this.lines[index]!);
    this.own()[index] = next;
    this.changed();
  }

  remove(id: number): void {
    const index = this.lines.findIndex((line) => line.id === id);
    if (index === -1) return;
    this.chars -= weight(this.lines[index]!);
    this.own().splice(index, 1);
    this.changed();
  }

  clear(): void {
    this.lines = [];
    this.chars = 0;
    this.owned = true;
    this.changed();
  }

  setMode(next: InputMode): void {
    if (this.mode === next) return;
    this.mode = next;
    this.changed();
  }

  effect(effect: EngineEffect): void {
    this.pendingEffects.push(effect);
    if (this.depth === 0) this.flush();
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
  }
}
