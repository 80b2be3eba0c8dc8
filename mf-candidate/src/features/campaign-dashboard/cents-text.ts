import { formatDollars } from 'shared-ui';

/** Whole cents as exact dollars ('$12.34'), or '-' for a figure there is none of. */
export const centsText = (cents: number | null) =>
  cents === null ? '-' : formatDollars(cents / 100);
