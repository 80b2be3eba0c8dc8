import crypto from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

// The default provider: test mode, no money moves. Its cards behave like a processor's test
// cards (also listed in the README, "Test cards"):
//
//   4242 4242 4242 4242   succeeds
//   4000 0000 0000 0002   declined: 'Your card was declined.'
//   4000 0000 0000 9995   declined: 'Your card has insufficient funds.'
//   any other number      declined as an unknown test card
//   an expiry (MM/YY) before the current month declines: 'Your card has expired.'
//
// Any CVC is accepted. The charge id is derived from the idempotency key, so charging the
// same key twice answers the same charge, as a real processor's idempotency does.

export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
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

export function testChargeId(idempotencyKey: string): string {
  return `test_ch_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
}

export function createTestPaymentProvider({
  now = () => new Date(),
}: { now?: () => Date } = {}): PaymentProvider {
  return {
    testMode: true,
    async charge({ card, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
      const declined = (reason: string): ChargeResult => ({ status: 'declined', reason });
      if (isExpired(card.expiry, now())) return declined(TEST_DECLINE_REASONS.expired);
      switch (card.number) {
        case TEST_CARDS.succeeds:
          return { status: 'succeeded', chargeId: testChargeId(idempotencyKey) };
        case TEST_CARDS.declined:
          return declined(TEST_DECLINE_REASONS.declined);
        case TEST_CARDS.insufficientFunds:
          return declined(TEST_DECLINE_REASONS.insufficientFunds);
        default:
          return declined(TEST_DECLINE_REASONS.unknownCard);
      }
    },
  };
}
