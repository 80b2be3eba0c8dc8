import { coalescedPerDb, settle, settled, type Settled } from '../db/coalesced-calls';
import type { Db, DbTx } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';
import {
  lockAndReadGiftStates,
  readGiftStates,
  type GiftState,
  type GiftStateAsk,
} from './donor-allowance';
import { insertPendingGifts, type GiftRow, type PendingGift } from './gift-settlement';

// Step 1 of a gift (make-donation.ts) for every gift that reaches it at the same moment: one
// read of their states (paid_gift_state once per gift, one statement), each gift's rules in
// JavaScript, one insert of the pending rows that passed (db/coalesced-calls.ts). Each gift
// holds its locks for the whole of it:
// - PGlite: the process locks its caller took (gift-locks.ts); the database has one
//   connection, so the read and the insert need no transaction around them.
// - PostgreSQL: the batch is one transaction that takes the advisory locks of every gift in it
//   first (paid_lock_gifts). Two gifts of one person in a batch would hold the same locks (one
//   transaction), and neither would see the other's pending row: the later one is put off to
//   the next batch, which sees it.

/** What a gift's rules make of its state: an answer without a row, or a pending row to write. */
export type PendingDecision<S> = { answer: S } | { write: PendingGift; then: (row: GiftRow) => S };

export interface PendingAsk<S> extends GiftStateAsk {
  /** The gift's lock names (gift-locks.ts giftLockNames): taken by the batch on PostgreSQL. */
  lockNames: string[];
  /** The gift's rules: throw a DomainError to refuse it (it alone fails). */
  decide: (state: GiftState) => PendingDecision<S>;
}

/** A gift put off to the next batch (it shares a person with an earlier gift of this one). */
const PUT_OFF = Symbol('put off');

async function runBatch(
  db: Db,
  asks: PendingAsk<unknown>[],
): Promise<Settled<unknown | typeof PUT_OFF>[]> {
  const work = async (q: DbTx): Promise<Settled<unknown>[]> => {
    let places: number[];
    let states: GiftState[];
    if (db.kind === 'postgres') {
      const read = await lockAndReadGiftStates(
        q,
        asks,
        asks.map((ask) => ask.lockNames),
      );
      const taken = new Set<string>();
      const inBatch = read.map(({ names }) => {
        if (names.some((name) => taken.has(name))) return false;
        for (const name of names) taken.add(name);
        return true;
      });
      places = asks.flatMap((_ask, i) => (inBatch[i] ? [i] : []));
      states = places.map((i) => read[i].state);
    } else {
      places = asks.map((_ask, i) => i);
      states = await readGiftStates(q, asks);
    }
    const decisions = new Map(
      places.map((i, n) => [i, settle(() => asks[i].decide(states[n]))] as const),
    );
    const writes = [...decisions].flatMap(([i, decision]) =>
      decision.ok && 'write' in decision.value ? [{ i, decision: decision.value }] : [],
    );
    const rows = writes.length
      ? await insertPendingGifts(
          q,
          writes.map(({ decision }) => decision.write),
        )
      : [];
    const written = new Map(writes.map(({ i, decision }, n) => [i, () => decision.then(rows[n])]));
    return asks.map((_ask, i): Settled<unknown> => {
      const decision = decisions.get(i);
      if (!decision) return settled.value(PUT_OFF);
      if (!decision.ok) return decision;
      const then = written.get(i);
      return then ? settle(then) : settled.value((decision.value as { answer: unknown }).answer);
    });
  };
  return db.kind === 'postgres' ? db.transaction(work) : trackTransaction(() => work(db));
}

const recordPending = coalescedPerDb(runBatch);

/**
 * Reads the gift's state, applies its rules and writes its pending row when they pass, in a
 * batch with the gifts that arrive meanwhile. On PGlite the caller holds the gift's locks.
 */
export async function checkAndWritePending<S>(db: Db, ask: PendingAsk<S>): Promise<S> {
  for (;;) {
    const result = await recordPending(db, ask as PendingAsk<unknown>);
    if (result !== PUT_OFF) return result as S;
  }
}
