// Money formats of the product ($x.xM from 1,000,000, $nK from 1,000). The thresholds compare the
// raw amount and the rounding is toFixed, as the original site did, so 999,999 reads '$1000K', not
// '$1.0M'.

const finite = (dollars: number) => (Number.isFinite(dollars) ? dollars : 0);

/** Tile totals: '$1.3M' from 1,000,000, '$12K' from 1,000, '$999' below. */
export function formatCompactMoney(dollars: number): string {
  const amount = finite(dollars);
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
  if (amount < 1_000) return `$${Math.max(0, Math.floor(amount))}`;
  return `$${(amount / 1_000).toFixed(0)}K`;
}

const dollarsFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Exact amount: '$1,234.56'. */
export function formatDollars(dollars: number): string {
  return dollarsFormat.format(finite(dollars));
}
