import { formatLimitDollars } from 'shared-api/contracts';
import { t } from '../../donate-messages';

/**
 * The per-election limit (docs/donation-rules.md): the donate page's largest text, which its
 * note (donation-limit-note.tsx) draws with the limit the server answers (a cycle's limit is
 * data). Its first paint (src/first-paint.ts), drawn before any answer, reads the sentence
 * without a figure ('donate.limitRuleNoFigure') from the English catalogue.
 */
export function donationLimitRule(limitCents: number | null): string {
  return limitCents === null
    ? t('donate.limitRuleNoFigure')
    : t('donate.limitRule', { limit: formatLimitDollars(limitCents) });
}
