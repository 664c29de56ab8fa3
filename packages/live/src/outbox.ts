/**
 * Events a publisher could not hand to the bus, oldest first, until it can. Bounded: an event that
 * does not fit is dropped and `dropped` says so, since subscribers must then resync instead.
 */
export class Outbox<T> {
  private readonly waiting: T[] = [];
  /** Whether an event was dropped since this was last cleared. */
  dropped = false;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.waiting.length;
  }

  add(item: T): void {
    if (this.waiting.length < this.capacity) this.waiting.push(item);
    else this.dropped = true;
  }

  /** The oldest waiting item; it stays until `remove()`, so a failed publish keeps it. */
  peek(): T | undefined {
    return this.waiting[0];
  }

  remove(): void {
    this.waiting.shift();
  }
}
