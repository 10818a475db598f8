/** The engine's timers: tracked so dispose clears them; what runs inside renders once. */
import type { LineStore } from "./line-store";
import type { EngineDeps } from "./types";

export function timers(deps: EngineDeps, store: LineStore) {
  const pending = new Set<unknown>();
  function later(ms: number, fn: () => void): () => void {
    let done = false;
    const handle = deps.setTimeout(() => {
      pending.delete(handle);
      if (done || store.disposed) return;
      done = true;
      store.batch(fn);
    }, ms);
    pending.add(handle);
    return () => {
      if (done) return;
      done = true;
      pending.delete(handle);
      deps.clearTimeout(handle);
    };
  }
  const sleep = (ms: number) => new Promise<void>((resolve) => later(ms, resolve));
  const clearAll = () => {
    for (const handle of pending) deps.clearTimeout(handle);
    pending.clear();
  };
  return { later, sleep, clearAll };
}
