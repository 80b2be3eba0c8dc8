// A small in-process rate limiter: each sender has a bucket of `capacity` tokens that refills
// continuously over `perMs`; a message takes one token. Bursts up to the capacity pass, a
// steady flood is cut to capacity/perMs. Per process: the embedded database's one server uses
// it; on PostgreSQL, where several servers may share the database, chat uses the same bucket
// kept in the database (SharedTokenBucket, limits/shared-token-bucket.ts).

export interface TokenBucketOptions {
  capacity: number;
  /** Time in which an empty bucket refills completely. */
  perMs: number;
  /** Buckets kept at most; full (idle) buckets are dropped first. Bounds memory. */
  maxKeys?: number;
  now?: () => number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly refillPerMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(options: TokenBucketOptions) {
    this.capacity = options.capacity;
    this.refillPerMs = options.capacity / options.perMs;
    this.maxKeys = options.maxKeys ?? 100_000;
    this.now = options.now ?? Date.now;
  }

  /** Takes a token for `key`; false when its bucket is empty (the caller answers 429). */
  take(key: string): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updatedAt: now };
    bucket.tokens = Math.min(
      this.capacity,
      bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs,
    );
    bucket.updatedAt = now;
    if (bucket.tokens < 1) {
      this.buckets.set(key, bucket);
      return false;
    }
    bucket.tokens -= 1;
    if (!this.buckets.has(key) && this.buckets.size >= this.maxKeys) this.prune(now);
    this.buckets.set(key, bucket);
    return true;
  }

  /** Drops buckets that have refilled (they behave like new ones), else the oldest half. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs >= this.capacity) {
        this.buckets.delete(key);
      }
    }
    if (this.buckets.size < this.maxKeys) return;
    let toDrop = Math.ceil(this.buckets.size / 2);
    for (const key of this.buckets.keys()) {
      if (toDrop-- <= 0) break;
      this.buckets.delete(key);
    }
  }

  get size(): number {
    return this.buckets.size;
  }
}
