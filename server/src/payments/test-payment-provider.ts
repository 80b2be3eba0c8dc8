import crypto from 'node:crypto';
import { coalescedPerDb, settled, type Settled } from '../db/coalesced-calls';
import type { Db } from '../db/db';
import type {
  ChargeCard,
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
  SaveCardResult,
} from './payment-provider';

// The default provider: test mode, no money moves. Its cards behave like a processor's test
// cards (also listed in the README, "Test cards"):
//
//   4242 4242 4242 4242   succeeds
//   4000 0000 0000 0002   declined: 'Your card was declined.'
//   4000 0000 0000 9995   declined: 'Your card has insufficient funds.'
//   4000 0000 0000 0119   charged, then the answer is lost (throws): a provider failing
//                         mid-charge; a retry with the same key answers the charge
//   4000 0000 0000 0341   succeeds when typed; once saved, its token is declined (a card
//                         cancelled since: how a monthly gift's decline is tried)
//   any other number      declined as an unknown test card
//   an expiry (MM/YY) before the current month declines: 'Your card has expired.'
//
// A saved card (saveCard) is kept as a token in test_payment_tokens with how it behaves and
// its expiry, never its number or code; a charge by token behaves as the card did, and a
// forgotten or unknown token is declined.
//
// Any CVC is accepted. The charge id is derived from the idempotency key, and a second charge
// with a key already charged answers the first charge, as a real processor's idempotency does.
// A refund gives a charge back once per refund key (the charge id for a whole refund, the
// part's key for a part; the refund id is derived from the key): asking again answers the
// same refund, and a charge id it never made is refused.
//
// Its record of charges (for `lookup`) is a table of its own, test_payment_charges (refunds:
// test_payment_refunds), in the given database: what a real processor's dashboard is,
// outside the server's memory, so a gift left pending by a crash is still found after a
// restart (the card is never stored, so nothing else could tell whether it was charged).
// Without a database (unit tests) it keeps them in memory. `delayMs`
// (PAID_TEST_PAYMENT_DELAY_MS) makes each charge answer that late, as a real processor
// answers after network round trips.

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  failsAfterCharge: '4000000000000119',
  declinesOnceSaved: '4000000000000341',
} as const;
type TestCardBehaviour = keyof typeof TEST_CARDS | 'unknown';

export const TEST_DECLINE_REASONS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  unknownCard: 'This card number is not a test card. In test mode, use 4242 4242 4242 4242.',
  unknownToken: 'This saved card is no longer available. Give with the full form instead.',
} as const;

/** Whether MM/YY is before the month of `now` (a card is good through its expiry month). */
export function isExpired(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < current;
}

export const TEST_REFUND_FAILURES = {
  unknownCharge: 'The test payment provider made no charge with this id.',
} as const;

export function testRefundId(chargeId: string): string {
  return `test_re_${crypto.createHash('sha256').update(chargeId).digest('hex').slice(0, 24)}`;
}

