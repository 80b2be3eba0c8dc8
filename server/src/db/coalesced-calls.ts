// Group commit for a hot statement: calls that arrive while one batch is at the database wait
// and go together as the next batch, one statement (or one transaction) for all of them. At
// low load a call goes alone after one turn of the event loop (no timer); under load the
// batch grows with the number of calls in flight, and so the database's per-statement cost
// (PGlite's calls into its WebAssembly, a PostgreSQL round trip) is paid once per batch
// instead of once per call (bench/REPORT.md "A gift's path").
//
// A batch answers one result per item, in order, each a value or that item's own error (a
// rule one item breaks fails that item only). When the batch as a whole throws (an SQL error:
// one statement, so it wrote nothing), each of its items is run again alone, so every caller
// gets the error of its own item and the others go through.

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

export const settled = {
  value: <T>(value: T): Settled<T> => ({ ok: true, value }),
  error: <T>(error: unknown): Settled<T> => ({ ok: false, error }),
};

/** Runs `fn`, catching its throw as that item's result. */
export function settle<T>(fn: () => T): Settled<T> {
  try {
    return settled.value(fn());
  } catch (error) {
    return settled.error(error);
  }
}

interface Waiting<I, O> {
  item: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/** At most this many calls share one batch (the statement's parameter stays small). */
export const MAX_BATCH = 32;

/**
 * One call at a time of `run` (never two batches of it at once), each with every item that
 * waited meanwhile (up to MAX_BATCH). Answers the function a caller calls with one item.
 */
export function coalescedCalls<I, O>(
  run: (items: I[]) => Promise<Settled<O>[]>,
): (item: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let running = false;

  function answer(waiting: Waiting<I, O>, result: Settled<O>): void {
    if (result.ok) waiting.resolve(result.value);
    else waiting.reject(result.error);
  }

  async function runOne(waiting: Waiting<I, O>): Promise<void> {
    try {
      const [result] = await run([waiting.item]);
      answer(waiting, result);
    } catch (error) {
      waiting.reject(error);
    }
  }

  // Never throws: every failure is an item's answer.
  async function drain(): Promise<void> {
    while (queue.length > 0) {
      // Each batch after a turn of the event loop: requests whose bytes came in meanwhile
      // reach their call first. On PGlite in this thread a statement blocks the thread while it
      // runs, so without this turn nothing could join a batch.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = queue.splice(0, MAX_BATCH);
      if (batch.length === 1) {
        await runOne(batch[0]);
        continue;
      }
      let results: Settled<O>[] | undefined;
      try {
        results = await run(batch.map((waiting) => waiting.item));
      } catch {
        // Each alone: the one whose statement fails gets its own error.
        for (const waiting of batch) await runOne(waiting);
        continue;
      }
      batch.forEach((waiting, index) => answer(waiting, results[index]));
    }
    // In the same turn as the last look at the queue: a call pushed after it starts anew.
    running = false;
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (running) return;
      running = true;
      void drain();
    });
}

/** One coalescedCalls per database (a test's databases must not share a batch). */
export function coalescedPerDb<D extends object, I, O>(
  run: (db: D, items: I[]) => Promise<Settled<O>[]>,
): (db: D, item: I) => Promise<O> {
  const calls = new WeakMap<D, (item: I) => Promise<O>>();
  return (db, item) => {
    let call = calls.get(db);
    if (!call) {
      call = coalescedCalls((items: I[]) => run(db, items));
      calls.set(db, call);
    }
    return call(item);
  };
}
