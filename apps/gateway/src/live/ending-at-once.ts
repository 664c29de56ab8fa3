/**
 * A live subscription's iterator, reading with `next` from `source`, whose `return()` ends the
 * source at once. Not an async generator: a generator's `return()` waits until its pending `next()`
 * settles, so a subscriber that left a quiet stream would stay on the hub, and cost an execution,
 * until the next event.
 */
export function endingAtOnce<T>(
  source: AsyncIterator<unknown>,
  next: () => Promise<IteratorResult<T>>,
): AsyncIterableIterator<T> {
  const done = async (): Promise<IteratorResult<T>> => {
    await source.return?.();
    return { value: undefined, done: true };
  };
  return {
    next,
    return: done,
    throw: async (error: unknown) => {
      await done();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
