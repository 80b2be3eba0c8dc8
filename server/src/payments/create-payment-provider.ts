import type { Db } from '../db/db';
import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

// PAID_PAYMENT_PROVIDER picks who moves the money. Only the test-mode provider exists: a
// real processor (Stripe, Braintree, ...) is added as one more name here, with its keys in
// config.ts, implementing PaymentProvider.

export const PAYMENT_PROVIDER_NAMES = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface PaymentProviderOptions {
  /** The test provider keeps its charges here (test-payment-provider.ts). */
  db?: Db;
  /** The test provider answers each charge this late (PAID_TEST_PAYMENT_DELAY_MS). */
  testDelayMs?: number;
}

export function createPaymentProvider(
  name: PaymentProviderName,
  { db, testDelayMs = 0 }: PaymentProviderOptions = {},
): PaymentProvider {
  switch (name) {
    case 'test':
      return createTestPaymentProvider({ db, delayMs: testDelayMs });
  }
}
