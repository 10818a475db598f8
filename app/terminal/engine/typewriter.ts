/** An assistant's reply typed out letter by letter (at once with reduced motion); a key finishes it. */
import { TYPEWRITER_MS } from "./constants";
import type { LineStore } from "./line-store";

interface Typing {
  id: number;
  full: string;
  index: number;
  cancelTimer: () => void;
  resolve: () => void;
}

export class Typewriter {
  private current: Typing | null = null;

  constructor(
    private readonly store: LineStore,
    private readonly reducedMotion: () => boolean,
    private readonly later: (ms: number, fn: () => void) => () => void,
  ) {}

  get active(): boolean {
    return this.current !== null;
  }

  type(id: number, text: string): Promise<void> {
    const { store } = this;
    if (this.reducedMotion() || text.length === 0) {
      store.update(id, { type: "ai", text, isLoading: false });
      return Promise.resolve();
    }
    store.batch(() => {
      store.update(id, { type: "ai", text: "", isLoading: false, typing: true });
      store.effect({ type: "scrollToBottom" });
    });
    return new Promise<void>((resolve) => {
      const current: Typing = { id, full: text, index: 0, cancelTimer: () => {}, resolve };
      this.current = current;
      const step = () => {
        current.index += 1;
        store.update(id, { text: text.slice(0, current.index) });
        if (current.index >= text.length) this.finish();
        else current.cancelTimer = this.later(TYPEWRITER_MS, step);
      };
      current.cancelTimer = this.later(TYPEWRITER_MS, step);
    });
  }

  /** Shows the whole reply now. */
  finish(): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    current.cancelTimer();
    this.store.update(current.id, { text: current.full, typing: false });
    current.resolve();
  }

  /** The engine is going away: whoever waits for the reply stops waiting. */
  drop(): void {
    const current = this.current;
    this.current = null;
    current?.resolve();
  }
}
