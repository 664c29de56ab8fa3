/**
 * A push-fed async iterator for one subscriber. Events wait in a bounded queue; when a subscriber
 * falls that far behind, its queue is replaced by one `overflowNotice()` (an order to resync), so
 * memory stays bounded and the subscriber still learns that it missed events.
 */
export class EventStream<T> implements AsyncIterableIterator<T> {
  private readonly queue: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly onEnd: () => void,
    private readonly overflowNotice: () => T,
    private readonly maxQueued = 1000,
  ) {}

  push(value: T): void {
    if (this.ended) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value, done: false });
    } else if (this.queue.length >= this.maxQueued) {
      this.queue.length = 0;
      this.queue.push(this.overflowNotice());
    } else {
      this.queue.push(value);
    }
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.queue.length = 0;
    this.waiting?.({ value: undefined, done: true });
    this.waiting = null;
    this.onEnd();
  }

  next(): Promise<IteratorResult<T>> {
    const value = this.queue.shift();
    if (value !== undefined) return Promise.resolve({ value, done: false });
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}
