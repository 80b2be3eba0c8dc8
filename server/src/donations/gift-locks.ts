import type { Db } from '../db/db';
import { donorKeyNames, donorKeysOf } from './donor-identity';

// What a donation holds while it checks the limit and records its gift as pending
// (make-donation.ts), and only then: never while the card is charged. One lock per name:
// its idempotency key, and each of the donor's keys (donor-identity.ts donorKeyNames): the
// email typed, the logged-in account and its email (both normalized: a logged-out gift typed
// with an account's address in any spelling takes that account's lock), the name + street +
// ZIP. The identities are not per candidate: one person's gifts check one after the other (a
// few milliseconds each), so the same person under two addresses can't pass the limit twice
// at once. Every gift takes its locks in one fixed order (by name in this process, by hash on
// PostgreSQL), so two gifts never wait for each other in a circle.
//
// - PostgreSQL (any number of server processes): transaction-scoped advisory locks
//   (sql/functions/paid_lock_gifts.sql), taken by the batch of gifts the gift's work runs in
//   (pending-gifts.ts), in that batch's transaction.
// - PGlite: exactly one process uses the database (the data-dir lock), so locks in this
//   process hold the same guarantee, and the work runs without a transaction around it.

export interface GiftLocks {
  idempotencyKey: string;
  /** As typed, any case. */
  email: string;
  userId: number | null;
  /** The logged-in account's email, or null. */
  accountEmail: string | null;
  donorName: string;
  addressLine1?: string | null;
  postalCode?: string | null;
}

/**
 * The lock names of a gift, sorted: the order they are taken in this process. Its key, and
 * its donor's names as the one donor identity gives them (donor-identity.ts donorKeyNames).
 */
export function giftLockNames(locks: GiftLocks): string[] {
  const donor = donorKeyNames(donorKeysOf(locks));
  return [...new Set([`key:${locks.idempotencyKey}`, ...donor])].sort();
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

/** How many of this process's gift locks are held or waited for (tests: none while charging). */
export function processGiftLocksHeld(): number {
  return queues.size;
}

// Whether donor_links has a row, per PGlite database, as last read by this process. Until
// support links a first pair, paid_lock_names maps no name, so a gift skips that statement.
// This process is the database's only writer (the data-dir lock; support's commands go
// through its admin API), and a link is made by linkDonors, which calls forgetDonorLinks
// once committed: a generation counter, so any link anywhere in the process reads again.
let linksGeneration = 0;
const linksRead = new WeakMap<Db, { generation: number; any: boolean }>();

/** After a link is committed: the next gift reads donor_links again. */
export function forgetDonorLinks(): void {
  linksGeneration += 1;
}

async function anyDonorLinks(db: Db): Promise<boolean> {
  const read = linksRead.get(db);
  if (read?.generation === linksGeneration) return read.any;
  const generation = linksGeneration;
  const { rows } = await db.query('select 1 from donor_links limit 1');
  linksRead.set(db, { generation, any: rows.length > 0 });
  return rows.length > 0;
}

/**
 * Runs `fn` holding the gift's locks (see above), given their names. On PostgreSQL `fn` takes
 * them itself, in its batch's transaction (pending-gifts.ts).
 */
export async function withGiftLocks<T>(
  db: Db,
  locks: GiftLocks,
  fn: (names: string[]) => Promise<T>,
): Promise<T> {
  const names = giftLockNames(locks);
  if (db.kind === 'postgres') return fn(names);
  // The same names as the people they stand for (paid_lock_names: addresses support linked
  // as one person share a lock), as paid_lock_gifts takes them on PostgreSQL.
  let people = names;
  if (await anyDonorLinks(db)) {
    const { rows } = await db.query<{ names: string[] }>(
      'select paid_lock_names($1::text[]) as names',
      [names],
    );
    people = [...rows[0].names].sort();
  }
  const releases: (() => void)[] = [];
  try {
    for (const name of people) releases.push(await takeProcessLock(name));
    return await fn(names);
  } finally {
    for (const release of releases.reverse()) release();
  }
}
