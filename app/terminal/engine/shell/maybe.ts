/**
 * Steps that are synchronous until one is not: a line of synchronous commands runs (and renders)
 * before `submit` returns; an asynchronous command makes the rest wait for it.
 */
export type Maybe<T> = T | Promise<T>;
// Not named `then`: a module exporting `then` is a thenable, and `await import()` of it misbehaves.
/** Goes on at once after a synchronous step, after the promise of an asynchronous one. */
export function andThen<T, U>(value: Maybe<T>, next: (value: T) => Maybe<U>): Maybe<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}

/** Runs `body(0..count-1)` while it answers true: in a plain loop until a step is asynchronous. */
export function loop(count: number, body: (index: number) => Maybe<boolean>): Maybe<void> {
  for (let index = 0; index < count; index++) {
    const go = body(index);
    if (go instanceof Promise) {
      return go.then(async (goOn) => {
        for (let next = index + 1; goOn && next < count; next++) goOn = await body(next);
      });
    }
    if (!go) return;
  }
}
