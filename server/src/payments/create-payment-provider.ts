import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-payment-provider';

// PAID_PAYMENT_PROVIDER picks who moves the money. Only the test-mode provider exists: a
// real processor (Stripe, Braintree, ...) is added as one more name here, with its keys in
// config.ts, implementing PaymentProvider.

export const PAYMENT_PROVIDER_NAMES = ['test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export function createPaymentProvider(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'test':
      return createTestPaymentProvider();
  }
}
