import { transactionActivity } from '../db/transaction-activity';

// A value read from the database, kept for at most `maxAgeMs` and only while no transaction
// of this process could have changed it (db/transaction-activity.ts): right after a commit
// here (a donation, a new candidate) the next read goes to the database again. Writes by
// another server process show within maxAgeMs. Concurrent misses share one read.

export interface FreshCache<T> {
  get(): Promise<T>;
}

export function createFreshCache<T>(
  load: () => Promise<T>,
  { maxAgeMs = 1000, clock = Date.now }: { maxAgeMs?: number; clock?: () => number } = {},
): FreshCache<T> {
  let stored: { value: T; generation: number; readAt: number } | undefined;
  let pending: { promise: Promise<T>; generation: number } | undefined;

  async function read(): Promise<T> {
    const before = transactionActivity();
    const readAt = clock();
    const value = await load();
    const after = transactionActivity();
    // Nothing began or ended while reading: what was read is still what is committed.
    if (before.open === 0 && before.generation === after.generation) {
      stored = { value, generation: after.generation, readAt };
    }
    return value;
  }

  return {
    get() {
      const now = transactionActivity();
      if (now.open === 0) {
        if (stored && stored.generation === now.generation && clock() - stored.readAt < maxAgeMs) {
          return Promise.resolve(stored.value);
        }
        if (pending && pending.generation === now.generation) return pending.promise;
        const promise = read();
        pending = { promise, generation: now.generation };
        const clear = () => {
          if (pending?.promise === promise) pending = undefined;
        };
        promise.then(clear, clear);
        return promise;
      }
      // A transaction is open: its commit may land during any read, so read and keep nothing.
      return load();
    },
  };
}
