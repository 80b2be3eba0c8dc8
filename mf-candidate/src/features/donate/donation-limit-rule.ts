import { DONATION_RULES, formatLimitDollars } from 'shared-api/contracts';

/**
 * The per-election limit, the same for every candidate and visitor: the donate page's largest
 * text, which its note (donation-limit-note.tsx) draws and its first paint
 * (src/first-paint.ts) copies.
 */
export function donationLimitRule(): string {
  const limit = formatLimitDollars(DONATION_RULES.limitPerElectionCents);
  return `Each person may give a candidate up to ${limit} per election; the primary and the general election count separately.`;
}
