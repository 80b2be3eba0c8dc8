import { US_STATES } from './states';

// Where a donor may live (docs/donation-rules.md): the 50 states, the District of Columbia and
// the inhabited territories whose residents are US citizens or nationals. The donation form's
// state select and the donation schema both read this list. No zod here, so the form can load
// it on its own.

export const MAILING_STATES: readonly { code: string; name: string }[] = [
  ...US_STATES.map(({ code, name }) => ({ code, name })),
  { code: 'DC', name: 'District of Columbia' },
  { code: 'PR', name: 'Puerto Rico' },
  { code: 'GU', name: 'Guam' },
  { code: 'VI', name: 'U.S. Virgin Islands' },
  { code: 'AS', name: 'American Samoa' },
  { code: 'MP', name: 'Northern Mariana Islands' },
  // By code point, not localeCompare: the same order for these names (a test checks), and a
  // page's first locale comparison loads ICU's data (number-format.ts says what that costs).
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

const MAILING_STATE_CODES = new Set(MAILING_STATES.map((state) => state.code));

/** Whether `code` (two letters, any case) is a state, DC or a territory a donor may live in. */
export function isMailingStateCode(code: string): boolean {
  return MAILING_STATE_CODES.has(code.toUpperCase());
}
