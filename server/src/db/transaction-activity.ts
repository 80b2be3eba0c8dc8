// Transactions of this process, as an in-process cache of what they write needs to see
// them: `open` counts the transactions begun and not yet ended, `generation` moves whenever
// one begins or ends. A value read while nothing was open, with the same generation before
// and after the read, was committed data that no transaction of this process has changed
// since; anything else may be stale (the read caches of db/fresh-cache.ts rely on it).
// Process-wide on purpose: it covers every Db, including the ones tests open beside the app.
// Db.transaction counts its transactions itself; a write of one statement outside it (a like,
// a comment: its own transaction in PostgreSQL terms) is wrapped in trackTransaction by its
// caller, so the next read of those caches sees it.

export interface TransactionActivity {
  open: number;
  generation: number;
}

const activity: TransactionActivity = { open: 0, generation: 0 };

export function transactionActivity(): Readonly<TransactionActivity> {
  return { open: activity.open, generation: activity.generation };
}

/** Wraps one transaction of a Db implementation. */
export async function trackTransaction<T>(run: () => Promise<T>): Promise<T> {
  activity.open += 1;
  activity.generation += 1;
  try {
    return await run();
  } finally {
    // After the commit or rollback: a read starting now sees what the transaction wrote.
    activity.open -= 1;
    activity.generation += 1;
  }
}

/**
 * Another server committed something (live push heard its event, live/live-hub.ts): what
 * this process read before may be stale, so the read caches read again.
 */
export function noteCommitElsewhere(): void {
  activity.generation += 1;
}
