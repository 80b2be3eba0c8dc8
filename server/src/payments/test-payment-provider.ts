import crypto from 'node:crypto';
import type { Db } from '../db/db';
import type {
  ChargeLookup,
  ChargeRequest,
  ChargeResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider';

// The default provider: test mode, no money moves. Its cards behave like a processor's test
// cards (also listed in the README, "Test cards"):
//
//   4242 4242 4242 4242   succeeds
//   4000 0000 0000 0002   declined: 'Your card was declined.'
//   4000 0000 0000 9995   declined: 'Your card has insufficient funds.'
//   4000 0000 0000 0119   charged, then the answer is lost (throws): a provider failing
//                         mid-charge; a retry with the same key answers the charge
//   any other number      declined as an unknown test card
//   an expiry (MM/YY) before the current month declines: 'Your card has expired.'
//
// Any CVC is accepted. The charge id is derived from the idempotency key, and a second charge
// with a key already charged answers the first charge, as a real processor's idempotency does.
// A refund gives a charge back once (the refund id is derived from the charge id): asking
// again answers the same refund, and a charge id it never made is refused.
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
} as const;

export const TEST_DECLINE_REASONS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  unknownCard: 'This card number is not a test card. In test mode, use 4242 4242 4242 4242.',
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

interface ChargeLedger {
  find(idempotencyKey: string): Promise<string | undefined>;
  /** Records the charge unless the key was charged before; answers the key's charge id. */
  add(idempotencyKey: string, amountCents: number): Promise<string>;
  /** Records one refund of a charge it made (again: the same one); undefined: no such charge. */
  refund(chargeId: string, amountCents: number): Promise<string | undefined>;
}

function memoryLedger(): ChargeLedger {
  const charges = new Map<string, string>();
  const refunds = new Map<string, string>();
  return {
    find: async (key) => charges.get(key),
    async add(key) {
      if (!charges.has(key)) charges.set(key, testChargeId(key));
      return charges.get(key)!;
    },
    async refund(chargeId) {
      if (![...charges.values()].includes(chargeId)) return undefined;
      if (!refunds.has(chargeId)) refunds.set(chargeId, testRefundId(chargeId));
      return refunds.get(chargeId);
    },
  };
}

function databaseLedger(db: Db): ChargeLedger {
  return {
    async find(key) {
      const { rows } = await db.query<{ chargeId: string }>(
        'select charge_id as "chargeId" from test_payment_charges where idempotency_key = $1',
        [key],
      );
      return rows[0]?.chargeId;
    },
    async add(key, amountCents) {
      await db.query(
        `insert into test_payment_charges (idempotency_key, charge_id, amount_cents)
         values ($1, $2, $3) on conflict (idempotency_key) do nothing`,
        [key, testChargeId(key), amountCents],
      );
      return testChargeId(key);
    },
    async refund(chargeId, amountCents) {
      // A refund of a charge this provider made, once: a second ask (or a concurrent one,
      // which waits on the primary key) inserts nothing, and the read after it finds the first.
      await db.query(
        `insert into test_payment_refunds (charge_id, refund_id, amount_cents)
         select charge_id, $2, $3 from test_payment_charges where charge_id = $1
         on conflict (charge_id) do nothing`,
        [chargeId, testRefundId(chargeId), amountCents],
      );
      const { rows } = await db.query<{ refundId: string }>(
        'select refund_id as "refundId" from test_payment_refunds where charge_id = $1',
        [chargeId],
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
  return {
    testMode: true,
    async charge({ card, idempotencyKey, amountCents }: ChargeRequest): Promise<ChargeResult> {
      if (delayMs > 0) await sleep(delayMs);
      const earlier = await ledger.find(idempotencyKey);
      if (earlier !== undefined) return { status: 'succeeded', chargeId: earlier };
      const declined = (reason: string): ChargeResult => ({ status: 'declined', reason });
      if (isExpired(card.expiry, now())) return declined(TEST_DECLINE_REASONS.expired);
      switch (card.number) {
        case TEST_CARDS.succeeds:
          return { status: 'succeeded', chargeId: await ledger.add(idempotencyKey, amountCents) };
        case TEST_CARDS.failsAfterCharge:
          await ledger.add(idempotencyKey, amountCents);
          throw new Error('test provider: charged, then the connection dropped');
        case TEST_CARDS.declined:
          return declined(TEST_DECLINE_REASONS.declined);
        case TEST_CARDS.insufficientFunds:
          return declined(TEST_DECLINE_REASONS.insufficientFunds);
        default:
          return declined(TEST_DECLINE_REASONS.unknownCard);
      }
    },
    async lookup(idempotencyKey: string): Promise<ChargeLookup> {
      const chargeId = await ledger.find(idempotencyKey);
      return chargeId === undefined ? { status: 'none' } : { status: 'succeeded', chargeId };
    },
    async refund({ chargeId, amountCents }: RefundRequest): Promise<RefundResult> {
      if (delayMs > 0) await sleep(delayMs);
      const refundId = await ledger.refund(chargeId, amountCents);
      return refundId === undefined
        ? { status: 'failed', reason: TEST_REFUND_FAILURES.unknownCharge }
        : { status: 'refunded', refundId };
    },
  };
}