export function testChargeId(idempotencyKey: string): string {
  return `test_ch_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

export interface TestPaymentOptions {
  now?: () => Date;
  /** Where the provider keeps its charges; in memory when absent. */
  db?: Db;
  /** Each charge answers this many milliseconds late (default 0). */
  delayMs?: number;
}

function behaviourOf(number: string): TestCardBehaviour {
  const found = Object.entries(TEST_CARDS).find(([, card]) => card === number);
  return found ? (found[0] as TestCardBehaviour) : 'unknown';
}

interface SavedTestCard {
  behaviour: TestCardBehaviour;
  expiry: string;
}

/** The provider's vault of saved cards, by token. */
interface TokenVault {
  find(token: string): Promise<SavedTestCard | undefined>;
  add(token: string, card: SavedTestCard): Promise<void>;
  remove(token: string): Promise<void>;
}

function memoryVault(): TokenVault {
  const cards = new Map<string, SavedTestCard>();
  return {
    find: async (token) => cards.get(token),
    add: async (token, card) => void cards.set(token, card),
    remove: async (token) => void cards.delete(token),
  };
}

function databaseVault(db: Db): TokenVault {
  return {
    async find(token) {
      const { rows } = await db.query<SavedTestCard>(
        'select behaviour, expiry from test_payment_tokens where token = $1',
        [token],
      );
      return rows[0];
    },
    async add(token, card) {
      await db.query(
        'insert into test_payment_tokens (token, behaviour, expiry) values ($1, $2, $3)',
        [token, card.behaviour, card.expiry],
      );
    },
    async remove(token) {
      await db.query('delete from test_payment_tokens where token = $1', [token]);
    },
  };
}

interface ChargeLedger {
  find(idempotencyKey: string): Promise<string | undefined>;
  /**
   * A charge asked again with a key already charged: counts the attempt (attempts, so tests
   * see a second try at a gift) and answers the key's charge id; undefined for a new key.
   */
  repeat(idempotencyKey: string): Promise<string | undefined>;
  /** Records the charge unless the key was charged before; answers the key's charge id. */
  add(idempotencyKey: string, amountCents: number): Promise<string>;
  /**
   * Records one refund of a charge it made under `key` (again: the same one); undefined: no
   * such charge (or, in the database, parts that would pass the charge).
   */
  refund(chargeId: string, amountCents: number, key: string): Promise<string | undefined>;
}

function memoryLedger(): ChargeLedger {
  const charges = new Map<string, string>();
  const refunds = new Map<string, string>();
  return {
    find: async (key) => charges.get(key),
    repeat: async (key) => charges.get(key),
    async add(key) {
      if (!charges.has(key)) charges.set(key, testChargeId(key));
      return charges.get(key)!;
    },
    async refund(chargeId, _amountCents, key) {
      if (![...charges.values()].includes(chargeId)) return undefined;
      if (!refunds.has(key)) refunds.set(key, testRefundId(key));
      return refunds.get(key);
    },
  };
}

/**
 * Charges recorded, every charge made meanwhile in one upsert (db/coalesced-calls.ts): a gift's
 * path pays one statement per batch for it. A key twice in one batch fails the statement (an
 * upsert may not touch a row twice), and each is then recorded alone.
 */
const addCharge = coalescedPerDb(
  async (db: Db, charges: { key: string; amountCents: number }[]): Promise<Settled<void>[]> => {
    await db.query(
      `insert into test_payment_charges (idempotency_key, charge_id, amount_cents)
       select * from unnest($1::text[], $2::text[], $3::bigint[])
       on conflict (idempotency_key)
         do update set attempts = test_payment_charges.attempts + 1`,
      [
        charges.map((charge) => charge.key),
        charges.map((charge) => testChargeId(charge.key)),
        charges.map((charge) => charge.amountCents),
      ],
    );
    return charges.map(() => settled.value(undefined));
  },
);

function databaseLedger(db: Db): ChargeLedger {
  return {
    async find(key) {
      const { rows } = await db.query<{ chargeId: string }>(
        'select charge_id as "chargeId" from test_payment_charges where idempotency_key = $1',
        [key],
      );
      return rows[0]?.chargeId;
    },
    async repeat(key) {
      const { rows } = await db.query<{ chargeId: string }>(
        `update test_payment_charges set attempts = attempts + 1 where idempotency_key = $1
         returning charge_id as "chargeId"`,
        [key],
      );
      return rows[0]?.chargeId;
    },
    async add(key, amountCents) {
      await addCharge(db, { key, amountCents });
      return testChargeId(key);
    },
    async refund(chargeId, amountCents, key) {
      // A refund of a charge this provider made, once per key: a second ask (or a concurrent
      // one, which waits on the primary key) inserts nothing, and the read after it finds the
      // first. Parts never add up to more than the charge.
      await db.query(
        `insert into test_payment_refunds (charge_id, refund_id, amount_cents, refund_key)
         select c.charge_id, $2, $3::bigint, $4 from test_payment_charges c
          where c.charge_id = $1
            and c.amount_cents >= $3::bigint + coalesce((select sum(r.amount_cents)
                                                   from test_payment_refunds r
                                                  where r.charge_id = $1), 0)
         on conflict (refund_key) do nothing`,
        [chargeId, testRefundId(key), amountCents, key],
      );
      const { rows } = await db.query<{ refundId: string }>(
        `select refund_id as "refundId" from test_payment_refunds
          where refund_key = $1 and charge_id = $2`,
        [key, chargeId],
      );
      return rows[0]?.refundId;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createTestPaymentProvider({
  now = () => new Date(),
  db,
  delayMs = 0,
}: TestPaymentOptions = {}): PaymentProvider {
  const ledger = db ? databaseLedger(db) : memoryLedger();
  const vault = db ? databaseVault(db) : memoryVault();
  const declined = (reason: string): ChargeResult => ({ status: 'declined', reason });

  /** What a card of this behaviour does when charged (`saved`: by its token). */
  async function chargeAs(
    { behaviour, expiry }: SavedTestCard,
    saved: boolean,
    { idempotencyKey, amountCents }: ChargeRequest,
  ): Promise<ChargeResult> {
    if (isExpired(expiry, now())) return declined(TEST_DECLINE_REASONS.expired);
    switch (behaviour) {
      case 'succeeds':
        return { status: 'succeeded', chargeId: await ledger.add(idempotencyKey, amountCents) };
      case 'declinesOnceSaved':
        if (saved) return declined(TEST_DECLINE_REASONS.declined);
        return { status: 'succeeded', chargeId: await ledger.add(idempotencyKey, amountCents) };
      case 'failsAfterCharge':
        await ledger.add(idempotencyKey, amountCents);
        throw new Error('test provider: charged, then the connection dropped');
      case 'declined':
        return declined(TEST_DECLINE_REASONS.declined);
      case 'insufficientFunds':
        return declined(TEST_DECLINE_REASONS.insufficientFunds);
      default:
        return declined(TEST_DECLINE_REASONS.unknownCard);
    }
  }

  return {
    testMode: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (delayMs > 0) await sleep(delayMs);
      // A card that always succeeds answers a repeat with the charge id of its first charge,
      // testChargeId(key), which is what `add` answers too: one upsert serves a first charge
      // and a repeat, one statement on a gift's path instead of two.
      if (
        request.token === undefined &&
        behaviourOf(request.card.number) === 'succeeds' &&
        !isExpired(request.card.expiry, now())
      ) {
        return {
          status: 'succeeded',
          chargeId: await ledger.add(request.idempotencyKey, request.amountCents),
        };
      }
      const earlier = await ledger.repeat(request.idempotencyKey);
      if (earlier !== undefined) return { status: 'succeeded', chargeId: earlier };
      if (request.token !== undefined) {
        const saved = await vault.find(request.token);
        if (!saved) return declined(TEST_DECLINE_REASONS.unknownToken);
        return chargeAs(saved, true, request);
      }
      const { card } = request;
      return chargeAs({ behaviour: behaviourOf(card.number), expiry: card.expiry }, false, request);
    },
    async saveCard(card: ChargeCard): Promise<SaveCardResult> {
      const refused = (reason: string): SaveCardResult => ({ status: 'declined', reason });
      if (isExpired(card.expiry, now())) return refused(TEST_DECLINE_REASONS.expired);
      const behaviour = behaviourOf(card.number);
      if (behaviour === 'unknown') return refused(TEST_DECLINE_REASONS.unknownCard);
      const token = `test_tok_${crypto.randomBytes(12).toString('hex')}`;
      await vault.add(token, { behaviour, expiry: card.expiry });
      // Every test card is a Visa number (it starts with 4).
      return { status: 'saved', token, brand: 'Visa', last4: card.number.slice(-4) };
    },
    async forgetCard(token: string): Promise<void> {
      await vault.remove(token);
    },
    async lookup(idempotencyKey: string): Promise<ChargeLookup> {
      const chargeId = await ledger.find(idempotencyKey);
      return chargeId === undefined ? { status: 'none' } : { status: 'succeeded', chargeId };
    },
    async refund({ chargeId, amountCents, idempotencyKey }: RefundRequest): Promise<RefundResult> {
      if (delayMs > 0) await sleep(delayMs);
      const refundId = await ledger.refund(chargeId, amountCents, idempotencyKey ?? chargeId);
      return refundId === undefined
        ? { status: 'failed', reason: TEST_REFUND_FAILURES.unknownCharge }
        : { status: 'refunded', refundId };
    },
  };
}
