import { transactionActivity } from './transaction-activity';

// Values read from the database, kept for at most `maxAgeMs` and only while no transaction
// of this process could have changed them (transaction-activity.ts): right after a commit
// here (a donation, a new post, a like) the next read goes to the database again. Writes by
// another server process show within maxAgeMs. Concurrent misses of one key share one read.
// Used by the competition summary, the tournament brackets and the Shorts feed.

export interface FreshCacheOptions {
  /** How long a value may be served after its read began; 1 s by default. */
  maxAgeMs?: number;
  clock?: () => number;
}

/** One value per key (a page, a place); `load` reads it when the kept one cannot be served. */
export interface KeyedFreshCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
}

/** A single value, always read by the same `load`. */
export interface FreshCache<T> {
  get(): Promise<T>;
}

interface Kept<T> {
  value: T;
  generation: number;
  readAt: number;
}

export function createKeyedFreshCache<T>({
  maxAgeMs = 1000,
  clock = Date.now,
  maxEntries = 100,
}: FreshCacheOptions & {
  /** Keys kept at once; the oldest goes first. Keys may come from requests, so bounded. */
  maxEntries?: number;
} = {}): KeyedFreshCache<T> {
  // Insertion order is the order of the database reads (a key read again moves to the end):
  // the first entry is the oldest.
  const kept = new Map<string, Kept<T>>();
  /** The generation every entry of `kept` was read at: a newer one makes them all stale. */
  let keptGeneration = -1;
  const pending = new Map<string, { promise: Promise<T>; generation: number }>();

  function keep(key: string, entry: Kept<T>): void {
    if (entry.generation !== keptGeneration) {
      kept.clear();
      keptGeneration = entry.generation;
    }
    kept.delete(key);
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
    kept.set(key, entry);
  }

  async function read(key: string, load: () => Promise<T>): Promise<T> {
    const before = transactionActivity();
    const readAt = clock();
    const value = await load();
    const after = transactionActivity();
    // Nothing began or ended while reading: what was read is still what is committed.
    if (before.open === 0 && before.generation === after.generation) {
      keep(key, { value, generation: after.generation, readAt });
    }
    return value;
  }

  return {
    get(key, load) {
      const now = transactionActivity();
      if (now.open === 0) {
        const entry = kept.get(key);
        if (entry && entry.generation === now.generation && clock() - entry.readAt < maxAgeMs) {
          return Promise.resolve(entry.value);
        }
        const shared = pending.get(key);
        if (shared && shared.generation === now.generation) return shared.promise;
        const promise = read(key, load);
        pending.set(key, { promise, generation: now.generation });
        const clear = () => {
          if (pending.get(key)?.promise === promise) pending.delete(key);
        };
        promise.then(clear, clear);
        return promise;
      }
      // A transaction is open: its commit may land during any read, so read and keep nothing.
      return load();
    },
  };
}

export function createFreshCache<T>(
  load: () => Promise<T>,
  options: FreshCacheOptions = {},
): FreshCache<T> {
  const cache = createKeyedFreshCache<T>({ ...options, maxEntries: 1 });
  return { get: () => cache.get('', load) };
}
