import { DONATION_RULES, formatLimitDollars } from './donation-rules';

// A gift's amount and card expiry as the donation form reads them while the donor types,
// without zod: the donation page draws and shows the amount's cents before the schema
// library (which the form's submit loads) arrives. donationAmountSchema checks with these.

/** Whole cents of a validated amount (no float drift: 19.99 -> 1999). */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * What is wrong with an amount in dollars, in the words the form shows, or null when it is a
 * gift the rules allow: whole cents, at least the minimum, and no more than `limitCents`, the
 * chosen election's per-election limit when the caller knows it (a cycle's limit is data: the
 * candidate detail and the allowance carry it; the server checks the donor's room in the
 * election whatever the body says).
 */
export function donationAmountProblem(
  amount: number,
  limitCents: number | null = null,
): string | null {
  if (!Number.isFinite(amount)) return 'Enter an amount';
  if (Math.abs(amount * 100 - Math.round(amount * 100)) >= 1e-6)
    return 'Amounts are in whole cents';
  if (amountToCents(amount) < DONATION_RULES.minimumCents) {
    return `The minimum donation is ${formatLimitDollars(DONATION_RULES.minimumCents)}`;
  }
  if (limitCents !== null && amountToCents(amount) > limitCents) {
    return `The most one person may give a candidate per election is ${formatLimitDollars(limitCents)}`;
  }
  return null;
}

/** Cents of an amount the form would accept, else null (nothing chosen, or not a valid amount). */
export function validAmountCents(amount: unknown): number | null {
  return typeof amount === 'number' && donationAmountProblem(amount) === null
    ? amountToCents(amount)
    : null;
}

/** '1229', '12 / 29', '12-29' -> '12/29'; anything else is left for the MM/YY check. */
export function normalizeExpiry(value: string): string {
  const compact = value.replace(/\s/g, '');
  const match = /^(\d{2})[/.-]?(\d{2})$/.exec(compact);
  return match ? `${match[1]}/${match[2]}` : compact;
}
