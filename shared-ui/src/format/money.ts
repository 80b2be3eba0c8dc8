import { formatUsDollars } from 'shared-api/number-format';
import { intlDollars, intlLocale } from '../i18n/format';

// Money formats of the product ($x.xM from 1,000,000, $nK from 1,000). The thresholds compare the
// raw amount and the rounding is toFixed, as the original site did, so 999,999 reads '$1000K', not
// '$1.0M'.

const finite = (dollars: number) => (Number.isFinite(dollars) ? dollars : 0);

/** Tile totals: '$1.3M' from 1,000,000, '$12K' from 1,000, '$999' below. */
export function formatCompactMoney(dollars: number): string {
  const amount = finite(dollars);
  const locale = intlLocale();
  if (locale) return intlDollars(locale, amount, { notation: 'compact', maximumFractionDigits: 1 });
  if (amount >= 1_000_000) return `$${(amount / 1_000_000).toFixed(1)}M`;
  if (amount >= 1_000) return `$${(amount / 1_000).toFixed(0)}K`;
  return `$${amount.toFixed(0)}`;
}

/**
 * Money next to a person: thousands from 1,000 ('$2K' for 1,500, '$250K'), whole dollars
 * below it ('$0', '$999'), which in thousands read '$0K' or '$1K' for very different sums.
 */
export function formatThousands(dollars: number): string {
  const amount = finite(dollars);
  const locale = intlLocale();
  if (locale) {
    return amount < 1_000
      ? intlDollars(locale, Math.max(0, Math.floor(amount)), { maximumFractionDigits: 0 })
      : intlDollars(locale, amount, { notation: 'compact', maximumFractionDigits: 0 });
  }
  if (amount < 1_000) return `$${Math.max(0, Math.floor(amount))}`;
  return `$${(amount / 1_000).toFixed(0)}K`;
}

/**
 * Exact amount: '$1,234.56'. Not Intl: a page's first Intl formatter loads ICU's data, a long
 * task at start-up on every page (shared-api/src/contracts/number-format.ts).
 */
export function formatDollars(dollars: number): string {
  const locale = intlLocale();
  if (locale) return intlDollars(locale, finite(dollars));
  return formatUsDollars(finite(dollars));
}
