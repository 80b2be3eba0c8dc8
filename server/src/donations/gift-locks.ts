import type { Db, DbTx } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';

// What a donation holds while it checks, charges and records (make-donation.ts): its
// idempotency key, the donor by (candidate, email), and the donor by (candidate, account)
// when logged in, always taken in that order, so two donations never wait for each other in
// a circle. Duplicates of one submit wait here for the first to finish; two gifts of one
// donor to one candidate check the limit one after the other.
//
// - PostgreSQL (any number of server processes): transaction-scoped advisory locks, and the
//   work runs in that transaction.
// - PGlite: exactly one process uses the database (the data-dir lock), so locks in this
//   process hold the same guarantee, and the work runs without a transaction around it: its
//   one write is a single statement (atomic on its own), and BEGIN and COMMIT would cost two
//   of a donation's four round trips into the embedded database.

export interface GiftLocks {
  idempotencyKey: string;
  candidateId: number;
  /** Lower-cased. */
  email: string;
  userId: number | null;
}

function lockNames({ idempotencyKey, candidateId, email, userId }: GiftLocks): string[] {
  const names = [`key:${idempotencyKey}`, `email:${candidateId}:${email}`];
  if (userId !== null) names.push(`account:${candidateId}:${userId}`);
  return names;
}

// Advisory lock namespaces (the two-int form); any fixed numbers unlike the migration's.
const NAMESPACES = [7_240_401, 7_240_402, 7_240_403];

async function takeAdvisoryLocks(tx: DbTx, names: string[]): Promise<void> {
  // One statement; its select list is evaluated left to right. Hash collisions only make two
  // unrelated gifts wait for each other.
  const calls = names.map(
    (_, index) => `pg_advisory_xact_lock(${NAMESPACES[index]}, hashtext($${index + 1}))`,
  );
  await tx.query(`select ${calls.join(', ')}`, names);
}

/** The tail of each lock's queue in this process: the promise its last holder resolves. */
const queues = new Map<string, Promise<void>>();

async function takeProcessLock(name: string): Promise<() => void> {
  const previous = queues.get(name) ?? Promise.resolve();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  queues.set(name, held);
  await previous;
  return () => {
    if (queues.get(name) === held) queues.delete(name);
    release();
  };
}

/** Runs `fn` holding the donation's locks (see above); `fn` queries through the DbTx given. */
export async function withGiftLocks<T>(
  db: Db,
  locks: GiftLocks,
  fn: (queries: DbTx) => Promise<T>,
): Promise<T> {
  const names = lockNames(locks);
  if (db.kind === 'postgres') {
    return db.transaction(async (tx) => {
      await takeAdvisoryLocks(tx, names);
      return fn(tx);
    });
  }
  const releases: (() => void)[] = [];
  try {
    for (const name of names) releases.push(await takeProcessLock(name));
    // Counted as a transaction of this process: the competition summary's cache must not
    // keep an answer across it (db/transaction-activity.ts).
    return await trackTransaction(() => fn(db));
  } finally {
    for (const release of releases.reverse()) release();
  }
}
