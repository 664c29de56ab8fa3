/**
 * One token bucket per key: a key may act `capacity` times at once, and regains one action every
 * `refillMs`. Kept in memory per gateway; a full bucket is forgotten, so idle keys cost nothing.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly capacity: number,
    private readonly refillMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token of `key`'s bucket; false when it is empty. */
  take(key: string): boolean {
    const now = this.now();
    const tokens = this.tokensOf(key, now);
    if (tokens < 1) return false;
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > 1000) this.forgetFull(now);
    return true;
  }

  private tokensOf(key: string, now: number): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.capacity;
    return Math.min(this.capacity, bucket.tokens + (now - bucket.at) / this.refillMs);
  }

  private forgetFull(now: number): void {
    for (const key of this.buckets.keys()) {
      if (this.tokensOf(key, now) >= this.capacity) this.buckets.delete(key);
    }
  }
}
