import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { DonationFormValues } from 'shared-api/contracts';
import type { RateLimits } from '../../src/http/rate-limits';
import type { Db } from '../../src/db/db';
import type { ChargeRequest, PaymentProvider } from '../../src/payments/payment-provider';
import { createTestPaymentProvider, TEST_CARDS } from '../../src/payments/test-payment-provider';
import { assertTotalsConsistent } from './candidate-totals';
import { testApp } from './test-app';

// Donation forms, a provider that counts its charges, and the check that every running total
// equals a fresh sum over the donations, for the donations-*.test.ts files.

let keyCounter = 0;

export function uniqueKey(prefix = 'donation-test'): string {
  keyCounter += 1;
  return `${prefix}-${process.pid}-${keyCounter}-${Math.random().toString(36).slice(2, 10)}`;
}

export const ALL_ATTESTATIONS = {
  citizenOrResident: true,
  ownFunds: true,
  personalCard: true,
  atLeast18: true,
  notFederalContractor: true,
} as const;

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

/**
 * A valid form for `candidateId` (a small gift, no itemisation needed) with a new key. The
 * donor's name follows the email unless given, so two emails with the ITEMISED address are
 * two people (the same name, street and ZIP are one donor: docs/donation-rules.md).
 */
export function donationForm(
  candidateId: number,
  patch: Partial<DonationFormValues> = {},
): DonationFormValues {
  const donorEmail = patch.donorEmail ?? 'ada@example.com';
  return {
    candidateId,
    amount: 25,
    donorName: `Ada Lovelace (${donorEmail.trim().toLowerCase().split('@')[0]})`,
    donorEmail,
    attestations: { ...ALL_ATTESTATIONS },
    card: { ...GOOD_CARD },
    idempotencyKey: uniqueKey(),
    ...patch,
  };
}

/** The itemisation fields filled in, for gifts past the $200 threshold. */
export const ITEMISED = {
  addressLine1: '1 Analytical Way',
  city: 'Sacramento',
  state: 'CA',
  postalCode: '95814',
  occupation: 'Mathematician',
  employer: 'Self-employed',
} as const;

export interface CountingProvider extends PaymentProvider {
  /** Every charge request, in order. */
  readonly charges: ChargeRequest[];
  chargesOf(idempotencyKey: string): number;
}

/**
 * The test-mode provider (or `inner`), recording every charge it is asked for. With
 * `latency`, each charge answers only after a timer, as a real processor answers after a
 * network round trip: other requests run meanwhile, which is what the locks must withstand.
 */
export function countingProvider({
  inner = createTestPaymentProvider(),
  latency = false,
}: { inner?: PaymentProvider; latency?: boolean } = {}): CountingProvider {
  const charges: ChargeRequest[] = [];
  return {
    testMode: inner.testMode,
    charges,
    chargesOf: (key) => charges.filter((charge) => charge.idempotencyKey === key).length,
    async charge(request) {
      charges.push(request);
      if (latency) await new Promise((resolve) => setTimeout(resolve, 1));
      return inner.charge(request);
    },
    lookup: (idempotencyKey) => inner.lookup(idempotencyKey),
    refund: (request) => inner.refund(request),
    saveCard: (card) => inner.saveCard(card),
    forgetCard: (token) => inner.forgetCard(token),
  };
}

const ROOMY = { max: 1_000_000, windowMs: 60_000 };

/** The app with `payments` and limits no donation test meets unless it sets them. */
export function donationApp(
  db: Db,
  payments: PaymentProvider,
  limits: Partial<RateLimits> = {},
): FastifyInstance {
  return testApp(db, {}, { payments, limits: { donations: ROOMY, ...limits } });
}

export function postDonation(
  app: FastifyInstance,
  body: unknown,
  cookies: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/donations',
    payload: body as object,
    cookies,
  });
}

export { TEST_CARDS };

/**
 * Every running total equals a fresh sum over the succeeded donations: each candidate's
 * total, each live or ended stream's total, the platform's money and donor count (one donor
 * per donor key: donations/donor-identity.ts), and each state's money
 * (assertTotalsConsistent: the sum of its candidates).
 */
export async function assertMoneyConsistent(db: Db): Promise<void> {
  const { rows: candidates } = await db.query(
    `select c.id, c.total_donations_cents as kept,
            (select coalesce(sum(d.amount_cents), 0) from donations d
              where d.candidate_id = c.id and d.status = 'succeeded') as fresh
       from candidates c
      where c.total_donations_cents <> (select coalesce(sum(d.amount_cents), 0) from donations d
                                         where d.candidate_id = c.id and d.status = 'succeeded')`,
  );
  assert.deepEqual(candidates, [], 'candidate totals equal their succeeded donations');
  const { rows: streams } = await db.query(
    `select s.id, s.total_cents as kept,
            (select coalesce(sum(d.amount_cents), 0) from donations d
              where d.stream_id = s.id and d.status = 'succeeded') as fresh
       from fundraising_streams s
      where s.total_cents <> (select coalesce(sum(d.amount_cents), 0) from donations d
                               where d.stream_id = s.id and d.status = 'succeeded')`,
  );
  assert.deepEqual(streams, [], 'stream totals equal their succeeded donations');
  const { rows } = await db.query<{
    raised: number;
    freshRaised: number;
    donors: number;
    freshDonors: number;
  }>(
    `select p.total_raised_cents as raised, p.total_donors as donors,
            (select coalesce(sum(amount_cents), 0) from donations where status = 'succeeded')
              as "freshRaised",
            (select count(distinct donor_email_key) from donations where status = 'succeeded')
              as "freshDonors"
       from platform_totals p`,
  );
  assert.equal(rows[0].raised, rows[0].freshRaised, 'platform total raised');
  assert.equal(rows[0].donors, rows[0].freshDonors, 'platform donor count');
  await assertTotalsConsistent(db);
}
