import { formatLimitDollars } from 'shared-api/contracts';

/**
 * The per-election limit (docs/donation-rules.md): the donate page's largest text, which its
 * note (donation-limit-note.tsx) draws with the limit the server answers (a cycle's limit is
 * data) and its first paint (src/first-paint.ts), drawn before any answer, without a figure.
 */
export function donationLimitRule(limitCents: number | null): string {
  const limit = limitCents === null ? 'the legal limit' : formatLimitDollars(limitCents);
  return `Each person may give a candidate up to ${limit} per election; the primary and the general election count separately.`;
}
