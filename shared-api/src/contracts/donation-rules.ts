// The figures of docs/donation-rules.md that do not change with an election (the server's
// checks and the donation form both read these). A cycle's limit and its elections' days are
// data (server/src/elections, the allowance answer), never constants here.

import { formatNumber } from './number-format';

export const DONATION_RULES = {
  /** Above this aggregate from one donor to one candidate, itemisation fields are required. */
  itemisationThresholdCents: 20_000,
  /** The smallest gift: $1. */
  minimumCents: 100,
  /** The preset buttons of the donation form, in dollars. */
  presetAmounts: [25, 50, 100, 250, 500, 1_000],
} as const;

/**
 * The server's 409 for a gift (or an allowance) to a candidate support has not verified
 * (docs/donation-rules.md); the donation page may show it before the donor fills the form in.
 */
export const CANDIDATE_NOT_VERIFIED_MESSAGE =
  'This candidate is not accepting donations yet: support has not verified them.';

/** The best-efforts wording the form shows (US federal rule for gifts over $200). */
export const BEST_EFFORTS_WORDING =
  'Federal law requires us to use our best efforts to collect and report the name, mailing address, occupation and employer of individuals whose contributions exceed $200 in an election cycle.';

/** The five attestations a donor ticks, in the order the form lists them. */
export const DONATION_ATTESTATIONS = {
  citizenOrResident: 'I am a U.S. citizen or lawfully admitted permanent resident.',
  ownFunds:
    'This contribution is made from my own funds, and funds are not being provided to me by another person or entity for the purpose of making this contribution.',
  personalCard:
    'I am making this contribution with my own personal credit or debit card and not with a corporate or business credit card or a card issued to another person.',
  atLeast18: 'I am at least 18 years old.',
  notFederalContractor: 'I am not a federal contractor.',
} as const;
export type DonationAttestation = keyof typeof DONATION_ATTESTATIONS;

/** Dollars as shown in limit messages: $3,500 or $12.50. */
export function formatLimitDollars(cents: number): string {
  const dollars = cents / 100;
  return `$${formatNumber(dollars, {
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/**
 * The legal text of every receipt: the printable receipt page shows it and the mailed receipt
 * (docs/mail.md) carries it word for word.
 */
export const RECEIPT_LEGAL_TEXT =
  'Contributions to political candidates are not tax deductible for federal income tax purposes. Keep this receipt for your records.';

/** What a test-mode gift's receipt says (page and mail): no money moved. */
export const TEST_MODE_RECEIPT_NOTE =
  'This donation was made in test mode: no card was charged and no real money moved.';
