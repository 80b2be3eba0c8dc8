import { US_STATES } from 'shared-api';

/**
 * The state select of the donor's mailing address: shared-api's 50 states (the product's
 * state pages) plus the District of Columbia, where donors live too. Sorted by name.
 */
export const MAILING_STATES: readonly { code: string; name: string }[] = [
  ...US_STATES.map(({ code, name }) => ({ code, name })),
  { code: 'DC', name: 'District of Columbia' },
].sort((a, b) => a.name.localeCompare(b.name));
